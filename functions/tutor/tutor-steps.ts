import type { Misconception, RubricItem, ScenarioContent } from '../../shared/schemas/scenario-content';
import type { LearnerProfile, ReplyVerdict, TutorState } from './contract';
import { isShown, requirementsMet, understandingScore } from './dialogue-progress';
import { adaptive } from './opening';
import { isUnit, type Analysis } from './language';
import {
  isAnswerSeeking,
  isAside,
  isCopyOf,
  isGibberish,
  isOffTopic,
  isRepeat,
  isRude,
  isSteeringAttempt,
  isWordList,
  showsReasoning,
} from './reply-checks';
import {
  creditFor,
  matchConcepts,
  readReply as readInScenario,
  rejectsModel,
  voicesMisconception,
  type CompiledScenario,
  type ConceptMatch,
} from './rubric-matcher';
import { choosesTrapOption, endorsesTrapOption, sidesWithTrap } from './trap-siding';

/**
 * The steps of a rubric-tutor turn: read the reply (what kind of message is it?), judge the
 * rubric items (what does it show, what does it contradict?), choose the move (which question,
 * hint or correction comes next?), and write the reply. Each is a function of its inputs and
 * the tutor state it is given, so each can be tested on its own.
 */
/** Turns without progress on one item before a hint comes unasked (one for Adaptive Coaching). */
const STUCK_TURNS_BEFORE_HINT = 2;
/** Partial credit a reasoned partial answer gains ("because", "if ... then"). */
const REASONING_BONUS = 0.15;

/** Questions that fit any scenario, used once the focused ladders are spent. */
const GENERAL_QUESTIONS = [
  'In your own words, what would you do here, and what is the main reason?',
  'What fact in the situation would most change your mind if it turned out to be different?',
  'Who in this story sees it differently from you, and what is the strongest point on their side?',
  'If you had to explain your conclusion to a sceptical colleague in two sentences, what would you say?',
  'What would you want to check before you were confident in your answer?',
] as const;

type OpenerVerdict = Exclude<ReplyVerdict, 'PROGRESS' | 'TIME_UP'>;
const OPENERS: Record<OpenerVerdict, readonly string[]> = {
  NO_PROGRESS: [
    'Let’s dig a little deeper.',
    'Stay with it a moment.',
    'Let’s look at it from another side.',
  ],
  MISCONCEPTION: [
    'That is a common way to see it. Let’s test it.',
    'Hold on to that idea, and check it against the facts.',
  ],
  WRONG_DIRECTION: [
    'That conclusion runs the other way from where the facts point. Let’s test it.',
    'Careful: the reasoning there leads somewhere the situation doesn’t support. Let’s check it.',
  ],
  WORD_LIST: [
    'That reads as a list of words, not yet a claim. Put it in a sentence that says what follows from what.',
    'Words alone don’t move the meter. Tell me, in a sentence, how they connect to the decision.',
    'Still a list. One full sentence that says what those points mean for the decision will do.',
  ],
  OFF_TOPIC: [
    'That’s outside this scenario, so let’s come back to it.',
    'Let’s keep to the situation in front of you.',
  ],
  RUDE: [
    'Fine, let’s keep it short: one clear sentence is enough.',
    'I hear the frustration. One sentence on the scenario will do.',
  ],
  GIBBERISH: [
    'I could not make sense of that reply. Try a sentence or two in your own words.',
    'That did not read as an answer yet. Put your thinking into a sentence or two.',
  ],
  REPEAT: [
    'You made that point already. Let’s push past it.',
    'That is the same answer as before; look for something new.',
  ],
  COPY: [
    'That restates the situation as written. I would like your own reading of it.',
    'Those are the scenario’s words. Tell me what they mean for the decision, in yours.',
  ],
  STEERING: [
    'I can’t change how this works: the score moves only when your reasoning does.',
    'The meter only moves when your thinking moves, so let’s keep going.',
  ],
  ANSWER_SEEKING: ['I won’t hand you the answer, but here is a nudge.', 'Let’s find it together. A pointer:'],
};

const SHOWN_OPENERS = ['That’s a key point.', 'Yes, that holds up.', 'Good, that’s an important step.'];

export function pick<T>(options: readonly T[], turn: number): T {
  return options[turn % options.length]!;
}

// ---------------------------------------------------------------------------------------------
// Step 1: read the reply.

/** What kind of message the learner sent, before any rubric item is looked at. */
export type ReplyKind = 'STEERING' | 'GIBBERISH' | 'COPY' | 'REPEAT' | 'WORD_LIST' | 'ANSWER';

export interface Reading {
  text: string;
  analysis: Analysis;
  kind: ReplyKind;
  /** Asks for the answer or says it is stuck. */
  seeking: boolean;
  rude: boolean;
  /** Gives a reason ("because", "so", "if ... then"). */
  reasoned: boolean;
}

export function readTurn(compiled: CompiledScenario, message: string, state: TutorState): Reading {
  const analysis = readInScenario(compiled, message);
  let kind: ReplyKind = 'ANSWER';
  if (isSteeringAttempt(message)) kind = 'STEERING';
  else if (isGibberish(analysis)) kind = 'GIBBERISH';
  else if (isCopyOf(analysis, compiled.context)) kind = 'COPY';
  else if (isRepeat(analysis, state.replies)) kind = 'REPEAT';
  else if (isWordList(analysis)) kind = 'WORD_LIST';
  return {
    text: message,
    analysis,
    kind,
    seeking: isAnswerSeeking(message),
    rude: isRude(message),
    reasoned: showsReasoning(message),
  };
}

// ---------------------------------------------------------------------------------------------
// Step 2: judge the rubric items.

export interface Judgement {
  matches: Map<string, ConceptMatch>;
  /** Items the reply shows for the first time, heaviest first. */
  newlyShown: RubricItem[];
  /** An unmet item the reply moved partway toward. */
  partial: RubricItem | null;
  /** An item the reply argued against (a contradicting claim beside its words). */
  contradicted: RubricItem | null;
  /** The reply waves a model or bias away ("survivorship bias doesn't apply here") or sides with the trap's voice. */
  rejected: boolean;
  misconception: Misconception | undefined;
  /** Credit per item after this reply (only ever rises). */
  credit: Record<string, number>;
}

export function judgeItems(compiled: CompiledScenario, reading: Reading, state: TutorState): Judgement {
  const { scenario } = compiled;
  const credit = { ...state.credit };
  const matches = new Map<string, ConceptMatch>();
  const judgement: Judgement = {
    matches,
    newlyShown: [],
    partial: null,
    contradicted: null,
    rejected: false,
    misconception: undefined,
    credit,
  };
  if (reading.kind !== 'ANSWER') return judgement;
  for (const item of scenario.rubric) {
    matches.set(item.id, matchConcepts(reading.analysis, compiled.items.get(item.id)!));
  }
  judgement.contradicted = scenario.rubric.find((item) => matches.get(item.id)!.contradicted) ?? null;
  judgement.rejected =
    rejectsModel(reading.analysis, compiled) ||
    sidesWithTrap(reading.analysis, compiled) ||
    endorsesTrapOption(reading.analysis, compiled) ||
    choosesTrapOption(reading.analysis, compiled);
  // Two words ("ego gone", "sunk cost") name things; they do not yet say why.
  const { words } = reading.analysis;
  const tooShort = words.filter((w, i) => !isUnit(w, words[i - 1])).length < 3;
  judgement.misconception = scenario.misconceptions.find((m) =>
    voicesMisconception(reading.analysis, compiled.misconceptions.get(m.id)!, compiled),
  );
  const wrongTurn = judgement.misconception !== undefined || judgement.contradicted !== null;
  for (const item of scenario.rubric) {
    const before = credit[item.id] ?? 0;
    let gained = creditFor(matches.get(item.id)!);
    // A reply whose argument runs the other way earns nothing, whatever else it names; words
    // that come with a plea for the answer are not partial progress.
    // A question that asks the tutor for its answer is not an answer, whatever words it borrows.
    const request = reading.seeking && /\?|\b(tell|show|give|list|write) me\b/i.test(reading.text);
    if (
      tooShort ||
      judgement.contradicted ||
      judgement.rejected ||
      request ||
      (gained < 1 && (wrongTurn || reading.seeking))
    )
      continue;
    if (gained > 0 && gained < 1 && reading.reasoned) gained = Math.min(0.99, gained + REASONING_BONUS);
    if (gained > before) {
      credit[item.id] = gained;
      if (gained >= 1) judgement.newlyShown.push(item);
      else judgement.partial ??= item;
    }
  }
  judgement.newlyShown.sort((a, b) => b.weight - a.weight);
  return judgement;
}

/** The verdict a reading and a judgement add up to. */
export function verdictOf(reading: Reading, judgement: Judgement, compiled: CompiledScenario): ReplyVerdict {
  if (reading.kind !== 'ANSWER') return reading.kind;
  if (judgement.newlyShown.length > 0) return 'PROGRESS';
  if (judgement.partial) return 'PROGRESS';
  // An insult or an aside about something else is answered as such, whatever words it borrows.
  if (reading.rude) return 'RUDE';
  if (isAside(reading.text) && !reading.seeking) return 'OFF_TOPIC';
  if (judgement.contradicted || judgement.rejected) return 'WRONG_DIRECTION';
  if (judgement.misconception) return 'MISCONCEPTION';
  if (reading.seeking) return 'ANSWER_SEEKING';
  const touched = [...judgement.matches.values()].some((m) => m.groupsUsed.length > 0);
  if (!touched && isOffTopic(reading.analysis, compiled.topicLemmas)) return 'OFF_TOPIC';
  return 'NO_PROGRESS';
}

// ---------------------------------------------------------------------------------------------
// Step 3: choose the move.

export interface Move {
  verdict: ReplyVerdict;
  opener: string;
  /** A hint given as a statement (hints phrased as questions are the question). */
  hint: string | null;
  question: string | null;
  closing: string[];
}

/** The unmet item to work on: required before optional, least credit first, then rubric order. */
function chooseFocus(scenario: ScenarioContent, state: TutorState): RubricItem | null {
  const open = scenario.rubric.filter((item) => !isShown(state, item));
  if (open.length === 0) return null;
  return [...open].sort((a, b) => {
    if (a.required !== b.required) return a.required ? -1 : 1;
    return (state.credit[a.id] ?? 0) - (state.credit[b.id] ?? 0);
  })[0]!;
}

/** A rung is spent when asked, or when every concept it asks about is one the learner already used. */
function rungAvailable(
  compiled: CompiledScenario,
  state: TutorState,
  item: RubricItem,
  index: number,
): boolean {
  if (state.asked.includes(`${item.id}:q${index}`)) return false;
  const used = state.used?.[item.id] ?? [];
  if (used.length === 0) return true;
  const about = compiled.rungConcepts.get(item.id)?.[index] ?? [];
  return about.length === 0 || !about.every((group) => used.includes(group));
}

function nextQuestion(
  compiled: CompiledScenario,
  state: TutorState,
  focus: RubricItem | null,
): string | null {
  const { scenario } = compiled;
  const open = scenario.rubric.filter((item) => !isShown(state, item));
  const candidates = focus ? [focus, ...open.filter((item) => item !== focus)] : open;
  for (const item of candidates) {
    const index = item.ladder.findIndex((_, i) => rungAvailable(compiled, state, item, i));
    if (index >= 0) {
      state.asked.push(`${item.id}:q${index}`);
      return item.ladder[index]!.question;
    }
  }
  const general = GENERAL_QUESTIONS.findIndex((_, i) => !state.asked.includes(`general:${i}`));
  if (general >= 0) {
    state.asked.push(`general:${general}`);
    return GENERAL_QUESTIONS[general]!;
  }
  return null;
}

function nextHint(state: TutorState, item: RubricItem): string | null {
  const given = state.hints[item.id] ?? 0;
  if (given >= item.hints.length) return null;
  state.hints[item.id] = given + 1;
  return item.hints[given]!;
}

/** The learner's own words from the sentence that made the point, for a reply that reflects them. */
export function learnersWords(text: string, sentence: number | null, maxWords = 12): string | null {
  const sentences = text.match(/[^.!?]+[.!?]*/g)?.map((s) => s.trim()) ?? [];
  const chosen = sentences[sentence ?? 0] ?? sentences[0];
  if (!chosen) return null;
  const words = chosen
    .replace(/[.!?]+$/, '')
    .split(/\s+/)
    .filter(Boolean);
  if (words.length === 0) return null;
  return words.length > maxWords ? `${words.slice(0, maxWords).join(' ')} …` : words.join(' ');
}

export function chooseMove(
  compiled: CompiledScenario,
  state: TutorState,
  reading: Reading,
  judgement: Judgement,
  learner: LearnerProfile,
): Move {
  const { scenario } = compiled;
  const verdict = verdictOf(reading, judgement, compiled);
  const score = understandingScore(scenario, state.credit);
  // An unmet item the reply used some words of, without earning credit: the question goes there.
  const touched =
    scenario.rubric.find((item) => {
      const match = judgement.matches.get(item.id);
      return !isShown(state, item) && match && !match.contradicted && match.hits > 0;
    }) ?? null;
  const move: Move = { verdict, opener: '', hint: null, question: null, closing: [] };

  if (verdict === 'PROGRESS' && judgement.newlyShown.length > 0) {
    move.opener = pick(SHOWN_OPENERS, state.turns);
  } else if (verdict === 'PROGRESS' && judgement.partial) {
    const words = learnersWords(reading.text, judgement.matches.get(judgement.partial.id)?.sentence ?? null);
    move.opener = words ? `You are onto something with “${words}”.` : 'You are onto something.';
  } else if (verdict === 'NO_PROGRESS' && touched) {
    const words = learnersWords(reading.text, judgement.matches.get(touched.id)?.sentence ?? null);
    move.opener = words ? `You say “${words}”. Take that further.` : pick(OPENERS.NO_PROGRESS, state.turns);
  } else {
    // Each time a kind of answer comes back, its next wording: a second word list is not met
    // with the question the first one got.
    const said = state.asked.filter((key) => key === `said:${verdict}`).length;
    state.asked.push(`said:${verdict}`);
    move.opener = pick(OPENERS[verdict as OpenerVerdict], said);
  }

  if (state.complete) {
    move.closing.push(
      requirementsMet(scenario, state)
        ? `You have worked it out, reaching ${score}% understanding.`
        : `That is as far as we go this time: you reached ${score}% understanding.`,
      `The lesson to take away: ${scenario.lessonLearned}`,
    );
    return move;
  }

  const coaching = adaptive(learner, scenario);
  // A partly met or contradicted item becomes the focus: the next question follows the learner.
  const focus = judgement.partial ?? judgement.contradicted ?? touched ?? chooseFocus(scenario, state);
  if (focus && focus.id !== state.focus) state.stuck = 0;
  if (verdict === 'PROGRESS') state.stuck = 0;
  else if (!['STEERING', 'GIBBERISH', 'OFF_TOPIC', 'RUDE'].includes(verdict)) state.stuck += 1;

  let question: string | null = null;
  const shown = judgement.newlyShown[0];
  if (shown?.why && !reading.reasoned && !state.asked.includes(`${shown.id}:why`)) {
    // First credited without a reason: ask for the reason instead of restating the insight.
    question = shown.why;
    state.asked.push(`${shown.id}:why`);
  } else if (judgement.misconception && (verdict === 'MISCONCEPTION' || verdict === 'WRONG_DIRECTION')) {
    if (!state.asked.includes(`mis:${judgement.misconception.id}`)) {
      question = judgement.misconception.question;
      state.asked.push(`mis:${judgement.misconception.id}`);
    }
  } else if (coaching.pastMisconception && state.turns === 1 && verdict !== 'PROGRESS') {
    // Adaptive Coaching: probe early the trap this learner has fallen into before.
    const trap = scenario.misconceptions.find((m) => !state.asked.includes(`mis:${m.id}`));
    if (trap) {
      question = trap.question;
      state.asked.push(`mis:${trap.id}`);
    }
  }

  if (!question && focus) {
    const threshold = coaching.weakSkill ? 1 : STUCK_TURNS_BEFORE_HINT;
    if (verdict === 'ANSWER_SEEKING' || state.stuck >= threshold) {
      const hint = nextHint(state, focus);
      if (hint) {
        if (hint.trim().endsWith('?')) question = hint;
        else move.hint = hint;
        state.stuck = 0;
      }
    }
  }
  state.focus = focus?.id ?? null;
  move.question = question ?? nextQuestion(compiled, state, focus);
  return move;
}

// ---------------------------------------------------------------------------------------------
// Step 4: write the reply.

export function writeReply(move: Move): string {
  return [move.opener, move.hint, move.question, ...move.closing].filter(Boolean).join(' ');
}
