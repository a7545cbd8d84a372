import {
  ApiGatewayManagementApiClient,
  GoneException,
  PostToConnectionCommand,
  DeleteConnectionCommand,
} from '@aws-sdk/client-apigatewaymanagementapi';
import type { ServerMessage } from '../../shared/schemas/realtime';
import { getConfig } from './config';
import { traced } from './tracing';

/**
 * Pushes messages to WebSocket clients through the API Gateway management API. Locally the
 * same client talks to the local server's @connections endpoint; only the endpoint differs.
 */
let client: ApiGatewayManagementApiClient | undefined;

function managementClient(): ApiGatewayManagementApiClient {
  if (!client) {
    const config = getConfig();
    if (!config.WS_MANAGEMENT_ENDPOINT) throw new Error('WS_MANAGEMENT_ENDPOINT is not configured');
    const local = config.STAGE !== 'aws';
    client = traced(
      new ApiGatewayManagementApiClient({
        endpoint: config.WS_MANAGEMENT_ENDPOINT,
        region: config.AWS_REGION,
        ...(local ? { credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {}),
      }),
    );
  }
  return client;
}

/** Sends one message; returns false when the connection is gone. */
export async function postToConnection(connectionId: string, message: ServerMessage): Promise<boolean> {
  try {
    await managementClient().send(
      new PostToConnectionCommand({ ConnectionId: connectionId, Data: Buffer.from(JSON.stringify(message)) }),
    );
    return true;
  } catch (error) {
    if (isGone(error)) return false;
    throw error;
  }
}

function isGone(error: unknown): boolean {
  return (
    error instanceof GoneException ||
    (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 410
  );
}

export async function closeConnection(connectionId: string): Promise<void> {
  try {
    await managementClient().send(new DeleteConnectionCommand({ ConnectionId: connectionId }));
  } catch (error) {
    if (!isGone(error)) throw error;
  }
}
