import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, unwrap } from '#lib/api-client';
import { browserTimeZone } from '#lib/time-zone';
import type { NextStep, ScenarioSession } from '#shared/schemas/scenarios';
import { scenarioQueryKey } from './get-scenario';

const path = (id: string, action: string) => `/scenarios/${encodeURIComponent(id)}/${action}`;

export interface CompletionResult {
  understandingScore: number;
  lessonLearned: string | null;
  xpDistribution: Record<string, number>;
  xpAwarded: number;
  learningPathCompleted: boolean;
  learningPathId: string | null;
  xp: number;
  level: number;
  levelBefore: number;
  streak: number;
  newlyEarned: Array<{ id: string; name: string; tier: number; icon: string }>;
  nextStep: NextStep;
}

export function startScenario(id: string, restart = false): Promise<ScenarioSession> {
  return unwrap(
    apiClient.post<ScenarioSession>(path(id, restart ? 're-start' : 'start'), {
      timeZone: browserTimeZone(),
    }),
  );
}

/** In challenge mode the reply goes to the async respond call with the challenge's shareableId. */
export function respondToTutor(id: string, sessionId: string, response: string, shareableId?: string) {
  const url = shareableId ? `/async${path(id, 'respond')}` : path(id, 'respond');
  return unwrap(
    apiClient.post<{ messageId: string }>(url, {
      sessionId,
      response,
      timeZone: browserTimeZone(),
      ...(shareableId ? { shareableId } : {}),
    }),
  );
}

export function completeScenario(id: string, finalScore: number): Promise<CompletionResult> {
  return unwrap(
    apiClient.post<CompletionResult>(path(id, 'complete'), { finalScore, timeZone: browserTimeZone() }),
  );
}

export function pauseScenario(id: string, timeSpent: number) {
  return unwrap(apiClient.post<{ timeSpent: number }>(path(id, 'pause'), { timeSpent }));
}

export function resumeScenario(id: string) {
  return unwrap(apiClient.post<{ timeSpent: number }>(path(id, 'resume')));
}

/** Starting or restarting changes the scenario's status everywhere it is listed. */
export function useStartScenario(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (restart: boolean) => startScenario(id, restart),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scenarioQueryKey(id) }),
  });
}

export function useCompleteScenario(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (finalScore: number) => completeScenario(id, finalScore),
    // XP, level, streak and achievements moved.
    onSuccess: () => queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'scenarios' }),
  });
}

/** POST /scenarios/{id}/retry-reply: asks the server to hand a late tutor turn over again. */
export function retryReply(id: string) {
  return unwrap(apiClient.post<{ redriven: boolean }>(path(id, 'retry-reply'), {}));
}
