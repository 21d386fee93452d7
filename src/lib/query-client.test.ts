import { describe, expect, it } from 'vitest';
import { createQueryClient, queryRetryDelay, shouldRetryQuery } from './query-client';

describe('query client', () => {
  it('backs off as min(1000 × 2^n, 30000) ms', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(queryRetryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it('retries a transient error up to 3 times', () => {
    const error = new TypeError('Failed to fetch');
    expect([0, 1, 2, 3].map((n) => shouldRetryQuery(n, error))).toEqual([true, true, true, false]);
  });

  it('never retries not-found or permission errors', () => {
    expect(shouldRetryQuery(0, { code: 'PGRST116', message: 'no rows' })).toBe(false);
    expect(shouldRetryQuery(0, { name: 'AuthApiError', status: 403, __isAuthError: true })).toBe(false);
  });

  it('keeps unused data for 5 minutes', () => {
    const client = createQueryClient();
    expect(client.getDefaultOptions().queries?.gcTime).toBe(300_000);
  });
});
