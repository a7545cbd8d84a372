import type { CreateTableCommandInput } from '@aws-sdk/client-dynamodb';

/**
 * The single table's key schema. The data stack declares the same keys and indexes; an
 * infra test checks the two agree, and the local stack creates its table from this.
 */
export const TABLE_SCHEMA = {
  partitionKey: 'pk',
  sortKey: 'sk',
  ttlAttribute: 'expiresAt',
  indexes: [
    { name: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
    { name: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
  ],
  createTableInput: {
    BillingMode: 'PAY_PER_REQUEST',
    AttributeDefinitions: ['pk', 'sk', 'gsi1pk', 'gsi1sk', 'gsi2pk', 'gsi2sk'].map((name) => ({
      AttributeName: name,
      AttributeType: 'S',
    })),
    KeySchema: [
      { AttributeName: 'pk', KeyType: 'HASH' },
      { AttributeName: 'sk', KeyType: 'RANGE' },
    ],
    GlobalSecondaryIndexes: ['gsi1', 'gsi2'].map((name) => ({
      IndexName: name,
      KeySchema: [
        { AttributeName: `${name}pk`, KeyType: 'HASH' },
        { AttributeName: `${name}sk`, KeyType: 'RANGE' },
      ],
      Projection: { ProjectionType: 'ALL' },
    })),
    StreamSpecification: { StreamEnabled: true, StreamViewType: 'NEW_AND_OLD_IMAGES' },
  } satisfies Omit<CreateTableCommandInput, 'TableName'>,
} as const;
