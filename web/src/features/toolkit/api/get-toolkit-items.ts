import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '#lib/api-client';
import type { CognitiveBiasView, MentalModelView, Page } from '#shared/schemas/toolkit';

export type ToolkitTab = 'models' | 'biases';

export interface ToolkitFilter {
  query: string;
  category: string;
}

const PATHS = { models: '/toolkit/mental-models', biases: '/toolkit/cognitive-biases' } as const;

export type ToolkitPage<T extends ToolkitTab> = Page<
  T extends 'models' ? MentalModelView : CognitiveBiasView
>;

export function getToolkitItems<T extends ToolkitTab>(
  tab: T,
  { query, category }: ToolkitFilter,
  signal?: AbortSignal,
): Promise<ToolkitPage<T>> {
  return unwrap(
    apiClient.get<ToolkitPage<T>>(PATHS[tab], {
      query: { query: query || undefined, category: category || undefined, size: 100 },
      signal,
    }),
  );
}

export function toolkitItemsQueryOptions<T extends ToolkitTab>(tab: T, filter: ToolkitFilter) {
  return queryOptions({
    queryKey: ['toolkit', tab, filter],
    queryFn: ({ signal }) => getToolkitItems(tab, filter, signal),
    // Keep the last grid on screen while a new search is on its way.
    placeholderData: keepPreviousData,
  });
}

export function useToolkitItems<T extends ToolkitTab>(tab: T, filter: ToolkitFilter) {
  return useQuery(toolkitItemsQueryOptions(tab, filter));
}
