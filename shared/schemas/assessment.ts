import * as z from 'zod';
import { VALIDATION_MESSAGES } from '../messages';

/**
 * The free initial assessment: two parallel forms of 15 questions (functions/content/
 * assessment-questions.json), scored on the server into a cognitive snapshot.
 */
export const ASSESSMENT_DIMENSIONS = [
  'REFLECTION',
  'REASONING',
  'EVIDENCE',
  'BIAS_AWARENESS',
  'OPEN_MINDEDNESS',
] as const;
export type AssessmentDimension = (typeof ASSESSMENT_DIMENSIONS)[number];

export const DIMENSION_NAMES: Record<AssessmentDimension, string> = {
  REFLECTION: 'Reflection',
  REASONING: 'Reasoning',
  EVIDENCE: 'Evidence & Probability',
  BIAS_AWARENESS: 'Bias Awareness',
  OPEN_MINDEDNESS: 'Open-Mindedness',
};

export const ASSESSMENT_FORMS = ['A', 'B'] as const;
export type AssessmentForm = (typeof ASSESSMENT_FORMS)[number];

const prose = (min: number, max: number) => z.string().trim().min(min).max(max);

export const assessmentQuestionContentSchema = /* @__PURE__ */ z
  .object({
    id: z.string().regex(/^[ab]-q\d{2}$/),
    form: z.enum(ASSESSMENT_FORMS),
    dimension: z.enum(ASSESSMENT_DIMENSIONS),
    kind: z.enum(['CHOICE', 'FREE_TEXT']),
    questionText: prose(40, 600),
    options: z
      .array(
        z
          .object({
            id: z.enum(['a', 'b', 'c', 'd']),
            text: prose(2, 200),
            points: z.number().int().min(0).max(2),
          })
          .strict(),
      )
      .max(4),
    freeText: z
      .object({
        concepts: z
          .array(z.array(prose(2, 40).toLowerCase()).min(2).max(12))
          .min(2)
          .max(3),
        minConcepts: z.number().int().min(1).max(3),
        sample: prose(40, 300),
      })
      .strict()
      .optional(),
    explanation: prose(40, 400),
  })
  .strict()
  .refine(
    (q) =>
      q.kind === 'CHOICE' ? q.options.length === 4 && !q.freeText : q.options.length === 0 && !!q.freeText,
    {
      message: 'choice items have four options; free-text items have none and a freeText rubric',
    },
  )
  .refine((q) => q.kind === 'FREE_TEXT' || q.options.filter((o) => o.points === 2).length === 1, {
    message: 'a choice item has exactly one best (2-point) option',
  });
export type AssessmentQuestionContent = z.infer<typeof assessmentQuestionContentSchema>;

/** GET /assessment/questions: what the browser sees (no points, no explanations). */
export interface AssessmentQuestion {
  id: string;
  questionText: string;
  options: Array<{ id: string; text: string }>;
}

export interface AssessmentQuestionSet {
  form: AssessmentForm;
  questions: AssessmentQuestion[];
}

export const FREE_TEXT_MAX_LENGTH = 1000;

/** POST /assessment/submit */
export const assessmentSubmitBodySchema = /* @__PURE__ */ z
  .object({
    form: z.enum(ASSESSMENT_FORMS),
    answers: z
      .array(
        z
          .object({
            questionId: z.string().min(1).max(20),
            selectedOptionId: z
              .string()
              .trim()
              .min(1, VALIDATION_MESSAGES.assessmentIncomplete)
              .max(FREE_TEXT_MAX_LENGTH),
          })
          .strict(),
      )
      .min(1, VALIDATION_MESSAGES.assessmentIncomplete)
      .max(30),
  })
  .strict();
export type AssessmentSubmitBody = z.infer<typeof assessmentSubmitBodySchema>;

export const attemptIdParamsSchema = /* @__PURE__ */ z
  .object({ id: z.string().regex(/^[0-9A-Za-z]{10,40}$/, 'That attempt id is not valid.') })
  .strict();

/** GET /assessment/feedback/{id} once scored (null data while it is still being scored). */
export interface AssessmentFeedback {
  attemptId: string;
  snapshotId: string;
  userName: string | null;
  thinkingStyle: string;
  thinkingStyleExplanation: string;
  generatedDate: string;
  score: number;
  subScores: Record<AssessmentDimension, number>;
  overallFeedback: string;
  /** Dimension name -> what the answers showed and the concrete next step. */
  detailedFeedback: Record<string, string>;
  firstRecommendedScenarioId: string;
  recommendedPathId: string;
  recommendedPathName: string;
}

/** GET /snapshots/{id}: what a shared snapshot shows; never the email or the answers. */
export type PublicSnapshot = Pick<
  AssessmentFeedback,
  | 'snapshotId'
  | 'userName'
  | 'thinkingStyle'
  | 'thinkingStyleExplanation'
  | 'generatedDate'
  | 'score'
  | 'subScores'
  | 'overallFeedback'
  | 'detailedFeedback'
>;

export interface AssessmentHistoryEntry {
  attemptId: string;
  assessmentType: 'INITIAL' | 'RETAKE';
  score: number | null;
  completionDate: string;
}

/** GET /users/me/retake-assessment-status */
export interface RetakeStatus {
  canRetake: boolean;
  scenariosToComplete: number;
  nextEligibleDate: string | null;
  latestAttemptId: string | null;
}

/** A retake needs this many days since the latest attempt and this many scenarios completed since. */
export const RETAKE_MIN_DAYS = 7;
export const RETAKE_MIN_SCENARIOS = 3;

export const ASSESSMENT_TEXTS = {
  retakeNotYet: 'You can retake the assessment once the retake conditions on your profile are met.',
  attemptNotFound: 'No assessment results found. Please try the assessment again.',
  snapshotNotFound: 'This snapshot could not be found.',
  wrongQuestions: 'Answer every question of the form you were given.',
} as const;
