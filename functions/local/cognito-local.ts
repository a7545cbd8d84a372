import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  CognitoIdentityProviderClient,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  DescribeUserPoolCommand,
  ListUserPoolsCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { PASSWORD_MIN_LENGTH } from '../../shared/constants';
import { startChild, type ManagedProcess } from './child-process';
import { waitUntil } from './ports';

/** The user pool and app client the local stack made on its first start. */
export interface LocalPool {
  userPoolId: string;
  clientId: string;
}

export interface CognitoLocalOptions {
  port: number;
  /** cognito-local keeps its state in <dataDir>/.cognito. */
  dataDir: string;
  /** Called for every confirmation code cognito-local would have emailed. */
  onCode?: (delivery: { to: string; code: string; username: string }) => void;
}

export function localCognitoClient(endpoint: string): CognitoIdentityProviderClient {
  return new CognitoIdentityProviderClient({
    endpoint,
    region: 'local',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
}

export async function startCognitoLocal(
  options: CognitoLocalOptions,
): Promise<ManagedProcess & { endpoint: string }> {
  mkdirSync(options.dataDir, { recursive: true });
  const entry = fileURLToPath(new URL('./cognito-local-launcher.cjs', import.meta.url));
  const managed = startChild('cognito-local', process.execPath, [entry], {
    cwd: options.dataDir,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(options.port), DEBUG: '' },
    onMessage: (message) => {
      const delivery = message as { type?: string; to?: string; code?: string; username?: string };
      if (delivery.type === 'code' && delivery.to && delivery.code) {
        options.onCode?.({
          to: delivery.to,
          code: delivery.code,
          username: delivery.username ?? delivery.to,
        });
      }
    },
  });
  const endpoint = `http://127.0.0.1:${options.port}`;
  const client = localCognitoClient(endpoint);
  try {
    await waitUntil('cognito-local', async () => {
      await client.send(new ListUserPoolsCommand({ MaxResults: 1 }));
      return true;
    });
  } catch (error) {
    await managed.stop();
    throw error;
  } finally {
    client.destroy();
  }
  return { ...managed, endpoint };
}

/**
 * Reuses the pool recorded in stateFile, or creates a pool and client configured like the
 * deployed ones (email sign-in, password policy, USER_PASSWORD_AUTH + refresh).
 */
export async function ensureLocalPool(endpoint: string, stateFile: string): Promise<LocalPool> {
  const client = localCognitoClient(endpoint);
  try {
    if (existsSync(stateFile)) {
      const saved = JSON.parse(readFileSync(stateFile, 'utf8')) as LocalPool;
      const found = await client
        .send(new DescribeUserPoolCommand({ UserPoolId: saved.userPoolId }))
        .then(() => true)
        .catch(() => false);
      if (found) return saved;
    }
    const pool = await client.send(
      new CreateUserPoolCommand({
        PoolName: 'clarity-local',
        UsernameAttributes: ['email'],
        AutoVerifiedAttributes: ['email'],
        Policies: { PasswordPolicy: { MinimumLength: PASSWORD_MIN_LENGTH } },
      }),
    );
    const userPoolId = pool.UserPool?.Id;
    if (!userPoolId) throw new Error('cognito-local did not return a user pool id');
    const appClient = await client.send(
      new CreateUserPoolClientCommand({
        UserPoolId: userPoolId,
        ClientName: 'clarity-web',
        ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
      }),
    );
    const clientId = appClient.UserPoolClient?.ClientId;
    if (!clientId) throw new Error('cognito-local did not return a client id');
    const created = { userPoolId, clientId };
    mkdirSync(path.dirname(stateFile), { recursive: true });
    writeFileSync(stateFile, JSON.stringify(created, null, 2));
    return created;
  } finally {
    client.destroy();
  }
}
