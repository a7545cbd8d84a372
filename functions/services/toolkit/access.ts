import { FREE_SKILL_MAX_REQUIRED_LEVEL } from '../../../shared/constants';
import type { UserRecord } from '../../repositories/user-repository';
import { grantsPremium } from '../entitlements';

/**
 * Gating of spec section 5: locked below the required level; premium content, or a skill
 * whose required level is above 2, needs premium access.
 */
export interface Access {
  locked: boolean;
  premiumLocked: boolean;
}

export function needsPremium(item: { premium: boolean; requiredLevel: number }): boolean {
  return item.premium || item.requiredLevel > FREE_SKILL_MAX_REQUIRED_LEVEL;
}

export function accessTo(
  item: { premium: boolean; requiredLevel: number },
  user: UserRecord,
  now: Date = new Date(),
): Access {
  return {
    locked: (user.level ?? 1) < item.requiredLevel,
    premiumLocked: needsPremium(item) && !grantsPremium(user, now),
  };
}

/**
 * What a locked card may show of premium text: its first sentence, at most 160 characters,
 * cut at a word. The rest stays on the server until the learner has access.
 */
export function teaser(text: string, limit = 160): string {
  const sentence = /^.*?[.!?](?=\s|$)/.exec(text)?.[0] ?? text;
  if (sentence.length <= limit) return sentence;
  const cut = sentence.slice(0, limit - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 1)).replace(/[,;:]$/, '')}…`;
}
