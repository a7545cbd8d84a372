import { BatchGetCommand, GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { ChallengeStatus } from '../../shared/schemas/challenges';
import { cancellationReasons, db, isTransactionCanceled, queryAll, tableName } from './dynamo-client';
import { ENTITY, keys } from './keys';
import type { LinkedWrite } from './progress-repository';

/** A challenge on one scenario, created by a learner who completed it. */
export interface ChallengeRecord {
  challengeId: string;
  shareableId: string;
  scenarioId: string;
  creatorId: string;
  creatorName: string;
  status: ChallengeStatus;
  createdAt: string;
  closedAt?: string;
}

/** One learner in a challenge: the creator (scored at creation) or a friend who accepted. */
export interface ParticipantRecord {
  shareableId: string;
  challengeId: string;
  scenarioId: string;
  userId: string;
  name: string;
  isCreator: boolean;
  /** The server's understanding score of the participant's dialogue; null until it completes. */
  score: number | null;
  joinedAt: string;
  scoredAt?: string;
  /** Copied from the challenge so the history needs no lookup for them. */
  creatorName: string;
  challengeCreatedAt: string;
}

function participantItem(p: ParticipantRecord) {
  return {
    ...keys.challengeParticipant(p.shareableId, p.userId),
    ...keys.challengeOfParticipant(p.userId, p.joinedAt, p.shareableId),
    entityType: ENTITY.challengeParticipant,
    ...p,
  };
}

/**
 * The writes that create a challenge, for the transaction of the creator's CHALLENGE_CREATED
 * activity: the challenge, the creator's participant entry and the creator's "open challenge
 * on this scenario" pointer. The pointer's condition makes one open challenge per creator and
 * scenario: of concurrent creates, one wins and the others find the pointer.
 */
export function createChallengeWrites(challenge: ChallengeRecord, creator: ParticipantRecord): LinkedWrite[] {
  return [
    {
      Put: {
        TableName: tableName(),
        Item: {
          ...keys.openChallenge(challenge.creatorId, challenge.scenarioId),
          entityType: ENTITY.openChallenge,
          shareableId: challenge.shareableId,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    {
      Put: {
        TableName: tableName(),
        Item: { ...keys.challenge(challenge.shareableId), entityType: ENTITY.challenge, ...challenge },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    {
      Put: {
        TableName: tableName(),
        Item: participantItem(creator),
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
  ];
}

/** The shareable id of the creator's open challenge on a scenario, if there is one. */
export async function findOpenChallengeId(userId: string, scenarioId: string): Promise<string | undefined> {
  const result = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.openChallenge(userId, scenarioId),
      ConsistentRead: true,
    }),
  );
  return result.Item?.shareableId as string | undefined;
}

export async function getChallenge(shareableId: string): Promise<ChallengeRecord | undefined> {
  const result = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.challenge(shareableId), ConsistentRead: true }),
  );
  return result.Item as ChallengeRecord | undefined;
}

/** The challenge and every participant in one Query (they share the partition). */
export async function getChallengeWithParticipants(
  shareableId: string,
): Promise<{ challenge: ChallengeRecord; participants: ParticipantRecord[] } | undefined> {
  const items = await queryAll<Record<string, unknown>>({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.challengeItems(shareableId).pk },
    ConsistentRead: true,
  });
  const challenge = items.find((i) => i.entityType === ENTITY.challenge) as ChallengeRecord | undefined;
  if (!challenge) return undefined;
  const participants = items.filter(
    (i) => i.entityType === ENTITY.challengeParticipant,
  ) as unknown as ParticipantRecord[];
  return { challenge, participants };
}

export async function getParticipant(
  shareableId: string,
  userId: string,
): Promise<ParticipantRecord | undefined> {
  const result = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.challengeParticipant(shareableId, userId),
      ConsistentRead: true,
    }),
  );
  return result.Item as ParticipantRecord | undefined;
}

export type JoinOutcome = 'joined' | 'already-joined' | 'closed' | 'missing';

/** Adds the participant once, and only while the challenge is open (checked in the same transaction). */
export async function addParticipant(participant: ParticipantRecord): Promise<JoinOutcome> {
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            ConditionCheck: {
              TableName: tableName(),
              Key: keys.challenge(participant.shareableId),
              ConditionExpression: 'attribute_exists(pk) AND #status = :open',
              ExpressionAttributeNames: { '#status': 'status' },
              ExpressionAttributeValues: { ':open': 'OPEN' },
            },
          },
          {
            Put: {
              TableName: tableName(),
              Item: participantItem(participant),
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
        ],
      }),
    );
    return 'joined';
  } catch (error) {
    if (!isTransactionCanceled(error)) throw error;
    const [challenge, entry] = cancellationReasons(error);
    if (entry === 'ConditionalCheckFailed') return 'already-joined';
    if (challenge === 'ConditionalCheckFailed') {
      return (await getChallenge(participant.shareableId)) ? 'closed' : 'missing';
    }
    throw error;
  }
}

/**
 * The writes that record a participant's score, for the progress service's transaction:
 * the challenge must still be open, and the participant joined and not yet scored.
 */
export function recordScoreWrites(
  shareableId: string,
  userId: string,
  score: number,
  now: Date,
): LinkedWrite[] {
  return [
    {
      ConditionCheck: {
        TableName: tableName(),
        Key: keys.challenge(shareableId),
        ConditionExpression: '#status = :open',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':open': 'OPEN' },
      },
    },
    {
      Update: {
        TableName: tableName(),
        Key: keys.challengeParticipant(shareableId, userId),
        UpdateExpression: 'SET score = :score, scoredAt = :now',
        ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(score) OR score = :null)',
        ExpressionAttributeValues: { ':score': score, ':now': now.toISOString(), ':null': null },
      },
    },
  ];
}

export type CloseOutcome = 'closed' | 'already-closed' | 'not-creator' | 'missing';

/** Closes an open challenge for its creator, and frees the creator's pointer to it. */
export async function closeChallenge(
  shareableId: string,
  callerId: string,
  scenarioId: string,
  now: Date,
): Promise<CloseOutcome> {
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: tableName(),
              Key: keys.challenge(shareableId),
              UpdateExpression: 'SET #status = :closed, closedAt = :now',
              ConditionExpression: 'attribute_exists(pk) AND creatorId = :caller AND #status = :open',
              ExpressionAttributeNames: { '#status': 'status' },
              ExpressionAttributeValues: {
                ':closed': 'CLOSED',
                ':open': 'OPEN',
                ':now': now.toISOString(),
                ':caller': callerId,
              },
            },
          },
          {
            Delete: {
              TableName: tableName(),
              Key: keys.openChallenge(callerId, scenarioId),
              ConditionExpression: 'attribute_not_exists(pk) OR shareableId = :id',
              ExpressionAttributeValues: { ':id': shareableId },
            },
          },
        ],
      }),
    );
    return 'closed';
  } catch (error) {
    if (!isTransactionCanceled(error)) throw error;
    const current = await getChallenge(shareableId);
    if (!current) return 'missing';
    if (current.creatorId !== callerId) return 'not-creator';
    if (current.status === 'CLOSED') return 'already-closed';
    throw error;
  }
}

/** A learner's challenge entries, newest first; `limit` entries at most. */
export async function listParticipations(
  userId: string,
  limit: number | undefined,
): Promise<ParticipantRecord[]> {
  const input = {
    TableName: tableName(),
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.challengesOf(userId).gsi1pk },
    ScanIndexForward: false,
  };
  if (limit === undefined) return queryAll<ParticipantRecord>(input);
  const page = await db().send(new QueryCommand({ ...input, Limit: limit }));
  return (page.Items ?? []) as ParticipantRecord[];
}

/** The status of each challenge, by shareable id (BatchGet in chunks of 100). */
export async function challengeStatuses(shareableIds: string[]): Promise<Map<string, ChallengeStatus>> {
  const statuses = new Map<string, ChallengeStatus>();
  const unique = [...new Set(shareableIds)];
  for (let i = 0; i < unique.length; i += 100) {
    let request:
      | Record<
          string,
          {
            Keys: Record<string, unknown>[];
            ProjectionExpression: string;
            ExpressionAttributeNames: Record<string, string>;
          }
        >
      | undefined = {
      [tableName()]: {
        Keys: unique.slice(i, i + 100).map((id) => keys.challenge(id)),
        ProjectionExpression: 'shareableId, #status',
        ExpressionAttributeNames: { '#status': 'status' },
      },
    };
    while (request && Object.keys(request).length > 0) {
      const result = await db().send(new BatchGetCommand({ RequestItems: request }));
      for (const item of result.Responses?.[tableName()] ?? []) {
        statuses.set(String(item.shareableId), item.status as ChallengeStatus);
      }
      request = result.UnprocessedKeys as typeof request;
    }
  }
  return statuses;
}
