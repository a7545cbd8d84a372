import type { NextStep } from '../../../shared/schemas/scenarios';
import { scenarioCard } from '../../content/scenario-cards';
import { getUser, type UserRecord } from '../../repositories/user-repository';
import { skillName } from '../progress/dashboard-service';
import { masteryPercent, progressOf, type ProgressState } from '../progress/progress-state';
import { myLearningPaths } from './learning-path-service';
import { completeScenario } from './scenario-service';
import type { CompletionResult } from './scenario-completion';

/**
 * One clear step after an activity: the next open scenario of the learner's path, else a
 * practice session on their weakest practised skill (or the skill just trained).
 */
export async function nextStepFor(user: UserRecord, justDone: { scenarioId?: string; skillIds?: string[] }) {
  const [path] = await myLearningPaths(user);
  const next = path?.scenarios.find(
    (s) => !s.completed && !s.locked && !s.premiumLocked && s.id !== justDone.scenarioId,
  );
  if (path && next) {
    return {
      kind: 'scenario',
      href: `/scenario/${next.id}`,
      label: `Next in ${path.name}: ${next.title}`,
    } satisfies NextStep;
  }
  const { mastery } = progressOf(user as unknown as Partial<ProgressState>, new Date());
  const practised = Object.keys(mastery)
    .map((skillId) => ({ skillId, percent: masteryPercent(mastery, skillId) ?? 100 }))
    .sort((a, b) => a.percent - b.percent);
  const skillId = practised[0]?.skillId ?? justDone.skillIds?.[0] ?? 'first-principles';
  return {
    kind: 'practice',
    href: `/practice/skill/${skillId}`,
    label: `Practise ${skillName(skillId)}, your weakest skill`,
  } satisfies NextStep;
}

/** POST /scenarios/{id}/complete with the step that follows it, read after the XP landed. */
export async function completeWithNextStep(
  user: UserRecord,
  scenarioId: string,
  body: { timeZone: string },
): Promise<CompletionResult & { nextStep: NextStep }> {
  const result = await completeScenario(user, scenarioId, body);
  const fresh = (await getUser(user.userId)) ?? user;
  const nextStep = await nextStepFor(fresh, {
    scenarioId,
    skillIds: scenarioCard(scenarioId)?.skillIds,
  });
  return { ...result, nextStep };
}
