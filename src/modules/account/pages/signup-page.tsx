import { Link, Navigate, useLocation } from 'react-router-dom';
import { LoadingScreen } from '@/components/loading-screen';
import { useSession } from '@/hooks/use-session';
import { getRedirectTarget } from '@/lib/redirect';
import { AuthLayout } from '../components/auth-layout';
import { SignupForm } from '../components/signup-form';
import { accountPaths } from '../paths';

export function SignupPage() {
  const { status } = useSession();
  const location = useLocation();

  if (status === 'loading') return <LoadingScreen />;
  if (status === 'authenticated') return <Navigate to={getRedirectTarget(location.state)} replace />;

  return (
    <AuthLayout
      title="Create your account"
      description="Start with the free plan. Upgrade whenever you need more."
      footer={
        <>
          Already have an account?{' '}
          <Link
            to={accountPaths.login.href()}
            state={location.state}
            className="font-semibold text-brand-700 hover:underline"
          >
            Sign in
          </Link>
        </>
      }
    >
      <SignupForm />
    </AuthLayout>
  );
}
