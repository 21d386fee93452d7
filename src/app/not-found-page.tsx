import { Link } from 'react-router-dom';
import { accountPaths } from '@/modules/account/paths';

/**
 * The fallback for unknown paths (spec-1 §2). It renders inside the app shell, so a signed-in user
 * keeps the top bar, the bell and the bottom bar (issue 14 §11); visitors get the public shell.
 */
export function NotFoundPage() {
  return (
    <section className="flex flex-col items-center py-16 text-center sm:py-24">
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
    </section>
  );
}
