import * as z from 'zod';
import { timeZoneSchema } from './common';

/**
 * Toolkit content: mental models, cognitive biases and their practice questions. The data
 * lives in functions/content/*.json, is validated by these schemas in a test and at load,
 * and is seeded into DynamoDB.
 */
export const DIFFICULTIES = ['BEGINNER', 'INTERMEDIATE', 'ADVANCED'] as const;
export const FREQUENCIES = ['VERY_COMMON', 'COMMON', 'OCCASIONAL'] as const;

const contentId = /* @__PURE__ */ z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'kebab-case id');
const prose = (min: number, max: number) => z.string().trim().min(min).max(max);

export const mentalModelSchema = /* @__PURE__ */ z
  .object({
    id: contentId,
    name: prose(3, 60),
    category: prose(3, 40),
    difficulty: z.enum(DIFFICULTIES),
    /** What the model is and why it helps, 2-4 sentences. */
    description: prose(120, 700),
    /** A concrete situation from everyday adult life or work where the model changes the call. */
    example: prose(120, 700),
    /** How to use it: short imperative steps. */
    howToApply: z.array(prose(15, 200)).min(3).max(5),
    requiredLevel: z.number().int().min(1).max(10),
    premium: z.boolean(),
    skillId: contentId,
  })
  .strict();
export type MentalModelContent = z.infer<typeof mentalModelSchema>;

export const cognitiveBiasSchema = /* @__PURE__ */ z
  .object({
    id: contentId,
    name: prose(3, 60),
    category: prose(3, 40),
    frequency: z.enum(FREQUENCIES),
    description: prose(120, 700),
    example: prose(120, 700),
    /** What to do about it: a concrete counter-move, 1-3 sentences. */
    antidote: prose(60, 500),
    requiredLevel: z.number().int().min(1).max(10),
    premium: z.boolean(),
    skillId: contentId,
  })
  .strict();
export type CognitiveBiasContent = z.infer<typeof cognitiveBiasSchema>;

export const practiceQuestionSchema = /* @__PURE__ */ z
  .object({
    id: z.string().regex(/^[a-z0-9-]+-q\d{2}$/, '<skillId>-qNN'),
    skillId: contentId,
    /** A new situation to apply the skill to, ending in a question. */
    question: prose(60, 700),
    options: z.array(prose(2, 240)).length(4),
    correctIndex: z.number().int().min(0).max(3),
    /** One or two sentences: why the right option is right. */
    explanation: prose(40, 400),
    /** Why each tempting wrong option is wrong, and the general lesson. */
    detailedExplanation: prose(120, 1200),
  })
  .strict();
export type PracticeQuestionContent = z.infer<typeof practiceQuestionSchema>;

export const skillTreeSchema = /* @__PURE__ */ z
  .array(
    z
      .object({
        id: contentId,
        name: prose(3, 60),
        description: prose(40, 300),
        /** CSS colour of the branch. */
        color: z.string().regex(/^#[0-9A-Fa-f]{6}$/),
        isPremium: z.boolean(),
        /** Tiers of the branch, easiest first; each skill is a mental model or bias id. */
        levels: z.array(z.array(contentId).min(1)).min(2).max(4),
        capstone: z
          .object({
            id: contentId,
            name: prose(3, 60),
            description: prose(40, 300),
            requiredLevel: z.number().int().min(1).max(20),
          })
          .strict(),
      })
      .strict(),
  )
  .min(4);
export type SkillTreeContent = z.infer<typeof skillTreeSchema>;

/** Skill levels are earned by XP in that skill: 100, 250, 500, 1000 and 2000 XP. */
export const SKILL_LEVEL_XP = [100, 250, 500, 1000, 2000] as const;

export interface SkillView {
  id: string;
  name: string;
  level: number;
  maxLevel: number;
  xp: number;
  /** XP at which the next skill level is reached (the top threshold once maxed). */
  requiredXp: number;
  requiredLevel: number;
  unlocked: boolean;
  isPremium: boolean;
  isCapstone: boolean;
  kind: 'MODEL' | 'BIAS' | 'CAPSTONE';
}

export interface SkillBranchView {
  id: string;
  name: string;
  description: string;
  color: string;
  isPremium: boolean;
  levels: Array<{ level: number; skills: SkillView[] }>;
  capstone: SkillView;
  /** Skills the learner's recommended path highlights. */
  recommendedSkillIds: string[];
}

/** GET /toolkit/mental-models and /toolkit/cognitive-biases ?query&category */
export const toolkitListQuerySchema = /* @__PURE__ */ z
  .object({
    query: z.string().trim().max(100, 'Search for at most 100 characters.').optional(),
    category: z.string().trim().max(60).optional(),
    page: z.coerce.number().int().min(0).max(1000).default(0),
    size: z.coerce.number().int().min(1).max(100).default(50),
  })
  .strict();

interface ToolkitAccess {
  /** The learner's level is below requiredLevel. */
  locked: boolean;
  /** Premium content (or a skill above level 2) and the learner has no premium access. */
  premiumLocked: boolean;
}

/**
 * A toolkit item as a learner sees it. For premium-locked items the server sends the card
 * only: the description cut to its first sentence, and no example, steps or antidote.
 */
export type MentalModelView = Omit<MentalModelContent, 'example' | 'howToApply'> &
  Partial<Pick<MentalModelContent, 'example' | 'howToApply'>> &
  ToolkitAccess & { mastery: number; scenarioCount: number };
export type CognitiveBiasView = Omit<CognitiveBiasContent, 'example' | 'antidote'> &
  Partial<Pick<CognitiveBiasContent, 'example' | 'antidote'>> &
  ToolkitAccess & { resistance: number };

export interface Page<T> {
  content: T[];
  page: number;
  size: number;
  totalElements: number;
  totalPages: number;
}

export interface ToolkitCategories {
  mentalModelCategories: string[];
  cognitiveBiasCategories: string[];
}

/**
 * GET /practice/{skillId}: the questions without their answers. Each pick is checked on the
 * server (POST /practice/answer), which then reveals the answer and the explanations.
 */
export interface PracticeSession {
  id: string;
  skillId: string;
  skillName: string;
  mode: 'SKILL' | 'ASSESSMENT';
  questions: Array<Pick<PracticeQuestionContent, 'id' | 'question' | 'options'>>;
}

const practiceSessionId = /* @__PURE__ */ z
  .string()
  .regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, 'That practice session id is not valid.');

/** POST /practice/answer: the learner's one pick for one question of a session. */
export const practiceAnswerBodySchema = /* @__PURE__ */ z
  .object({
    sessionId: practiceSessionId,
    questionId: z.string().min(1).max(80),
    selectedIndex: z.number().int().min(0).max(3),
  })
  .strict();
export type PracticeAnswerBody = z.infer<typeof practiceAnswerBodySchema>;

/** The verdict on a pick. The first pick is locked: asking again returns the same verdict. */
export interface PracticeAnswerResult {
  questionId: string;
  selectedIndex: number;
  isCorrect: boolean;
  correctIndex: number;
  explanation: string;
  detailedExplanation?: string;
}

/** POST /practice/submit: scored from the picks the server recorded, never from the client. */
export const practiceSubmitBodySchema = /* @__PURE__ */ z
  .object({
    sessionId: practiceSessionId,
    timeSpent: z
      .number()
      .int()
      .min(0)
      .max(24 * 3600),
    timeZone: timeZoneSchema,
  })
  .strict();
export type PracticeSubmitBody = z.input<typeof practiceSubmitBodySchema>;

export interface PracticeResult {
  sessionId: string;
  score: number;
  totalQuestions: number;
  xpEarned: number;
  accuracy: number;
  answeredQuestions: Array<{ questionId: string; isCorrect: boolean }>;
  timeSpent: number;
  level: number;
  xp: number;
  newlyEarned: Array<{ id: string; name: string; tier: number; icon: string }>;
  /** True when the day's practice XP for a skill was already reached, so less was awarded. */
  xpCapped: boolean;
}
