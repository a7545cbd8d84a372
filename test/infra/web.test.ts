import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN_VERIFY_HEADER } from '../../functions/platform/origin';
import { ROOT_API_PREFIXES } from '../../functions/routes';
import type { ClarityStacks } from '../../lib/app';
import { API_BASE_PATH, WEBSOCKET_PATH } from '../../shared/constants';
import { defaultTestApp, onlyResource } from './support';

// AWS managed policy ids (the same in every account).
const CACHING_DISABLED = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
const ALL_VIEWER_EXCEPT_HOST_HEADER = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';

interface CacheBehavior {
  PathPattern?: string;
  TargetOriginId: string;
  CachePolicyId: string;
  OriginRequestPolicyId?: string;
  AllowedMethods: string[];
  ViewerProtocolPolicy: string;
  FunctionAssociations?: { EventType: string; FunctionARN: unknown }[];
}
interface DistributionConfig {
  DefaultRootObject: string;
  DefaultCacheBehavior: CacheBehavior;
  CacheBehaviors: CacheBehavior[];
  CustomErrorResponses?: unknown[];
  Origins: {
    Id: string;
    DomainName: unknown;
    OriginAccessControlId?: unknown;
    S3OriginConfig?: unknown;
    OriginCustomHeaders?: { HeaderName: string; HeaderValue: unknown }[];
  }[];
}

let stacks: ClarityStacks;
let template: Template;
let config: DistributionConfig;

beforeAll(() => {
  stacks = defaultTestApp();
  template = Template.fromStack(stacks.web);
  const [, distribution] = onlyResource(template, 'AWS::CloudFront::Distribution');
  config = distribution.Properties.DistributionConfig as DistributionConfig;
});

const behavior = (pattern: string) => {
  const found = config.CacheBehaviors.find((b) => b.PathPattern === pattern);
  if (!found) throw new Error(`No behaviour for ${pattern}`);
  return found;
};
const originOf = (b: CacheBehavior) =>
  JSON.stringify(config.Origins.find((o) => o.Id === b.TargetOriginId)!.DomainName);

describe('web stack: bucket and origin access', () => {
  it('keeps the site bucket private and refuses plain HTTP', () => {
    template.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
    });
    template.hasResourceProperties('AWS::S3::BucketPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        ]),
      },
    });
  });

  it('reads the bucket through an origin access control, granted to this distribution only', () => {
    template.hasResourceProperties('AWS::CloudFront::OriginAccessControl', {
      OriginAccessControlConfig: Match.objectLike({
        OriginAccessControlOriginType: 's3',
        SigningBehavior: 'always',
      }),
    });
    const s3Origin = config.Origins.find((o) => o.Id === config.DefaultCacheBehavior.TargetOriginId)!;
    expect(s3Origin.OriginAccessControlId).toBeDefined();
    template.hasResourceProperties('AWS::S3::BucketPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Effect: 'Allow',
            Action: 's3:GetObject',
            Principal: { Service: 'cloudfront.amazonaws.com' },
            Condition: { StringEquals: { 'AWS:SourceArn': Match.anyValue() } },
          }),
        ]),
      },
    });
  });
});

describe('web stack: single-page app', () => {
  it('serves index.html at the root and never rewrites error responses (API 404s stay 404s)', () => {
    expect(config.DefaultRootObject).toBe('index.html');
    expect(config.CustomErrorResponses).toBeUndefined();
  });

  it('rewrites client-side routes to /index.html on the bucket behaviour only', () => {
    const [functionId, fn] = onlyResource(template, 'AWS::CloudFront::Function');
    expect(config.DefaultCacheBehavior.FunctionAssociations).toEqual([
      { EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [functionId, 'FunctionARN'] } },
    ]);
    for (const b of config.CacheBehaviors) expect(b.FunctionAssociations, b.PathPattern).toBeUndefined();

    // Run the deployed source as CloudFront would.
    const handler = new Function(`${fn.Properties.FunctionCode as string}; return handler;`)() as (event: {
      request: { uri: string };
    }) => { uri: string };
    const rewrite = (uri: string) => handler({ request: { uri } }).uri;
    expect(rewrite('/dashboard')).toBe('/index.html');
    expect(rewrite('/scenario/42/challenge/abc')).toBe('/index.html');
    expect(rewrite('/oauth2/redirect')).toBe('/index.html');
    expect(rewrite('/assets/index-abc123.js')).toBe('/assets/index-abc123.js');
    expect(rewrite('/favicon.svg')).toBe('/favicon.svg');
  });

  it('sends security headers and the Content-Security-Policy', () => {
    const [, policy] = onlyResource(template, 'AWS::CloudFront::ResponseHeadersPolicy');
    const headers = (
      policy.Properties.ResponseHeadersPolicyConfig as Record<string, Record<string, Record<string, unknown>>>
    ).SecurityHeadersConfig!;
    const csp = String(headers.ContentSecurityPolicy!.ContentSecurityPolicy);
    for (const directive of [
      "default-src 'self'",
      "connect-src 'self' wss: https:",
      "img-src 'self' data: https:",
      "style-src 'self' 'unsafe-inline'",
      "frame-ancestors 'none'",
      "object-src 'none'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(headers.StrictTransportSecurity).toMatchObject({
      AccessControlMaxAgeSec: 63072000,
      IncludeSubdomains: true,
    });
    expect(headers.ContentTypeOptions).toMatchObject({ Override: true });
    expect(headers.FrameOptions).toMatchObject({ FrameOption: 'DENY' });
    expect(config.DefaultCacheBehavior.ViewerProtocolPolicy).toBe('redirect-to-https');
  });
});

describe('web stack: one origin for app, API and WebSocket', () => {
  const apiPatterns = [`${API_BASE_PATH}/*`, ...ROOT_API_PREFIXES.map((p) => `${p}*`)];

  it.each(apiPatterns.map((p) => [p]))('%s goes uncached to the HTTP API with every method', (pattern) => {
    const b = behavior(pattern);
    expect(originOf(b)).toContain('clarity-api:ExportsOutputRefHttpApi');
    expect(originOf(b)).toContain('.execute-api.us-east-1.');
    expect(b.CachePolicyId).toBe(CACHING_DISABLED);
    expect(b.OriginRequestPolicyId).toBe(ALL_VIEWER_EXCEPT_HOST_HEADER);
    expect([...b.AllowedMethods].sort()).toEqual([
      'DELETE',
      'GET',
      'HEAD',
      'OPTIONS',
      'PATCH',
      'POST',
      'PUT',
    ]);
  });

  it('/ws goes uncached to the WebSocket API, whose stage has the same name', () => {
    const b = behavior(WEBSOCKET_PATH);
    expect(originOf(b)).toContain('clarity-realtime:ExportsOutputRefWebSocketApi');
    expect(b.CachePolicyId).toBe(CACHING_DISABLED);
    expect(b.OriginRequestPolicyId).toBe(ALL_VIEWER_EXCEPT_HOST_HEADER);
    expect(config.CacheBehaviors).toHaveLength(apiPatterns.length + 1);
  });

  it('outputs the site URL', () => {
    expect(Object.keys(template.findOutputs('SiteUrl'))).toEqual(['SiteUrl']);
  });
});

describe('web stack: without a web build', () => {
  it('skips the upload and says why', () => {
    template.resourceCountIs('Custom::CDKBucketDeployment', 0);
    Annotations.fromStack(stacks.web).hasWarning(
      '*',
      Match.stringLikeRegexp('web/dist missing: run npm run build:web before deploy'),
    );
  });
});

describe('origin verification', () => {
  it('sends the origin secret to the HTTP API only, and the API functions know it', () => {
    const apiBehavior = config.CacheBehaviors.find((b) => b.PathPattern === `${API_BASE_PATH}/*`)!;
    const apiOrigin = config.Origins.find((o) => o.Id === apiBehavior.TargetOriginId)!;
    const header = apiOrigin.OriginCustomHeaders?.find((h) => h.HeaderName === ORIGIN_VERIFY_HEADER);
    expect(JSON.stringify(header?.HeaderValue)).toMatch(/resolve:secretsmanager/);
    const s3Origin = config.Origins.find((o) => o.Id === config.DefaultCacheBehavior.TargetOriginId)!;
    expect(s3Origin.OriginCustomHeaders ?? []).toEqual([]);

    const auth = Template.fromStack(stacks.auth);
    auth.hasResourceProperties('AWS::SecretsManager::Secret', {
      GenerateSecretString: Match.objectLike({ ExcludePunctuation: true }),
    });
    const api = Template.fromStack(stacks.api);
    const functions = Object.values(api.findResources('AWS::Lambda::Function')) as Array<{
      Properties: { Environment?: { Variables?: Record<string, unknown> } };
    }>;
    const withSecret = functions.filter((f) => f.Properties.Environment?.Variables?.ORIGIN_VERIFY_SECRET);
    expect(withSecret.length).toBeGreaterThan(0);
    expect(JSON.stringify(withSecret[0]!.Properties.Environment!.Variables!.ORIGIN_VERIFY_SECRET)).toMatch(
      /resolve:secretsmanager/,
    );
  });
});

describe('WAF rate limits', () => {
  it('blocks an address past its rate, with a tighter rule on sign-in and sign-up calls', () => {
    const [aclId, acl] = onlyResource(template, 'AWS::WAFv2::WebACL') as unknown as [
      string,
      {
        Properties: {
          Scope: string;
          Rules: Array<{
            Name: string;
            Action: unknown;
            Statement: { RateBasedStatement: Record<string, unknown> };
          }>;
        };
      },
    ];
    expect(acl.Properties.Scope).toBe('CLOUDFRONT');
    const byName = new Map(acl.Properties.Rules.map((r) => [r.Name, r]));
    expect(byName.get('requests-per-address')?.Statement.RateBasedStatement).toMatchObject({
      Limit: 2000,
      AggregateKeyType: 'IP',
    });
    const auth = byName.get('auth-calls-per-address')!;
    expect(auth.Action).toEqual({ Block: {} });
    expect(auth.Statement.RateBasedStatement).toMatchObject({ Limit: 100, AggregateKeyType: 'IP' });
    expect(JSON.stringify(auth.Statement.RateBasedStatement.ScopeDownStatement)).toContain(
      `${API_BASE_PATH}/auth/`,
    );
    expect(JSON.stringify((config as unknown as { WebACLId: unknown }).WebACLId)).toContain(aclId);
  });
});
