import { Link, Navigate, useLocation } from 'react-router-dom';
import { LoadingScreen } from '@/components/loading-screen';
import { Alert } from '@/components/ui/alert';
import { useSession } from '@/hooks/use-session';
import { getRedirectTarget } from '@/lib/redirect';
import { AuthLayout } from '../components/auth-layout';
import { LoginForm } from '../components/login-form';
import { accountPaths } from '../paths';

/**
 * A mailed sign-in link that failed: the stack sent the browser back with error_code (a used or
 * expired link), or with a ?code= that supabase-js could not exchange (no verifier in this browser)
 * and so left in the address; a successful exchange removes it.
 */
function linkFailed(location: { search: string; hash: string }): boolean {
  const query = new URLSearchParams(location.search);
  const fragment = new URLSearchParams(location.hash.slice(1));
  return query.has('error_code') || fragment.has('error_code') || query.has('code');
}

export function LoginPage() {
  const { status } = useSession();
  const location = useLocation();

  if (status === 'loading') return <LoadingScreen />;
  // Signing in flips the session to authenticated; this sends the user where they were going.
  if (status === 'authenticated') return <Navigate to={getRedirectTarget(location.state)} replace />;

  return (
    <AuthLayout
      title="Sign in to Canopy"
      description="Welcome back. Enter your details to continue."
      footer={
        <>
          Don&apos;t have an account?{' '}
          <Link
            to={accountPaths.signup.href()}
            state={location.state}
            className="font-semibold text-brand-700 hover:underline"
          >
            Create one
          </Link>
        </>
      }
    >
      {linkFailed(location) && (
        <Alert className="mb-5">
          That sign-in link is invalid or has expired. Links work once, in the browser that asked for them.{' '}
          <Link to={accountPaths.signInLink.href()} className="font-semibold underline">
            Send a new link
          </Link>
        </Alert>
      )}
      <LoginForm />
      <div className="mt-5 flex items-center gap-3 text-xs text-muted" aria-hidden="true">
        <span className="h-px flex-1 bg-line" />
        or
        <span className="h-px flex-1 bg-line" />
      </div>
      <Link
        to={accountPaths.signInLink.href()}
        state={location.state}
        className="mt-5 inline-flex h-11 w-full items-center justify-center rounded-lg border border-line bg-white px-4 text-sm font-semibold text-ink shadow-sm transition-colors hover:bg-brand-50 active:bg-brand-100"
      >
        Email me a sign-in link
      </Link>
    </AuthLayout>
  );
}
