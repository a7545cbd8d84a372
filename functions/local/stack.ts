import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ensureTable, localDynamoClient, startDynamoDbLocal } from './dynamodb-local';
import { ensureLocalPool, startCognitoLocal } from './cognito-local';
import { GoogleStandIn, STAND_IN_PREFIX } from './google-stand-in';
import { useLocalMailbox } from '../adapters/mailer';
import { seedContent } from '../content/seed';
import { DevMailbox } from './mailbox';
import { startLocalWorkers } from './workers';
import { isPortFree, preferredOrFreePort } from './ports';
import { startScheduler } from './scheduler';
import { startLocalServer } from './server';

export const LOCAL_TABLE_NAME = 'clarity-local';
/** Feedback forwarded by the local stack lands in the dev mailbox under this address. */
export const LOCAL_FEEDBACK_INBOX = 'feedback@clarity.local';

export function localEnvFile(dataDir: string): string {
  return path.join(dataDir, 'local-env.json');
}

export interface LocalStackOptions {
  root: string;
  /** Port of the web app and API; 0 picks a free one. */
  port: number;
  /** Where accounts and progress persist; in memory (DynamoDB) and a temp dir (Cognito) when absent. */
  dataDir: string;
  persist: boolean;
  stage?: 'local' | 'test';
  /** Run scheduled jobs on timers (off in tests, which run jobs explicitly). */
  scheduler?: boolean;
  log?: (line: string) => void;
}

/** The environment the local stack gives its in-process handlers (the Lambda config keys). */
export interface LocalStackEnv {
  STAGE: string;
  AWS_REGION: string;
  AWS_ACCESS_KEY_ID: string;
  AWS_SECRET_ACCESS_KEY: string;
  TABLE_NAME: string;
  DYNAMODB_ENDPOINT: string;
  COGNITO_ENDPOINT: string;
  COGNITO_ISSUER: string;
  COGNITO_USER_POOL_ID: string;
  COGNITO_CLIENT_ID: string;
  WS_MANAGEMENT_ENDPOINT: string;
  WEB_ORIGIN: string;
  COGNITO_OAUTH_URL: string;
  FEEDBACK_INBOX: string;
  STRIPE_WEBHOOK_SECRET: string;
  ORIGIN_VERIFY_SECRET: string;
}

/** The signing secret shared by the local checkout stand-in and the webhook handler. */
export const LOCAL_STRIPE_WEBHOOK_SECRET = 'whsec_local_clarity_stand_in';

/** Plays CloudFront's origin secret locally, so tests can speak as a viewer behind the edge. */
export const LOCAL_ORIGIN_VERIFY_SECRET = 'local-origin-verify-secret';

export interface LocalStack {
  url: string;
  env: LocalStackEnv;
  mailbox: DevMailbox;
  stop(): Promise<void>;
}

export class PortInUseError extends Error {
  constructor(readonly port: number) {
    super(
      `Port ${port} is already in use. Stop the program using it, or choose another port: PORT=3001 npm start`,
    );
  }
}

/**
 * Brings up the whole product on one machine: DynamoDB Local, cognito-local, the table and
 * user pool, and the local server that plays API Gateway, WebSocket API and Scheduler.
 */
export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  const log = options.log ?? ((line: string) => console.log(line));
  if (options.port !== 0 && !(await isPortFree(options.port))) throw new PortInUseError(options.port);
  mkdirSync(options.dataDir, { recursive: true });

  const mailbox = new DevMailbox(log);
  const stops: Array<() => Promise<void>> = [];
  const stop = async () => {
    for (const fn of stops.reverse()) await fn().catch(() => undefined);
  };

  try {
    const dynamo = await startDynamoDbLocal({
      root: options.root,
      port: await preferredOrFreePort(options.persist ? 8000 : undefined),
      dbPath: options.persist ? path.join(options.dataDir, 'dynamodb') : undefined,
    });
    stops.push(dynamo.stop);

    const cognito = await startCognitoLocal({
      port: await preferredOrFreePort(options.persist ? 9229 : undefined),
      dataDir: path.join(options.dataDir, 'cognito'),
      onCode: ({ to, code }) =>
        mailbox.deliver({
          to,
          subject: 'Your Clarity verification code',
          text: `Your verification code is ${code}. It expires in 10 minutes.`,
          code,
        }),
    });
    stops.push(cognito.stop);
    const pool = await ensureLocalPool(cognito.endpoint, path.join(options.dataDir, 'local-pool.json'));

    const client = localDynamoClient(dynamo.endpoint);
    const table = await ensureTable(client, LOCAL_TABLE_NAME);
    client.destroy();
    log(`[local] table ${LOCAL_TABLE_NAME} ${table === 'created' ? 'created' : 'ready'}`);

    const port = options.port === 0 ? await preferredOrFreePort(undefined) : options.port;
    const env: LocalStackEnv = {
      STAGE: options.stage ?? 'local',
      AWS_REGION: 'us-east-1',
      AWS_ACCESS_KEY_ID: 'local',
      AWS_SECRET_ACCESS_KEY: 'local',
      TABLE_NAME: LOCAL_TABLE_NAME,
      DYNAMODB_ENDPOINT: dynamo.endpoint,
      COGNITO_ENDPOINT: cognito.endpoint,
      COGNITO_ISSUER: `${cognito.endpoint}/${pool.userPoolId}`,
      COGNITO_USER_POOL_ID: pool.userPoolId,
      COGNITO_CLIENT_ID: pool.clientId,
      WS_MANAGEMENT_ENDPOINT: `http://127.0.0.1:${port}/ws`,
      WEB_ORIGIN: `http://localhost:${port}`,
      COGNITO_OAUTH_URL: `http://localhost:${port}${STAND_IN_PREFIX}`,
      FEEDBACK_INBOX: LOCAL_FEEDBACK_INBOX,
      STRIPE_WEBHOOK_SECRET: LOCAL_STRIPE_WEBHOOK_SECRET,
      ORIGIN_VERIFY_SECRET: LOCAL_ORIGIN_VERIFY_SECRET,
    };
    // Handlers run in this process and read their configuration from the environment, as on Lambda.
    Object.assign(process.env, env);
    // `npm run job` and other tools find the running stack through this file.
    if (options.persist) writeFileSync(localEnvFile(options.dataDir), JSON.stringify(env, null, 2));
    const seeded = await seedContent();
    log(
      `[local] toolkit content ${seeded.status === 'seeded' ? `seeded (${seeded.items} items)` : 'up to date'}`,
    );

    useLocalMailbox((email) => mailbox.deliver({ ...email, code: email.code ?? null }));
    stops.push(async () => useLocalMailbox(undefined));
    const workers = startLocalWorkers(options.root);
    stops.push(workers.stop);

    const server = await startLocalServer({
      root: options.root,
      port,
      mailbox,
      webDist: path.join(options.root, 'web', 'dist'),
      googleStandIn: new GoogleStandIn({ cognitoEndpoint: cognito.endpoint, userPoolId: pool.userPoolId }),
    });
    stops.push(server.close);

    if (options.scheduler) {
      const scheduler = startScheduler(options.root);
      stops.push(async () => scheduler.stop());
    }
    return { url: server.url, env, mailbox, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
