import { randomInt } from 'node:crypto';
import { ulid } from 'ulid';
import { practiceAccuracy, PRACTICE_POINTS_PER_CORRECT } from '../../../shared/constants';
import { ERROR_MESSAGES } from '../../../shared/messages';
import type {
  PracticeAnswerBody,
  PracticeAnswerResult,
  PracticeQuestionContent,
  PracticeResult,
  PracticeSession,
  PracticeSubmitBody,
} from '../../../shared/schemas/toolkit';
import { SKILLS, type SkillContent } from '../../content/toolkit';
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  PremiumRequiredError,
  ValidationError,
} from '../../platform/errors';
import { listQuestions } from '../../repositories/content-repository';
import {
  closePracticeSessionWrite,
  getPracticeSession,
  putPracticeSession,
  recordPick,
  type PracticeSessionRecord,
} from '../../repositories/practice-repository';
import type { UserRecord } from '../../repositories/user-repository';
import { isValidTimeZone } from '../progress/calendar';
import { LinkedWriteRefused, recordActivity } from '../progress/progress-service';
import { accessTo } from './access';

export const PRACTICE_MESSAGES = {
  premiumRequired: 'You must have a Premium or Enterprise membership to access this practice session.',
  alreadySubmitted: 'This practice session was already submitted.',
  levelLocked: (level: number, name: string) => `Reach level ${level} to practise ${name}.`,
  answersMismatch: 'Answer every question of the session before finishing it.',
  questionNotInSession: 'That question is not part of this practice session.',
} as const;

/** Questions per session: a fresh sample of the skill's bank each time. */
export const QUESTIONS_PER_SKILL_SESSION = 5;
export const QUESTIONS_PER_CAPSTONE_SESSION = 10;
const SESSION_LIFETIME_SECONDS = 24 * 3600;

export function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

function gate(skill: SkillContent, user: UserRecord): void {
  const access = accessTo(skill, user);
  // Premium first: a free learner should hear about the upgrade, not about levels.
  if (access.premiumLocked) throw new PremiumRequiredError(PRACTICE_MESSAGES.premiumRequired);
  if (access.locked) throw new ForbiddenError(PRACTICE_MESSAGES.levelLocked(skill.requiredLevel, skill.name));
}

export async function startPractice(
  user: UserRecord,
  skillId: string,
  now: Date = new Date(),
): Promise<PracticeSession> {
  const skill = SKILLS.get(skillId);
  if (!skill) throw new NotFoundError(ERROR_MESSAGES.practiceSessionMissing);
  gate(skill, user);
  const bankSkills = skill.kind === 'CAPSTONE' ? skill.skillIds : [skill.id];
  const bank = (await Promise.all(bankSkills.map((id) => listQuestions(id)))).flat();
  if (!bank.length) throw new NotFoundError(ERROR_MESSAGES.practiceSessionMissing);
  const size = skill.kind === 'CAPSTONE' ? QUESTIONS_PER_CAPSTONE_SESSION : QUESTIONS_PER_SKILL_SESSION;
  const questions = shuffled(bank).slice(0, size);
  return openSession(user, { id: skillId, name: skill.name, mode: 'SKILL' }, questions, now);
}

/** Stores the answer key on the server and hands out the questions without it. */
export async function openSession(
  user: UserRecord,
  subject: { id: string; name: string; mode: PracticeSession['mode'] },
  questions: PracticeQuestionContent[],
  now: Date,
): Promise<PracticeSession> {
  const sessionId = ulid(now.getTime());
  await putPracticeSession({
    sessionId,
    userId: user.userId,
    skillId: subject.id,
    mode: subject.mode,
    questionIds: questions.map((q) => q.id),
    answerKey: Object.fromEntries(questions.map((q) => [q.id, [q.correctIndex, q.skillId]])),
    picks: {},
    createdAt: now.toISOString(),
    status: 'OPEN',
    expiresAt: Math.floor(now.getTime() / 1000) + SESSION_LIFETIME_SECONDS,
  });
  return {
    id: sessionId,
    skillId: subject.id,
    skillName: subject.name,
    mode: subject.mode,
    questions: questions.map(({ id, question, options }) => ({ id, question, options })),
  };
}

function isLive(session: PracticeSessionRecord | undefined, now: Date): session is PracticeSessionRecord {
  return !!session && session.expiresAt > Math.floor(now.getTime() / 1000);
}

/**
 * POST /practice/answer: checks one pick against the key the server kept. The first pick for
 * a question is the one that counts; asking again returns its verdict, never a new one.
 */
export async function answerQuestion(
  user: UserRecord,
  body: PracticeAnswerBody,
  now: Date = new Date(),
): Promise<PracticeAnswerResult> {
  const outcome = await recordPick(
    user.userId,
    body.sessionId,
    body.questionId,
    body.selectedIndex,
    Math.floor(now.getTime() / 1000),
  );
  const session = outcome.session;
  if (!isLive(session, now) || !session.picks) throw new NotFoundError(ERROR_MESSAGES.practiceSessionMissing);
  if (!session.questionIds.includes(body.questionId)) {
    throw new ValidationError(PRACTICE_MESSAGES.questionNotInSession, [
      { path: 'body.questionId', message: PRACTICE_MESSAGES.questionNotInSession },
    ]);
  }
  if (session.status !== 'OPEN') throw new ConflictError(PRACTICE_MESSAGES.alreadySubmitted);
  const pick = session.picks[body.questionId];
  if (pick === undefined) throw new NotFoundError(ERROR_MESSAGES.practiceSessionMissing);
  const [correctIndex, skillId] = session.answerKey[body.questionId] ?? [];
  const question = (await listQuestions(skillId ?? session.skillId)).find((q) => q.id === body.questionId);
  if (correctIndex === undefined || !question) throw new NotFoundError(ERROR_MESSAGES.practiceSessionMissing);
  return {
    questionId: body.questionId,
    selectedIndex: pick,
    isCorrect: pick === correctIndex,
    correctIndex,
    explanation: question.explanation,
    ...(question.detailedExplanation ? { detailedExplanation: question.detailedExplanation } : {}),
  };
}

/**
 * Scores a session on the server: the picks it recorded against the answer key it kept. The XP award and the closing
 * of the session are one transaction, keyed by the session: a second submit changes nothing.
 */
export async function submitPractice(
  user: UserRecord,
  body: PracticeSubmitBody & { timeZone: string },
  now: Date = new Date(),
): Promise<PracticeResult> {
  const session = await getPracticeSession(user.userId, body.sessionId);
  if (!isLive(session, now)) throw new NotFoundError(ERROR_MESSAGES.practiceSessionMissing);
  if (session.status !== 'OPEN') throw new ConflictError(PRACTICE_MESSAGES.alreadySubmitted);
  const picks = session.picks ?? {};
  if (session.questionIds.some((id) => picks[id] === undefined)) {
    throw new ValidationError(PRACTICE_MESSAGES.answersMismatch, [
      { path: 'body.sessionId', message: PRACTICE_MESSAGES.answersMismatch },
    ]);
  }
  const answeredQuestions = session.questionIds.map((questionId) => ({
    questionId,
    isCorrect: picks[questionId] === session.answerKey[questionId]?.[0],
  }));
  const correct = answeredQuestions.filter((a) => a.isCorrect).length;
  const score = correct * PRACTICE_POINTS_PER_CORRECT;
  const accuracy = practiceAccuracy(score, session.questionIds.length);
  const perSkill: Record<string, { correct: number; total: number }> = {};
  const xpDistribution: Record<string, number> = {};
  for (const answer of answeredQuestions) {
    const skillId = session.answerKey[answer.questionId]?.[1] ?? session.skillId;
    const tally = (perSkill[skillId] ??= { correct: 0, total: 0 });
    tally.total += 1;
    if (answer.isCorrect) {
      tally.correct += 1;
      xpDistribution[skillId] = (xpDistribution[skillId] ?? 0) + PRACTICE_POINTS_PER_CORRECT;
    }
  }
  const result = { score, accuracy, correct, total: session.questionIds.length, timeSpent: body.timeSpent };
  try {
    const outcome = await recordActivity(
      user.userId,
      `practice:${session.sessionId}`,
      {
        kind: session.mode === 'ASSESSMENT' ? 'ASSESSMENT_FINISHED' : 'PRACTICE_FINISHED',
        xpDistribution,
        timeZone: isValidTimeZone(body.timeZone) ? body.timeZone : 'UTC',
        occurredAt: now,
        accuracy,
        answers: perSkill,
      },
      [closePracticeSessionWrite(user.userId, session.sessionId, result, Math.floor(now.getTime() / 1000))],
    );
    if (outcome.duplicate) throw new ConflictError(PRACTICE_MESSAGES.alreadySubmitted);
    return {
      sessionId: session.sessionId,
      score,
      totalQuestions: session.questionIds.length,
      xpEarned: outcome.xpAwarded,
      accuracy,
      answeredQuestions,
      timeSpent: body.timeSpent,
      level: outcome.level,
      xp: outcome.xp,
      newlyEarned: outcome.newlyEarned,
      xpCapped: outcome.xpCapped,
    };
  } catch (error) {
    if (error instanceof LinkedWriteRefused) throw new ConflictError(PRACTICE_MESSAGES.alreadySubmitted);
    throw error;
  }
}
