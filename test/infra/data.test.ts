import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { TABLE_SCHEMA } from '../../functions/repositories/table-schema';
import { defaultTestApp, onlyResource } from './support';

let template: Template;

beforeAll(() => {
  template = Template.fromStack(defaultTestApp().data);
});

describe('data stack: the single table', () => {
  it('has exactly one table, with the keys and indexes the local stack creates', () => {
    template.resourceCountIs('AWS::DynamoDB::Table', 1);
    const [, table] = onlyResource(template, 'AWS::DynamoDB::Table');
    const props = table.Properties as Record<string, unknown>;
    const input = TABLE_SCHEMA.createTableInput;

    expect(props.BillingMode).toBe(input.BillingMode);
    expect(props.KeySchema).toEqual(input.KeySchema);
    const byName = (a: { AttributeName: string }, b: { AttributeName: string }) =>
      a.AttributeName.localeCompare(b.AttributeName);
    expect([...(props.AttributeDefinitions as { AttributeName: string }[])].sort(byName)).toEqual(
      [...input.AttributeDefinitions].sort(byName),
    );
    const indexes = props.GlobalSecondaryIndexes as {
      IndexName: string;
      KeySchema: unknown;
      Projection: unknown;
    }[];
    expect(
      indexes.map(({ IndexName, KeySchema, Projection }) => ({ IndexName, KeySchema, Projection })),
    ).toEqual(input.GlobalSecondaryIndexes);
  });

  it('expires items on expiresAt and streams new and old images', () => {
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      TimeToLiveSpecification: { AttributeName: 'expiresAt', Enabled: true },
      StreamSpecification: { StreamViewType: 'NEW_AND_OLD_IMAGES' },
    });
  });

  it('survives mistakes: point-in-time recovery, deletion protection, retained on stack deletion', () => {
    template.hasResource('AWS::DynamoDB::Table', {
      Properties: Match.objectLike({
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        DeletionProtectionEnabled: true,
      }),
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
    });
  });
});

describe('data stack: the exports bucket', () => {
  it('is private, encrypted, retained and moves old exports to infrequent access', () => {
    template.hasResource('AWS::S3::Bucket', {
      Properties: Match.objectLike({
        PublicAccessBlockConfiguration: {
          BlockPublicAcls: true,
          BlockPublicPolicy: true,
          IgnorePublicAcls: true,
          RestrictPublicBuckets: true,
        },
        BucketEncryption: {
          ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
        },
        LifecycleConfiguration: {
          Rules: Match.arrayWith([
            Match.objectLike({
              Status: 'Enabled',
              Transitions: [{ StorageClass: 'STANDARD_IA', TransitionInDays: 30 }],
            }),
          ]),
        },
      }),
      DeletionPolicy: 'Retain',
    });
  });

  it('refuses plain HTTP', () => {
    template.hasResourceProperties('AWS::S3::BucketPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Effect: 'Deny',
            Action: 's3:*',
            Condition: { Bool: { 'aws:SecureTransport': 'false' } },
          }),
        ]),
      },
    });
  });

  it('gives analysts a policy to export the table into the bucket', () => {
    const [tableId] = onlyResource(template, 'AWS::DynamoDB::Table');
    const data = defaultTestApp().data;
    const bucketId = data.getLogicalId(data.exportsBucket.node.defaultChild as never);
    template.hasResourceProperties('AWS::IAM::ManagedPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Action: Match.arrayWith(['dynamodb:ExportTableToPointInTime']),
            Resource: { 'Fn::GetAtt': [tableId, 'Arn'] },
          }),
          Match.objectLike({
            Action: Match.arrayWith(['s3:PutObject']),
            Resource: { 'Fn::Join': ['', [{ 'Fn::GetAtt': [bucketId, 'Arn'] }, '/*']] },
          }),
        ]),
      },
    });
  });

  it('publishes the table name, table ARN and bucket name', () => {
    const outputs = template.findOutputs('*');
    expect(Object.keys(outputs)).toEqual(
      expect.arrayContaining(['TableName', 'TableArn', 'ExportsBucketName']),
    );
  });
});
