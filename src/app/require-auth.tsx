import { lazy, Suspense, useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { LoadingScreen } from '@/components/loading-screen';
import { useSession } from '@/hooks/use-session';
import { pendingSecondFactor } from '@/lib/mfa';
import type { AuthRedirectState } from '@/lib/redirect';
import { toast } from '@/lib/toast';
import { accountPaths } from '@/modules/account/paths';

const SecondFactorPrompt = lazy(() =>
  import('@/modules/account/components/second-factor-prompt').then((m) => ({
    default: m.SecondFactorPrompt,
  })),
);

/**
 * Guards signed-in routes: 'Loading...' while the session loads, else /login (replacing history);
 * a session that still owes its second factor (aal1 with a verified authenticator) gets the code prompt.
 * With `notice`, a signed-out visitor is also told why (spec-2 §6, the consultant area).
 */
export function RequireAuth({ notice = false }: { notice?: boolean }) {
  const { status, session } = useSession();
  const location = useLocation();
  const redirecting = status === 'unauthenticated';

  useEffect(() => {
    if (redirecting && notice) {
      toast.error('Authentication required', {
        id: 'auth-required',
        description: 'Please log in to access this area.',
      });
    }
  }, [redirecting, notice]);

  if (status === 'loading') return <LoadingScreen />;
  if (redirecting) {
    const state: AuthRedirectState = {
      from: { pathname: location.pathname, search: location.search, hash: location.hash },
    };
    return <Navigate to={accountPaths.login.href()} replace state={state} />;
  }
  // Signed in with the password (aal1) by someone who has an authenticator: the code comes first.
  const factor = session ? pendingSecondFactor(session) : null;
  if (factor && session) {
    return (
      <Suspense fallback={<LoadingScreen />}>
        <SecondFactorPrompt userId={session.user.id} factorId={factor.id} />
      </Suspense>
    );
  }
  return <Outlet />;
}

/** The consultant area's auth guard: tells a signed-out visitor to log in. */
export function RequireAuthWithNotice() {
  return <RequireAuth notice />;
}
