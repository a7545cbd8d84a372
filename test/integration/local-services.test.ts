import { describe, expect, it } from 'vitest';
import { CognitoIdentityProviderClient, SignUpCommand } from '@aws-sdk/client-cognito-identity-provider';
import { randomUUID } from 'node:crypto';
import { run as sweepConnections } from '../../functions/jobs/sweep-connections';
import { getLiveConnection, putConnection } from '../../functions/repositories/connection-repository';
import { useStack } from '../support/stack';

const { url, env } = useStack();

describe('dev mailbox', () => {
  it('holds the verification code cognito-local would have emailed, newest first', async () => {
    const email = `mailbox-${randomUUID()}@example.com`;
    const cognito = new CognitoIdentityProviderClient({
      endpoint: env.COGNITO_ENDPOINT,
      region: 'local',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    await cognito.send(
      new SignUpCommand({
        ClientId: env.COGNITO_CLIENT_ID,
        Username: email,
        Password: 'Correct-Horse-42',
        UserAttributes: [{ Name: 'email', Value: email }],
      }),
    );
    cognito.destroy();

    await expect
      .poll(async () => {
        const res = await fetch(`${url}/__dev/mailbox?email=${encodeURIComponent(email)}`);
        return ((await res.json()) as { data: Array<{ to: string; code: string }> }).data;
      })
      .toEqual([expect.objectContaining({ to: email, code: expect.stringMatching(/^\d{6}$/) })]);
  });

  it('asks for an address', async () => {
    const res = await fetch(`${url}/__dev/mailbox`);
    expect(res.status).toBe(400);
  });
});

describe('sweep-connections job', () => {
  it('deletes expired connection records and keeps live ones', async () => {
    const now = new Date();
    const nowSeconds = Math.floor(now.getTime() / 1000);
    const expired = `expired-${randomUUID()}`;
    const live = `live-${randomUUID()}`;
    await putConnection({
      connectionId: expired,
      userId: 'u1',
      connectedAt: now.toISOString(),
      expiresAt: nowSeconds - 60,
    });
    await putConnection({
      connectionId: live,
      userId: 'u1',
      connectedAt: now.toISOString(),
      expiresAt: nowSeconds + 3600,
    });

    const summary = await sweepConnections(now);

    expect(summary.deleted).toBeGreaterThanOrEqual(1);
    expect(await getLiveConnection(live, nowSeconds)).toBeDefined();
    const afterwards = await getLiveConnection(expired, nowSeconds - 120);
    expect(afterwards).toBeUndefined();
  });
});
