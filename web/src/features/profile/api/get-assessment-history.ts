import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '#lib/api-client';
import type { AssessmentHistoryEntry } from '#shared/schemas/assessment';

/** GET /assessment/history: premium only; the Progress tab's chart. */
export function getAssessmentHistory(signal?: AbortSignal): Promise<AssessmentHistoryEntry[]> {
  return unwrap(apiClient.get<AssessmentHistoryEntry[]>('/assessment/history', { signal }));
}

export function assessmentHistoryQueryOptions() {
  return queryOptions({
    queryKey: ['assessment', 'history'],
    queryFn: ({ signal }) => getAssessmentHistory(signal),
  });
}

export function useAssessmentHistory(enabled: boolean) {
  return useQuery({ ...assessmentHistoryQueryOptions(), enabled });
}
