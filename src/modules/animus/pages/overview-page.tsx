import { Link } from 'react-router-dom';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { useUser } from '@/hooks/use-session';
import { useViewer } from '@/hooks/use-viewer';
import { formatDate, formatNumber, formatUnit } from '@/lib/format';
import { useModerationQueue } from '../api/community-tags';
import { useLibraryOverview } from '../api/get-library-overview';
import { ChemotypeBadge } from '../components/library/chemotype-badge';
import { animusModule, animusPaths, animusTools } from '../paths';

/** /animus: the module at a glance, what needs attention, and the way into each tool. */
export function OverviewPage() {
  const user = useUser();
  const viewer = useViewer();
  const overview = useLibraryOverview(user.id);
  const moderates = viewer.role === 'moderator' || viewer.isAdmin;
  const queue = useModerationQueue(moderates);
  const cultivar = (id: string) => animusPaths.library.href({ cultivar: id });

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Animus" description={animusModule.description} />
      <nav aria-label="Animus tools" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {[
          ...Object.values(animusTools).map((t) => ({
            to: t.path,
            name: t.name,
            description: t.description,
          })),
          {
            to: animusPaths.archive.href(),
            name: 'Archive',
            description: 'Cultivars growers published for everyone.',
          },
        ].map((t) => (
          <Link
            key={t.to}
            to={t.to}
            className="rounded-2xl border border-line bg-white p-4 transition-colors hover:border-brand-300 focus-visible:ring-4 focus-visible:ring-brand-600/20 focus-visible:outline-none"
          >
            <span className="font-semibold text-brand-950">{t.name}</span>
            <span className="mt-1 block text-sm text-muted">{t.description}</span>
          </Link>
        ))}
      </nav>

      {overview.isPending ? (
        <PageSkeleton variant="cards" cards={2} label="Loading your library…" />
      ) : overview.isError ? (
        <LoadError error={overview.error} onRetry={() => void overview.refetch()}>
          Could not load the overview.
        </LoadError>
      ) : (
        <>
          <section aria-labelledby="counts-heading">
            <h2 id="counts-heading" className="sr-only">
              Your library in numbers
            </h2>
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
              {(
                [
                  ['Cultivars', overview.data.counts.cultivars],
                  ['Shared', overview.data.counts.shared],
                  ['Published', overview.data.counts.published],
                  ['From the community', overview.data.counts.community],
                  ['Crosses', overview.data.counts.crosses],
                  ['Observations this week', overview.data.counts.observations],
                ] as const
              ).map(([term, value]) => (
                <div key={term} className="rounded-2xl border border-line bg-white p-4">
                  <dt className="text-sm text-muted">{term}</dt>
                  <dd className="mt-1 text-2xl font-semibold text-brand-950 tabular-nums">
                    {formatNumber(value)}
                  </dd>
                </div>
              ))}
            </dl>
          </section>

          <div className="grid gap-4 lg:grid-cols-2">
            <section
              aria-labelledby="attention-heading"
              className="min-w-0 rounded-2xl border border-line bg-white p-5 wrap-anywhere"
            >
              <h2 id="attention-heading" className="text-lg font-semibold text-brand-950">
                Needs attention
              </h2>
              <ul className="mt-3 flex flex-col gap-2 text-sm">
                {moderates && queue.data?.length ? (
                  <li>
                    <Link
                      to={animusPaths.library.href({ view: 'moderation' })}
                      className="font-medium text-brand-800 underline"
                    >
                      {queue.data.length} disputed {queue.data.length === 1 ? 'tag waits' : 'tags wait'} for a
                      moderator
                    </Link>
                  </li>
                ) : null}
                {overview.data.conflicts.map((c) => (
                  <li key={c.id}>
                    <Link to={cultivar(c.child_id!)} className="font-medium text-brand-800 underline">
                      {c.child_name}
                    </Link>{' '}
                    (type {c.child_chemotype}) cannot come from {c.mother_name} ({c.mother_chemotype}) ×{' '}
                    {c.father_name ?? 'unknown'} ({c.father_chemotype ?? '?'}) as claimed.
                  </li>
                ))}
                {overview.data.lowGermination.map((l) => (
                  <li key={l.id}>
                    Seed lot {l.lot_code} of{' '}
                    {l.cultivar ? (
                      <Link to={cultivar(l.cultivar.id)} className="font-medium text-brand-800 underline">
                        {l.cultivar.name}
                      </Link>
                    ) : null}{' '}
                    germinated {formatUnit(Number(l.latest.germination_rate), '%', 0)} on{' '}
                    {formatDate(l.latest.tested_on)}.
                  </li>
                ))}
                {!(moderates && queue.data?.length) &&
                overview.data.conflicts.length === 0 &&
                overview.data.lowGermination.length === 0 ? (
                  <li className="text-muted">
                    Nothing: lineages agree with the chemotypes and seed lots germinate well.
                  </li>
                ) : null}
              </ul>
            </section>

            <section
              aria-labelledby="recent-heading"
              className="min-w-0 rounded-2xl border border-line bg-white p-5 wrap-anywhere"
            >
              <h2 id="recent-heading" className="text-lg font-semibold text-brand-950">
                Recently added
              </h2>
              {overview.data.recent.length ? (
                <ul className="mt-3 flex flex-col divide-y divide-line">
                  {overview.data.recent.map((c) => (
                    <li key={c.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                      <Link to={cultivar(c.id)} className="font-medium text-brand-900 hover:underline">
                        {c.name}
                      </Link>
                      <span className="flex items-center gap-2 text-sm text-muted">
                        {c.breeder}
                        <ChemotypeBadge chemotype={c.chemotype} />
                      </span>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="mt-3 text-sm text-muted">
                  Nothing yet.{' '}
                  <Link to={animusPaths.library.href()} className="font-medium text-brand-800 underline">
                    Add your first cultivar
                  </Link>
                  .
                </p>
              )}
            </section>
          </div>
        </>
      )}
    </div>
  );
}
