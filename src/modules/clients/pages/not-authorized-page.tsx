import { Link } from 'react-router-dom';
import { clientsPaths } from '../paths';

export function NotAuthorizedPage() {
  return (
    <section className="rounded-2xl border border-line bg-white p-6 shadow-xs sm:p-8">
      <h1 className="text-2xl font-semibold tracking-tight text-brand-950 sm:text-3xl">Not authorized</h1>
      <p className="mt-2 max-w-2xl text-muted">
        You do not have access to this organisation&apos;s workspace.
      </p>
      <Link
        to={clientsPaths.index.href()}
        className="mt-6 inline-flex font-semibold text-brand-700 hover:underline"
      >
        Back to the Clients Portal
      </Link>
    </section>
  );
}
