import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../functions/repositories/dynamo-client';
import { getUser } from '../../functions/repositories/user-repository';
import { ensureProfile } from '../../functions/services/profile-service';
import { useStack } from '../support/stack';

useStack();

async function itemsUnder(pk: string) {
  const result = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': pk },
    }),
  );
  return result.Items ?? [];
}

describe('profile creation under concurrency', () => {
  it('50 concurrent first sign-ins create one profile and record the referral once', async () => {
    const referrerId = randomUUID();
    const referrer = await ensureProfile({
      userId: referrerId,
      username: referrerId,
      email: `referrer-${referrerId}@example.com`,
      name: 'Referrer',
      authProvider: 'password',
    });
    const userId = randomUUID();
    const account = {
      userId,
      username: userId,
      email: `racer-${userId}@example.com`,
      name: 'Racer',
      authProvider: 'password' as const,
      referralCode: referrer.referralCode,
    };

    const results = await Promise.all(Array.from({ length: 50 }, () => ensureProfile(account)));

    expect(new Set(results.map((r) => r.joinDate)).size).toBe(1);
    expect(new Set(results.map((r) => r.referralCode)).size).toBe(1);
    const stored = await getUser(userId);
    expect(stored?.referredBy).toBe(referrerId);
    const referrals = (await itemsUnder(`USER#${referrerId}`)).filter((i) =>
      String(i.sk).startsWith('REFERRAL#'),
    );
    expect(referrals).toHaveLength(1);
    expect(referrals[0]).toMatchObject({ referredUserId: userId, status: 'SIGNED_UP' });
  });

  it('attaches a guest assessment attempt once and marks the assessment done', async () => {
    const { PutCommand } = await import('@aws-sdk/lib-dynamodb');
    const attemptId = `attempt${randomUUID().replace(/-/g, '')}`.slice(0, 30);
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { pk: `ATTEMPT#${attemptId}`, sk: 'ATTEMPT', entityType: 'AssessmentAttempt', attemptId },
      }),
    );
    const first = randomUUID();
    const second = randomUUID();
    const [mine, theirs] = await Promise.all([
      ensureProfile({
        userId: first,
        username: first,
        email: `g1-${first}@example.com`,
        name: 'G1',
        authProvider: 'password',
        guestAttemptId: attemptId,
      }),
      ensureProfile({
        userId: second,
        username: second,
        email: `g2-${second}@example.com`,
        name: 'G2',
        authProvider: 'password',
        guestAttemptId: attemptId,
      }),
    ]);
    const winners = [mine, theirs].filter((u) => u.hasCompletedInitialAssessment);
    expect(winners).toHaveLength(1);
    const attempt = await itemsUnder(`ATTEMPT#${attemptId}`);
    expect(attempt[0]?.userId).toBe(winners[0]?.userId);
  });
});
