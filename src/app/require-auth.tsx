import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { LoadingScreen } from '@/components/loading-screen';
import { useSession } from '@/hooks/use-session';
import type { AuthRedirectState } from '@/lib/redirect';

/** Guards signed-in routes: 'Loading...' while the session loads, else /login (replacing history). */
export function RequireAuth() {
  const { status } = useSession();
  const location = useLocation();

  if (status === 'loading') return <LoadingScreen />;
  if (status === 'unauthenticated') {
    const state: AuthRedirectState = {
      from: { pathname: location.pathname, search: location.search, hash: location.hash },
    };
    return <Navigate to="/login" replace state={state} />;
  }
  return <Outlet />;
}
