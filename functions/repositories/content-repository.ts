import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type {
  CognitiveBiasContent,
  MentalModelContent,
  PracticeQuestionContent,
} from '../../shared/schemas/toolkit';
import { db, queryAll, tableName } from './dynamo-client';
import { keys } from './keys';

/** Toolkit content as the table holds it: one partition per kind, one per skill's questions. */
/** A mental model as seeded: with how many scenarios train its skill, counted at seeding. */
export type StoredMentalModel = MentalModelContent & { scenarioCount?: number };

export async function listMentalModels(): Promise<StoredMentalModel[]> {
  return partition<StoredMentalModel>(keys.mentalModels().pk);
}

export async function listCognitiveBiases(): Promise<CognitiveBiasContent[]> {
  return partition<CognitiveBiasContent>(keys.cognitiveBiases().pk);
}

export async function getMentalModel(id: string): Promise<StoredMentalModel | undefined> {
  const result = await db().send(new GetCommand({ TableName: tableName(), Key: keys.mentalModel(id) }));
  return result.Item as StoredMentalModel | undefined;
}

export async function getCognitiveBias(id: string): Promise<CognitiveBiasContent | undefined> {
  const result = await db().send(new GetCommand({ TableName: tableName(), Key: keys.cognitiveBias(id) }));
  return result.Item as CognitiveBiasContent | undefined;
}

export async function listQuestions(skillId: string): Promise<PracticeQuestionContent[]> {
  return partition<PracticeQuestionContent>(keys.questionsOf(skillId).pk);
}

/**
 * How long a warm function keeps a content list. Content changes only when a deploy seeds it,
 * so a list is read from the table about once per warm container every five minutes instead of
 * on every request; a new seed is served everywhere within this time.
 */
export const CONTENT_CACHE_MS = 5 * 60_000;

const cache = new Map<string, { readAt: number; items: Promise<readonly unknown[]> }>();

/** Forgets every cached list (the local stack after seeding, and tests). */
export function clearContentCache(): void {
  cache.clear();
}

/**
 * A content partition's items without their key attributes, from the container's cache when it
 * is fresh. Concurrent first requests share one read; a failed read is not kept.
 */
function partition<T>(pk: string): Promise<T[]> {
  const now = Date.now();
  const hit = cache.get(pk);
  if (hit && now - hit.readAt < CONTENT_CACHE_MS) return hit.items as Promise<T[]>;
  const items = readPartition<T>(pk);
  cache.set(pk, { readAt: now, items });
  items.catch(() => cache.delete(pk));
  return items;
}

async function readPartition<T>(pk: string): Promise<T[]> {
  const items = await queryAll<Record<string, unknown>>({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': pk },
  });
  return items.map(({ pk: _pk, sk: _sk, entityType: _type, ...rest }) => rest as T);
}
