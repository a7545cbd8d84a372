import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, isConditionFailed, tableName } from './dynamo-client';
import { ENTITY, keys } from './keys';

/** What the sign-in must remember across the trip to Google and back. */
export interface OAuthState {
  state: string;
  guestAttemptId?: string;
  finalRedirect?: string;
  referralCode?: string;
  /** This round restarts a sign-in whose identity was just linked; it is not restarted again. */
  relinked?: boolean;
  /** Epoch seconds after which the state is refused (and TTL removes it). */
  expiresAt: number;
}

export async function saveOAuthState(record: OAuthState): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...keys.oauthState(record.state), entityType: ENTITY.oauthState, ...record },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

/** Takes the state exactly once: a replayed callback finds nothing. */
export async function consumeOAuthState(state: string, nowSeconds: number): Promise<OAuthState | undefined> {
  try {
    const result = await db().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: keys.oauthState(state),
        ConditionExpression: 'attribute_exists(pk)',
        ReturnValues: 'ALL_OLD',
      }),
    );
    const record = result.Attributes as OAuthState | undefined;
    return record && record.expiresAt > nowSeconds ? record : undefined;
  } catch (error) {
    if (isConditionFailed(error)) return undefined;
    throw error;
  }
}
