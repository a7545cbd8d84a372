import { createHash, randomInt, timingSafeEqual } from 'node:crypto';

/**
 * The 6-digit codes the product mails (email changes, sign-in codes). A code is stored only as
 * a hash bound to its scope (a learner id or an address), so a leaked table item reveals no
 * code and a code for one account means nothing for another.
 */
export function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

export function hashCode(scope: string, code: string): string {
  return createHash('sha256').update(`${scope}:${code}`).digest('hex');
}

/** Compares in constant time. */
export function codeMatches(storedHash: string, scope: string, code: string): boolean {
  return timingSafeEqual(Buffer.from(hashCode(scope, code)), Buffer.from(storedHash));
}
