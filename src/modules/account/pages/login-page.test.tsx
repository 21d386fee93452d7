import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionContextValue } from '@/hooks/use-session';
import { supabase } from '@/lib/supabase';
import { renderWithProviders } from '@/test/render';
import { signedIn, signedOut } from '@/test/session';
import { LoginPage } from './login-page';

vi.mock('@/lib/supabase', () => ({ supabase: { auth: { signInWithPassword: vi.fn() } } }));
const signInWithPassword = vi.mocked(supabase.auth.signInWithPassword);

function renderLogin(session: SessionContextValue = signedOut, state?: unknown) {
  const { router } = renderWithProviders(<LoginPage />, {
    route: { pathname: '/login', state },
    session,
    routes: [
      { path: '/signup', element: <p>Sign-up page</p> },
      { path: '/dashboard', element: <p>Dashboard page</p> },
      { path: '/profile', element: <p>Profile page</p> },
    ],
  });
  return router;
}

// The shape supabase-js gives GoTrue's 400 for a wrong password.
const invalidCredentials = Object.assign(new Error('Invalid login credentials'), {
  name: 'AuthApiError',
  status: 400,
  code: 'invalid_credentials',
  __isAuthError: true,
});

describe('LoginPage', () => {
  beforeEach(() => signInWithPassword.mockReset());

  it('shows inline messages for empty fields and does not call the server', async () => {
    const user = userEvent.setup();
    renderLogin();

    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Enter your email or phone number')).toBeInTheDocument();
    expect(screen.getByText('Enter your password')).toBeInTheDocument();
    expect(screen.getByLabelText('Email or phone')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email or phone')).toHaveAccessibleDescription(
      'Enter your email or phone number',
    );
    expect(signInWithPassword).not.toHaveBeenCalled();
  });

  it('focuses the first invalid field and clears its message once it is corrected', async () => {
    const user = userEvent.setup();
    renderLogin();

    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter your email or phone number')).toBeInTheDocument();
    expect(screen.getByLabelText('Email or phone')).toHaveFocus();

    await user.type(screen.getByLabelText('Email or phone'), 'sam@example.com');
    expect(screen.queryByText('Enter your email or phone number')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Email or phone')).not.toHaveAttribute('aria-invalid');
    expect(signInWithPassword).not.toHaveBeenCalled();
  });

  it('rejects an identifier that is neither an email nor a phone number', async () => {
    const user = userEvent.setup();
    renderLogin();

    await user.type(screen.getByLabelText('Email or phone'), 'sam@');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Email or phone'));
    await user.type(screen.getByLabelText('Email or phone'), '07700 900123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(
      await screen.findByText(
        'Enter a valid email address, or a phone number with its country code (e.g. +44 7700 900123)',
      ),
    ).toBeInTheDocument();
    expect(signInWithPassword).not.toHaveBeenCalled();
  });

  it('disables the button while signing in, then shows the mapped GoTrue error', async () => {
    let answer: (value: Awaited<ReturnType<typeof supabase.auth.signInWithPassword>>) => void = () => {};
    signInWithPassword.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    renderLogin();

    await user.type(screen.getByLabelText('Email or phone'), ' Free@Example.com ');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const busy = await screen.findByRole('button', { name: 'Signing in...' });
    expect(busy).toBeDisabled();
    expect(signInWithPassword).toHaveBeenCalledWith({
      email: 'free@example.com',
      password: 'wrong-password',
    });

    answer({ data: { user: null, session: null }, error: invalidCredentials } as never);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid login credentials. Check your details and try again.',
    );
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('signs in with a phone number', async () => {
    signInWithPassword.mockResolvedValue({
      data: { user: null, session: null },
      error: invalidCredentials,
    } as never);
    const user = userEvent.setup();
    renderLogin();

    await user.type(screen.getByLabelText('Email or phone'), '+44 7700 900123');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(signInWithPassword).toHaveBeenCalledWith({ phone: '+447700900123', password: 'secret' });
  });

  it('links to sign-up', () => {
    renderLogin();
    expect(screen.getByRole('link', { name: 'Create one' })).toHaveAttribute('href', '/signup');
  });

  it('sends a signed-in user where the guard turned them away from', async () => {
    const router = renderLogin(signedIn, { from: { pathname: '/profile', search: '', hash: '' } });
    expect(await screen.findByText('Profile page')).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
