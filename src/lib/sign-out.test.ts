import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it, vi } from 'vitest';
import { signOut } from './sign-out';

const fakeClient = (...results: Array<{ error: unknown }>) => {
  const fn = vi.fn();
  for (const r of results) fn.mockResolvedValueOnce(r);
  return { client: { auth: { signOut: fn } } as unknown as Pick<SupabaseClient, 'auth'>, fn };
};
const apiError = (status: number) =>
  Object.assign(new Error('x'), { name: 'AuthApiError', status, __isAuthError: true });

describe('signOut', () => {
  it('resolves on success', async () => {
    const { client, fn } = fakeClient({ error: null });
    await expect(signOut(client)).resolves.toBeUndefined();
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it.each([401, 403, 404])('ignores %i and clears the local session', async (status) => {
    const { client, fn } = fakeClient({ error: apiError(status) }, { error: null });
    await expect(signOut(client)).resolves.toBeUndefined();
    expect(fn).toHaveBeenLastCalledWith({ scope: 'local' });
  });

  it('signs out of this device only when the server cannot be reached', async () => {
    const offline = Object.assign(new Error('Failed to fetch'), {
      name: 'AuthRetryableFetchError',
      status: 0,
    });
    const { client, fn } = fakeClient({ error: offline });
    // supabase-js asks the server even for a local sign-out: the stored session is removed instead.
    const removeSession = vi.fn(async () => {});
    Object.assign(client.auth, { _removeSession: removeSession });
    await expect(signOut(client)).resolves.toBeUndefined();
    expect(fn).toHaveBeenCalledTimes(1);
    expect(removeSession).toHaveBeenCalledTimes(1);
  });

  it('rethrows anything else', async () => {
    const error = apiError(500);
    const { client } = fakeClient({ error });
    await expect(signOut(client)).rejects.toBe(error);
  });
});
