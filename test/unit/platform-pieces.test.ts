import { describe, expect, it } from 'vitest';
import { DevMailbox } from '../../functions/local/mailbox';
import { dayBucket, hourBucket, keys } from '../../functions/repositories/keys';
import { grantsPremium } from '../../functions/services/entitlements';
import { bearerToken } from '../../functions/platform/token-verifier';
import {
  levelProgressPercent,
  practiceAccuracy,
  achievementTierName,
  difficultyColor,
} from '../../shared/constants';
import { fail, ok } from '../../shared/envelope';

describe('premium entitlement', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  it('comes from a membership', () => {
    expect(grantsPremium({ hasPremiumAccess: true }, now)).toBe(true);
  });
  it('comes from earned days until they run out', () => {
    expect(grantsPremium({ hasPremiumAccess: false, premiumAccessEndsAt: '2026-11-23T00:00:00Z' }, now)).toBe(
      true,
    );
    expect(grantsPremium({ hasPremiumAccess: false, premiumAccessEndsAt: '2026-11-22T11:59:59Z' }, now)).toBe(
      false,
    );
  });
  it('is absent otherwise', () => {
    expect(grantsPremium({ hasPremiumAccess: false }, now)).toBe(false);
  });
});

describe('bearer token parsing', () => {
  it.each([
    ['Bearer abc.def.ghi', 'abc.def.ghi'],
    ['bearer   abc', 'abc'],
    ['Token abc', undefined],
    ['Bearer', undefined],
    ['Bearer a b', undefined],
    [undefined, undefined],
  ])('%s -> %s', (header, expected) => {
    expect(bearerToken(header)).toBe(expected);
  });
});

describe('dev mailbox', () => {
  it('keeps messages per address, newest first, case-insensitively', () => {
    const printed: string[] = [];
    const box = new DevMailbox((line) => printed.push(line));
    box.deliver({
      to: 'Ada@Example.com',
      subject: 'first',
      text: 'one',
      code: '111111',
      sentAt: '2026-01-01T00:00:00Z',
    });
    box.deliver({
      to: 'ada@example.com',
      subject: 'second',
      text: 'two',
      code: null,
      sentAt: '2026-01-01T00:01:00Z',
    });
    box.deliver({ to: 'bob@example.com', subject: 'other', text: 'three', code: null });
    expect(box.for(' ADA@example.com ').map((m) => m.subject)).toEqual(['second', 'first']);
    expect(printed[0]).toContain('code 111111');
  });
});

describe('key builders', () => {
  it('bucket connection expiry by UTC hour and feedback by day', () => {
    expect(hourBucket(Date.UTC(2026, 10, 22, 21, 59, 59) / 1000)).toBe('2026-11-22T21');
    expect(dayBucket(new Date('2026-11-22T23:59:59Z'))).toBe('2026-11-22');
    expect(keys.feedback('u1', 'f1', '2026-11-22')).toEqual({
      pk: 'USER#u1',
      sk: 'FEEDBACK#f1',
      gsi1pk: 'FEEDBACK#2026-11-22',
      gsi1sk: 'f1',
    });
  });
});

describe('shared constants and envelope', () => {
  it('compute the spec formulas', () => {
    expect(levelProgressPercent(150, 50)).toBe(75);
    expect(levelProgressPercent(0, 0)).toBe(0);
    expect(practiceAccuracy(80, 10)).toBe(80);
    expect(practiceAccuracy(0, 0)).toBe(0);
    expect([3, 2, 1, 0].map(achievementTierName)).toEqual(['gold', 'silver', 'bronze', 'bronze']);
    expect(['BEGINNER', 'INTERMEDIATE', 'ADVANCED'].map(difficultyColor)).toEqual(['green', 'yellow', 'red']);
  });
  it('build envelopes of the documented shape', () => {
    expect(ok({ a: 1 })).toEqual({ success: true, data: { a: 1 }, message: null, error: null });
    expect(fail('NOT_FOUND', 'gone')).toEqual({
      success: false,
      data: null,
      message: 'gone',
      error: 'NOT_FOUND',
    });
  });
});
