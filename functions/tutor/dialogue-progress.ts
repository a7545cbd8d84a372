import type { RubricItem, ScenarioContent } from '../../shared/schemas/scenario-content';
import type { TutorState } from './contract';

/** Where a dialogue stands: the understanding score, which items are shown, completion and XP. */
export function understandingScore(scenario: ScenarioContent, credit: Record<string, number>): number {
  const total = scenario.rubric.reduce((sum, item) => sum + item.weight, 0);
  const earned = scenario.rubric.reduce((sum, item) => sum + item.weight * (credit[item.id] ?? 0), 0);
  return Math.round((earned / total) * 100);
}

export function isShown(state: TutorState, item: RubricItem): boolean {
  return (state.credit[item.id] ?? 0) >= 1;
}

export function requirementsMet(scenario: ScenarioContent, state: TutorState): boolean {
  return scenario.rubric.filter((item) => item.required).every((item) => isShown(state, item));
}

/** Whether the dialogue is over: the required insights and the score reached, everything shown, or the turn cap. */
export function dialogueComplete(scenario: ScenarioContent, state: TutorState): boolean {
  const score = understandingScore(scenario, state.credit);
  return (
    (requirementsMet(scenario, state) && score >= scenario.completion.minScore) ||
    scenario.rubric.every((item) => isShown(state, item)) ||
    state.turns >= scenario.completion.maxTurns
  );
}

/** XP for the dialogue: the reward scaled by the score, split over the skills (main skill double). */
export function xpDistribution(scenario: ScenarioContent, score: number): Record<string, number> {
  const earned = Math.round((scenario.xpReward * score) / 100);
  const weights = scenario.skillIds.map((_, index) => (index === 0 ? 2 : 1));
  const totalWeight = weights.reduce((a, b) => a + b, 0);
  const shares = scenario.skillIds.map((_, index) => Math.floor((earned * weights[index]!) / totalWeight));
  shares[0]! += earned - shares.reduce((a, b) => a + b, 0);
  const result: Record<string, number> = {};
  scenario.skillIds.forEach((id, index) => {
    if (shares[index]! > 0) result[id] = shares[index]!;
  });
  return result;
}
