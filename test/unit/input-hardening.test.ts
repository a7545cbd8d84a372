import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, nameSchema } from '../../shared/schemas/auth';
import { timeZoneSchema } from '../../shared/schemas/common';

describe('names shown to other learners', () => {
  it.each([
    ['NUL', 'Ada\u0000Lovelace'],
    ['ANSI escape', '\u001b[2J\u001b[31mAdmin'],
    ['bell and backspace', 'Ada\u0007\u0008'],
    ['right-to-left override', 'Ada \u202Egnp.exe'],
    ['bidi isolate', 'Ada \u2066evil\u2069'],
    ['lone high surrogate', 'Ada \ud800'],
    ['lone low surrogate', '\udc00 Ada'],
  ])('refuses a %s', (_label, name) => {
    const result = nameSchema.safeParse(name);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(AUTH_MESSAGES.nameInvalid);
  });

  it.each([['\u200B\u200B'], ['\u200D \uFEFF'], ['\u2060\u3000']])(
    'treats zero-width-only text %j as no name at all',
    (name) => {
      const result = nameSchema.safeParse(name);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((i) => i.message)).toContain(AUTH_MESSAGES.nameRequired);
    },
  );

  it.each([
    ['Ada Lovelace'],
    ['José Ñúñez-O’Brien'],
    ['李小龍'],
    ['محمد\u200Cرضا'],
    ['श्री\u200Dराम'],
    ['Zoë 😀'],
  ])('accepts %s', (name) => {
    expect(nameSchema.parse(name)).toBe(name);
  });
});

describe('time zones', () => {
  it.each([['Europe/Berlin'], ['America/Argentina/Salta'], ['UTC'], ['Etc/GMT+5']])('accepts %s', (zone) => {
    expect(timeZoneSchema.parse(zone)).toBe(zone);
  });

  it.each([
    ['Mars/Olympus_Mons'],
    ['+05:00'],
    ['<script>'],
    ['Europe/'],
    ['a'.repeat(65)],
    ['../../etc/passwd'],
  ])('refuses %s', (zone) => {
    expect(timeZoneSchema.safeParse(zone).success).toBe(false);
  });

  it('defaults to UTC when absent', () => {
    expect(timeZoneSchema.parse(undefined)).toBe('UTC');
  });
});
