import { useMutation } from '@tanstack/react-query';
import { apiClient, unwrap } from '#lib/api-client';
import type { CreatedChallenge } from '#shared/schemas/challenges';

/** POST /challenges/create/{scenarioId}: the creator's open challenge on the scenario (new or reused). */
export function createChallenge(scenarioId: string, xpDistribution: Record<string, number>) {
  return unwrap(
    apiClient.post<CreatedChallenge>(`/challenges/create/${encodeURIComponent(scenarioId)}`, {
      xpDistribution,
    }),
  );
}

export function useCreateChallenge(scenarioId: string) {
  return useMutation({
    mutationFn: (xpDistribution: Record<string, number>) => createChallenge(scenarioId, xpDistribution),
  });
}

/** The link a friend opens: the site origin plus /challenge/{shareableId} (spec, section 2). */
export function challengeUrl(shareableId: string, origin = window.location.origin): string {
  return `${origin}/challenge/${encodeURIComponent(shareableId)}`;
}
