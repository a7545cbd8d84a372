import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { WEBSOCKET_ROUTES } from '../../functions/routes';
import type { ClarityStacks } from '../../lib/app';
import { actionsOf, defaultTestApp, onlyResource, referencedId, statementsOfFunction } from './support';

let stacks: ClarityStacks;
let template: Template;
let apiId: string;
let handlerId: string;

beforeAll(() => {
  stacks = defaultTestApp();
  template = Template.fromStack(stacks.realtime);
  [apiId] = onlyResource(template, 'AWS::ApiGatewayV2::Api', { ProtocolType: 'WEBSOCKET' });
  handlerId = stacks.realtime.getLogicalId(stacks.realtime.handler.fn.node.defaultChild as never);
});

describe('realtime stack', () => {
  it('routes $connect, $disconnect and $default to the one realtime function', () => {
    template.resourceCountIs('AWS::ApiGatewayV2::Route', WEBSOCKET_ROUTES.length);
    const integrations = template.findResources('AWS::ApiGatewayV2::Integration');
    for (const routeKey of WEBSOCKET_ROUTES) {
      const [, route] = onlyResource(template, 'AWS::ApiGatewayV2::Route', { RouteKey: routeKey });
      const target = JSON.stringify(route.Properties.Target);
      const integrationId = Object.keys(integrations).find((id) => target.includes(id));
      expect(integrationId, routeKey).toBeDefined();
      const uri = JSON.stringify(integrations[integrationId!]!.Properties.IntegrationUri);
      expect(uri).toContain(handlerId);
    }
    template.resourceCountIs('AWS::Lambda::Function', 1);
  });

  it('deploys automatically to a stage named ws, like the browser path', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      ApiId: { Ref: apiId },
      StageName: 'ws',
      AutoDeploy: true,
    });
  });

  it('tells the function the management endpoint of that stage', () => {
    const [, fn] = onlyResource(template, 'AWS::Lambda::Function');
    const endpoint = (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables
      .WS_MANAGEMENT_ENDPOINT;
    const rendered = JSON.stringify(endpoint);
    expect(rendered).toContain(`{"Ref":"${apiId}"}`);
    expect(rendered).toMatch(/^\{"Fn::Join":\["",\["https:\/\/",.*"\/ws"\]\]\}$/);
  });

  it('lets the function post to connections of this API and use the table', () => {
    const statements = statementsOfFunction(template, handlerId);
    const manage = statements.find((s) => actionsOf(s).includes('execute-api:ManageConnections'));
    expect(manage).toBeDefined();
    const resource = JSON.stringify(manage!.Resource);
    expect(resource).toContain(`{"Ref":"${apiId}"}`);
    // This stage, and only sending (POST) and closing (DELETE).
    expect(resource).toContain('/ws/POST/@connections/*');
    expect(resource).toContain('/ws/DELETE/@connections/*');
    expect(resource).not.toContain('/*/*/@connections/*');
    expect(statements.some((s) => actionsOf(s).includes('dynamodb:PutItem'))).toBe(true);
  });

  it('lets API Gateway invoke the function', () => {
    template.hasResourceProperties('AWS::Lambda::Permission', {
      Action: 'lambda:InvokeFunction',
      Principal: 'apigateway.amazonaws.com',
      FunctionName: { 'Fn::GetAtt': [handlerId, 'Arn'] },
    });
  });
});

describe('realtime stack: the stage', () => {
  it('is throttled and writes access logs to a log group kept a month', () => {
    const template = Template.fromStack(defaultTestApp().realtime);
    const [, stage] = onlyResource(template, 'AWS::ApiGatewayV2::Stage');
    expect(stage.Properties.DefaultRouteSettings).toMatchObject({
      ThrottlingRateLimit: 50,
      ThrottlingBurstLimit: 100,
    });
    const access = stage.Properties.AccessLogSettings as { DestinationArn: unknown; Format: string };
    const logsId = referencedId(access.DestinationArn)!;
    expect(template.toJSON().Resources[logsId]).toMatchObject({
      Type: 'AWS::Logs::LogGroup',
      Properties: { RetentionInDays: 30 },
    });
    expect(JSON.parse(access.Format)).toMatchObject({
      connectionId: '$context.connectionId',
      status: '$context.status',
    });
  });
});
