import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Membership, Preferences, SubscriptionRecord } from '../../shared/schemas/users';
import { cancellationReasons, db, isConditionFailed, tableName } from './dynamo-client';
import { ENTITY, keys } from './keys';

/** The stored learner profile. */
export interface UserRecord {
  userId: string;
  /** Cognito's username for the account (admin calls need it). */
  username: string;
  name: string;
  email: string;
  xp: number;
  level: number;
  streak: number;
  totalScenarios: number;
  joinDate: string;
  hasPremiumAccess: boolean;
  membership: Membership | null;
  /** ISO time until which earned or granted premium lasts. */
  premiumAccessEndsAt: string | null;
  hasCompletedInitialAssessment: boolean;
  teamId: string | null;
  /** The membership the learner's team brings (set and cleared with teamId). */
  teamMembership?: 'ENTERPRISE' | null;
  recommendedPath: { name: string; skillIds: string[] } | null;
  preferences: Preferences;
  referralCode: string;
  referredBy: string | null;
  authProvider: 'password' | 'google';
  /** A paid plan's state, from the payment provider's events. */
  subscription?: SubscriptionRecord;
  /** Skills whose scenarios saw the learner voice a misconception (Adaptive Coaching). */
  tutorMisconceptionSkills?: Set<string>;
  /** The learner's IANA time zone, saved with the preferences; daily reminders go out in its morning. */
  timeZone?: string;
}

export async function getUser(userId: string): Promise<UserRecord | undefined> {
  const result = await db().send(new GetCommand({ TableName: tableName(), Key: keys.user(userId) }));
  return result.Item as UserRecord | undefined;
}

export async function findUserIdByEmail(email: string): Promise<string | undefined> {
  const result = await db().send(new GetCommand({ TableName: tableName(), Key: keys.emailClaim(email) }));
  return result.Item?.userId as string | undefined;
}

export async function findUserIdByReferralCode(code: string): Promise<string | undefined> {
  const result = await db().send(new GetCommand({ TableName: tableName(), Key: keys.referralCode(code) }));
  return result.Item?.userId as string | undefined;
}

export type CreateProfileOutcome = 'created' | 'exists' | 'email-taken' | 'referral-code-taken';

/**
 * Creates the profile, its email claim and its referral code in one transaction: a second
 * call (retry, double click, concurrent verify) finds the profile and changes nothing.
 */
export async function createUser(user: UserRecord): Promise<CreateProfileOutcome> {
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName(),
              Item: {
                ...keys.user(user.userId),
                ...keys.roster(user.userId),
                entityType: ENTITY.user,
                ...user,
              },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          {
            Put: {
              TableName: tableName(),
              Item: { ...keys.emailClaim(user.email), entityType: ENTITY.emailClaim, userId: user.userId },
              ConditionExpression: 'attribute_not_exists(pk) OR userId = :userId',
              ExpressionAttributeValues: { ':userId': user.userId },
            },
          },
          {
            Put: {
              TableName: tableName(),
              Item: {
                ...keys.referralCode(user.referralCode),
                entityType: ENTITY.referralCode,
                userId: user.userId,
              },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
        ],
      }),
    );
    return 'created';
  } catch (error) {
    const [profile, email, code] = cancellationReasons(error);
    if (profile === 'ConditionalCheckFailed') return 'exists';
    if (email === 'ConditionalCheckFailed') return 'email-taken';
    if (code === 'ConditionalCheckFailed') return 'referral-code-taken';
    throw error;
  }
}

/**
 * Saves the preferences and the learner's time zone. While daily reminders are on, the
 * profile carries the gsi2 keys of its time zone (keys.reminderCandidate), so the reminder
 * job finds it with a query; turning them off removes the keys.
 */
export async function updatePreferences(
  userId: string,
  preferences: Preferences,
  timeZone?: string,
): Promise<UserRecord> {
  const values: Record<string, unknown> = { ':preferences': preferences };
  const sets = ['preferences = :preferences'];
  if (timeZone) {
    sets.push('#timeZone = :timeZone');
    values[':timeZone'] = timeZone;
  }
  const zone = timeZone ?? 'UTC';
  let update = `SET ${sets.join(', ')}`;
  if (preferences.dailyReminders) {
    const candidate = keys.reminderCandidate(zone, userId);
    update += ', gsi2pk = :gsi2pk, gsi2sk = :gsi2sk';
    values[':gsi2pk'] = candidate.gsi2pk;
    values[':gsi2sk'] = candidate.gsi2sk;
  } else {
    update += ' REMOVE gsi2pk, gsi2sk';
  }
  const result = await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.user(userId),
      UpdateExpression: update,
      ConditionExpression: 'attribute_exists(pk)',
      ...(timeZone ? { ExpressionAttributeNames: { '#timeZone': 'timeZone' } } : {}),
      ExpressionAttributeValues: values,
      ReturnValues: 'ALL_NEW',
    }),
  );
  return result.Attributes as UserRecord;
}

export type UpdateIdentityOutcome =
  { ok: true; user: UserRecord } | { ok: false; reason: 'email-taken' | 'missing' };

/** Renames the learner and, when the address changes, moves the email claim atomically. */
export async function updateNameAndEmail(
  current: UserRecord,
  changes: { name: string; email: string },
): Promise<UpdateIdentityOutcome> {
  const emailChanges = changes.email !== current.email;
  const profileUpdate = {
    Update: {
      TableName: tableName(),
      Key: keys.user(current.userId),
      UpdateExpression: 'SET #name = :name, email = :email',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#name': 'name' },
      ExpressionAttributeValues: { ':name': changes.name, ':email': changes.email },
    },
  };
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: emailChanges
          ? [
              profileUpdate,
              {
                Put: {
                  TableName: tableName(),
                  Item: {
                    ...keys.emailClaim(changes.email),
                    entityType: ENTITY.emailClaim,
                    userId: current.userId,
                  },
                  ConditionExpression: 'attribute_not_exists(pk)',
                },
              },
              {
                Delete: {
                  TableName: tableName(),
                  Key: keys.emailClaim(current.email),
                  ConditionExpression: 'attribute_not_exists(pk) OR userId = :userId',
                  ExpressionAttributeValues: { ':userId': current.userId },
                },
              },
            ]
          : [profileUpdate],
      }),
    );
  } catch (error) {
    const [profile, claim] = cancellationReasons(error);
    if (profile === 'ConditionalCheckFailed') return { ok: false, reason: 'missing' };
    if (claim === 'ConditionalCheckFailed') return { ok: false, reason: 'email-taken' };
    throw error;
  }
  return { ok: true, user: { ...current, name: changes.name, email: changes.email } };
}

/** Grants premium until `endsAt`, or with `membership: null` revokes every premium access. */
export async function setPremiumAccess(userId: string, membership: Membership | null, endsAt: string | null) {
  try {
    const result = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.user(userId),
        UpdateExpression:
          membership === null
            ? 'SET membership = :membership, premiumAccessEndsAt = :endsAt, hasPremiumAccess = :false'
            : 'SET membership = :membership, premiumAccessEndsAt = :endsAt',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: {
          ':membership': membership,
          ':endsAt': endsAt,
          ...(membership === null ? { ':false': false } : {}),
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return result.Attributes as UserRecord;
  } catch (error) {
    if (isConditionFailed(error)) return undefined;
    throw error;
  }
}

/** Remembers skills where the learner voiced a misconception, for the tutor's Adaptive Coaching. */
export async function addMisconceptionSkills(userId: string, skillIds: string[]): Promise<void> {
  if (skillIds.length === 0) return;
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.user(userId),
      UpdateExpression: 'ADD tutorMisconceptionSkills :skills',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':skills': new Set(skillIds) },
    }),
  );
}

/** The assessment's outcome on the profile: done, and the path it recommends. */
export async function setAssessmentOutcome(
  userId: string,
  recommendedPath: { name: string; skillIds: string[] },
): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.user(userId),
      UpdateExpression: 'SET hasCompletedInitialAssessment = :true, recommendedPath = :path',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':true': true, ':path': recommendedPath },
    }),
  );
}
