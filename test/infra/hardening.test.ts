import type { Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ClarityStacks } from '../../lib/app';
import type { AppFunction } from '../../lib/constructs/app-function';
import { actionsOf, defaultTestApp, referencedId, statementsOfFunction } from './support';

/**
 * What fixing the cdk-nag findings changed in the stacks (test/infra/nag.test.ts runs the
 * pack itself): own roles instead of AWS managed policies, invoke rights without versions,
 * TLS-only topics and buckets, and access logs for the buckets and CloudFront.
 */
let stacks: ClarityStacks;
const templates = new Map<Stack, Template>();
const templateOf = (stack: Stack): Template => {
  let template = templates.get(stack);
  if (!template) templates.set(stack, (template = Template.fromStack(stack)));
  return template;
};

beforeAll(() => {
  stacks = defaultTestApp();
});

function appFunctions(): AppFunction[] {
  return [
    ...Object.values(stacks.api.domainFunctions),
    ...Object.values(stacks.api.workerFunctions),
    stacks.realtime.handler,
    ...Object.values(stacks.jobs.jobFunctions),
    stacks.jobs.contentSeeder,
    stacks.analytics.cataloguer,
  ];
}

describe('function roles', () => {
  it('are their own, with no AWS managed policy', () => {
    for (const fn of appFunctions()) {
      const stack = fn.fn.stack;
      const template = templateOf(stack);
      const fnId = stack.getLogicalId(fn.fn.node.defaultChild as never);
      const roleId = referencedId(template.toJSON().Resources[fnId].Properties.Role);
      expect(roleId).toBe(stack.getLogicalId(fn.role.node.defaultChild as never));
      expect(template.toJSON().Resources[roleId!].Properties.ManagedPolicyArns ?? [], fn.entry).toEqual([]);
    }
  });

  it('may write to their own log group only', () => {
    for (const fn of appFunctions()) {
      const stack = fn.fn.stack;
      const template = templateOf(stack);
      const fnId = stack.getLogicalId(fn.fn.node.defaultChild as never);
      const logGroupId = referencedId(template.toJSON().Resources[fnId].Properties.LoggingConfig.LogGroup);
      const logs = statementsOfFunction(template, fnId).filter((s) =>
        actionsOf(s).some((a) => a.startsWith('logs:')),
      );
      expect(logs, fn.entry).toHaveLength(1);
      expect(actionsOf(logs[0]!).sort()).toEqual(['logs:CreateLogStream', 'logs:PutLogEvents']);
      expect(logs[0]!.Resource).toEqual({ 'Fn::GetAtt': [logGroupId, 'Arn'] });
    }
  });

  it('allow nothing on `*` but tracing, which has no resource-level permissions', () => {
    for (const fn of appFunctions()) {
      const stack = fn.fn.stack;
      const fnId = stack.getLogicalId(fn.fn.node.defaultChild as never);
      const onAnything = statementsOfFunction(templateOf(stack), fnId).filter((s) => s.Resource === '*');
      expect(onAnything.flatMap(actionsOf).sort(), fn.entry).toEqual([
        'xray:PutTelemetryRecords',
        'xray:PutTraceSegments',
      ]);
    }
  });

  it('invoke functions by their unqualified ARN, never every version and alias (`:*`)', () => {
    let invokes = 0;
    for (const stack of [stacks.api, stacks.jobs, stacks.analytics]) {
      for (const policy of Object.values(templateOf(stack).findResources('AWS::IAM::Policy'))) {
        for (const statement of policy.Properties.PolicyDocument.Statement as Record<string, unknown>[]) {
          if (!actionsOf(statement).includes('lambda:InvokeFunction')) continue;
          invokes++;
          expect(JSON.stringify(statement.Resource)).not.toContain(':*');
        }
      }
    }
    expect(invokes).toBeGreaterThan(10);
  });
});

describe('transport', () => {
  it('the alarm topic refuses publishing without TLS', () => {
    templateOf(stacks.api).hasResourceProperties('AWS::SNS::TopicPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        ]),
      },
    });
  });

  it('every bucket refuses requests without TLS', () => {
    for (const stack of [stacks.data, stacks.web]) {
      const template = templateOf(stack);
      const buckets = Object.keys(template.findResources('AWS::S3::Bucket'));
      const policies = Object.values(template.findResources('AWS::S3::BucketPolicy'));
      for (const bucketId of buckets) {
        const policy = policies.find((p) => referencedId(p.Properties.Bucket) === bucketId);
        expect(JSON.stringify(policy?.Properties.PolicyDocument), bucketId).toContain(
          '"aws:SecureTransport":"false"',
        );
      }
    }
  });
});

describe('access logs', () => {
  it('the exports bucket logs every request to its own log bucket, kept a year', () => {
    const { data } = stacks;
    const template = templateOf(data);
    const logsId = data.getLogicalId(data.accessLogsBucket.node.defaultChild as never);
    template.hasResourceProperties('AWS::S3::Bucket', {
      LoggingConfiguration: { DestinationBucketName: { Ref: logsId }, LogFilePrefix: 'exports-bucket/' },
    });
    template.hasResource('AWS::S3::Bucket', {
      Properties: Match.objectLike({
        LifecycleConfiguration: { Rules: [Match.objectLike({ ExpirationInDays: 365 })] },
      }),
      DeletionPolicy: 'Retain',
    });
  });

  it('the site bucket and CloudFront log to the web log bucket', () => {
    const { web } = stacks;
    const template = templateOf(web);
    const logsId = web.getLogicalId(web.logsBucket.node.defaultChild as never);
    template.hasResourceProperties('AWS::S3::Bucket', {
      LoggingConfiguration: { DestinationBucketName: { Ref: logsId }, LogFilePrefix: 'site-bucket/' },
    });
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        Logging: {
          Bucket: { 'Fn::GetAtt': [logsId, 'RegionalDomainName'] },
          Prefix: 'cloudfront/',
        },
      }),
    });
    // CloudFront's standard logs arrive with an object ACL.
    template.hasResourceProperties('AWS::S3::Bucket', {
      OwnershipControls: { Rules: [{ ObjectOwnership: 'BucketOwnerPreferred' }] },
    });
  });

  it('the HTTP API stage logs every request', () => {
    templateOf(stacks.api).hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      AccessLogSettings: Match.objectLike({ DestinationArn: Match.anyValue() }),
    });
  });
});
