import { setTimeout as delay } from 'node:timers/promises';
import { ERROR_MESSAGES } from '../../../shared/messages';
import type { AchievementDefinition } from '../../../shared/schemas/progress';
import { ACHIEVEMENTS } from '../../content/achievements';
import { NotFoundError } from '../../platform/errors';
import { logger } from '../../platform/logger';
import {
  getActivity,
  saveActivity,
  type ActivityRecord,
  type LinkedWrite,
} from '../../repositories/progress-repository';
import { keys } from '../../repositories/keys';
import { getUser, type UserRecord } from '../../repositories/user-repository';
import { xpToNextLevel } from './level-curve';
import { applyActivity, progressOf, type Activity, type ProgressState } from './progress-state';
import { countMetric } from '../../platform/metrics';

/**
 * The one place activities turn into XP, levels, streaks, period figures and achievements.
 * Every activity carries an idempotency key (e.g. `scenario:<sessionId>`): reporting it
 * again, from a retry, a double click or a concurrent request, awards nothing more.
 */
export interface ProgressOutcome {
  duplicate: boolean;
  xpAwarded: number;
  xp: number;
  level: number;
  xpToNext: number;
  streak: number;
  newlyEarned: Array<Pick<AchievementDefinition, 'id' | 'name' | 'tier' | 'icon'>>;
  xpCapped: boolean;
}

const MAX_ATTEMPTS = 12;

function fromRecord(record: ActivityRecord): ProgressOutcome {
  const byId = new Map(ACHIEVEMENTS.map((a) => [a.id, a]));
  return {
    duplicate: true,
    xpAwarded: record.xpAwarded,
    xp: record.xpAfter,
    level: record.levelAfter,
    xpToNext: xpToNextLevel(record.xpAfter),
    streak: record.streakAfter,
    xpCapped: record.xpCapped ?? false,
    newlyEarned: record.newlyEarned.flatMap((id) => {
      const a = byId.get(id);
      return a ? [{ id: a.id, name: a.name, tier: a.tier, icon: a.icon }] : [];
    }),
  };
}

/** A linked write's condition failed (e.g. the practice session was already closed). */
export class LinkedWriteRefused extends Error {
  constructor(readonly activityKey: string) {
    super(`A write linked to activity ${activityKey} was refused`);
  }
}

export async function recordActivity(
  userId: string,
  activityKey: string,
  activity: Activity,
  linkedWrites: LinkedWrite[] = [],
  /** Other profile fields the activity sets, computed from the profile it was applied to. */
  profileFields: (user: UserRecord) => Record<string, unknown> = () => ({}),
): Promise<ProgressOutcome> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const known = await getActivity(userId, activityKey);
    if (known) return fromRecord(known);
    const user = await getUser(userId);
    if (!user) throw new NotFoundError(ERROR_MESSAGES.profileLoadFailed);
    const state = progressOf(user as Partial<ProgressState>, activity.occurredAt);
    const applied = applyActivity(state, activity, ACHIEVEMENTS);
    const record: ActivityRecord = {
      activityKey,
      kind: activity.kind,
      occurredAt: activity.occurredAt.toISOString(),
      xpAwarded: applied.xpAwarded,
      xpDistribution: applied.xpDistribution,
      ...(applied.xpCapped ? { xpCapped: true } : {}),
      newlyEarned: applied.newlyEarned.map((a) => a.id),
      xpAfter: applied.next.xp,
      levelAfter: applied.next.level,
      streakAfter: applied.next.streak,
    };
    // Profiles created before the roster index existed join it on their next activity.
    const outcome = await saveActivity(
      userId,
      state.version,
      applied.next,
      record,
      { day: applied.localDay, xp: applied.xpAwarded },
      { ...profileFields(user), ...keys.roster(userId) },
      linkedWrites,
    );
    if (outcome === 'refused') throw new LinkedWriteRefused(activityKey);
    if (outcome === 'applied') {
      if (applied.xpAwarded > 0) countMetric('XpAwarded', applied.xpAwarded, { source: activity.kind });
      if (activity.kind === 'SCENARIO_COMPLETED') countMetric('ScenarioCompletions');
      if (applied.newlyEarned.length) {
        logger.info('Achievements earned', { userId, achievements: record.newlyEarned });
      }
      return { ...fromRecord(record), duplicate: false };
    }
    if (outcome === 'duplicate') {
      const winner = await getActivity(userId, activityKey);
      if (winner) return fromRecord(winner);
    }
    // Another activity of this learner landed first: recompute from the new state.
    await delay(Math.floor(Math.random() * 20 * (attempt + 1)));
  }
  throw new Error(`Could not record activity ${activityKey} after ${MAX_ATTEMPTS} attempts`);
}
