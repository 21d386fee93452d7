import type { Session, User } from '@supabase/supabase-js';
import type { SessionContextValue } from '@/hooks/use-session';

// Session values for component tests that render pages without the real provider.

export const testUser = {
  id: 'a0000000-0000-4000-8000-000000000001',
  email: 'free@example.com',
  aud: 'authenticated',
  app_metadata: {},
  user_metadata: { first_name: 'Sam', last_name: 'Rivera' },
  created_at: '2026-01-01T00:00:00Z',
} as User;

export const testSession = {
  access_token: 'test-access-token',
  refresh_token: 'test-refresh-token',
  token_type: 'bearer',
  expires_in: 3600,
  user: testUser,
} as Session;

export const signedOut: SessionContextValue = {
  status: 'unauthenticated',
  session: null,
  user: null,
  isPasswordRecovery: false,
};

export const signedIn: SessionContextValue = {
  status: 'authenticated',
  session: testSession,
  user: testUser,
  isPasswordRecovery: false,
};
