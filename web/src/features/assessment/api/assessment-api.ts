import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '#lib/api-client';
import type {
  AssessmentFeedback,
  AssessmentQuestionSet,
  AssessmentSubmitBody,
  PublicSnapshot,
} from '#shared/schemas/assessment';

/** Results are ready within seconds; the processing screen asks this often (spec section 4). */
export const ASSESSMENT_POLL_MS = 3000;

export function getAssessmentQuestions(signal?: AbortSignal): Promise<AssessmentQuestionSet> {
  return unwrap(apiClient.get<AssessmentQuestionSet>('/assessment/questions', { signal }));
}

export function useAssessmentQuestions() {
  return useQuery(
    queryOptions({
      queryKey: ['assessment', 'questions'],
      queryFn: ({ signal }) => getAssessmentQuestions(signal),
      staleTime: Infinity,
      retry: false,
    }),
  );
}

export function submitAssessment(body: AssessmentSubmitBody): Promise<{ attemptId: string }> {
  return unwrap(apiClient.post<{ attemptId: string }>('/assessment/submit', body));
}

export function useSubmitAssessment() {
  return useMutation({ mutationFn: submitAssessment });
}

export function getAssessmentFeedback(
  attemptId: string,
  signal?: AbortSignal,
): Promise<AssessmentFeedback | null> {
  return unwrap(
    apiClient.get<AssessmentFeedback | null>(`/assessment/feedback/${encodeURIComponent(attemptId)}`, {
      signal,
    }),
  );
}

/** Polls every 3 s while the answers are being scored; stops once the result exists. */
export function useAssessmentFeedback(attemptId: string, poll: boolean) {
  return useQuery({
    queryKey: ['assessment', 'feedback', attemptId],
    queryFn: ({ signal }) => getAssessmentFeedback(attemptId, signal),
    enabled: attemptId.length > 0,
    retry: false,
    refetchInterval: (query) => (poll && !query.state.data ? ASSESSMENT_POLL_MS : false),
  });
}

export function getSnapshot(snapshotId: string, signal?: AbortSignal): Promise<PublicSnapshot> {
  return unwrap(apiClient.get<PublicSnapshot>(`/snapshots/${encodeURIComponent(snapshotId)}`, { signal }));
}

export function useSnapshot(snapshotId: string) {
  return useQuery({
    queryKey: ['snapshots', snapshotId],
    queryFn: ({ signal }) => getSnapshot(snapshotId, signal),
    enabled: snapshotId.length > 0,
    retry: false,
  });
}
