import type { LearnerProfile } from '../../tutor/contract';
import type { UserRecord } from '../../repositories/user-repository';
import { grantsPremium } from '../entitlements';
import { masteryPercent, progressOf, type ProgressState } from '../progress/progress-state';

/** Practice answers below this share right mark a weak skill (after a few answers). */
const WEAK_MASTERY_PERCENT = 60;
const MIN_ANSWERS_TO_JUDGE = 3;

/** What the tutor may know of the learner: their membership, weak skills and past traps. */
export function learnerProfileOf(user: UserRecord, now = new Date()): LearnerProfile {
  const { mastery } = progressOf(user as unknown as Partial<ProgressState>, now);
  const weakSkillIds = Object.entries(mastery)
    .filter(([skillId, answers]) => {
      const percent = masteryPercent(mastery, skillId);
      return answers.total >= MIN_ANSWERS_TO_JUDGE && percent !== null && percent < WEAK_MASTERY_PERCENT;
    })
    .map(([skillId]) => skillId);
  return {
    premium: grantsPremium(user, now),
    weakSkillIds,
    pastMisconceptionSkills: [...(user.tutorMisconceptionSkills ?? [])],
  };
}
