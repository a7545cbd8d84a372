import type { CreateTableCommandInput, GlobalSecondaryIndex } from '@aws-sdk/client-dynamodb';

/**
 * The single table's key schema. The data stack declares the same keys and indexes from
 * this object (an infra test checks they agree), and the local stack creates its table from it.
 */
export interface IndexSchema {
  name: string;
  partitionKey: string;
  sortKey: string;
  projection: { type: 'ALL' } | { type: 'INCLUDE'; nonKeyAttributes: string[] };
}

const INDEXES: IndexSchema[] = [
  { name: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk', projection: { type: 'ALL' } },
  { name: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk', projection: { type: 'ALL' } },
  {
    // Every learner, spread over write shards, with just the figures leaderboards rank by:
    // the leaderboard job reads this instead of whole profiles.
    name: 'roster',
    partitionKey: 'rosterpk',
    sortKey: 'rostersk',
    projection: {
      type: 'INCLUDE',
      nonKeyAttributes: [
        'userId',
        'name',
        'level',
        'xp',
        'totalScenarios',
        'streak',
        'lastActiveDate',
        'periods',
        'preferences',
      ],
    },
  },
];

export function gsiDefinition(index: IndexSchema): GlobalSecondaryIndex {
  return {
    IndexName: index.name,
    KeySchema: [
      { AttributeName: index.partitionKey, KeyType: 'HASH' },
      { AttributeName: index.sortKey, KeyType: 'RANGE' },
    ],
    Projection:
      index.projection.type === 'ALL'
        ? { ProjectionType: 'ALL' }
        : { ProjectionType: 'INCLUDE', NonKeyAttributes: index.projection.nonKeyAttributes },
  };
}

export const TABLE_SCHEMA = {
  partitionKey: 'pk',
  sortKey: 'sk',
  ttlAttribute: 'expiresAt',
  indexes: INDEXES,
  createTableInput: {
    BillingMode: 'PAY_PER_REQUEST',
    AttributeDefinitions: ['pk', 'sk', ...INDEXES.flatMap((i) => [i.partitionKey, i.sortKey])].map(
      (name) => ({
        AttributeName: name,
        AttributeType: 'S',
      }),
    ),
    KeySchema: [
      { AttributeName: 'pk', KeyType: 'HASH' },
      { AttributeName: 'sk', KeyType: 'RANGE' },
    ],
    GlobalSecondaryIndexes: INDEXES.map(gsiDefinition),
    StreamSpecification: { StreamEnabled: true, StreamViewType: 'NEW_AND_OLD_IMAGES' },
  } satisfies Omit<CreateTableCommandInput, 'TableName'>,
} as const;
