import { randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import path from 'node:path';
import type { Duplex } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { APIGatewayProxyResultV2, APIGatewayProxyWebsocketEventV2 } from 'aws-lambda';
import { WebSocket, WebSocketServer } from 'ws';
import { WEBSOCKET_PATH } from '../../shared/constants';
import { logger } from '../platform/logger';

/**
 * Plays the API Gateway WebSocket API for the local server: $connect, $default and
 * $disconnect go to the real realtime handler, and /ws/@connections/{id} is the
 * management API that handlers reach through @aws-sdk/client-apigatewaymanagementapi.
 */
type RealtimeHandler = (event: APIGatewayProxyWebsocketEventV2) => Promise<APIGatewayProxyResultV2>;

const MANAGEMENT_PREFIX = `${WEBSOCKET_PATH}/@connections/`;

/** API Gateway's limits: a frame of at most 128 KB, 10 minutes idle, 2 hours in all. */
export const WEBSOCKET_LIMITS = {
  maxPayloadBytes: 128 * 1024,
  idleMs: 10 * 60_000,
  lifetimeMs: 2 * 60 * 60_000,
} as const;

export class WebSocketGateway {
  private readonly sockets = new Map<
    string,
    { socket: WebSocket; connectedAt: number; lastActiveAt: number }
  >();
  private readonly wss = new WebSocketServer({
    noServer: true,
    maxPayload: WEBSOCKET_LIMITS.maxPayloadBytes,
  });
  private handler: Promise<RealtimeHandler> | undefined;
  private readonly reaper: NodeJS.Timeout;

  constructor(private readonly root: string) {
    this.reaper = setInterval(() => this.closeExpired(Date.now()), 30_000);
    this.reaper.unref();
  }

  /** Closes sockets idle or open longer than API Gateway allows, as it would. */
  closeExpired(now: number): void {
    for (const { socket, connectedAt, lastActiveAt } of this.sockets.values()) {
      const idle = now - lastActiveAt >= WEBSOCKET_LIMITS.idleMs;
      const old = now - connectedAt >= WEBSOCKET_LIMITS.lifetimeMs;
      if (idle || old) socket.close(1001, idle ? 'Idle timeout' : 'Connection lifetime reached');
    }
  }

  attach(server: Server): void {
    server.on('upgrade', (req, socket, head) => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (url.pathname !== WEBSOCKET_PATH) {
        socket.destroy();
        return;
      }
      // A client that resets mid-handshake must not take the server down with it.
      socket.on('error', () => socket.destroy());
      this.connect(req, socket, head).catch((error: unknown) => {
        logger.error('WebSocket connect failed', { error });
        socket.destroy();
      });
    });
  }

  private realtime(): Promise<RealtimeHandler> {
    this.handler ??= import(pathToFileURL(path.join(this.root, 'functions/handlers/realtime.ts')).href).then(
      (mod: { handler: RealtimeHandler }) => mod.handler,
    );
    return this.handler;
  }

  private event(routeKey: string, connectionId: string, req: IncomingMessage | undefined, body?: string) {
    const now = Date.now();
    const eventType =
      routeKey === '$connect' ? 'CONNECT' : routeKey === '$disconnect' ? 'DISCONNECT' : 'MESSAGE';
    return {
      requestContext: {
        routeKey,
        eventType,
        connectionId,
        extendedRequestId: randomUUID(),
        requestId: randomUUID(),
        messageDirection: 'IN',
        stage: 'ws',
        domainName: req?.headers.host ?? 'localhost',
        apiId: 'local',
        connectedAt: this.sockets.get(connectionId)?.connectedAt ?? now,
        requestTimeEpoch: now,
        requestTime: new Date(now).toUTCString(),
        ...(eventType === 'MESSAGE' ? { messageId: randomUUID() } : {}),
      },
      body,
      isBase64Encoded: false,
    } as unknown as APIGatewayProxyWebsocketEventV2;
  }

  private async connect(req: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
    // API Gateway ids look like base64 of random bytes; '=' is kept out so paths need no escaping.
    const connectionId = randomBytes(12).toString('base64').replace(/[+/=]/g, 'x');
    const handler = await this.realtime();
    const result = await handler(this.event('$connect', connectionId, req));
    const status =
      typeof result === 'object' && result !== null && 'statusCode' in result
        ? Number(result.statusCode)
        : 200;
    if (status < 200 || status >= 300) {
      socket.write(`HTTP/1.1 ${status} Forbidden\r\nConnection: close\r\n\r\n`);
      socket.destroy();
      return;
    }
    this.wss.handleUpgrade(req, socket, head, (ws) => {
      const now = Date.now();
      this.sockets.set(connectionId, { socket: ws, connectedAt: now, lastActiveAt: now });
      const dispatch = (routeKey: string, body?: string) =>
        handler(this.event(routeKey, connectionId, req, body)).catch((error: unknown) => {
          logger.error('WebSocket handler failed', { error, routeKey, connectionId });
        });
      ws.on('message', (data: Buffer) => {
        const entry = this.sockets.get(connectionId);
        if (entry) entry.lastActiveAt = Date.now();
        void dispatch('$default', data.toString('utf8'));
      });
      // Protocol faults (invalid UTF-8, a frame over the limit, a bad opcode) arrive here; ws
      // then closes that one socket with 1007/1009/1002 and the server carries on.
      ws.on('error', (error) => {
        logger.warn('WebSocket protocol error', { connectionId, error: error.message });
      });
      ws.on('close', () => {
        this.sockets.delete(connectionId);
        void dispatch('$disconnect');
      });
    });
  }

  isManagementPath(pathname: string): boolean {
    return pathname.startsWith(MANAGEMENT_PREFIX);
  }

  /** POST sends data, GET describes, DELETE closes; 410 Gone for unknown connections, as on AWS. */
  async handleManagement(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> {
    const connectionId = decodeURIComponent(pathname.slice(MANAGEMENT_PREFIX.length));
    const entry = this.sockets.get(connectionId);
    if (!entry || entry.socket.readyState !== WebSocket.OPEN) {
      res.writeHead(410, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: 'Gone' }));
      return;
    }
    if (req.method === 'POST') {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      entry.socket.send(Buffer.concat(chunks).toString('utf8'));
      res.writeHead(200).end();
    } else if (req.method === 'DELETE') {
      entry.socket.close(1000);
      res.writeHead(204).end();
    } else if (req.method === 'GET') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          connectedAt: new Date(entry.connectedAt).toISOString(),
          lastActiveAt: new Date(entry.lastActiveAt).toISOString(),
          identity: { sourceIp: '127.0.0.1' },
        }),
      );
    } else {
      res.writeHead(405).end();
    }
  }

  async close(): Promise<void> {
    clearInterval(this.reaper);
    for (const { socket } of this.sockets.values()) socket.terminate();
    this.sockets.clear();
    await new Promise<void>((resolve) => this.wss.close(() => resolve()));
  }
}
