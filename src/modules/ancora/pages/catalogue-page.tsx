// /ancora/courses: the catalogue, searchable and filtered by topic, level and length (kept in the
// URL), with the learner's progress on each course. Pro-track courses show, locked, below
// Professional.
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { EmptyState } from '@/components/ui/empty-state';
import { SelectField } from '@/components/ui/fields';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { useViewer } from '@/hooks/use-viewer';
import { hasTier } from '@/lib/tiers';
import { useCatalogue } from '../api/get-catalogue';
import { useCertificates } from '../api/certificates';
import { useProgress } from '../api/get-progress';
import { usePlacements } from '../api/placements';
import {
  catalogueSearchParams,
  hasFilters,
  LENGTHS,
  LEVELS,
  parseCatalogueFilters,
  TOPICS,
  type CatalogueFilters,
} from '../catalogue';
import { CourseCard } from '../components/course-card';
import { learnerState } from '../learner-state';
import { ancoraPaths } from '../paths';

export function CataloguePage() {
  const [params, setParams] = useSearchParams();
  const filters = parseCatalogueFilters(params);
  const [search, setSearch] = useState(filters.search);
  const viewer = useViewer();
  const catalogue = useCatalogue(filters);
  const progress = useProgress();
  const certificates = useCertificates();
  const placements = usePlacements();
  const state = learnerState(progress.data, certificates.data, placements.data);
  const isPro = hasTier({ membership_tier: viewer.tier }, 'Professional');

  const apply = (next: Partial<CatalogueFilters>) =>
    setParams(catalogueSearchParams({ ...filters, ...next }), { replace: true });

  // Typing filters after a short pause, so the list does not refetch on every key. The write reads
  // the filters in the address when it runs: a level picked during the pause stays (a timer that
  // kept the filters of the keystroke put the old level back).
  const address = params.toString();
  useEffect(() => {
    const current = parseCatalogueFilters(new URLSearchParams(address));
    if (search === current.search) return;
    const id = window.setTimeout(
      () => setParams(catalogueSearchParams({ ...current, search }), { replace: true }),
      300,
    );
    return () => window.clearTimeout(id);
  }, [search, address, setParams]);

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Courses"
        description="Practical courses for growers, each with lesson checks, a final quiz and a certificate anyone can verify."
        actions={
          <Link to={ancoraPaths.pro.href()} className="text-sm font-semibold text-brand-800 hover:underline">
            Explore the Pro track →
          </Link>
        }
      />

      <search className="grid gap-3 rounded-2xl border border-line bg-white p-4 shadow-xs sm:grid-cols-2 lg:grid-cols-4">
        <div className="flex flex-col gap-1.5 sm:col-span-2 lg:col-span-1">
          <label htmlFor="course-search" className="text-sm font-medium text-ink">
            Search courses
          </label>
          <input
            id="course-search"
            type="search"
            value={search}
            placeholder="Title or topic"
            onChange={(e) => setSearch(e.target.value)}
            className="h-11 w-full rounded-lg border border-line bg-white px-3.5 text-base shadow-xs focus-visible:border-brand-600 focus-visible:ring-4 focus-visible:ring-brand-600/20 focus-visible:outline-none sm:text-sm"
          />
        </div>
        <SelectField
          label="Topic"
          value={filters.topic ?? ''}
          onChange={(e) => apply({ topic: (e.target.value || null) as CatalogueFilters['topic'] })}
        >
          <option value="">All topics</option>
          {TOPICS.map((t) => (
            <option key={t.value} value={t.value}>
              {t.label}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Level"
          value={filters.level ?? ''}
          onChange={(e) => apply({ level: (e.target.value || null) as CatalogueFilters['level'] })}
        >
          <option value="">All levels</option>
          {LEVELS.map((l) => (
            <option key={l.value} value={l.value}>
              {l.label}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Length"
          value={filters.length ?? ''}
          onChange={(e) => apply({ length: (e.target.value || null) as CatalogueFilters['length'] })}
        >
          <option value="">Any length</option>
          {LENGTHS.map((l) => (
            <option key={l.value} value={l.value}>
              {l.label}
            </option>
          ))}
        </SelectField>
      </search>

      {catalogue.isPending ? (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" role="status" aria-label="Loading courses">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-52" />
          ))}
        </div>
      ) : catalogue.isError ? (
        <LoadError error={catalogue.error} onRetry={() => void catalogue.refetch()}>
          The courses could not be loaded.
        </LoadError>
      ) : catalogue.data.length === 0 ? (
        <EmptyState
          title="No courses match"
          description="Try another word or fewer filters."
          action={
            hasFilters(filters) ? (
              <Button
                variant="secondary"
                onClick={() => {
                  setSearch('');
                  setParams(new URLSearchParams(), { replace: true });
                }}
              >
                Clear filters
              </Button>
            ) : undefined
          }
        />
      ) : (
        <>
          <p className="text-sm text-muted" role="status">
            {catalogue.data.length === 1 ? '1 course' : `${catalogue.data.length} courses`}
          </p>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {catalogue.data.map((course) => (
              <li key={course.id}>
                <CourseCard
                  course={course}
                  completed={state.completedByCourse.get(course.id) ?? 0}
                  certified={state.certified.has(course.id)}
                  placed={state.placed.has(course.id)}
                  locked={course.is_pro && !isPro}
                />
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
