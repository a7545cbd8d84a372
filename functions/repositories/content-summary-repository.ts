import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { ContentSummary } from '../../shared/schemas/marketing';
import { db, tableName } from './dynamo-client';
import { keys } from './keys';

/** The counts of the seeded content, stored by the seeder with its version (undefined before the first seeding). */
export async function readContentSummary(): Promise<ContentSummary | undefined> {
  const result = await db().send(new GetCommand({ TableName: tableName(), Key: keys.contentVersion() }));
  return result.Item?.summary as ContentSummary | undefined;
}
