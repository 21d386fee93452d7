import { useRouteHandle } from './lazy-routes';
import { PageHeader } from './ui/page-header';

/**
 * A screen another issue builds: the name and description its route carries, so a route is never
 * blank until then.
 */
export function PlaceholderPage() {
  const info = useRouteHandle('page') ?? { name: 'Coming soon', description: 'This page is on its way.' };
  return (
    <section className="rounded-2xl border border-line bg-white p-6 shadow-xs sm:p-8">
      <PageHeader title={info.name} description={info.description} />
      <p className="mt-6 inline-flex rounded-full bg-brand-50 px-3 py-1 text-xs font-medium text-brand-800">
        This screen is coming soon.
      </p>
    </section>
  );
}
