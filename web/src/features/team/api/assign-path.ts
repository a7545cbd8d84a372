import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, unwrap } from '#lib/api-client';
import type { AssignPathBody, TeamLearningPath } from '#shared/schemas/teams';

export function assignPath(teamId: string, body: AssignPathBody): Promise<TeamLearningPath> {
  return unwrap(
    apiClient.post<TeamLearningPath>(`/teams/${encodeURIComponent(teamId)}/learning-paths`, body),
  );
}

export function useAssignPath(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['team', teamId, 'assign-path'],
    mutationFn: (body: AssignPathBody) => assignPath(teamId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['team', teamId, 'learning-paths'] }),
  });
}
