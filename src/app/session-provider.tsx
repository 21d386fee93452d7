import type { AuthChangeEvent, Session, SupabaseClient } from '@supabase/supabase-js';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { SessionContext, type SessionContextValue, type SessionState } from '@/hooks/use-session';
import { toast } from '@/lib/toast';
import { storedSession, supabase } from '@/lib/supabase';

type AuthClient = Pick<SupabaseClient, 'auth'>;

const LOADING: SessionState = { status: 'loading', session: null, user: null };
const SIGNED_OUT: SessionState = { status: 'unauthenticated', session: null, user: null };

function fromSession(session: Session | null): SessionState {
  return session ? { status: 'authenticated', session, user: session.user } : SIGNED_OUT;
}

// The message tables load only when there is something to report: they stay out of the entry.
function reportAuthError(error: unknown) {
  void import('@/lib/errors').then(({ getErrorMessage }) =>
    toast.error('Authentication Error', { description: getErrorMessage(error) }),
  );
}

/** True when the server has definitely rejected the stored session (not merely unreachable). */
function isRejectedSession(error: { name?: string; status?: unknown }): boolean {
  const { status } = error;
  return error.name === 'AuthSessionMissingError' || status === 401 || status === 403 || status === 404;
}

/**
 * Keeps the Supabase Auth session in React state and reacts to its events (spec-1 §4). Sits above the
 * router; the auth guard and pages read it through useSession().
 */
export function SessionProvider({
  children,
  client = supabase,
  stored = storedSession,
}: {
  children: ReactNode;
  client?: AuthClient;
  /** The session kept in this browser, for opening without a connection (src/lib/supabase.ts). */
  stored?: () => Session | null;
}) {
  const [state, setState] = useState<SessionState>(LOADING);
  const [isPasswordRecovery, setPasswordRecovery] = useState(false);

  useEffect(() => {
    let active = true;

    const apply = (session: Session | null) => setState(fromSession(session));

    const treatAsSignedOut = (error: unknown) => {
      if (!active) return;
      reportAuthError(error);
      apply(null);
    };

    // Verifies a restored session with the server once; a deleted user or revoked session ends it.
    const verify = async () => {
      const { error } = await client.auth.getUser();
      if (!active || !error) return;
      if (isRejectedSession(error)) {
        treatAsSignedOut(error);
        await client.auth.signOut({ scope: 'local' });
      }
    };

    const {
      data: { subscription },
    } = client.auth.onAuthStateChange((event: AuthChangeEvent, session: Session | null) => {
      if (!active) return;
      switch (event) {
        case 'INITIAL_SESSION':
          if (session) {
            apply(session);
            void verify();
          } else {
            // No session although one is kept: it could not be refreshed for want of a
            // connection. The app opens offline as that person; the refresh follows when the
            // connection returns (below), or ends the session if the server refuses it.
            apply(stored());
          }
          break;
        case 'SIGNED_IN':
        case 'TOKEN_REFRESHED':
        case 'MFA_CHALLENGE_VERIFIED':
          apply(session);
          break;
        case 'USER_UPDATED':
          // After a recovery link, the next update is the new password: the recovery is over.
          setPasswordRecovery(false);
          apply(session);
          break;
        case 'PASSWORD_RECOVERY':
          setPasswordRecovery(true);
          apply(session);
          break;
        case 'SIGNED_OUT':
          // The query cache is dropped by DataLayout, which owns it.
          setPasswordRecovery(false);
          setState(SIGNED_OUT);
          break;
      }
    });

    // onAuthStateChange reports a failed session restore only as "no session"; this surfaces why.
    // A connection that is missing is not a reason to sign out.
    const surface = (error: { name?: string } | null) => {
      if (error && error.name !== 'AuthRetryableFetchError') treatAsSignedOut(error);
    };
    client.auth.getSession().then(({ error }) => surface(error), treatAsSignedOut);
    const online = () => void client.auth.getSession().then(({ error }) => surface(error));
    window.addEventListener('online', online);

    return () => {
      active = false;
      subscription.unsubscribe();
      window.removeEventListener('online', online);
    };
  }, [client, stored]);

  const value = useMemo<SessionContextValue>(
    () => ({ ...state, isPasswordRecovery }),
    [state, isPasswordRecovery],
  );
  return <SessionContext value={value}>{children}</SessionContext>;
}
