// The controls both harvest lenses share (/prometheus3 Yield and quality, /prometheus4
// Benchmarking): which facility and which harvest period; it loads the facility's harvested cycles
// and hands them to the lens, with the loading, error and empty states.
import { useMemo, useState, type ReactNode } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { useCurrentFacility } from '@/hooks/use-current-facility';
import { LoadError } from '@/components/ui/load-error';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { formatDate } from '@/lib/format';
import { usePlaces, type Place } from '../api/get-places';
import { useYieldCycles } from '../api/get-yield-cycles';
import { FacilityField, PeriodFields } from '../components/lens-controls';
import { usePeriodChoice } from '../components/period-choice';
import { cycleOf, type Cycle } from './figures.ts';
import { HARVEST_PERIODS, harvestRange, type HarvestPeriod } from './period.ts';

export function CycleScope({
  controls,
  children,
}: {
  /** The lens's own controls, shown after the facility and period. */
  controls?: ReactNode;
  children: (cycles: Cycle[], facility: Place) => ReactNode;
}) {
  const places = usePlaces();
  if (places.isPending) return <PageSkeleton variant="table" />;
  if (places.isError)
    return (
      <LoadError error={places.error} onRetry={() => void places.refetch()}>
        Your facilities could not be loaded.
      </LoadError>
    );
  if (places.data.length === 0)
    return (
      <EmptyState
        title="Add a facility first"
        description="Harvests belong to a facility's lots. Add your facility and its rooms, then log lots and their yields in Arca."
      />
    );
  return (
    <Scoped places={places.data} controls={controls}>
      {children}
    </Scoped>
  );
}

function Scoped({
  places,
  controls,
  children,
}: {
  places: Place[];
  controls?: ReactNode;
  children: (cycles: Cycle[], facility: Place) => ReactNode;
}) {
  // The app's current facility (useCurrentFacility), as every facility screen.
  const { facility: current, choose } = useCurrentFacility(places);
  const facility = current!;
  const period = usePeriodChoice<Exclude<HarvestPeriod['preset'], 'custom'>>('365d');
  const [now] = useState(() => new Date());
  const range = harvestRange(period.choice, now);
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const rows = useYieldCycles({ facilityId: facility.id, from: range.from, to: range.to, timeZone });
  const cycles = useMemo(() => (rows.data ?? []).map(cycleOf), [rows.data]);

  return (
    <>
      <div className="flex flex-wrap items-end gap-3">
        <FacilityField places={places} value={facility.id} onChange={choose} />
        <PeriodFields
          label="Harvested"
          presets={HARVEST_PERIODS}
          period={period}
          shown={{ first: Date.parse(range.from), last: Date.parse(range.to) - 1 }}
        />
        {controls}
      </div>
      {rows.isError ? (
        <LoadError error={rows.error} onRetry={() => void rows.refetch()}>
          The harvests could not be loaded.
        </LoadError>
      ) : rows.isPending ? (
        <PageSkeleton variant="table" />
      ) : cycles.length === 0 ? (
        <EmptyState
          title={`No harvests at ${facility.name} in this period`}
          description={`A cycle shows here once its lot has a yield with a dry weight in Arca. Period: ${formatDate(range.from)} – ${formatDate(Date.parse(range.to) - 1)}.`}
        />
      ) : (
        children(cycles, facility)
      )}
    </>
  );
}
