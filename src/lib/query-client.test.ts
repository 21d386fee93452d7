import { describe, expect, it, vi } from 'vitest';
import { logger } from './logger';
import { createQueryClient, queryRetryDelay, shouldRetryQuery } from './query-client';
import { toast } from './toast';

vi.mock('./toast', () => ({ toast: { error: vi.fn() } }));
vi.mock('./logger', () => ({ logger: { error: vi.fn(), warn: vi.fn() } }));

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

describe('query error policy', () => {
  const fail = (client: ReturnType<typeof createQueryClient>, meta?: Record<string, unknown>) =>
    client
      .fetchQuery({
        queryKey: ['x', Math.random()],
        queryFn: () => Promise.reject({ code: '42501', message: 'permission denied' }),
        retry: false,
        meta,
      })
      .catch(() => undefined);

  it("toasts the spec's words from a query's meta, the error's words by default", async () => {
    const client = createQueryClient();
    await fail(client, {
      errorToast: { title: 'Error loading specialties', description: 'Please try again later.' },
    });
    expect(toast.error).toHaveBeenLastCalledWith('Error loading specialties', {
      id: 'Error loading specialties',
      description: 'Please try again later.',
    });
    await fail(client, { errorToast: { title: 'Error loading consultants' } });
    expect(vi.mocked(toast.error).mock.lastCall?.[1]?.description).toMatch(/permission/i);
  });

  it('only logs when the meta says so, and stays silent without meta', async () => {
    vi.mocked(toast.error).mockClear();
    const client = createQueryClient();
    await fail(client, { errorLog: 'Loading notifications failed' });
    expect(logger.error).toHaveBeenCalledWith('Loading notifications failed', expect.anything());
    expect(toast.error).not.toHaveBeenCalled();
    vi.mocked(logger.error).mockClear();
    await fail(client);
    expect(logger.error).not.toHaveBeenCalled();
    expect(toast.error).not.toHaveBeenCalled();
  });
});
