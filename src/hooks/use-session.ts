import type { Session, User } from '@supabase/supabase-js';
import { createContext, useContext } from 'react';

// The session's shape lives in shared code so modules can read it; the provider that keeps it in
// step with Supabase Auth lives in src/app (app → modules → shared).

export type SessionState =
  | { status: 'loading'; session: null; user: null }
  | { status: 'authenticated'; session: Session; user: User }
  | { status: 'unauthenticated'; session: null; user: null };

export type SessionContextValue = SessionState & {
  /** The user arrived through a password-recovery link and should be asked for a new password. */
  isPasswordRecovery: boolean;
};

export const SessionContext = createContext<SessionContextValue | null>(null);

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}

/** The signed-in user, for pages behind the auth guard. */
export function useUser(): User {
  const { user } = useSession();
  if (!user) throw new Error('useUser must be used behind the auth guard');
  return user;
}
