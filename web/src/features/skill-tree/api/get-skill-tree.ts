import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '#lib/api-client';
import type { SkillBranchView } from '#shared/schemas/toolkit';

export function getSkillTree(signal?: AbortSignal): Promise<SkillBranchView[]> {
  return unwrap(apiClient.get<SkillBranchView[]>('/skill-tree', { signal }));
}

export function skillTreeQueryOptions() {
  return queryOptions({ queryKey: ['skill-tree'], queryFn: ({ signal }) => getSkillTree(signal) });
}

export function useSkillTree() {
  return useQuery(skillTreeQueryOptions());
}
