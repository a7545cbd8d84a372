import { useMutation, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '#lib/api-client';
import type { ContentSummary, DemoSlide, WaitlistBody } from '#shared/schemas/marketing';

export function useContentSummary() {
  return useQuery({
    queryKey: ['content', 'summary'],
    queryFn: ({ signal }) => unwrap(apiClient.get<ContentSummary>('/content/summary', { signal })),
    staleTime: Infinity,
  });
}

/** Loaded on the first opening of the demo only. */
export function useDemoSlides(enabled: boolean) {
  return useQuery({
    queryKey: ['content', 'demo-slides'],
    queryFn: ({ signal }) => unwrap(apiClient.get<DemoSlide[]>('/content/demo-slides', { signal })),
    enabled,
    staleTime: Infinity,
    retry: false,
  });
}

export function useJoinWaitlist() {
  return useMutation({
    mutationFn: (body: WaitlistBody) =>
      unwrap(apiClient.post<{ joined: boolean }>('/feedback/waitlist', body)),
  });
}
