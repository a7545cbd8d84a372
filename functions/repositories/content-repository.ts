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

/** A content partition's items without their key attributes. */
async function partition<T>(pk: string): Promise<T[]> {
  const items = await queryAll<Record<string, unknown>>({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': pk },
  });
  return items.map(({ pk: _pk, sk: _sk, entityType: _type, ...rest }) => rest as T);
}
