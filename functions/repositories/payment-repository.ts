import { GetCommand, PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { SubscriptionRecord } from '../../shared/schemas/users';
import {
  cancellationReasons,
  db,
  isConditionFailed,
  isTransactionCanceled,
  tableName,
} from './dynamo-client';
import { ENTITY, keys } from './keys';

export interface CheckoutRecord {
  sessionId: string;
  userId: string;
  email: string;
  createdAt: string;
}

/** Checkout pages expire within a day at the provider; the record is kept a little longer. */
export const CHECKOUT_LIFETIME_SECONDS = 3 * 24 * 3600;
/** Event ids guard against redelivery, which the provider stops after three days. */
export const PAYMENT_EVENT_LIFETIME_SECONDS = 30 * 24 * 3600;

const lapseAfter = (seconds: number) => Math.floor(Date.now() / 1000) + seconds;

export async function putCheckout(checkout: CheckoutRecord): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...keys.checkoutSession(checkout.sessionId),
        entityType: ENTITY.checkoutSession,
        ...checkout,
        expiresAt: Math.floor(Date.parse(checkout.createdAt) / 1000) + CHECKOUT_LIFETIME_SECONDS,
      },
    }),
  );
}

export async function getCheckout(sessionId: string): Promise<CheckoutRecord | undefined> {
  const result = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.checkoutSession(sessionId) }),
  );
  return result.Item as CheckoutRecord | undefined;
}

export type EventOutcome = 'applied' | 'duplicate' | 'stale' | 'unknown-user';

/**
 * Applies one provider event to the learner's subscription, exactly once: the event item must
 * not exist yet, and an event older than the one already applied changes nothing (providers
 * may deliver out of order).
 */
export async function applySubscriptionEvent(
  userId: string,
  eventId: string,
  subscription: SubscriptionRecord,
): Promise<EventOutcome> {
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName(),
              Item: {
                ...keys.paymentEvent(eventId),
                entityType: ENTITY.paymentEvent,
                eventId,
                userId,
                appliedAt: new Date().toISOString(),
                expiresAt: lapseAfter(PAYMENT_EVENT_LIFETIME_SECONDS),
              },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          {
            Update: {
              TableName: tableName(),
              Key: keys.user(userId),
              UpdateExpression: 'SET subscription = :subscription',
              // Newer or equal time wins, except that a subscription the provider deleted is
              // final: an event of the same subscription, even one stamped the same second,
              // never brings it back. (Event times have one-second resolution.)
              ConditionExpression:
                'attribute_exists(pk) AND (attribute_not_exists(subscription) OR (' +
                'subscription.lastEventAt <= :at AND (' +
                'attribute_not_exists(subscription.subscriptionId) OR subscription.subscriptionId <> :sid ' +
                'OR subscription.#status <> :canceled OR :status = :canceled)))',
              ExpressionAttributeNames: { '#status': 'status' },
              ExpressionAttributeValues: {
                ':subscription': subscription,
                ':at': subscription.lastEventAt,
                ':sid': subscription.subscriptionId ?? '',
                ':status': subscription.status,
                ':canceled': 'CANCELED',
              },
            },
          },
        ],
      }),
    );
    return 'applied';
  } catch (error) {
    if (!isTransactionCanceled(error)) throw error;
    const codes = cancellationReasons(error);
    if (codes[0] === 'ConditionalCheckFailed') return 'duplicate';
    if (codes[1] === 'ConditionalCheckFailed') return 'stale';
    throw error;
  }
}

export async function recordIgnoredEvent(eventId: string): Promise<void> {
  await db()
    .send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...keys.paymentEvent(eventId),
          entityType: ENTITY.paymentEvent,
          eventId,
          ignored: true,
          expiresAt: lapseAfter(PAYMENT_EVENT_LIFETIME_SECONDS),
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    )
    .catch((error: unknown) => {
      if (!isConditionFailed(error)) throw error;
    });
}
