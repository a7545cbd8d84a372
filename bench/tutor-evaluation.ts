import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ScenarioContent } from '../shared/schemas/scenario-content';
import { SCENARIO_TIME_UP_MARKER } from '../shared/schemas/scenarios';
import type { ExemplarEvidence } from '../functions/tutor/exemplars';

/**
 * Measures a tutor on learner replies written from each scenario's story by writers who never
 * saw its rubric (test/fixtures/tutor-heldout/). Correct replies (plain, terse, with typos)
 * should be credited: recall. Keyword lists, confident wrong-direction reasoning, denials,
 * steering and off-topic messages should not: the share of those credited is the false-credit
 * rate. Turn coherence: one question a turn, no insight revealed before the learner shows it,
 * no question repeated, no question about an item the learner has just shown, and a fitting
 * answer to steering and off-topic messages. Works for any tutor with the rubric tutor's
 * synchronous shape, so the tutor of an earlier release can be measured on the same replies.
 */
export const CORRECT_CATEGORIES = ['plain', 'terse', 'typos'] as const;
export const NON_CREDIT_CATEGORIES = [
  'keywords',
  'wrongDirection',
  'denial',
  'steering',
  'offTopic',
] as const;
export type HeldOutCategory = (typeof CORRECT_CATEGORIES)[number] | (typeof NON_CREDIT_CATEGORIES)[number];

export interface HeldOutScenario {
  scenarioId: string;
  keyPoints: string[];
  replies: Record<HeldOutCategory, string[]>;
}
export interface HeldOutSet {
  set: string;
  scenarios: HeldOutScenario[];
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/**
 * The tuning sets: content editors and matcher rules may read them reply by reply, and they are
 * the tutor's exemplar memory (bench/exemplar-texts.ts). A set written after them is a fresh
 * measure, read in aggregate only (bench/tutor-eval.ts), until it too has guided changes and a
 * newer set takes its place.
 */
export const TUNING_SETS = [
  'set-a',
  'set-b',
  'set-c',
  'set-d',
  'set-e',
  'set-f',
  'set-g',
  'set-h',
  'set-i',
  'set-j',
  'set-k',
] as const;
export const FRESH_SET = 'set-l';
export type HeldOutName = (typeof TUNING_SETS)[number] | typeof FRESH_SET;

export function loadHeldOut(name: HeldOutName): HeldOutSet {
  return JSON.parse(
    readFileSync(path.join(root, 'test/fixtures/tutor-heldout', `${name}.json`), 'utf8'),
  ) as HeldOutSet;
}

interface Learner {
  premium: boolean;
  weakSkillIds: string[];
  pastMisconceptionSkills: string[];
}
export interface EvalState {
  credit: Record<string, number>;
  complete: boolean;
}
export interface EvalTurn<S extends EvalState> {
  reply: string;
  state: S;
  verdict: string;
  feedback: { understandingScore: number; isComplete: boolean; lessonLearned: string | null };
}
/** The synchronous shape of a rubric tutor, today's or an earlier release's. */
export interface EvalTutor<S extends EvalState> {
  opening(
    scenario: ScenarioContent,
    learner: Learner,
  ): { state: S; feedback: { understandingScore: number } };
  turn(input: {
    scenario: ScenarioContent;
    state: S;
    message: string;
    learner: Learner;
    history: [];
    evidence?: ExemplarEvidence;
  }): EvalTurn<S>;
}

/** Where a reply falls among its scenario's exemplars (bench/reply-evidence.ts), if weighed. */
export type EvidenceSource = (scenarioId: string, message: string) => ExemplarEvidence | undefined;

export interface CategoryFigures {
  category: HeldOutCategory;
  replies: number;
  /** Replies that earned any credit from a fresh dialogue. */
  credited: number;
  /** Replies that showed a whole rubric item. */
  fullyCredited: number;
  meanScoreGain: number;
  /** Replies answered with the fitting move (steering: refused or nudged; off-topic: redirected). */
  fitting: number;
}

export interface CoherenceFigures {
  turns: number;
  /** Turns that ask exactly one question, or close the dialogue. */
  oneQuestion: number;
  /** Turns that state an insight the learner had not shown. */
  answerReveals: number;
  repeatedQuestions: number;
  /** Questions that ask about an item the learner has already shown. */
  redundantQuestions: number;
  /** Typed time-up markers that ended a dialogue. */
  typedMarkerCompletions: number;
  /** Scenarios completed by playing the correct replies in turn. */
  completedByCorrectReplies: number;
  scenarios: number;
}

export interface Evaluation {
  categories: CategoryFigures[];
  coherence: CoherenceFigures;
  /** Per scenario: correct replies credited / total, non-credit replies credited. */
  perScenario: Array<{ scenarioId: string; recall: number; correct: number; falseCredits: number }>;
  misses: Array<{ scenarioId: string; category: HeldOutCategory; reply: string; score: number }>;
}

const LEARNER: Learner = { premium: false, weakSkillIds: [], pastMisconceptionSkills: [] };

/** A fresh dialogue's opening, for a new learner. */
export function openDialogue<S extends EvalState>(tutor: EvalTutor<S>, scenario: ScenarioContent) {
  return tutor.opening(scenario, LEARNER);
}

/** One reply as the first turn of a fresh dialogue, by a new learner. */
export function firstTurn<S extends EvalState>(
  tutor: EvalTutor<S>,
  scenario: ScenarioContent,
  message: string,
  evidence?: EvidenceSource,
): EvalTurn<S> {
  return nextTurn(tutor, scenario, openDialogue(tutor, scenario).state, message, evidence);
}

/** A reply as the next turn of a dialogue, by a new learner. */
export function nextTurn<S extends EvalState>(
  tutor: EvalTutor<S>,
  scenario: ScenarioContent,
  state: S,
  message: string,
  evidence?: EvidenceSource,
): EvalTurn<S> {
  return tutor.turn({
    scenario,
    state,
    message,
    learner: LEARNER,
    history: [],
    evidence: evidence?.(scenario.id, message),
  });
}

/** The questions of a reply; a point inside a figure ("$2.2 million") does not end a sentence. */
function questionsOf(text: string): string[] {
  return (text.match(/(?:[^.!?]|\.(?=\d))*\?/g) ?? []).map((q) => q.trim()).filter(Boolean);
}

const FITTING: Partial<Record<HeldOutCategory, readonly string[]>> = {
  steering: ['STEERING', 'ANSWER_SEEKING'],
  offTopic: ['OFF_TOPIC', 'RUDE'],
};

function reveals(reply: string, scenario: ScenarioContent, credit: Record<string, number>): boolean {
  return scenario.rubric.some(
    (item) =>
      (credit[item.id] ?? 0) < 1 && (reply.includes(item.insight) || reply.includes(item.acknowledgement)),
  );
}

export function evaluate<S extends EvalState>(
  tutor: EvalTutor<S>,
  scenarios: readonly ScenarioContent[],
  set: HeldOutSet,
  evidence?: EvidenceSource,
): Evaluation {
  const byId = new Map(scenarios.map((s) => [s.id, s]));
  const categories = new Map<HeldOutCategory, CategoryFigures>();
  const coherence: CoherenceFigures = {
    turns: 0,
    oneQuestion: 0,
    answerReveals: 0,
    repeatedQuestions: 0,
    redundantQuestions: 0,
    typedMarkerCompletions: 0,
    completedByCorrectReplies: 0,
    scenarios: 0,
  };
  const perScenario: Evaluation['perScenario'] = [];
  const misses: Evaluation['misses'] = [];
  const note = (turn: EvalTurn<S>, scenario: ScenarioContent, before: Record<string, number>) => {
    coherence.turns += 1;
    const asked = questionsOf(turn.reply).length;
    if (turn.feedback.isComplete || asked === 1) coherence.oneQuestion += 1;
    if (!turn.feedback.isComplete && reveals(turn.reply, scenario, turn.state.credit))
      coherence.answerReveals += 1;
    const shownBefore = scenario.rubric.filter((item) => (before[item.id] ?? 0) >= 1);
    for (const question of questionsOf(turn.reply)) {
      if (shownBefore.some((item) => item.ladder.some((rung) => rung.question.includes(question))))
        coherence.redundantQuestions += 1;
    }
  };

  for (const entry of set.scenarios) {
    const scenario = byId.get(entry.scenarioId);
    if (!scenario) continue;
    coherence.scenarios += 1;
    let correct = 0;
    let recalled = 0;
    let falseCredits = 0;
    for (const category of [...CORRECT_CATEGORIES, ...NON_CREDIT_CATEGORIES]) {
      const figures = categories.get(category) ?? {
        category,
        replies: 0,
        credited: 0,
        fullyCredited: 0,
        meanScoreGain: 0,
        fitting: 0,
      };
      for (const message of entry.replies[category] ?? []) {
        const opening = openDialogue(tutor, scenario);
        const turn = nextTurn(tutor, scenario, opening.state, message, evidence);
        note(turn, scenario, opening.state.credit);
        const gain = turn.feedback.understandingScore - opening.feedback.understandingScore;
        figures.replies += 1;
        figures.meanScoreGain += gain;
        if (gain > 0) figures.credited += 1;
        if (Object.values(turn.state.credit).some((c) => c >= 1)) figures.fullyCredited += 1;
        if (FITTING[category]?.includes(turn.verdict)) figures.fitting += 1;
        const isCorrect = (CORRECT_CATEGORIES as readonly string[]).includes(category);
        if (isCorrect) {
          correct += 1;
          if (gain > 0) recalled += 1;
          else misses.push({ scenarioId: scenario.id, category, reply: message, score: gain });
        } else if (gain > 0) {
          falseCredits += 1;
          misses.push({ scenarioId: scenario.id, category, reply: message, score: gain });
        }
      }
      categories.set(category, figures);
    }
    perScenario.push({
      scenarioId: scenario.id,
      recall: correct ? recalled / correct : 1,
      correct,
      falseCredits,
    });

    // A typed marker is text, not the clock.
    const typed = firstTurn(tutor, scenario, SCENARIO_TIME_UP_MARKER, evidence);
    if (typed.feedback.isComplete || typed.feedback.lessonLearned) coherence.typedMarkerCompletions += 1;

    // A dialogue of the correct replies in turn: does it complete, and does it stay coherent?
    let state = openDialogue(tutor, scenario).state;
    const asked = new Set<string>([scenario.opening]);
    const dialogue = [...entry.replies.plain, ...entry.replies.terse, ...entry.replies.typos];
    for (const message of dialogue) {
      if (state.complete) break;
      const turn = nextTurn(tutor, scenario, state, message, evidence);
      note(turn, scenario, state.credit);
      for (const question of questionsOf(turn.reply)) {
        if (asked.has(question)) coherence.repeatedQuestions += 1;
        asked.add(question);
      }
      state = turn.state;
    }
    if (state.complete) coherence.completedByCorrectReplies += 1;
  }
  return {
    categories: [...categories.values()].map((f) => ({
      ...f,
      meanScoreGain: f.replies ? f.meanScoreGain / f.replies : 0,
    })),
    coherence,
    perScenario,
    misses,
  };
}

export const percent = (part: number, whole: number) =>
  whole ? `${((100 * part) / whole).toFixed(1)}%` : '-';

/** Recall over the correct categories together. */
export function recallOf(evaluation: Evaluation): { credited: number; replies: number } {
  const correct = evaluation.categories.filter((c) =>
    (CORRECT_CATEGORIES as readonly string[]).includes(c.category),
  );
  return {
    credited: correct.reduce((sum, c) => sum + c.credited, 0),
    replies: correct.reduce((sum, c) => sum + c.replies, 0),
  };
}
