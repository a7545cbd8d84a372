import type { DailyChallenge } from '../../../shared/schemas/learning-paths';
import type { ScenarioCard } from '../../content/scenario-card';
import { scenarioCards } from '../../content/scenario-cards';
import type { UserRecord } from '../../repositories/user-repository';
import { isValidTimeZone, localDate } from '../progress/calendar';
import { recordActivity } from '../progress/progress-service';

/**
 * The day's challenge (spec: dashboard): one scenario per local day, the same for every load
 * of that day; starting it counts as engaging with it once.
 */
/** FNV-1a: the same day always picks the same challenge. */
function dayHash(day: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < day.length; i += 1) {
    hash ^= day.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Minutes a dialogue usually takes, by difficulty; the timer caps every one at ten. */
const DURATION_MINUTES = { BEGINNER: 6, INTERMEDIATE: 8, ADVANCED: 10 } as const;

/** The day's challenge: one scenario per local day, chosen deterministically among those open to the learner. */
export function dailyChallengeScenario(user: UserRecord, day: string): ScenarioCard {
  const open = scenarioCards().filter((s) => !s.premium && s.requiredLevel <= (user.level ?? 1));
  const pool = [...(open.length ? open : scenarioCards())].sort((a, b) => a.id.localeCompare(b.id));
  return pool[dayHash(day) % pool.length]!;
}

/** GET /dashboard/daily-challenge */
export function dailyChallengeFor(user: UserRecord, timeZone: string, now = new Date()): DailyChallenge {
  const day = localDate(now, isValidTimeZone(timeZone) ? timeZone : 'UTC');
  const scenario = dailyChallengeScenario(user, day);
  return {
    id: scenario.id,
    title: scenario.title,
    description: scenario.objective,
    xp: scenario.xpReward,
    duration: DURATION_MINUTES[scenario.difficulty],
    difficulty: scenario.difficulty,
    day,
  };
}

/** Starting the day's challenge counts as engaging with it, once per local day. */
export async function noteDailyChallenge(
  user: UserRecord,
  scenarioId: string,
  timeZone: string,
  now: Date,
): Promise<void> {
  const zone = isValidTimeZone(timeZone) ? timeZone : 'UTC';
  const day = localDate(now, zone);
  if (dailyChallengeScenario(user, day).id !== scenarioId) return;
  await recordActivity(user.userId, `daily-challenge:${day}`, {
    kind: 'DAILY_CHALLENGE_ENGAGED',
    xpDistribution: {},
    timeZone: zone,
    occurredAt: now,
  });
}
