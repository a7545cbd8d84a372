import { existsSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import { ERROR_CODES, fail, ok } from '../../shared/envelope';
import { API_ERROR_MESSAGES } from '../../shared/messages';
import { logger } from '../platform/logger';
import { isApiRequestPath } from '../routes';
import { handleApiRequest } from './http-gateway';
import type { GoogleStandIn } from './google-stand-in';
import type { DevMailbox } from './mailbox';
import { handlePaymentStandIn, isPaymentStandInPath } from './payment-stand-in';
import { WebSocketGateway } from './ws-gateway';

export interface LocalServerOptions {
  root: string;
  port: number;
  mailbox: DevMailbox;
  /** Built web app; the server explains how to build it when missing. */
  webDist: string;
  googleStandIn: GoogleStandIn;
}

export interface LocalServer {
  url: string;
  close(): Promise<void>;
}

function json(res: http.ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

export async function startLocalServer(options: LocalServerOptions): Promise<LocalServer> {
  const websocket = new WebSocketGateway(options.root);
  const hasWeb = existsSync(path.join(options.webDist, 'index.html'));
  const serveWeb = hasWeb ? sirv(options.webDist, { single: true, etag: true, gzip: false }) : undefined;

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
    const route = async () => {
      if (isApiRequestPath(url.pathname)) return handleApiRequest(options.root, req, res, url);
      if (websocket.isManagementPath(url.pathname)) return websocket.handleManagement(req, res, url.pathname);
      if (options.googleStandIn.handles(url.pathname)) return options.googleStandIn.handle(req, res, url);
      if (isPaymentStandInPath(url.pathname)) return handlePaymentStandIn(req, res, url);
      if (url.pathname === '/__dev/mailbox') {
        const email = url.searchParams.get('email');
        if (!email) return json(res, 400, fail(ERROR_CODES.validation, 'Pass ?email=<address>.'));
        return json(res, 200, ok(options.mailbox.for(email)));
      }
      if (serveWeb)
        return serveWeb(req, res, () => {
          res.writeHead(404).end();
        });
      res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('The web app is not built yet. Run `npm run build:web` (npm start does this for you).');
    };
    route().catch((error: unknown) => {
      logger.error('Local server request failed', { error, path: url.pathname });
      if (!res.headersSent) json(res, 500, fail(ERROR_CODES.internal, API_ERROR_MESSAGES.internal));
      else res.end();
    });
  });
  websocket.attach(server);

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return {
    url: `http://localhost:${port}`,
    close: async () => {
      await websocket.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
