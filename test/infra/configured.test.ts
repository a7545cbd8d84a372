import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { HTTP_ROUTES, fullPath } from '../../functions/routes';
import type { ClarityStacks } from '../../lib/app';
import { GOOGLE_CALLBACK_PATH } from '../../lib/stacks/auth-stack';
import {
  actionsOf,
  configuredTestApp,
  onlyResource,
  PRODUCTION_CONTEXT,
  statementsOfFunction,
} from './support';

const CONTEXT = PRODUCTION_CONTEXT;
const ORIGIN = 'https://app.example.com';

let stacks: ClarityStacks;
let auth: Template;
let api: Template;
let web: Template;

beforeAll(() => {
  stacks = configuredTestApp();
  auth = Template.fromStack(stacks.auth);
  api = Template.fromStack(stacks.api);
  web = Template.fromStack(stacks.web);
});

describe('with Google sign-in configured', () => {
  it('creates the Google identity provider with the secret from Secrets Manager', () => {
    const [, provider] = onlyResource(auth, 'AWS::Cognito::UserPoolIdentityProvider');
    expect(provider.Properties).toMatchObject({
      ProviderName: 'Google',
      ProviderType: 'Google',
      ProviderDetails: {
        client_id: CONTEXT.googleClientId,
        client_secret: '{{resolve:secretsmanager:clarity/google:SecretString:::}}',
        authorize_scopes: 'openid email profile',
      },
      AttributeMapping: { email: 'email', name: 'name', email_verified: 'email_verified' },
    });
  });

  it('links first Google sign-ins to existing accounts with a pre sign-up trigger', () => {
    const [triggerId, trigger] = onlyResource(auth, 'AWS::Lambda::Function');
    expect(trigger.Properties.Description).toMatch(/pre sign-up/i);
    auth.hasResourceProperties('AWS::Cognito::UserPool', {
      LambdaConfig: { PreSignUp: { 'Fn::GetAtt': [triggerId, 'Arn'] } },
    });
    expect(statementsOfFunction(auth, triggerId).flatMap(actionsOf)).toEqual(
      expect.arrayContaining(['cognito-idp:ListUsers', 'cognito-idp:AdminLinkProviderForUser']),
    );
  });

  it('lets the app client use Google through the code grant, calling back to the site', () => {
    const [providerId] = onlyResource(auth, 'AWS::Cognito::UserPoolIdentityProvider');
    auth.hasResource('AWS::Cognito::UserPoolClient', {
      Properties: Match.objectLike({
        SupportedIdentityProviders: ['COGNITO', 'Google'],
        AllowedOAuthFlowsUserPoolClient: true,
        AllowedOAuthFlows: ['code'],
        AllowedOAuthScopes: Match.arrayWith(['openid', 'email', 'profile']),
        CallbackURLs: [`${ORIGIN}${GOOGLE_CALLBACK_PATH}`],
      }),
      DependsOn: Match.arrayWith([providerId]),
    });
    auth.hasResourceProperties('AWS::Cognito::UserPoolDomain', { Domain: 'clarity-login' });
  });

  it('tells the functions where the hosted UI is, which turns Google sign-in on', () => {
    for (const fn of Object.values(api.findResources('AWS::Lambda::Function'))) {
      const url = JSON.stringify(fn.Properties.Environment.Variables.COGNITO_OAUTH_URL);
      expect(url).toMatch(
        /^\{"Fn::Join":\["",\["https:\/\/",\{"Fn::ImportValue":"clarity-auth:ExportsOutputRefUserPoolHostedUi/,
      );
      expect(url).toContain('.auth.us-east-1.amazoncognito.com');
    }
  });

  it('calls back to a path the route table serves', () => {
    expect(HTTP_ROUTES.some((r) => r.method === 'GET' && fullPath(r) === GOOGLE_CALLBACK_PATH)).toBe(true);
  });
});

describe('with a custom domain', () => {
  it('serves the distribution on the domain with the given certificate', () => {
    const [, distribution] = onlyResource(web, 'AWS::CloudFront::Distribution');
    expect(distribution.Properties.DistributionConfig).toMatchObject({
      Aliases: [CONTEXT.domainName],
      ViewerCertificate: {
        AcmCertificateArn: CONTEXT.certificateArn,
        MinimumProtocolVersion: 'TLSv1.2_2021',
        SslSupportMethod: 'sni-only',
      },
    });
    expect(web.findOutputs('SiteUrl').SiteUrl?.Value).toBe(ORIGIN);
  });

  it('gives the functions the site origin and allows it in CORS', () => {
    api.hasResourceProperties('AWS::ApiGatewayV2::Api', {
      CorsConfiguration: Match.objectLike({ AllowOrigins: [ORIGIN], AllowCredentials: true }),
    });
    api.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      DefaultRouteSettings: { ThrottlingRateLimit: 20, ThrottlingBurstLimit: 100 },
    });
    const functions = Object.values(api.findResources('AWS::Lambda::Function'));
    expect(functions.length).toBeGreaterThan(0);
    for (const fn of functions) {
      expect(fn.Properties.Environment.Variables).toMatchObject({
        WEB_ORIGIN: ORIGIN,
        BEDROCK_MODEL_ID: CONTEXT.bedrockModelId,
      });
    }
    expect(
      Annotations.fromStack(stacks.api).findWarning('*', Match.stringLikeRegexp('WEB_ORIGIN')),
    ).toHaveLength(0);
  });
});

describe('with a Bedrock model', () => {
  it('lets the functions invoke that model and its inference profile only', () => {
    const fnId = stacks.api.getLogicalId(stacks.api.domainFunctions.system.fn.node.defaultChild as never);
    const bedrock = statementsOfFunction(api, fnId).find((s) => actionsOf(s).includes('bedrock:InvokeModel'));
    expect(bedrock).toBeDefined();
    expect(actionsOf(bedrock!)).toContain('bedrock:InvokeModelWithResponseStream');
    const resources = JSON.stringify(bedrock!.Resource);
    expect(resources).toContain(':bedrock:*::foundation-model/anthropic.claude-3-5-haiku-20241022-v1:0');
    expect(resources).toContain(':inference-profile/us.anthropic.claude-3-5-haiku-20241022-v1:0');
    expect(resources).not.toContain('foundation-model/*');
  });

  it('lets the tutor worker stream from the model and push replies to sockets', () => {
    const worker = stacks.api.workerFunctions['tutor-turn']!.fn;
    const fnId = stacks.api.getLogicalId(worker.node.defaultChild as never);
    const actions = statementsOfFunction(api, fnId).flatMap(actionsOf);
    expect(actions).toEqual(
      expect.arrayContaining([
        'bedrock:InvokeModelWithResponseStream',
        'execute-api:ManageConnections',
        'dynamodb:UpdateItem',
      ]),
    );
  });
});

describe('with an alarm email', () => {
  it('subscribes the address to the alarm topic', () => {
    const [topicId] = onlyResource(api, 'AWS::SNS::Topic');
    api.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'email',
      Endpoint: CONTEXT.alarmEmail,
      TopicArn: { Ref: topicId },
    });
  });
});

describe('with a web build', () => {
  it('uploads hashed assets (long cache, never pruned) before the rest (revalidated, then invalidated)', () => {
    const deployments = web.findResources('Custom::CDKBucketDeployment');
    expect(Object.keys(deployments)).toHaveLength(2);
    const entries = Object.entries(deployments);
    const [assetsId, assets] = entries.find(
      ([, d]) => d.Properties.DestinationBucketKeyPrefix === 'assets/',
    )!;
    const [, site] = entries.find(([, d]) => d.Properties.DestinationBucketKeyPrefix === undefined)!;
    expect(assets.Properties).toMatchObject({
      Prune: false,
      SystemMetadata: { 'cache-control': 'public, max-age=31536000, immutable' },
    });
    expect(site.Properties).toMatchObject({
      Prune: true,
      Exclude: ['assets/*'],
      DistributionPaths: ['/*'],
      SystemMetadata: { 'cache-control': 'public, max-age=0, must-revalidate' },
    });
    expect(site.Properties.DistributionId).toBeDefined();
    expect(JSON.stringify(site.DependsOn ?? [])).toContain(assetsId);
    expect(
      Annotations.fromStack(stacks.web).findWarning('*', Match.stringLikeRegexp('web/dist missing')),
    ).toHaveLength(0);
  });
});

describe('with Stripe configured', () => {
  it('gives the payments function the secret and the price, and no other function the secret', () => {
    const paymentsId = stacks.api.getLogicalId(
      stacks.api.domainFunctions.payments.fn.node.defaultChild as never,
    );
    const variables = api.toJSON().Resources[paymentsId].Properties.Environment.Variables;
    expect(variables).toMatchObject({
      STRIPE_SECRET_NAME: 'clarity/stripe',
      STRIPE_PRICE_ID: 'price_1StrategistAnnual',
    });
    expect(statementsOfFunction(api, paymentsId).flatMap(actionsOf)).toContain(
      'secretsmanager:GetSecretValue',
    );
    const usersId = stacks.api.getLogicalId(stacks.api.domainFunctions.users.fn.node.defaultChild as never);
    expect(statementsOfFunction(api, usersId).flatMap(actionsOf)).not.toContain(
      'secretsmanager:GetSecretValue',
    );
  });

  it('keeps the webhook route free of the JWT authorizer (the signature authenticates it)', () => {
    const routes = Object.values(api.findResources('AWS::ApiGatewayV2::Route')) as Array<{
      Properties: { RouteKey: string; AuthorizationType?: string };
    }>;
    const webhook = routes.find((r) => r.Properties.RouteKey === 'POST /api/v1/payments/webhook');
    expect(webhook).toBeDefined();
    expect(webhook!.Properties.AuthorizationType ?? 'NONE').toBe('NONE');
    const checkout = routes.find(
      (r) => r.Properties.RouteKey === 'POST /api/v1/payments/create-checkout-session',
    );
    expect(checkout!.Properties.AuthorizationType).toBe('JWT');
  });
});
