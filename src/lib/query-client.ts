import { QueryClient } from '@tanstack/react-query';
import { isRetryableError } from './errors';

export const MAX_QUERY_RETRIES = 3;
export const QUERY_GC_TIME_MS = 5 * 60 * 1000;

/** Exponential backoff: 1 s, 2 s, 4 s … capped at 30 s (spec §9). */
export function queryRetryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 30_000);
}

/** Retries only what a retry can fix; 401/403/404 and PGRST116-like answers come back the same. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  return failureCount < MAX_QUERY_RETRIES && isRetryableError(error);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetryQuery,
        retryDelay: queryRetryDelay,
        gcTime: QUERY_GC_TIME_MS,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
