import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { accountPaths } from '@/modules/account/paths';

/** Last-resort boundary: a route threw or its chunk failed to load (e.g. after a deploy). */
export function RouteError() {
  const error = useRouteError();
  const chunkFailed =
    error instanceof TypeError &&
    /dynamically imported module|importing a module script/i.test(error.message);
  const title = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : 'Something went wrong';
  const detail = chunkFailed
    ? 'This page could not be loaded. Check your connection and reload.'
    : 'An unexpected error occurred. Please try again later.';

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-3 px-6 text-center">
      <h1 className="text-2xl font-semibold text-brand-950">{title}</h1>
      <p className="max-w-md text-muted">{detail}</p>
      <div className="mt-4 flex gap-3">
        <Button onClick={() => window.location.reload()}>Reload</Button>
        <Link
          to={accountPaths.home.href()}
          className="inline-flex h-11 items-center rounded-lg border border-line bg-white px-4 text-sm font-semibold text-ink hover:bg-brand-50"
        >
          Return to Home
        </Link>
      </div>
    </main>
  );
}
