import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, unwrap } from '#lib/api-client';
import { browserTimeZone } from '#lib/time-zone';
import type { PracticeResult, PracticeSubmitBody } from '#shared/schemas/toolkit';

export function submitPractice(body: PracticeSubmitBody): Promise<PracticeResult> {
  return unwrap(apiClient.post<PracticeResult>('/practice/submit', body));
}

export function useSubmitPractice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<PracticeSubmitBody, 'timeZone'>) =>
      submitPractice({ ...body, timeZone: browserTimeZone() }),
    // XP, level, mastery and achievements moved: everything that shows them is stale.
    onSuccess: () =>
      queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'practice' }),
  });
}
