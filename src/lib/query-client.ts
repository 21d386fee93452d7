import { onlineManager, QueryCache, QueryClient } from '@tanstack/react-query';
import { getErrorMessage, isRetryableError } from './errors';
import { logger } from './logger';
import { toast } from './toast';

/**
 * What a query says when it fails, beyond the screen's own LoadError: the spec's toast words
 * (`errorToast`; its description defaults to the error in the words of errors.ts) and/or a log line
 * (`errorLog`, for failures the spec says are only logged). Nothing, when the meta says nothing.
 */
export type QueryErrorMeta = {
  errorToast?: { title: string; description?: string };
  errorLog?: string;
  /** false: not kept on the device for offline use (src/lib/offline/persist.ts keeps the rest). */
  offline?: false;
};

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: QueryErrorMeta;
  }
}

/** The one error policy of every query: runs once per failed fetch (after its retries). */
export function reportQueryError(error: unknown, meta: QueryErrorMeta | undefined): void {
  if (meta?.errorLog) logger.error(meta.errorLog, error);
  if (meta?.errorToast) {
    const { title, description } = meta.errorToast;
    // The title as id: a list whose pages fail one after another shows one toast.
    toast.error(title, { id: title, description: description ?? getErrorMessage(error) });
  }
}

export const MAX_QUERY_RETRIES = 3;
export const QUERY_GC_TIME_MS = 5 * 60 * 1000;

/** Exponential backoff: 1 s, 2 s, 4 s … capped at 30 s (spec-1 §9). */
export function queryRetryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 30_000);
}

/** Retries only what a retry can fix; 401/403/404 and PGRST116-like answers come back the same. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  return failureCount < MAX_QUERY_RETRIES && isRetryableError(error);
}

// TanStack assumes online until the browser says otherwise; an app opened with no signal is offline
// from the start, so its queries and captures wait instead of failing.
onlineManager.setEventListener((setOnline) => {
  if (typeof window === 'undefined') return;
  setOnline(navigator.onLine);
  const online = () => setOnline(true);
  const offline = () => setOnline(false);
  window.addEventListener('online', online);
  window.addEventListener('offline', offline);
  return () => {
    window.removeEventListener('online', online);
    window.removeEventListener('offline', offline);
  };
});

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => reportQueryError(error, query.meta) }),
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
