import { SCENARIO_TIMER_SECONDS } from '../../../shared/constants';
import {
  SCENARIO_TIME_UP_TOLERANCE_SECONDS,
  type ScenarioStatus,
  type ScenarioSummary,
} from '../../../shared/schemas/scenarios';
import type { ScenarioCard } from '../../content/scenario-card';
import { skillName } from '../../content/skill-names';
import type { ScenarioProgressRecord, ScenarioSessionRecord } from '../../repositories/scenario-repository';
import type { UserRecord } from '../../repositories/user-repository';
import { grantsPremium } from '../entitlements';
import { teaser } from '../toolkit/access';

/**
 * What a learner may see of a scenario and how long a dialogue has run: pure helpers, kept
 * apart from scenario-service so that the toolkit and the tutor worker, which need only
 * these, do not bundle the code that invokes the tutor (see functions/access.ts).
 */

/** Premium scenarios need a membership; every scenario unlocks at its required level. */
export function scenarioAccess(
  scenario: Pick<ScenarioCard, 'premium' | 'requiredLevel'>,
  user: UserRecord,
  now = new Date(),
) {
  return {
    locked: (user.level ?? 1) < scenario.requiredLevel,
    premiumLocked: scenario.premium && !grantsPremium(user, now),
  };
}

export function summaryOf(
  scenario: ScenarioCard,
  user: UserRecord,
  progress?: ScenarioProgressRecord,
): ScenarioSummary {
  const access = scenarioAccess(scenario, user);
  return {
    id: scenario.id,
    title: scenario.title,
    category: scenario.category,
    // A premium scenario's story stays on the server until the learner has access.
    context: access.premiumLocked ? teaser(scenario.context) : scenario.context,
    objective: scenario.objective,
    premium: scenario.premium,
    xpReward: scenario.xpReward,
    difficulty: scenario.difficulty,
    requiredLevel: scenario.requiredLevel,
    skillIds: scenario.skillIds,
    skillNames: scenario.skillIds.map(skillName),
    numberOfAttempts: progress?.attempts ?? 0,
    completed: progress?.completed ?? false,
    status: (progress?.status ?? 'NOT_STARTED') as ScenarioStatus,
    ...access,
  };
}

/** Seconds of dialogue so far: the banked time plus the stretch running now. */
export function elapsedSeconds(session: ScenarioSessionRecord, now: Date): number {
  const running = session.runningSince
    ? Math.max(0, (now.getTime() - Date.parse(session.runningSince)) / 1000)
    : 0;
  return Math.min(SCENARIO_TIMER_SECONDS * 10, Math.round(session.timeSpent + running));
}

/** Whether the session's active time, as the server recorded it, has reached the timer. */
export function timeIsUp(session: ScenarioSessionRecord, now: Date): boolean {
  return elapsedSeconds(session, now) >= SCENARIO_TIMER_SECONDS - SCENARIO_TIME_UP_TOLERANCE_SECONDS;
}
