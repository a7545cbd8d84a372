import { ENTITY, keys } from './keys';
import { queryAll, tableName } from './dynamo-client';
import type { LinkedWrite } from './progress-repository';

/** A friend who signed up with a referrer's code, stored under the referrer. */
export interface ReferralRecord {
  referrerId: string;
  referredUserId: string;
  status: 'SIGNED_UP' | 'UPGRADED';
  signedUpAt: string;
  upgradedAt?: string;
  /** Premium days this friend earned the referrer so far. */
  daysEarned: number;
}

/** The referral item, written once, in the transaction that credits the referrer. */
export function referralSignUpWrite(
  referrerId: string,
  referredUserId: string,
  days: number,
  now: Date,
): LinkedWrite {
  const item: ReferralRecord = {
    referrerId,
    referredUserId,
    status: 'SIGNED_UP',
    signedUpAt: now.toISOString(),
    daysEarned: days,
  };
  return {
    Put: {
      TableName: tableName(),
      Item: { ...keys.referral(referrerId, referredUserId), entityType: ENTITY.referral, ...item },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/** Marks a referred friend as upgraded, once, in the transaction that credits the referrer. */
export function referralUpgradeWrite(
  referrerId: string,
  referredUserId: string,
  days: number,
  now: Date,
): LinkedWrite {
  return {
    Update: {
      TableName: tableName(),
      Key: keys.referral(referrerId, referredUserId),
      UpdateExpression: 'SET #status = :upgraded, upgradedAt = :now, daysEarned = daysEarned + :days',
      ConditionExpression: '#status = :signedUp',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':upgraded': 'UPGRADED',
        ':signedUp': 'SIGNED_UP',
        ':now': now.toISOString(),
        ':days': days,
      },
    },
  };
}

/** Every friend a learner referred (one partition, one Query). */
export async function listReferrals(referrerId: string): Promise<ReferralRecord[]> {
  return queryAll<ReferralRecord>({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': keys.user(referrerId).pk, ':prefix': 'REFERRAL#' },
  });
}
