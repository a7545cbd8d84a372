import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '#lib/api-client';
import type { MentalModelView, Page } from '#shared/schemas/toolkit';

export function getSandboxModels(signal?: AbortSignal): Promise<Page<MentalModelView>> {
  return unwrap(
    apiClient.get<Page<MentalModelView>>('/toolkit/mental-models', { query: { size: 100 }, signal }),
  );
}

export function sandboxModelsQueryOptions() {
  return queryOptions({ queryKey: ['sandbox', 'models'], queryFn: ({ signal }) => getSandboxModels(signal) });
}

export function useSandboxModels() {
  return useQuery(sandboxModelsQueryOptions());
}
