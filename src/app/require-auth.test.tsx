import type { AuthChangeEvent, Session, SupabaseClient } from '@supabase/supabase-js';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { testSession } from '@/test/session';
import { RequireAuth } from './require-auth';
import { SessionProvider } from './session-provider';

vi.mock('@/lib/supabase', () => ({ supabase: {}, storedSession: () => null }));
vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn() } }));

type Listener = (event: AuthChangeEvent, session: Session | null) => void;

/** An auth client whose events the test fires by hand. */
function fakeAuth(options: { getSessionError?: unknown; getUserError?: unknown } = {}) {
  let listener: Listener = () => {};
  const auth = {
    onAuthStateChange: vi.fn((fn: Listener) => {
      listener = fn;
      return { data: { subscription: { unsubscribe: vi.fn() } } };
    }),
    getSession: vi.fn(async () => ({ data: { session: null }, error: options.getSessionError ?? null })),
    getUser: vi.fn(async () => ({ data: { user: null }, error: options.getUserError ?? null })),
    signOut: vi.fn(async () => ({ error: null })),
  };
  return {
    client: { auth } as unknown as Pick<SupabaseClient, 'auth'>,
    auth,
    emit: (event: AuthChangeEvent, session: Session | null) => act(() => listener(event, session)),
  };
}

/** A session whose token carries `aal`, for a user with a verified authenticator. */
function sessionWithFactor(aal: 'aal1' | 'aal2'): Session {
  const payload = btoa(JSON.stringify({ sub: testSession.user.id, aal })).replace(/=+$/, '');
  return {
    ...testSession,
    access_token: `header.${payload}.signature`,
    user: { ...testSession.user, factors: [{ id: 'factor-1', factor_type: 'totp', status: 'verified' }] },
  } as unknown as Session;
}

function renderGuarded(
  client: Pick<SupabaseClient, 'auth'>,
  path = '/dashboard?tab=x',
  stored: () => Session | null = () => null,
) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>Previous page</p> },
      { path: '/login', element: <p>Login page</p> },
      { Component: RequireAuth, children: [{ path: '/dashboard', element: <p>Private dashboard</p> }] },
    ],
    { initialEntries: ['/', path] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SessionProvider client={client} stored={stored}>
        <RouterProvider router={router} />
      </SessionProvider>
    </QueryClientProvider>,
  );
  return router;
}

describe('RequireAuth', () => {
  beforeEach(() => vi.mocked(toast.error).mockReset());

  it("shows 'Loading...' until the session is known, then replaces the entry with /login", async () => {
    const { client, emit } = fakeAuth();
    const router = renderGuarded(client);

    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(screen.queryByText('Private dashboard')).not.toBeInTheDocument();

    emit('INITIAL_SESSION', null);

    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.historyAction).toBe('REPLACE');
    // Remembers where the user was going.
    expect(router.state.location.state).toEqual({
      from: { pathname: '/dashboard', search: '?tab=x', hash: '' },
    });
    // Back leaves the app's history rather than returning to the guarded page.
    await act(() => router.navigate(-1));
    expect(await screen.findByText('Previous page')).toBeInTheDocument();
  });

  it('renders the page for a signed-in user and verifies the session with the server', async () => {
    const { client, auth, emit } = fakeAuth();
    renderGuarded(client);

    emit('INITIAL_SESSION', testSession);

    expect(await screen.findByText('Private dashboard')).toBeInTheDocument();
    expect(auth.getUser).toHaveBeenCalledTimes(1);
  });

  it('asks a user with an authenticator for its code before the page, until the session is aal2', async () => {
    const { client, emit } = fakeAuth();
    renderGuarded(client);

    emit('SIGNED_IN', sessionWithFactor('aal1'));

    expect(await screen.findByRole('heading', { name: 'Two-step sign-in' })).toBeInTheDocument();
    expect(screen.getByLabelText('Authentication code')).toBeInTheDocument();
    expect(screen.queryByText('Private dashboard')).not.toBeInTheDocument();

    emit('MFA_CHALLENGE_VERIFIED', sessionWithFactor('aal2'));

    expect(await screen.findByText('Private dashboard')).toBeInTheDocument();
  });

  it('sends the user to /login on SIGNED_OUT', async () => {
    const { client, emit } = fakeAuth();
    renderGuarded(client);
    emit('INITIAL_SESSION', testSession);
    expect(await screen.findByText('Private dashboard')).toBeInTheDocument();

    emit('SIGNED_OUT', null);

    expect(await screen.findByText('Login page')).toBeInTheDocument();
  });

  it.each([
    'SIGNED_IN',
    'TOKEN_REFRESHED',
    'USER_UPDATED',
    'MFA_CHALLENGE_VERIFIED',
    'PASSWORD_RECOVERY',
  ] as const)('treats %s with a session as signed in', async (event) => {
    const { client, emit } = fakeAuth();
    const router = renderGuarded(client);
    emit('INITIAL_SESSION', null);
    expect(await screen.findByText('Login page')).toBeInTheDocument();

    emit(event, testSession);
    await act(() => router.navigate('/dashboard'));

    expect(await screen.findByText('Private dashboard')).toBeInTheDocument();
  });

  it("shows 'Authentication Error' and treats the user as signed out when the server rejects the session", async () => {
    const rejected = Object.assign(new Error('Session not found'), {
      name: 'AuthApiError',
      status: 403,
      code: 'session_not_found',
      __isAuthError: true,
    });
    const { client, auth, emit } = fakeAuth({ getUserError: rejected });
    renderGuarded(client);

    emit('INITIAL_SESSION', testSession);

    expect(await screen.findByText('Login page')).toBeInTheDocument();
    // The message tables load on demand (they stay out of the entry), so the toast follows shortly.
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Authentication Error', {
        description: 'Your session has expired. Please sign in again.',
      }),
    );
    expect(auth.signOut).toHaveBeenCalledWith({ scope: 'local' });
  });

  it("shows 'Authentication Error' when the server refuses to restore the stored session", async () => {
    const refused = Object.assign(new Error('Invalid Refresh Token: Refresh Token Not Found'), {
      name: 'AuthApiError',
      status: 400,
      code: 'refresh_token_not_found',
      __isAuthError: true,
    });
    const { client } = fakeAuth({ getSessionError: refused });
    renderGuarded(client);

    expect(await screen.findByText('Login page')).toBeInTheDocument();
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Authentication Error', expect.anything()));
  });

  it('opens offline as the kept session when it could not be refreshed for want of a connection', async () => {
    const failed = Object.assign(new Error('Failed to fetch'), {
      name: 'AuthRetryableFetchError',
      status: 0,
    });
    const { client, emit } = fakeAuth({ getSessionError: failed });
    renderGuarded(client, '/dashboard', () => testSession);

    // supabase-js reports no session (its token is expired and cannot be refreshed) but keeps it.
    emit('INITIAL_SESSION', null);

    expect(await screen.findByText('Private dashboard')).toBeInTheDocument();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('goes to /login offline when no session is kept', async () => {
    const failed = Object.assign(new Error('Failed to fetch'), {
      name: 'AuthRetryableFetchError',
      status: 0,
    });
    const { client, emit } = fakeAuth({ getSessionError: failed });
    renderGuarded(client);
    emit('INITIAL_SESSION', null);
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(toast.error).not.toHaveBeenCalled();
  });
});
