import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '#lib/api-client';
import type { ToolkitCategories } from '#shared/schemas/toolkit';

export function getToolkitCategories(signal?: AbortSignal): Promise<ToolkitCategories> {
  return unwrap(apiClient.get<ToolkitCategories>('/toolkit/categories', { signal }));
}

export function toolkitCategoriesQueryOptions() {
  return queryOptions({
    queryKey: ['toolkit', 'categories'],
    queryFn: ({ signal }) => getToolkitCategories(signal),
    staleTime: Infinity,
  });
}

export function useToolkitCategories() {
  return useQuery(toolkitCategoriesQueryOptions());
}
