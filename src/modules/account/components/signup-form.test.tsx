import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { supabase } from '@/lib/supabase';
import { SignupForm } from './signup-form';

vi.mock('@/lib/supabase', () => ({ supabase: { auth: { signUp: vi.fn() } } }));
const signUp = vi.mocked(supabase.auth.signUp);

async function fillAndSubmit(identifier: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('First name'), ' Robin ');
  await user.type(screen.getByLabelText('Last name'), 'Okafor');
  await user.type(screen.getByLabelText('Email or phone'), identifier);
  await user.type(screen.getByLabelText('Password'), 'secret-password');
  await user.click(screen.getByRole('button', { name: 'Create account' }));
}

describe('SignupForm', () => {
  beforeEach(() => signUp.mockReset());

  it('asks for every field', async () => {
    render(<SignupForm />, { wrapper: MemoryRouter });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('Enter your first name')).toBeInTheDocument();
    expect(screen.getByText('Enter your last name')).toBeInTheDocument();
    expect(screen.getByText('Enter your email or phone number')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(signUp).not.toHaveBeenCalled();
  });

  it('passes the names as user metadata for the profile', async () => {
    signUp.mockResolvedValue({ data: { user: null, session: null }, error: null } as never);
    render(<SignupForm />, { wrapper: MemoryRouter });
    await fillAndSubmit('robin@example.com');

    expect(signUp).toHaveBeenCalledWith({
      email: 'robin@example.com',
      password: 'secret-password',
      options: {
        data: { first_name: 'Robin', last_name: 'Okafor' },
        emailRedirectTo: `${window.location.origin}/dashboard`,
      },
    });
    // No session yet: the project wants the address confirmed first; the same words whether or
    // not the address had an account.
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Check your inbox');
    expect(status).toHaveTextContent('We sent a link to robin@example.com to confirm your account.');
    expect(screen.getByRole('link', { name: 'reset your password' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('signs up with a phone number', async () => {
    signUp.mockResolvedValue({ data: { user: null, session: null }, error: null } as never);
    render(<SignupForm />, { wrapper: MemoryRouter });
    await fillAndSubmit('+1 (555) 010-0100');

    expect(signUp).toHaveBeenCalledWith({
      phone: '+15550100100',
      password: 'secret-password',
      options: { data: { first_name: 'Robin', last_name: 'Okafor' } },
    });
  });

  it('shows an existing account through the error map', async () => {
    const exists = Object.assign(new Error('User already registered'), {
      name: 'AuthApiError',
      status: 422,
      code: 'user_already_exists',
      __isAuthError: true,
    });
    signUp.mockResolvedValue({ data: { user: null, session: null }, error: exists } as never);
    render(<SignupForm />, { wrapper: MemoryRouter });
    await fillAndSubmit('free@example.com');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An account with this email or phone number already exists. Try signing in instead.',
    );
  });
});
