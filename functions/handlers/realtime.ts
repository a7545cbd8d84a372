import type { APIGatewayProxyResultV2, APIGatewayProxyWebsocketEventV2, Context } from 'aws-lambda';
import { beginInvocation, logger } from '../platform/logger';
import { forgetConnection, handleClientMessage, registerConnection } from '../services/realtime-service';

/**
 * WebSocket API entry for $connect, $disconnect and $default. Authentication happens in
 * the first message ({token}), because browsers cannot set headers on a WebSocket.
 */
export async function handler(
  event: APIGatewayProxyWebsocketEventV2,
  context?: Context,
): Promise<APIGatewayProxyResultV2> {
  beginInvocation(context, event.requestContext?.requestId);
  const { routeKey, connectionId } = event.requestContext;
  try {
    if (routeKey === '$connect') {
      await registerConnection(connectionId);
      return { statusCode: 200 };
    }
    if (routeKey === '$disconnect') {
      await forgetConnection(connectionId);
      return { statusCode: 200 };
    }
    await handleClientMessage(connectionId, event.body);
    return { statusCode: 200 };
  } catch (error) {
    logger.error('WebSocket handler failed', { error, routeKey, connectionId });
    return { statusCode: 500 };
  }
}
