import { Link, Navigate, useLocation } from 'react-router-dom';
import { LoadingScreen } from '@/components/loading-screen';
import { useSession } from '@/hooks/use-session';
import { getRedirectTarget } from '@/lib/redirect';
import { AuthLayout } from '../components/auth-layout';
import { LoginForm } from '../components/login-form';
import { accountPaths } from '../paths';

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
      <LoginForm />
    </AuthLayout>
  );
}
