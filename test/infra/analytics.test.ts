import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { ENTITY_VIEWS } from '../../functions/analytics/entity-views';
import { glueItemType } from '../../functions/analytics/export-schema';
import { NAMED_QUERIES, querySql } from '../../functions/analytics/named-queries';
import type { ClarityStacks } from '../../lib/app';
import { actionsOf, defaultTestApp, onlyResource, referencedId, statementsOfFunction } from './support';

let stacks: ClarityStacks;
let template: Template;

beforeAll(() => {
  stacks = defaultTestApp();
  template = Template.fromStack(stacks.analytics);
});

const resolvedJson = (value: unknown) => JSON.stringify(stacks.analytics.resolve(value));

describe('analytics stack: the daily export', () => {
  it('exports the whole table every day at 03:00 UTC, straight from the scheduler', () => {
    const [, schedule] = onlyResource(template, 'AWS::Scheduler::Schedule');
    expect(schedule.Properties.ScheduleExpression).toBe('cron(0 3 * * ? *)');
    const target = schedule.Properties.Target as { Arn: string; Input: string; RoleArn: unknown };
    expect(JSON.stringify(target.Arn)).toContain(':scheduler:::aws-sdk:dynamodb:exportTableToPointInTime');
    const input = JSON.stringify(target.Input);
    for (const fragment of ['FULL_EXPORT', 'DYNAMODB_JSON', 'exports/full', '<aws.scheduler.execution-id>']) {
      expect(input).toContain(fragment);
    }
    expect(input).toContain('ExportsBucket');
    expect(input).toContain('TableArn');
  });

  it('lets the scheduler export only this table, into the exports prefix only', () => {
    const [, schedule] = onlyResource(template, 'AWS::Scheduler::Schedule');
    const roleId = referencedId((schedule.Properties.Target as { RoleArn: unknown }).RoleArn)!;
    const statements = Object.values(template.findResources('AWS::IAM::Policy'))
      .filter((p) => (p.Properties.Roles as unknown[]).some((r) => referencedId(r) === roleId))
      .flatMap((p) => p.Properties.PolicyDocument.Statement as Record<string, unknown>[]);
    expect(statements.flatMap(actionsOf).sort()).toEqual(
      [
        'dynamodb:ExportTableToPointInTime',
        's3:AbortMultipartUpload',
        's3:PutObject',
        's3:PutObjectAcl',
      ].sort(),
    );
    expect(JSON.stringify(statements)).toContain('/exports/full/*');
    expect(JSON.stringify(statements)).not.toContain('"*"');
  });
});

describe('analytics stack: the catalogue', () => {
  it('has a Glue table of DynamoDB JSON items with the declared attributes', () => {
    template.hasResourceProperties('AWS::Glue::Database', { DatabaseInput: { Name: 'clarity_analytics' } });
    template.hasResourceProperties('AWS::Glue::Table', {
      DatabaseName: 'clarity_analytics',
      TableInput: Match.objectLike({
        Name: 'items',
        TableType: 'EXTERNAL_TABLE',
        StorageDescriptor: Match.objectLike({
          Columns: [{ Name: 'item', Type: glueItemType() }],
          SerdeInfo: Match.objectLike({ SerializationLibrary: 'org.openx.data.jsonserde.JsonSerDe' }),
        }),
      }),
    });
  });

  it('moves the table to each finished export: the bucket notifies EventBridge, a rule calls the cataloguer', () => {
    Template.fromStack(stacks.data).hasResourceProperties('AWS::S3::Bucket', {
      NotificationConfiguration: { EventBridgeConfiguration: { EventBridgeEnabled: true } },
    });
    Template.fromStack(stacks.data).resourceCountIs('Custom::S3BucketNotifications', 0);
    const cataloguerId = stacks.analytics.getLogicalId(
      stacks.analytics.cataloguer.fn.node.defaultChild as never,
    );
    const [, rule] = onlyResource(template, 'AWS::Events::Rule');
    expect(rule.Properties.EventPattern).toMatchObject({
      source: ['aws.s3'],
      'detail-type': ['Object Created'],
      detail: { object: { key: [{ wildcard: 'exports/full/AWSDynamoDB/*/manifest-summary.json' }] } },
    });
    expect(JSON.stringify(rule.Properties.Targets)).toContain(cataloguerId);
    const statements = statementsOfFunction(template, cataloguerId);
    const actions = statements.flatMap(actionsOf);
    // Besides tracing and writing its own log group (test/infra/hardening.test.ts).
    expect(actions.filter((a) => !a.startsWith('xray:') && !a.startsWith('logs:')).sort()).toEqual([
      'glue:GetTable',
      'glue:UpdateTable',
    ]);
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: 'Errors',
      Dimensions: [{ Name: 'FunctionName', Value: { Ref: cataloguerId } }],
    });
  });
});

describe('analytics stack: Athena', () => {
  it('has a workgroup that enforces encrypted results in the bucket and a scan cut-off', () => {
    template.hasResourceProperties('AWS::Athena::WorkGroup', {
      Name: 'clarity-analysts',
      WorkGroupConfiguration: Match.objectLike({
        EnforceWorkGroupConfiguration: true,
        BytesScannedCutoffPerQuery: 10 * 1024 ** 3,
        ResultConfiguration: Match.objectLike({ EncryptionConfiguration: { EncryptionOption: 'SSE_S3' } }),
      }),
    });
  });

  it.each(NAMED_QUERIES.map((query) => [query.name, query] as const))(
    'holds the named query %s with the same SQL the local runner uses',
    (name, query) => {
      const [, resource] = onlyResource(template, 'AWS::Athena::NamedQuery', { Name: name });
      expect(resource.Properties.QueryString).toBe(querySql(query));
      expect(resource.Properties.Database).toBe('clarity_analytics');
      expect(resolvedJson(resource.Properties.WorkGroup)).toContain('WorkGroup');
    },
  );

  it('offers a view per entity for ad hoc queries', () => {
    for (const view of Object.keys(ENTITY_VIEWS)) {
      const [, resource] = onlyResource(template, 'AWS::Athena::NamedQuery', {
        Name: `create-view-${view.replace(/_/g, '-')}`,
      });
      expect(resource.Properties.QueryString).toMatch(new RegExp(`^CREATE OR REPLACE VIEW ${view} AS`));
    }
  });

  it('gives analysts a policy scoped to the workgroup, the database and the bucket', () => {
    const policy = Object.values(template.findResources('AWS::IAM::ManagedPolicy'))[0]!;
    const statements = policy.Properties.PolicyDocument.Statement as Record<string, unknown>[];
    expect(statements.flatMap(actionsOf)).toEqual(
      expect.arrayContaining(['athena:StartQueryExecution', 'glue:GetTable', 's3:GetObject']),
    );
    expect(statements.every((s) => s.Resource !== '*')).toBe(true);
  });
});
