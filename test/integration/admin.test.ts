import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  grantPremium,
  lookUpAccount,
  markVerified,
  revokePremium,
} from '../../functions/services/admin-service';
import type { UserProfile } from '../../shared/schemas/users';
import { createSignedInAccount, type TestAccount } from '../support/accounts';
import { api } from '../support/api';
import { useStack } from '../support/stack';

const { url, env } = useStack();
const root = path.resolve(import.meta.dirname, '../..');
let learner: TestAccount;

async function me(token: string) {
  return (await api<UserProfile>(url, 'GET', '/users/me', { token })).body.data as UserProfile;
}

beforeAll(async () => {
  learner = await createSignedInAccount(env);
  await me(learner.accessToken);
});

describe('admin operations', () => {
  it('grants premium for N days, extends a grant, and revokes it', async () => {
    const now = new Date();
    await grantPremium(learner.email, 7, 'PREMIUM', now);
    let profile = await me(learner.accessToken);
    expect(profile).toMatchObject({ hasPremiumAccess: true, membership: 'PREMIUM' });
    expect(Date.parse(profile.premiumAccessEndsAt ?? '')).toBe(now.getTime() + 7 * 86_400_000);

    await grantPremium(learner.email, 3, 'ENTERPRISE', now);
    profile = await me(learner.accessToken);
    expect(profile.membership).toBe('ENTERPRISE');
    expect(Date.parse(profile.premiumAccessEndsAt ?? '')).toBe(now.getTime() + 10 * 86_400_000);

    await revokePremium(learner.email);
    profile = await me(learner.accessToken);
    expect(profile).toMatchObject({ hasPremiumAccess: false, membership: null, premiumAccessEndsAt: null });
  });

  it('refuses nonsense day counts', async () => {
    await expect(grantPremium(learner.email, 0, 'PREMIUM')).rejects.toThrow(RangeError);
    await expect(grantPremium(learner.email, 1.5, 'PREMIUM')).rejects.toThrow(RangeError);
  });

  it('marks an unverified sign-up verified so the learner can sign in', async () => {
    const email = `stuck-${randomUUID()}@example.com`;
    const password = 'Lantern-Orbit-93';
    await api(url, 'POST', '/auth/register', {
      json: { name: 'Stuck Learner', email, password, confirmPassword: password },
    });
    expect((await api(url, 'POST', '/auth/login', { json: { email, password } })).status).toBe(403);
    await markVerified(email);
    expect((await api(url, 'POST', '/auth/login', { json: { email, password } })).status).toBe(200);
  });

  it('looks an account up by email, case-insensitively', async () => {
    const report = await lookUpAccount(learner.email.toUpperCase());
    expect(report.pool).toMatchObject({ email: learner.email, confirmed: true });
    expect(report.profile).toMatchObject({ id: learner.userId, email: learner.email });
    await expect(lookUpAccount(`nobody-${randomUUID()}@example.com`)).rejects.toThrow(/No account/);
  });

  it('runs as npm run admin against the configured table', async () => {
    const { stdout } = await promisify(execFile)(
      path.join(root, 'node_modules/.bin/tsx'),
      ['bin/admin.ts', 'user', learner.email],
      { cwd: root, env: { ...process.env, ...env } },
    );
    expect(JSON.parse(stdout)).toMatchObject({
      target: 'aws',
      command: 'user',
      result: { email: learner.email },
    });
  });
});
