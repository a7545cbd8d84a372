import { BatchWriteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { ContentSummary } from '../../shared/schemas/marketing';
import type { ScenarioContent } from '../../shared/schemas/scenario-content';
import type {
  CognitiveBiasContent,
  PracticeQuestionContent,
  SkillTreeContent,
} from '../../shared/schemas/toolkit';
import { clearContentCache, type StoredMentalModel } from './content-repository';
import { db, queryAll, tableName } from './dynamo-client';
import { ENTITY, keys } from './keys';

/**
 * Seeding the content (functions/content/seed.ts): the only writer of the content items, in
 * its own module so that the functions that only read content are granted no batch writes.
 */

export interface ContentSnapshot {
  models: readonly StoredMentalModel[];
  biases: readonly CognitiveBiasContent[];
  questions: readonly PracticeQuestionContent[];
  tree: SkillTreeContent;
  scenarios: readonly ScenarioContent[];
  /** The landing page's counts, stored with the version so no API function bundles the content. */
  summary: ContentSummary;
}

async function writeAll(requests: Record<string, unknown>[]): Promise<void> {
  for (let i = 0; i < requests.length; i += 25) {
    let pending = requests.slice(i, i + 25);
    for (let attempt = 0; pending.length; attempt += 1) {
      if (attempt > 8) throw new Error('DynamoDB kept content writes unprocessed');
      const result = await db().send(new BatchWriteCommand({ RequestItems: { [tableName()]: pending } }));
      pending = (result.UnprocessedItems?.[tableName()] ?? []) as Record<string, unknown>[];
      if (pending.length) await new Promise((resolve) => setTimeout(resolve, 25 * 2 ** attempt));
    }
  }
}

async function sortKeysOf(pk: string): Promise<string[]> {
  const items = await queryAll<{ sk: string }>({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': pk },
    ProjectionExpression: 'sk',
  });
  return items.map((item) => String(item.sk));
}

export async function readContentVersion(): Promise<string | undefined> {
  const result = await db().send(new GetCommand({ TableName: tableName(), Key: keys.contentVersion() }));
  return result.Item?.hash as string | undefined;
}

/** Writes every content item, removes items the new content no longer has, then records the version. */
export async function replaceContent(snapshot: ContentSnapshot, hash: string, now: Date): Promise<number> {
  const items: Record<string, unknown>[] = [
    ...snapshot.models.map((m) => ({ ...keys.mentalModel(m.id), entityType: ENTITY.mentalModel, ...m })),
    ...snapshot.biases.map((b) => ({ ...keys.cognitiveBias(b.id), entityType: ENTITY.cognitiveBias, ...b })),
    ...snapshot.questions.map((q) => ({
      ...keys.practiceQuestion(q.skillId, q.id),
      entityType: ENTITY.practiceQuestion,
      ...q,
    })),
    { ...keys.skillTree(), entityType: ENTITY.skillTree, branches: snapshot.tree },
    ...snapshot.scenarios.map((s) => ({ ...keys.scenario(s.id), entityType: ENTITY.scenario, ...s })),
  ];
  const wanted = new Set(items.map((i) => `${i.pk}|${i.sk}`));
  const partitions = [...new Set(items.map((i) => String(i.pk)))];
  const stale: Record<string, unknown>[] = [];
  for (const pk of partitions) {
    for (const sk of await sortKeysOf(pk)) {
      if (!wanted.has(`${pk}|${sk}`)) stale.push({ DeleteRequest: { Key: { pk, sk } } });
    }
  }
  await writeAll([...items.map((Item) => ({ PutRequest: { Item } })), ...stale]);
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...keys.contentVersion(),
        entityType: ENTITY.contentVersion,
        hash,
        summary: snapshot.summary,
        seededAt: now.toISOString(),
      },
    }),
  );
  // This process serves the new content at once; other warm functions within CONTENT_CACHE_MS.
  clearContentCache();
  return items.length;
}
