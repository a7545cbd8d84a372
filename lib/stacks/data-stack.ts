import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { AttributeType, BillingMode, ProjectionType, StreamViewType, Table } from 'aws-cdk-lib/aws-dynamodb';
import { ManagedPolicy, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import {
  BlockPublicAccess,
  Bucket,
  type CfnBucket,
  BucketEncryption,
  StorageClass,
} from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { ATHENA_RESULTS_PREFIX, FULL_EXPORT_PREFIX } from '../../functions/analytics/export-schema';
import { TABLE_SCHEMA } from '../../functions/repositories/table-schema';

export interface DataStackProps extends StackProps {
  appName: string;
}

/**
 * The single table and the bucket analysts export it to. Both outlive the stack: losing
 * learners' progress to a stack deletion is never what anyone meant.
 */
export class DataStack extends Stack {
  readonly table: Table;
  readonly exportsBucket: Bucket;
  /** Server access logs of the exports bucket: who read or wrote the learners' data. */
  readonly accessLogsBucket: Bucket;

  constructor(scope: Construct, id: string, props: DataStackProps) {
    super(scope, id, props);

    // Keys and indexes come from the same declaration the local stack creates its table from.
    this.table = new Table(this, 'Table', {
      partitionKey: { name: TABLE_SCHEMA.partitionKey, type: AttributeType.STRING },
      sortKey: { name: TABLE_SCHEMA.sortKey, type: AttributeType.STRING },
      billingMode: BillingMode.PAY_PER_REQUEST,
      timeToLiveAttribute: TABLE_SCHEMA.ttlAttribute,
      stream: StreamViewType.NEW_AND_OLD_IMAGES,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    for (const index of TABLE_SCHEMA.indexes) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.name,
        partitionKey: { name: index.partitionKey, type: AttributeType.STRING },
        sortKey: { name: index.sortKey, type: AttributeType.STRING },
        ...(index.projection.type === 'ALL'
          ? { projectionType: ProjectionType.ALL }
          : { projectionType: ProjectionType.INCLUDE, nonKeyAttributes: index.projection.nonKeyAttributes }),
      });
    }

    this.accessLogsBucket = new Bucket(this, 'AccessLogsBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      removalPolicy: RemovalPolicy.RETAIN,
      lifecycleRules: [{ id: 'access-logs-expire', expiration: Duration.days(365) }],
    });

    this.exportsBucket = new Bucket(this, 'ExportsBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      // SSE-S3, because DynamoDB exports to a KMS-encrypted bucket need extra key grants.
      encryption: BucketEncryption.S3_MANAGED,
      versioned: false,
      removalPolicy: RemovalPolicy.RETAIN,
      serverAccessLogsBucket: this.accessLogsBucket,
      serverAccessLogsPrefix: 'exports-bucket/',
      lifecycleRules: [
        {
          id: 'exports-to-infrequent-access',
          transitions: [{ storageClass: StorageClass.INFREQUENT_ACCESS, transitionAfter: Duration.days(30) }],
          abortIncompleteMultipartUploadAfter: Duration.days(7),
        },
        {
          // A daily full export supersedes the one before; a quarter of them is kept.
          id: 'full-exports-expire',
          prefix: `${FULL_EXPORT_PREFIX}/`,
          expiration: Duration.days(90),
        },
        { id: 'query-results-expire', prefix: `${ATHENA_RESULTS_PREFIX}/`, expiration: Duration.days(30) },
      ],
    });

    // The analytics stack hears through EventBridge when an export has finished. Set on the
    // bucket itself: `eventBridgeEnabled` would add a custom resource and its Lambda for it.
    (this.exportsBucket.node.defaultChild as CfnBucket).notificationConfiguration = {
      eventBridgeConfiguration: { eventBridgeEnabled: true },
    };

    // Attach to analysts' roles or groups: start and watch exports, read the results.
    const analystPolicy = new ManagedPolicy(this, 'AnalystExportPolicy', {
      description: `${props.appName}: export the table to point in time and read the exports`,
      statements: [
        new PolicyStatement({
          actions: ['dynamodb:ExportTableToPointInTime', 'dynamodb:DescribeTable'],
          resources: [this.table.tableArn],
        }),
        new PolicyStatement({
          actions: ['dynamodb:DescribeExport'],
          resources: [`${this.table.tableArn}/export/*`],
        }),
        // ListExports has no resource type: IAM allows it on `*` only.
        new PolicyStatement({ actions: ['dynamodb:ListExports'], resources: ['*'] }),
        new PolicyStatement({
          actions: ['s3:PutObject', 's3:GetObject', 's3:AbortMultipartUpload', 's3:PutObjectAcl'],
          resources: [this.exportsBucket.arnForObjects('*')],
        }),
        new PolicyStatement({ actions: ['s3:ListBucket'], resources: [this.exportsBucket.bucketArn] }),
      ],
    });

    new CfnOutput(this, 'TableName', { value: this.table.tableName });
    new CfnOutput(this, 'TableArn', { value: this.table.tableArn });
    new CfnOutput(this, 'ExportsBucketName', { value: this.exportsBucket.bucketName });
    new CfnOutput(this, 'AnalystExportPolicyArn', { value: analystPolicy.managedPolicyArn });
  }
}
