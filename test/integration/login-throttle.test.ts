import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TooManyRequestsError } from '../../functions/platform/errors';
import {
  beginAttempt,
  MAX_FAILURES_PER_CLIENT,
  MAX_FAILURES_PER_EMAIL,
  THROTTLE_WINDOW_SECONDS,
  type ThrottleSubject,
} from '../../functions/services/login-throttle';
import { useStack } from '../support/stack';

useStack();

const email = () => `throttle-${randomUUID()}@example.com`;
const client = () => `client-${randomUUID()}`;

/** Starts `count` attempts at once; returns how many were let through. */
async function attempts(subject: () => ThrottleSubject, count: number, now: Date): Promise<number> {
  const results = await Promise.allSettled(Array.from({ length: count }, () => beginAttempt(subject(), now)));
  for (const r of results) {
    if (r.status === 'rejected') expect(r.reason).toBeInstanceOf(TooManyRequestsError);
  }
  return results.filter((r) => r.status === 'fulfilled').length;
}

describe('sign-in throttling', () => {
  it('lets exactly the limit of parallel attempts for one email through, and a new window starts clean', async () => {
    const now = new Date();
    const subject = { email: email(), clientIp: client(), action: 'login' as const };
    expect(await attempts(() => subject, 30, now)).toBe(MAX_FAILURES_PER_EMAIL);
    const error = await beginAttempt(subject, now).catch((e: unknown) => e);
    expect((error as TooManyRequestsError).retryAfterSeconds).toBeGreaterThan(0);
    expect((error as TooManyRequestsError).retryAfterSeconds).toBeLessThanOrEqual(THROTTLE_WINDOW_SECONDS);
    const nextWindow = new Date(now.getTime() + THROTTLE_WINDOW_SECONDS * 1000);
    await expect(beginAttempt(subject, nextWindow)).resolves.toBeDefined();
  });

  it('blocks a client address that fails across many emails, but not other clients', async () => {
    const now = new Date();
    const clientIp = client();
    expect(await attempts(() => ({ email: email(), clientIp, action: 'login' }), 40, now)).toBe(
      MAX_FAILURES_PER_CLIENT,
    );
    await expect(
      beginAttempt({ email: email(), clientIp: client(), action: 'login' }, now),
    ).resolves.toBeDefined();
  });

  it('gives the slot back for an attempt that was not a wrong guess', async () => {
    const now = new Date();
    const subject = { email: email(), clientIp: client(), action: 'login' as const };
    for (let i = 0; i < MAX_FAILURES_PER_EMAIL * 3; i += 1)
      await (await beginAttempt(subject, now)).release();
    expect(await attempts(() => subject, MAX_FAILURES_PER_EMAIL + 2, now)).toBe(MAX_FAILURES_PER_EMAIL);
  });

  it('keeps sign-in and code-entry counters apart', async () => {
    const now = new Date();
    const base = { email: email(), clientIp: client() };
    expect(await attempts(() => ({ ...base, action: 'verify' }), MAX_FAILURES_PER_EMAIL + 1, now)).toBe(
      MAX_FAILURES_PER_EMAIL,
    );
    await expect(beginAttempt({ ...base, action: 'login' }, now)).resolves.toBeDefined();
  });
});
