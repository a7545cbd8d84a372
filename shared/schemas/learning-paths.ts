import * as z from 'zod';
import type { ScenarioSummary } from './scenarios';

const contentId = /* @__PURE__ */ z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'kebab-case id');

/** A learning path: an ordered run of scenarios with a final assessment over their skills. */
export const learningPathContentSchema = /* @__PURE__ */ z
  .object({
    id: contentId,
    name: z.string().trim().min(5).max(60),
    description: z.string().trim().min(60).max(400),
    scenarioIds: z.array(contentId).min(3).max(8),
  })
  .strict();
export type LearningPathContent = z.infer<typeof learningPathContentSchema>;

export interface LearningPathView {
  id: string;
  name: string;
  description: string;
  scenarios: ScenarioSummary[];
  completedCount: number;
  totalCount: number;
  /** Skills the path trains (its final assessment draws on them). */
  skillIds: string[];
  /** The path chosen for this learner from their assessment result and level. */
  recommended: boolean;
  /** Every scenario completed: the final assessment is open. */
  completed: boolean;
  /** Assigned by the learner's team: such paths come first. */
  assignedByTeam?: boolean;
}

/** GET /dashboard/daily-challenge */
export interface DailyChallenge {
  id: string;
  title: string;
  description: string;
  xp: number;
  /** Minutes. */
  duration: number;
  difficulty: string;
  /** The learner's local day it belongs to. */
  day: string;
}

export const LEARNING_PATH_TEXTS = {
  assessmentLocked: 'Complete every scenario in this path to unlock its final assessment.',
} as const;
