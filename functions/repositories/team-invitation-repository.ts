import { GetCommand, TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { TeamRole } from '../../shared/schemas/teams';
import { db, queryAll, tableName } from './dynamo-client';
import { ENTITY, keys } from './keys';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** An invitation link, stored under the hash of its secret. */
export interface InvitationRecord {
  tokenHash: string;
  teamId: string;
  teamName: string;
  email: string;
  role: Exclude<TeamRole, 'OWNER'>;
  invitedBy: string;
  invitedAt: string;
  /** Epoch seconds; also the TTL. */
  expiresAt: number;
  status: 'PENDING' | 'ACCEPTED';
  acceptedBy?: string;
}

/** The team's view of a pending invitation (shown as an INVITED member). */
export interface PendingInviteRecord {
  teamId: string;
  email: string;
  role: Exclude<TeamRole, 'OWNER'>;
  tokenHash: string;
  invitedAt: string;
  expiresAt: number;
}

/**
 * Stores a new invitation and makes it the address's current one: the team's INVITE# item
 * names the newest link's hash, so an older link for the same address no longer works.
 */
export async function putInvitation(invitation: InvitationRecord): Promise<void> {
  const pending: PendingInviteRecord = {
    teamId: invitation.teamId,
    email: invitation.email,
    role: invitation.role,
    tokenHash: invitation.tokenHash,
    invitedAt: invitation.invitedAt,
    expiresAt: invitation.expiresAt,
  };
  await db().send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Put: {
            TableName: tableName(),
            Item: {
              ...keys.teamInvitation(invitation.tokenHash),
              entityType: ENTITY.teamInvitation,
              ...invitation,
            },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        {
          Put: {
            TableName: tableName(),
            Item: {
              ...keys.teamInvite(invitation.teamId, invitation.email),
              entityType: ENTITY.teamInvite,
              ...pending,
            },
          },
        },
      ],
    }),
  );
}

export async function getInvitation(tokenHash: string): Promise<InvitationRecord | undefined> {
  const result = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.teamInvitation(tokenHash), ConsistentRead: true }),
  );
  return result.Item as InvitationRecord | undefined;
}

/** Pending invitations of the team that have not expired (TTL removes the rest eventually). */
export async function listPendingInvites(teamId: string, nowSeconds: number): Promise<PendingInviteRecord[]> {
  const { pk, skPrefix } = keys.teamInvites(teamId);
  return queryAll<PendingInviteRecord>({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    FilterExpression: 'expiresAt > :now',
    ExpressionAttributeValues: { ':pk': pk, ':prefix': skPrefix, ':now': nowSeconds },
  });
}

/**
 * The writes that use an invitation up, for the join transaction: the link must still be
 * pending, unexpired and the address's newest; it becomes ACCEPTED and the pending row goes.
 */
export function useInvitationWrites(
  invitation: InvitationRecord,
  userId: string,
  nowSeconds: number,
): TransactItem[] {
  return [
    {
      Update: {
        TableName: tableName(),
        Key: keys.teamInvitation(invitation.tokenHash),
        UpdateExpression: 'SET #status = :accepted, acceptedBy = :user',
        ConditionExpression: '#status = :pending AND expiresAt > :now',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':accepted': 'ACCEPTED',
          ':pending': 'PENDING',
          ':user': userId,
          ':now': nowSeconds,
        },
      },
    },
    {
      Delete: {
        TableName: tableName(),
        Key: keys.teamInvite(invitation.teamId, invitation.email),
        ConditionExpression: 'tokenHash = :hash',
        ExpressionAttributeValues: { ':hash': invitation.tokenHash },
      },
    },
  ];
}
