import { QueryClient } from '@tanstack/react-query';
import { ERROR_CODES } from '#shared/envelope';
import { isApiError } from './api-error';

const MAX_RETRIES = 2;

/** Client errors (4xx) will not fix themselves; only network and server failures are retried. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  if (!isApiError(error)) return false;
  return error.code === ERROR_CODES.network || error.status >= 500;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
