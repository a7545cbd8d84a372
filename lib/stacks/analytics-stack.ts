import { Aws, CfnOutput, Duration, Stack, type StackProps } from 'aws-cdk-lib';
import { CfnNamedQuery, CfnWorkGroup } from 'aws-cdk-lib/aws-athena';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Match, Rule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { CfnDatabase, CfnTable } from 'aws-cdk-lib/aws-glue';
import { ManagedPolicy, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import {
  Schedule,
  ScheduleExpression,
  ScheduleTargetInput,
  ContextAttribute,
} from 'aws-cdk-lib/aws-scheduler';
import { Universal } from 'aws-cdk-lib/aws-scheduler-targets';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import type { Construct } from 'constructs';
import { createViewStatements, ENTITY_VIEWS } from '../../functions/analytics/entity-views';
import {
  ATHENA_RESULTS_PREFIX,
  FULL_EXPORT_PREFIX,
  glueItemType,
  ITEMS_TABLE,
} from '../../functions/analytics/export-schema';
import { NAMED_QUERIES, querySql } from '../../functions/analytics/named-queries';
import { functionErrorsAlarm } from '../constructs/alarms';
import { AppFunction } from '../constructs/app-function';

export interface AnalyticsStackProps extends StackProps {
  appName: string;
  logLevel: string;
  table: ITable;
  exportsBucket: IBucket;
  alarmTopic: ITopic;
}

/**
 * What analysts query: a daily full export of the table to S3, a Glue table over the newest
 * export, and an Athena workgroup holding the named queries of functions/analytics (the
 * same SQL `npm run analytics` runs locally with DuckDB). docs/analytics.md describes it.
 */
export class AnalyticsStack extends Stack {
  readonly database: CfnDatabase;
  readonly databaseName: string;
  readonly itemsTable: CfnTable;
  readonly workGroup: CfnWorkGroup;
  readonly exportSchedule: Schedule;
  readonly cataloguer: AppFunction;

  constructor(scope: Construct, id: string, props: AnalyticsStackProps) {
    super(scope, id, props);
    const bucket = props.exportsBucket;
    const databaseName = `${props.appName.replace(/-/g, '_')}_analytics`;
    this.databaseName = databaseName;

    // Full daily export at 03:00 UTC, straight from EventBridge Scheduler: no code runs. The
    // execution id as client token makes a retried call the same export, not a second one.
    this.exportSchedule = new Schedule(this, 'DailyFullExport', {
      scheduleName: `${props.appName}-daily-table-export`,
      description: 'Full export of the table to the exports bucket (DynamoDB JSON) for analysts',
      schedule: ScheduleExpression.cron({ hour: '3', minute: '0' }),
      target: new Universal({
        service: 'dynamodb',
        action: 'exportTableToPointInTime',
        input: ScheduleTargetInput.fromObject({
          TableArn: props.table.tableArn,
          S3Bucket: bucket.bucketName,
          S3Prefix: FULL_EXPORT_PREFIX,
          S3SseAlgorithm: 'AES256',
          ExportFormat: 'DYNAMODB_JSON',
          ExportType: 'FULL_EXPORT',
          ClientToken: ContextAttribute.executionId,
        }),
        policyStatements: [
          new PolicyStatement({
            actions: ['dynamodb:ExportTableToPointInTime'],
            resources: [props.table.tableArn],
          }),
          new PolicyStatement({
            actions: ['s3:PutObject', 's3:AbortMultipartUpload', 's3:PutObjectAcl'],
            resources: [bucket.arnForObjects(`${FULL_EXPORT_PREFIX}/*`)],
          }),
        ],
        retryAttempts: 3,
        maxEventAge: Duration.hours(6),
      }),
    });

    this.database = new CfnDatabase(this, 'Database', {
      catalogId: Aws.ACCOUNT_ID,
      databaseInput: { name: databaseName, description: `${props.appName}: the table's exports, for Athena` },
    });
    // One row per item; the entity views pick items by entityType. The location moves to
    // each new export's data/ folder (see the cataloguer below).
    this.itemsTable = new CfnTable(this, 'ItemsTable', {
      catalogId: Aws.ACCOUNT_ID,
      databaseName,
      tableInput: {
        name: ITEMS_TABLE,
        description: 'Every item of the newest full export, as DynamoDB JSON',
        tableType: 'EXTERNAL_TABLE',
        parameters: { classification: 'json', compressionType: 'gzip', EXTERNAL: 'TRUE' },
        storageDescriptor: {
          location: `s3://${bucket.bucketName}/${FULL_EXPORT_PREFIX}/`,
          inputFormat: 'org.apache.hadoop.mapred.TextInputFormat',
          outputFormat: 'org.apache.hadoop.hive.ql.io.HiveIgnoreKeyTextOutputFormat',
          serdeInfo: {
            serializationLibrary: 'org.openx.data.jsonserde.JsonSerDe',
            parameters: { 'ignore.malformed.json': 'true', 'case.insensitive': 'true' },
          },
          columns: [{ name: 'item', type: glueItemType() }],
        },
      },
    });
    this.itemsTable.addResourceDependency(this.database);

    this.cataloguer = new AppFunction(this, 'ExportCataloguer', {
      entry: 'functions/analytics/catalog-latest-export.ts',
      description: "Points the analysts' items table at the newest full export",
      environment: { LOG_LEVEL: props.logLevel },
    });
    this.cataloguer.fn.addEnvironment('GLUE_DATABASE', databaseName);
    this.cataloguer.fn.addEnvironment('GLUE_TABLE', ITEMS_TABLE);
    this.cataloguer.fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['glue:GetTable', 'glue:UpdateTable'],
        resources: [
          this.formatArn({ service: 'glue', resource: 'catalog' }),
          this.formatArn({ service: 'glue', resource: 'database', resourceName: databaseName }),
          this.formatArn({
            service: 'glue',
            resource: 'table',
            resourceName: `${databaseName}/${ITEMS_TABLE}`,
          }),
        ],
      }),
    );
    // DynamoDB writes manifest-summary.json last, once an export's data is complete.
    new Rule(this, 'ExportFinished', {
      description: 'A full export of the table finished',
      eventPattern: {
        source: ['aws.s3'],
        detailType: ['Object Created'],
        detail: {
          bucket: { name: [bucket.bucketName] },
          object: { key: Match.wildcard(`${FULL_EXPORT_PREFIX}/AWSDynamoDB/*/manifest-summary.json`) },
        },
      },
      targets: [new LambdaFunction(this.cataloguer.fn, { retryAttempts: 4 })],
    });
    functionErrorsAlarm(
      this,
      'ExportCataloguerErrorsAlarm',
      this.cataloguer.fn,
      props.alarmTopic,
      'Export cataloguer',
    );

    this.workGroup = new CfnWorkGroup(this, 'WorkGroup', {
      name: `${props.appName}-analysts`,
      description: 'Analysts querying the table exports',
      state: 'ENABLED',
      recursiveDeleteOption: true,
      workGroupConfiguration: {
        enforceWorkGroupConfiguration: true,
        publishCloudWatchMetricsEnabled: true,
        // A runaway query stops at 10 GB scanned (about $0.05).
        bytesScannedCutoffPerQuery: 10 * 1024 ** 3,
        engineVersion: { selectedEngineVersion: 'Athena engine version 3' },
        resultConfiguration: {
          outputLocation: `s3://${bucket.bucketName}/${ATHENA_RESULTS_PREFIX}/`,
          encryptionConfiguration: { encryptionOption: 'SSE_S3' },
        },
      },
    });

    const named = [
      ...NAMED_QUERIES.map((query) => ({
        name: query.name,
        description: query.description,
        sql: querySql(query),
      })),
      ...Object.keys(ENTITY_VIEWS).map((view, index) => ({
        name: `create-view-${view.replace(/_/g, '-')}`,
        description: `Creates the ${view} view over ${ITEMS_TABLE}, for ad hoc queries`,
        sql: createViewStatements()[index]!,
      })),
    ];
    for (const query of named) {
      const namedQuery = new CfnNamedQuery(this, `Query${pascal(query.name)}`, {
        name: query.name,
        description: query.description.slice(0, 1024),
        database: databaseName,
        workGroup: this.workGroup.ref,
        queryString: query.sql,
      });
      namedQuery.addResourceDependency(this.itemsTable);
    }

    // Attach to analysts' roles or groups, with the data stack's export policy.
    const queryPolicy = new ManagedPolicy(this, 'AnalystQueryPolicy', {
      description: `${props.appName}: run the named queries on the exports in the analysts' workgroup`,
      statements: [
        new PolicyStatement({
          actions: [
            'athena:StartQueryExecution',
            'athena:StopQueryExecution',
            'athena:GetQueryExecution',
            'athena:GetQueryResults',
            'athena:GetWorkGroup',
            'athena:GetNamedQuery',
            'athena:ListNamedQueries',
            'athena:BatchGetNamedQuery',
            'athena:ListQueryExecutions',
          ],
          resources: [
            this.formatArn({ service: 'athena', resource: 'workgroup', resourceName: this.workGroup.ref }),
          ],
        }),
        new PolicyStatement({
          actions: ['glue:GetDatabase', 'glue:GetTable', 'glue:GetTables', 'glue:GetPartitions'],
          resources: [
            this.formatArn({ service: 'glue', resource: 'catalog' }),
            this.formatArn({ service: 'glue', resource: 'database', resourceName: databaseName }),
            this.formatArn({ service: 'glue', resource: 'table', resourceName: `${databaseName}/*` }),
          ],
        }),
        new PolicyStatement({
          actions: ['s3:GetObject'],
          resources: [bucket.arnForObjects(`${FULL_EXPORT_PREFIX}/*`)],
        }),
        new PolicyStatement({
          actions: ['s3:GetObject', 's3:PutObject', 's3:AbortMultipartUpload'],
          resources: [bucket.arnForObjects(`${ATHENA_RESULTS_PREFIX}/*`)],
        }),
        new PolicyStatement({
          actions: ['s3:ListBucket', 's3:GetBucketLocation'],
          resources: [bucket.bucketArn],
        }),
      ],
    });

    new CfnOutput(this, 'GlueDatabase', { value: databaseName });
    new CfnOutput(this, 'AthenaWorkGroup', { value: this.workGroup.ref });
    new CfnOutput(this, 'AnalystQueryPolicyArn', { value: queryPolicy.managedPolicyArn });
  }
}

function pascal(name: string): string {
  return name.replace(/(^|-)([a-z])/g, (_m, _sep: string, letter: string) => letter.toUpperCase());
}
