import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { DOMAIN_ACCESS } from '../../functions/access';
import { CONFIG_KEYS } from '../../functions/platform/config';
import { WORKERS, workerFunctionEnvName } from '../../functions/workers/registry';
import { DOMAINS, HTTP_ROUTES, routeKey } from '../../functions/routes';
import type { ClarityStacks } from '../../lib/app';
import { actionsOf, defaultTestApp, onlyResource, referencedId, statementsOfFunction } from './support';

let stacks: ClarityStacks;
let template: Template;
let functionIdOf: (domain: (typeof DOMAINS)[number]) => string;

beforeAll(() => {
  stacks = defaultTestApp();
  template = Template.fromStack(stacks.api);
  functionIdOf = (domain) =>
    stacks.api.getLogicalId(stacks.api.domainFunctions[domain].fn.node.defaultChild as never);
});

/**
 * Variables every function needs on AWS: all of config.ts except what Lambda sets itself,
 * what only local runs use, and what only optional features set (checked in configured.test.ts).
 */
const NOT_SET_BY_DEFAULT = new Set([
  // Only for functions that push (functions/access.ts); checked below.
  'WS_MANAGEMENT_ENDPOINT',
  'STRIPE_SECRET_NAME',
  'STRIPE_PRICE_ID',
  'STRIPE_WEBHOOK_SECRET',
  'AWS_REGION',
  'DYNAMODB_ENDPOINT',
  'COGNITO_ENDPOINT',
  'WEB_ORIGIN',
  'COGNITO_OAUTH_URL',
  'BEDROCK_MODEL_ID',
  'MAIL_FROM',
  'MAIL_CONFIGURATION_SET',
  'FEEDBACK_INBOX',
]);

describe('api stack: routes from the route table', () => {
  it('creates exactly one HTTP route per route-table entry', () => {
    template.resourceCountIs('AWS::ApiGatewayV2::Route', HTTP_ROUTES.length);
  });

  it.each(HTTP_ROUTES.map((route) => [routeKey(route), route] as const))(
    '%s: authorizer exactly when sign-in or premium is required, answered by its domain function',
    (key, route) => {
      const [, resource] = onlyResource(template, 'AWS::ApiGatewayV2::Route', { RouteKey: key });
      const needsToken = route.auth || route.premium;
      expect(resource.Properties.AuthorizationType).toBe(needsToken ? 'JWT' : 'NONE');
      expect(resource.Properties.AuthorizerId !== undefined).toBe(needsToken);

      const target = JSON.stringify(resource.Properties.Target);
      const integrations = template.findResources('AWS::ApiGatewayV2::Integration');
      const integrationId = Object.keys(integrations).find((id) => target.includes(`"${id}"`));
      expect(integrationId).toBeDefined();
      const uri = integrations[integrationId!]!.Properties.IntegrationUri;
      expect(referencedId(uri)).toBe(functionIdOf(route.domain));
    },
  );

  it('verifies tokens against the Cognito issuer with the app client as audience', () => {
    const [, authorizer] = onlyResource(template, 'AWS::ApiGatewayV2::Authorizer');
    expect(authorizer.Properties.AuthorizerType).toBe('JWT');
    expect(authorizer.Properties.IdentitySource).toEqual(['$request.header.Authorization']);
    const jwt = JSON.stringify(authorizer.Properties.JwtConfiguration);
    expect(jwt).toMatch(/"Issuer":\{"Fn::Join":\["",\["https:\/\/cognito-idp\.us-east-1\./);
    expect(jwt).toMatch(/"Fn::ImportValue":"clarity-auth:ExportsOutputRefUserPool[0-9A-F]+"/);
    expect(jwt).toMatch(/"Audience":\[\{"Fn::ImportValue":"clarity-auth:ExportsOutputRefUserPoolWebClient/);
  });

  it('throttles the default stage', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingRateLimit: 50, ThrottlingBurstLimit: 100 },
    });
  });

  it('sends no CORS headers while the web origin is unknown (CloudFront serves one origin)', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Api', { CorsConfiguration: Match.absent() });
  });
});

describe('api stack: domain functions', () => {
  it('has one function per domain and one per worker', () => {
    template.resourceCountIs('AWS::Lambda::Function', DOMAINS.length + WORKERS.length);
  });

  it.each(DOMAINS.map((d) => [d]))('%s runs Node 24 on ARM with tracing, 512 MB and 10 s', (domain) => {
    const fn = template.toJSON().Resources[functionIdOf(domain)];
    expect(fn.Properties).toMatchObject({
      Runtime: 'nodejs24.x',
      Architectures: ['arm64'],
      MemorySize: 512,
      Timeout: 10,
      TracingConfig: { Mode: 'Active' },
    });
    const logGroupId = referencedId(fn.Properties.LoggingConfig.LogGroup);
    expect(template.toJSON().Resources[logGroupId!].Properties.RetentionInDays).toBe(30);
  });

  it.each(DOMAINS.map((d) => [d]))('%s gets every variable config.ts requires', (domain) => {
    const variables = template.toJSON().Resources[functionIdOf(domain)].Properties.Environment.Variables;
    const expected = CONFIG_KEYS.filter((key) => !NOT_SET_BY_DEFAULT.has(key));
    expect(Object.keys(variables)).toEqual(expect.arrayContaining(expected));
    expect(variables.STAGE).toBe('aws');
    // No API domain pushes to sockets: replies go out from the tutor worker.
    expect(DOMAIN_ACCESS[domain].pushes).toBe(false);
    expect(variables.WS_MANAGEMENT_ENDPOINT).toBeUndefined();
  });

  it.each(DOMAINS.map((d) => [d]))('%s may use its share of the table and read pool users', (domain) => {
    const actions = statementsOfFunction(template, functionIdOf(domain)).flatMap(actionsOf);
    expect(actions).toEqual(
      expect.arrayContaining(['dynamodb:GetItem', 'dynamodb:PutItem', 'cognito-idp:AdminGetUser']),
    );
    expect(actions).not.toContain('execute-api:ManageConnections');
    // Changing and removing pool users is for the one domain that does it.
    expect(actions.includes('cognito-idp:AdminUpdateUserAttributes')).toBe(domain === 'users');
    expect(actions.includes('cognito-idp:AdminDeleteUser')).toBe(domain === 'auth');
    expect(actions.some((a) => a.startsWith('bedrock:'))).toBe(false);
    const variables = template.toJSON().Resources[functionIdOf(domain)].Properties.Environment.Variables;
    expect(variables.COGNITO_OAUTH_URL).toBeUndefined();
  });
});

describe('api stack: workers', () => {
  const workerIdOf = (name: string) => {
    const found = Object.entries(template.findResources('AWS::Lambda::Function')).find(([, r]) =>
      String((r as { Properties: { Description?: string } }).Properties.Description).startsWith(
        `Worker ${name}:`,
      ),
    );
    if (!found) throw new Error(`No function for worker ${name}`);
    return found[0];
  };

  it.each(WORKERS.map((w) => [w.name, w] as const))(
    '%s has its own function with its timeout',
    (name, worker) => {
      const fn = template.toJSON().Resources[workerIdOf(name)];
      expect(fn.Properties).toMatchObject({ Runtime: 'nodejs24.x', Timeout: worker.timeoutSeconds });
    },
  );

  it.each(DOMAINS.map((d) => [d]))('%s knows the function name of the workers it invokes only', (domain) => {
    const resources = template.toJSON().Resources;
    const variables = resources[functionIdOf(domain)].Properties.Environment.Variables;
    const invokes: readonly string[] = DOMAIN_ACCESS[domain].invokes;
    for (const worker of WORKERS) {
      expect(variables[workerFunctionEnvName(worker.name)]).toEqual(
        invokes.includes(worker.name) ? { Ref: workerIdOf(worker.name) } : undefined,
      );
    }
  });

  it.each(WORKERS.map((w) => [w.name]))(
    '%s retries twice, then keeps what still fails in a dead-letter queue that raises an alarm',
    (name) => {
      const configs = Object.values(template.findResources('AWS::Lambda::EventInvokeConfig')) as Array<{
        Properties: {
          FunctionName: unknown;
          MaximumRetryAttempts: number;
          DestinationConfig: { OnFailure: { Destination: unknown } };
        };
      }>;
      const config = configs.find((c) =>
        JSON.stringify(c.Properties.FunctionName).includes(workerIdOf(name)),
      );
      expect(config?.Properties.MaximumRetryAttempts).toBe(2);
      const queueId = (
        config!.Properties.DestinationConfig.OnFailure.Destination as { 'Fn::GetAtt': string[] }
      )['Fn::GetAtt'][0]!;
      expect(template.toJSON().Resources[queueId].Type).toBe('AWS::SQS::Queue');
      const alarms = Object.values(template.findResources('AWS::CloudWatch::Alarm')) as Array<{
        Properties: { MetricName?: string; Dimensions?: Array<{ Value: unknown }> };
      }>;
      expect(
        alarms.some(
          (a) =>
            a.Properties.MetricName === 'ApproximateNumberOfMessagesVisible' &&
            JSON.stringify(a.Properties.Dimensions).includes(queueId),
        ),
      ).toBe(true);
    },
  );

  it('lets only the mail worker send email', () => {
    expect(statementsOfFunction(template, workerIdOf('send-email')).flatMap(actionsOf)).toContain(
      'ses:SendEmail',
    );
    for (const domain of DOMAINS) {
      expect(statementsOfFunction(template, functionIdOf(domain)).flatMap(actionsOf)).not.toContain(
        'ses:SendEmail',
      );
    }
  });
});

describe('api stack: alarms', () => {
  it('alarms on HTTP API 5xx', () => {
    const [apiId] = onlyResource(template, 'AWS::ApiGatewayV2::Api');
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: '5xx',
      Namespace: 'AWS/ApiGateway',
      Dimensions: [{ Name: 'ApiId', Value: { Ref: apiId } }],
    });
  });

  it('alarms on errors of every domain and worker function and the realtime function, notifying the topic', () => {
    const [topicId] = onlyResource(template, 'AWS::SNS::Topic');
    const errorAlarms = Object.values(
      template.findResources('AWS::CloudWatch::Alarm', { Properties: { MetricName: 'Errors' } }),
    );
    expect(errorAlarms).toHaveLength(DOMAINS.length + WORKERS.length + 1);
    for (const domain of DOMAINS) {
      template.hasResourceProperties('AWS::CloudWatch::Alarm', {
        MetricName: 'Errors',
        Dimensions: [{ Name: 'FunctionName', Value: { Ref: functionIdOf(domain) } }],
        AlarmActions: [{ Ref: topicId }],
      });
    }
  });

  it('subscribes no email when alarmEmail is not set', () => {
    template.resourceCountIs('AWS::SNS::Subscription', 0);
  });
});

describe('api stack: product alarms and the dashboard', () => {
  const alarmsOn = (metricName: string) =>
    Object.values(template.findResources('AWS::CloudWatch::Alarm')).filter(
      (alarm) =>
        alarm.Properties.MetricName === metricName ||
        JSON.stringify(alarm.Properties.Metrics ?? []).includes(`"${metricName}"`),
    );
  const notifiesTopic = (alarm: Record<string, { AlarmActions?: unknown }>) =>
    JSON.stringify(alarm.Properties?.AlarmActions).includes('AlarmsTopic');

  it('alarms on p95 latency of the HTTP API', () => {
    const [latency] = alarmsOn('Latency');
    expect(latency?.Properties).toMatchObject({ ExtendedStatistic: 'p95', Threshold: 2000 });
    expect(notifiesTopic(latency!)).toBe(true);
  });

  it('alarms on any DynamoDB read or write throttle of the table', () => {
    const [throttles] = alarmsOn('ReadThrottleEvents');
    expect(JSON.stringify(throttles?.Properties.Metrics)).toContain('WriteThrottleEvents');
    expect(throttles?.Properties.Threshold).toBe(1);
    expect(notifiesTopic(throttles!)).toBe(true);
  });

  it.each([
    ['WorkerFailures', 1],
    ['BedrockFallbacks', 5],
    ['EncoderFailures', 1],
  ])('alarms on the product metric %s in the app namespace', (metricName, threshold) => {
    const [alarm] = alarmsOn(metricName);
    expect(alarm?.Properties).toMatchObject({ Namespace: 'Clarity', Threshold: threshold });
    expect(alarm?.Properties).not.toHaveProperty('Dimensions');
    expect(notifiesTopic(alarm!)).toBe(true);
  });

  it('has one operations dashboard', () => {
    const [, dashboard] = onlyResource(template, 'AWS::CloudWatch::Dashboard');
    expect(dashboard.Properties.DashboardName).toBe('clarity-operations');
    const body = JSON.stringify(stacks.api.resolve(dashboard.Properties.DashboardBody));
    for (const metric of [
      'SignUps',
      'ScenarioCompletions',
      'TutorTurns',
      'BedrockFallbacks',
      'EncoderFailures',
      'WorkerFailures',
    ]) {
      expect(body).toContain(metric);
    }
  });

  it('every function names its service and publishes to the app namespace', () => {
    for (const fn of Object.values(template.findResources('AWS::Lambda::Function'))) {
      const variables = fn.Properties.Environment?.Variables ?? {};
      if (!variables.TABLE_NAME) continue;
      expect(variables.POWERTOOLS_SERVICE_NAME).toMatch(/^[A-Za-z]+$/);
      expect(variables.POWERTOOLS_METRICS_NAMESPACE).toBe('Clarity');
    }
  });
});
