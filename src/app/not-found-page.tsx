import { Link } from 'react-router-dom';
import { Logo } from '@/components/logo';
import { accountPaths } from '@/modules/account/paths';

export function NotFoundPage() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center px-6 text-center">
      <Logo withName={false} className="mb-8" />
      <h1 className="text-3xl font-semibold tracking-tight text-brand-950 sm:text-4xl">
        404 - Page Not Found
      </h1>
      <p className="mt-3 max-w-md text-muted">The page you are looking for does not exist.</p>
      <Link
        to={accountPaths.home.href()}
        className="mt-8 inline-flex h-11 items-center rounded-lg bg-brand-700 px-5 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-brand-800"
      >
        Return to Home
      </Link>
    </main>
  );
}
