import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { useViewer } from '@/hooks/use-viewer';
import { ConsultantCard, ConsultantCardSkeleton } from '../../components/consultant-card';
import { useBookingGate } from '../../components/use-booking-gate';
import { useSearchConsultants } from '../api/search-consultants';
import { useSpecialties } from '../../api/get-specialties';
import { FilterCard } from '../components/filter-card';
import { DEFAULT_FILTERS, normalizeFilters, type ConsultantFilters } from '../filters';
import { accountPaths } from '@/modules/account/paths';
import { agoraPaths } from '../../paths';
import { PageHeader } from '@/components/ui/page-header';

const SKELETON_CARDS = 6;

/** Spec-1 §2 "Expert Marketplace page" (/agora). */
export function MarketplacePage() {
  const viewer = useViewer();
  const { guard } = useBookingGate();
  const [draft, setDraft] = useState<ConsultantFilters>(DEFAULT_FILTERS);
  const [applied, setApplied] = useState<ConsultantFilters>(DEFAULT_FILTERS);
  const specialties = useSpecialties();
  const consultants = useSearchConsultants(applied);

  const apply = (filters: ConsultantFilters) => {
    const next = normalizeFilters(filters);
    setDraft(next);
    setApplied(next);
    // The same filter set again (Apply, Reset or Clear) reloads it, as spec-1 §4 says.
    if (JSON.stringify(next) === JSON.stringify(normalizeFilters(applied))) void consultants.refetch();
  };
  const reset = () => apply(DEFAULT_FILTERS);

  const list = consultants.data?.pages.flatMap((page) => page.consultants) ?? [];

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Expert Marketplace"
        description="Connect with experienced cultivation experts for one-on-one guidance on your grow."
        actions={
          viewer.signedIn && viewer.ready && !viewer.isConsultant ? (
            <Link
              to={agoraPaths.apply.href()}
              className="text-sm font-semibold text-brand-700 hover:underline"
            >
              Become a consultant
            </Link>
          ) : null
        }
      />

      {!viewer.signedIn ? (
        <Card className="flex flex-col gap-3 bg-brand-50 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h2 className="text-base font-semibold text-brand-950">Join our expert community</h2>
            <p className="mt-0.5 text-sm text-muted">
              Are you a cultivation expert? Apply to offer paid consultations to growers on Canopy.
            </p>
          </div>
          <Link
            to={accountPaths.login.href()}
            className="inline-flex h-11 shrink-0 items-center justify-center rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white shadow-sm hover:bg-brand-800"
          >
            Sign In to Apply
          </Link>
        </Card>
      ) : null}

      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[20rem_minmax(0,1fr)] lg:items-start">
        <div className="lg:sticky lg:top-4">
          <FilterCard
            draft={draft}
            onDraftChange={setDraft}
            onApply={apply}
            onReset={reset}
            specialties={specialties.data}
            specialtiesLoading={specialties.isPending}
          />
        </div>

        <section aria-label="Consultants" aria-busy={consultants.isPending} className="flex flex-col gap-4">
          {consultants.isPending ? (
            <>
              <p role="status" className="sr-only">
                Loading consultants...
              </p>
              <ul className="grid grid-cols-[minmax(0,1fr)] gap-4 md:grid-cols-2 2xl:grid-cols-3">
                {Array.from({ length: SKELETON_CARDS }, (_, i) => (
                  <li key={i}>
                    <ConsultantCardSkeleton />
                  </li>
                ))}
              </ul>
            </>
          ) : consultants.isError ? (
            <LoadError onRetry={() => void consultants.refetch()}>
              We could not load the consultants. Please try again later.
            </LoadError>
          ) : list.length === 0 ? (
            <EmptyState
              title="No consultants found"
              description="Try adjusting your filters or search terms"
              action={
                <Button variant="secondary" onClick={reset}>
                  Clear all filters
                </Button>
              }
            />
          ) : (
            <>
              <p role="status" className="text-sm text-muted">
                {consultants.hasNextPage
                  ? `Showing the first ${list.length} consultants`
                  : `${list.length} ${list.length === 1 ? 'consultant' : 'consultants'} found`}
              </p>
              <ul className="grid grid-cols-[minmax(0,1fr)] gap-4 md:grid-cols-2 2xl:grid-cols-3">
                {list.map((c) => (
                  <li key={c.id}>
                    <ConsultantCard consultant={c} onBook={guard} />
                  </li>
                ))}
              </ul>
              {consultants.hasNextPage ? (
                <Button
                  variant="secondary"
                  className="self-center"
                  busy={consultants.isFetchingNextPage}
                  onClick={() => void consultants.fetchNextPage()}
                >
                  {consultants.isFetchingNextPage ? 'Loading...' : 'Load more'}
                </Button>
              ) : null}
            </>
          )}
        </section>
      </div>
    </div>
  );
}
