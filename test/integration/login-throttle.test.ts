import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TooManyRequestsError } from '../../functions/platform/errors';
import {
  assertNotThrottled,
  MAX_FAILURES_PER_CLIENT,
  MAX_FAILURES_PER_EMAIL,
  noteFailure,
  THROTTLE_WINDOW_SECONDS,
} from '../../functions/services/login-throttle';
import { useStack } from '../support/stack';

useStack();

const email = () => `throttle-${randomUUID()}@example.com`;

describe('sign-in throttling', () => {
  it('blocks a client address that fails across many emails, but not other clients', async () => {
    const now = new Date();
    const clientIp = `198.51.100.${Math.floor(Math.random() * 250)}-${randomUUID()}`;
    await Promise.all(
      Array.from({ length: MAX_FAILURES_PER_CLIENT }, () =>
        noteFailure({ email: email(), clientIp, action: 'login' }, now),
      ),
    );
    await expect(
      assertNotThrottled({ email: email(), clientIp, action: 'login' }, now),
    ).rejects.toBeInstanceOf(TooManyRequestsError);
    await expect(
      assertNotThrottled({ email: email(), clientIp: `other-${randomUUID()}`, action: 'login' }, now),
    ).resolves.toBeUndefined();
  });

  it('counts concurrent failures exactly, and a new window starts clean', async () => {
    const now = new Date();
    const subject = { email: email(), clientIp: `client-${randomUUID()}`, action: 'login' as const };
    await Promise.all(Array.from({ length: MAX_FAILURES_PER_EMAIL - 1 }, () => noteFailure(subject, now)));
    await expect(assertNotThrottled(subject, now)).resolves.toBeUndefined();
    await noteFailure(subject, now);
    const error = await assertNotThrottled(subject, now).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TooManyRequestsError);
    expect((error as TooManyRequestsError).retryAfterSeconds).toBeGreaterThan(0);
    expect((error as TooManyRequestsError).retryAfterSeconds).toBeLessThanOrEqual(THROTTLE_WINDOW_SECONDS);

    const nextWindow = new Date(now.getTime() + THROTTLE_WINDOW_SECONDS * 1000);
    await expect(assertNotThrottled(subject, nextWindow)).resolves.toBeUndefined();
  });

  it('keeps sign-in and code-entry counters apart', async () => {
    const now = new Date();
    const base = { email: email(), clientIp: `client-${randomUUID()}` };
    await Promise.all(
      Array.from({ length: MAX_FAILURES_PER_EMAIL }, () => noteFailure({ ...base, action: 'verify' }, now)),
    );
    await expect(assertNotThrottled({ ...base, action: 'verify' }, now)).rejects.toBeInstanceOf(
      TooManyRequestsError,
    );
    await expect(assertNotThrottled({ ...base, action: 'login' }, now)).resolves.toBeUndefined();
  });
});
