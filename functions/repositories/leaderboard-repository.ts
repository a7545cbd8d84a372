import { BatchWriteCommand, GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { RosterEntry } from '../services/leaderboards/board-math';
import { db, isConditionFailed, tableName } from './dynamo-client';
import { ENTITY, keys, ROSTER_SHARDS } from './keys';

export interface BoardMeta {
  board: string;
  total: number;
  step: number;
  thresholds: Array<[number, number]>;
  /** Rank of everyone in the top positions, private learners included (they see their own). */
  topRanks: Record<string, number>;
  /** The value each of `topRanks` was ranked with, so a learner's panel agrees with the table. */
  topValues?: Record<string, number>;
  computedAt: string;
}

export interface StoredEntry {
  position: number;
  rank: number;
  userId: string;
  name: string;
  level: number;
  value: number;
  change: string;
}

/** Every learner in one roster shard, page by page (a Query on the roster index, never a Scan). */
export async function readRosterShard(shard: number): Promise<RosterEntry[]> {
  const entries: RosterEntry[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'roster',
        KeyConditionExpression: 'rosterpk = :pk',
        ExpressionAttributeValues: { ':pk': keys.rosterShard(shard).rosterpk },
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of page.Items ?? []) entries.push(item as RosterEntry);
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return entries;
}

export async function readRoster(): Promise<RosterEntry[]> {
  const shards = await Promise.all(
    Array.from({ length: ROSTER_SHARDS }, (_, shard) => readRosterShard(shard)),
  );
  return shards.flat();
}

async function batchPut(items: Record<string, unknown>[]): Promise<void> {
  for (let i = 0; i < items.length; i += 25) {
    let pending: Record<string, unknown>[] = items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } }));
    for (let attempt = 0; pending.length && attempt < 8; attempt += 1) {
      const result = await db().send(new BatchWriteCommand({ RequestItems: { [tableName()]: pending } }));
      pending = (result.UnprocessedItems?.[tableName()] ?? []) as Record<string, unknown>[];
      if (pending.length) await new Promise((resolve) => setTimeout(resolve, 25 * 2 ** attempt));
    }
    if (pending.length) throw new Error('DynamoDB kept items unprocessed');
  }
}

/** Writes a board's shown entries by position and then its META (readers trust META's count). */
export async function writeBoard(meta: BoardMeta, shown: StoredEntry[]): Promise<void> {
  await batchPut(
    shown.map((entry) => ({
      ...keys.leaderboardPosition(meta.board, entry.position),
      entityType: ENTITY.leaderboardEntry,
      board: meta.board,
      computedAt: meta.computedAt,
      ...entry,
    })),
  );
  await batchPut([
    { ...keys.leaderboardMeta(meta.board), entityType: ENTITY.leaderboardMeta, shown: shown.length, ...meta },
  ]);
}

export async function readBoardMeta(board: string): Promise<(BoardMeta & { shown: number }) | undefined> {
  const result = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.leaderboardMeta(board) }),
  );
  return result.Item as (BoardMeta & { shown: number }) | undefined;
}

/** The first `limit` shown entries: one Query whose every read item is returned. */
export async function readBoardTop(
  board: string,
  limit: number,
): Promise<{ entries: StoredEntry[]; scanned: number }> {
  const result = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :pos)',
      ExpressionAttributeValues: { ':pk': keys.leaderboard(board).pk, ':pos': 'POS#' },
      Limit: limit,
    }),
  );
  return { entries: (result.Items ?? []) as StoredEntry[], scanned: result.ScannedCount ?? 0 };
}

export interface LeaderboardState {
  lastClosedWeek?: string;
  lastClosedMonth?: string;
}

export async function readLeaderboardState(): Promise<LeaderboardState> {
  const result = await db().send(new GetCommand({ TableName: tableName(), Key: keys.leaderboardState() }));
  return (result.Item ?? {}) as LeaderboardState;
}

/** Marks a week or month closed; false when another run closed it first. */
export async function markClosed(field: 'lastClosedWeek' | 'lastClosedMonth', key: string): Promise<boolean> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.leaderboardState(),
        UpdateExpression: 'SET #field = :key, entityType = :type',
        ConditionExpression: 'attribute_not_exists(#field) OR #field <> :key',
        ExpressionAttributeNames: { '#field': field },
        ExpressionAttributeValues: { ':key': key, ':type': ENTITY.leaderboardState },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}
