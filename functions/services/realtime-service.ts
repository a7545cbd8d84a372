import { clientMessageSchema } from '../../shared/schemas/realtime';
import { closeConnection, postToConnection } from '../platform/realtime-push';
import { verifyAccessToken } from '../platform/token-verifier';
import {
  deleteConnection,
  getLiveConnection,
  putConnection,
  putPendingConnection,
} from '../repositories/connection-repository';

/** API Gateway closes WebSocket connections after two hours; records live a little longer. */
export const CONNECTION_LIFETIME_SECONDS = 2 * 60 * 60 + 5 * 60;

/** A socket must send {token} this soon after connecting, or the sweep closes it. */
export const AUTH_DEADLINE_SECONDS = 30;

export const REALTIME_TEXTS = {
  authenticateFirst: 'Authenticate first by sending {"token": "<access token>"}.',
  invalidMessage: 'Messages must be JSON: {"token": "..."} or {"type": "ping"}.',
  authFailed: 'Authentication failed. Please sign in again.',
} as const;

const nowSeconds = (now: Date) => Math.floor(now.getTime() / 1000);

/**
 * The WebSocket protocol: a client connects, sends {token}, and from then on receives what
 * handlers push to its user. A ping is answered through the same management API.
 */
export async function handleClientMessage(
  connectionId: string,
  rawBody: string | undefined,
  now = new Date(),
) {
  let parsed: unknown;
  try {
    parsed = JSON.parse(rawBody ?? '');
  } catch {
    parsed = undefined;
  }
  const message = clientMessageSchema.safeParse(parsed);
  if (!message.success) {
    await postToConnection(connectionId, { type: 'error', message: REALTIME_TEXTS.invalidMessage });
    return;
  }
  if ('token' in message.data) {
    await authenticateConnection(connectionId, message.data.token, now);
    return;
  }
  const connection = await getLiveConnection(connectionId, nowSeconds(now));
  if (!connection) {
    await postToConnection(connectionId, { type: 'error', message: REALTIME_TEXTS.authenticateFirst });
    return;
  }
  await postToConnection(connectionId, { type: 'pong' });
}

async function authenticateConnection(connectionId: string, token: string, now: Date) {
  let userId: string;
  try {
    userId = (await verifyAccessToken(token)).userId;
  } catch {
    await postToConnection(connectionId, { type: 'auth_error', message: REALTIME_TEXTS.authFailed });
    await closeConnection(connectionId);
    return;
  }
  await putConnection({
    connectionId,
    userId,
    connectedAt: now.toISOString(),
    expiresAt: nowSeconds(now) + CONNECTION_LIFETIME_SECONDS,
  });
  await postToConnection(connectionId, { type: 'auth_success', userId });
}

/** $connect: the socket is known, with a short deadline to authenticate. */
export async function registerConnection(connectionId: string, now = new Date()): Promise<void> {
  await putPendingConnection({
    connectionId,
    connectedAt: now.toISOString(),
    expiresAt: nowSeconds(now) + AUTH_DEADLINE_SECONDS,
  });
}

export async function forgetConnection(connectionId: string): Promise<void> {
  await deleteConnection(connectionId);
}

export { sendToUser } from './realtime-delivery';
