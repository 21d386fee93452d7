import { useLocation } from 'react-router-dom';
import { pageInfoForPath } from '@/lib/modules';

/**
 * A screen another issue builds: its title and a short description from the modules table, so a
 * route is never blank until then.
 */
export function PlaceholderPage() {
  const { pathname } = useLocation();
  const info = pageInfoForPath(pathname) ?? { title: 'Coming soon', description: 'This page is on its way.' };
  return (
    <section className="rounded-2xl border border-line bg-white p-6 shadow-xs sm:p-8">
      <h1 className="text-2xl font-semibold tracking-tight text-brand-950 sm:text-3xl">{info.title}</h1>
      <p className="mt-2 max-w-2xl text-muted">{info.description}</p>
      <p className="mt-6 inline-flex rounded-full bg-brand-50 px-3 py-1 text-xs font-medium text-brand-800">
        This screen is coming soon.
      </p>
    </section>
  );
}
