import { useMutation } from '@tanstack/react-query';
import { apiClient, unwrap } from '#lib/api-client';
import type { PracticeAnswerBody, PracticeAnswerResult } from '#shared/schemas/toolkit';

/** POST /practice/answer: the server checks the pick and reveals the answer and explanation. */
export function answerQuestion(body: PracticeAnswerBody): Promise<PracticeAnswerResult> {
  return unwrap(apiClient.post<PracticeAnswerResult>('/practice/answer', body));
}

export function useAnswerQuestion() {
  return useMutation({ mutationFn: answerQuestion });
}
