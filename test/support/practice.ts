import { PRACTICE_QUESTIONS } from '../../functions/content/practice-questions';
import type { PracticeAnswerResult, PracticeSession } from '../../shared/schemas/toolkit';
import { api } from './api';

/** The answer key, known to the tests from the content files; the API never sends it. */
const CORRECT_INDEX = new Map(PRACTICE_QUESTIONS.map((q) => [q.id, q.correctIndex]));

export function correctIndexOf(questionId: string): number {
  const index = CORRECT_INDEX.get(questionId);
  if (index === undefined) throw new Error(`No such practice question: ${questionId}`);
  return index;
}

/** Picks an answer for every question of a session, right for the first `right` of them. */
export async function answerSession(
  url: string,
  token: string,
  session: PracticeSession,
  right: number,
): Promise<PracticeAnswerResult[]> {
  const verdicts: PracticeAnswerResult[] = [];
  for (const [i, question] of session.questions.entries()) {
    const correct = correctIndexOf(question.id);
    const res = await api<PracticeAnswerResult>(url, 'POST', '/practice/answer', {
      token,
      json: {
        sessionId: session.id,
        questionId: question.id,
        selectedIndex: i < right ? correct : (correct + 1) % 4,
      },
    });
    if (res.status !== 200) throw new Error(`Answer refused: ${res.status} ${res.body.message}`);
    verdicts.push(res.body.data!);
  }
  return verdicts;
}
