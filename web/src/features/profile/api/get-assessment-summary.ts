import { useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '#lib/api-client';
import type { AssessmentFeedback, RetakeStatus } from '#shared/schemas/assessment';

export function getLatestAssessment(signal?: AbortSignal): Promise<AssessmentFeedback | null> {
  return unwrap(apiClient.get<AssessmentFeedback | null>('/assessment/feedback/latest', { signal }));
}

export function getRetakeStatus(signal?: AbortSignal): Promise<RetakeStatus> {
  return unwrap(apiClient.get<RetakeStatus>('/users/me/retake-assessment-status', { signal }));
}

export function useLatestAssessment() {
  return useQuery({
    queryKey: ['assessment', 'latest'],
    queryFn: ({ signal }) => getLatestAssessment(signal),
    retry: false,
  });
}

export function useRetakeStatus() {
  return useQuery({
    queryKey: ['assessment', 'retake-status'],
    queryFn: ({ signal }) => getRetakeStatus(signal),
  });
}
