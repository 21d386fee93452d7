import { useMutation } from '@tanstack/react-query';
import { env } from '@/lib/env';
import { testAroyaKey } from '../aroya';

/** Checks a key against AROYA's validation endpoint at VITE_AROYA_API_URL. */
export function useTestAroyaConnection() {
  return useMutation({ mutationFn: (apiKey: string) => testAroyaKey(env.VITE_AROYA_API_URL, apiKey) });
}
