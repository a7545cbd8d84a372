import type { ServerMessage } from '../../shared/schemas/realtime';
import { logger } from '../platform/logger';
import { postToConnection } from '../platform/realtime-push';
import { deleteConnection, listLiveConnectionsOf } from '../repositories/connection-repository';

/**
 * Delivery to a learner's open sockets, apart from the WebSocket protocol (realtime-service.ts):
 * the tutor worker pushes replies without loading the token verifier and the Cognito client
 * that authenticating a socket needs.
 */
const nowSeconds = (now: Date) => Math.floor(now.getTime() / 1000);

/** Pushes a message to every open socket of a learner; returns how many received it. */
export async function sendToUser(userId: string, message: ServerMessage, now = new Date()): Promise<number> {
  const connections = await listLiveConnectionsOf(userId, nowSeconds(now));
  let delivered = 0;
  await Promise.all(
    connections.map(async ({ connectionId }) => {
      if (await postToConnection(connectionId, message)) delivered += 1;
      else {
        logger.debug('Dropping gone connection', { connectionId });
        await deleteConnection(connectionId);
      }
    }),
  );
  return delivered;
}
