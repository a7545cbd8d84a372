import * as z from 'zod';
import { DIFFICULTIES } from './toolkit';

/**
 * Scenario content: a short situation, the insights a strong learner reaches (the rubric), and
 * the Socratic material the tutor draws on. Data lives in functions/content/scenarios/*.json,
 * is validated by these schemas in a test and at load, and is seeded into DynamoDB.
 */
const contentId = /* @__PURE__ */ z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'kebab-case id');
const prose = (min: number, max: number) => z.string().trim().min(min).max(max);

export const SCENARIO_CATEGORIES = [
  'Work & Career',
  'Money',
  'Health',
  'Relationships',
  'News & Society',
  'Technology',
  'Learning',
] as const;

/** Paul & Elder's six kinds of Socratic question; every rubric item's ladder covers at least four. */
export const SOCRATIC_KINDS = [
  'CLARIFICATION',
  'ASSUMPTIONS',
  'EVIDENCE',
  'VIEWPOINTS',
  'IMPLICATIONS',
  'META',
] as const;
export type SocraticKind = (typeof SOCRATIC_KINDS)[number];

/**
 * A concept is a group of interchangeable words or short phrases in base form ("sunk",
 * "already spend", "money gone"); a reply hits the concept when it uses any of them, not negated.
 */
const conceptSchema = /* @__PURE__ */ z.array(prose(2, 40).toLowerCase()).min(2).max(96);

export const rubricItemSchema = /* @__PURE__ */ z
  .object({
    id: contentId,
    /** The insight in one sentence, as the tutor would state it after the learner has shown it. */
    insight: prose(30, 300),
    /** Share of the score this item carries, relative to the other items. */
    weight: z.number().int().min(1).max(3),
    /** Required items must all be shown to complete the scenario. */
    required: z.boolean(),
    /** Key concepts; a reply shows the item when it hits at least `minConcepts` of them. */
    concepts: z.array(conceptSchema).min(2).max(5),
    minConcepts: z.number().int().min(1).max(5),
    /** How learners who have the insight tend to say it: 3-6 varied sentences. */
    phrasings: z.array(prose(15, 240)).min(3).max(8),
    /** Socratic questions that lead toward the insight, gentlest first, never stating it. */
    ladder: z
      .array(z.object({ kind: z.enum(SOCRATIC_KINDS), question: prose(20, 300) }).strict())
      .min(4)
      .max(7),
    /** Hints from vague to specific; the last points straight at the insight without saying it. */
    hints: z.array(prose(20, 300)).length(3),
    /** What the tutor says when the learner shows the item (may restate the insight). */
    acknowledgement: prose(20, 300),
    /**
     * Claims that argue the other way ("stay on it", "worth finishing"), in base form: a reply
     * that states one is a wrong turn, not credit, however many of the item's words it uses.
     */
    contradictions: z.array(prose(3, 60).toLowerCase()).min(3).max(128),
    /** Asked when the learner first states the insight: the reason behind it, without stating it. */
    why: prose(20, 300),
  })
  .strict()
  .refine((item) => item.minConcepts <= item.concepts.length, {
    message: 'minConcepts cannot exceed the number of concepts',
  })
  .refine((item) => new Set(item.ladder.map((rung) => rung.kind)).size >= 4, {
    message: 'a ladder covers at least four kinds of Socratic question',
  });
export type RubricItem = z.infer<typeof rubricItemSchema>;

export const misconceptionSchema = /* @__PURE__ */ z
  .object({
    id: contentId,
    /** The faulty idea, for the tutor's notes and the learner's history. */
    description: prose(20, 300),
    concepts: z.array(conceptSchema).min(1).max(4),
    minConcepts: z.number().int().min(1).max(4),
    phrasings: z.array(prose(15, 240)).min(2).max(5),
    /** A question that makes the learner test the faulty idea against the situation. */
    question: prose(20, 300),
  })
  .strict()
  .refine((item) => item.minConcepts <= item.concepts.length, {
    message: 'minConcepts cannot exceed the number of concepts',
  });
export type Misconception = z.infer<typeof misconceptionSchema>;

export const scenarioContentSchema = /* @__PURE__ */ z
  .object({
    id: contentId,
    title: prose(5, 90),
    category: z.enum(SCENARIO_CATEGORIES),
    /** Mental model or bias ids this scenario trains; the first is the main one. */
    skillIds: z.array(contentId).min(1).max(3),
    difficulty: z.enum(DIFFICULTIES),
    premium: z.boolean(),
    requiredLevel: z.number().int().min(1).max(10),
    /** The situation, second person, concrete: names, numbers, stakes. */
    context: prose(300, 1600),
    /** What the learner must work out, one or two sentences. */
    objective: prose(40, 300),
    xpReward: z.number().int().min(50).max(200),
    /** The takeaway shown on completion, 2-4 sentences. */
    lessonLearned: prose(100, 600),
    /** The tutor's first question. */
    opening: prose(30, 400),
    rubric: z.array(rubricItemSchema).min(2).max(4),
    misconceptions: z.array(misconceptionSchema).min(1).max(3),
    /**
     * Who in the story argues for the trap, as a learner would name them ("dana", "my father",
     * "the finance director"): a reply that sides with them ("Dana's right") is a wrong turn.
     */
    trapHolders: z.array(prose(2, 40).toLowerCase()).max(6).optional(),
    /**
     * What the trap argues for, as a learner would name it ("the streak app", "the $150 fee",
     * "a second van"): a reply that calls it right ("the streak app is the best fix", "the fee
     * will work") is a wrong turn.
     */
    trapOptions: z.array(prose(2, 60).toLowerCase()).max(12).optional(),
    completion: z
      .object({
        /** Score (percent) at which the dialogue completes once every required item is shown. */
        minScore: z.number().int().min(50).max(100),
        /** Learner turns after which the dialogue ends with the score reached. */
        maxTurns: z.number().int().min(4).max(15),
      })
      .strict(),
  })
  .strict()
  .refine((s) => s.rubric.some((item) => item.required), { message: 'at least one rubric item is required' })
  .refine((s) => new Set(s.rubric.map((item) => item.id)).size === s.rubric.length, {
    message: 'rubric item ids are unique within a scenario',
  });
export type ScenarioContent = z.infer<typeof scenarioContentSchema>;
