// The controls both harvest lenses share (/prometheus3 Yield and quality, /prometheus4
// Benchmarking): which facility and which harvest period; it loads the facility's harvested cycles
// and hands them to the lens, with the loading, error and empty states.
import { useMemo, useState, type ReactNode } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { SelectField } from '@/components/ui/fields';
import { LoadError } from '@/components/ui/load-error';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { TextField } from '@/components/ui/text-field';
import { useViewer } from '@/hooks/use-viewer';
import { formatDate, formatIsoDate } from '@/lib/format';
import { usePlaces, type Place } from '../api/get-places';
import { useYieldCycles } from '../api/get-yield-cycles';
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
  const { userId } = useViewer();
  const places = usePlaces(userId ?? '');
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
  const [facilityId, setFacilityId] = useState(places[0]!.id);
  const facility = places.find((f) => f.id === facilityId) ?? places[0]!;
  const [period, setPeriod] = useState<HarvestPeriod>({ preset: '365d' });
  const [customFrom, setCustomFrom] = useState('');
  const [customTo, setCustomTo] = useState('');
  const [now] = useState(() => new Date());
  const range = harvestRange(period, now);
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const rows = useYieldCycles({ facilityId: facility.id, from: range.from, to: range.to, timeZone });
  const cycles = useMemo(() => (rows.data ?? []).map(cycleOf), [rows.data]);

  const pickPeriod = (value: string) => {
    if (value === 'custom') {
      const from = customFrom || formatIsoDate(range.from);
      const to = customTo || formatIsoDate(Date.parse(range.to) - 1);
      setCustomFrom(from);
      setCustomTo(to);
      setPeriod({ preset: 'custom', from, to });
    } else setPeriod({ preset: value as Exclude<HarvestPeriod['preset'], 'custom'> });
  };

  return (
    <>
      <div className="flex flex-wrap items-end gap-3">
        {places.length > 1 ? (
          <SelectField
            label="Facility"
            className="w-full sm:w-56"
            value={facility.id}
            onChange={(e) => setFacilityId(e.target.value)}
          >
            {places.map((f) => (
              <option key={f.id} value={f.id}>
                {f.name}
              </option>
            ))}
          </SelectField>
        ) : null}
        <SelectField
          label="Harvested"
          className="w-full sm:w-44"
          value={period.preset}
          onChange={(e) => pickPeriod(e.target.value)}
        >
          {HARVEST_PERIODS.map((p) => (
            <option key={p.value} value={p.value}>
              {p.label}
            </option>
          ))}
        </SelectField>
        {period.preset === 'custom' ? (
          <>
            <TextField
              label="From"
              type="date"
              className="w-full sm:w-44"
              value={customFrom}
              max={customTo || undefined}
              onChange={(e) => {
                setCustomFrom(e.target.value);
                if (e.target.value && customTo && e.target.value <= customTo)
                  setPeriod({ preset: 'custom', from: e.target.value, to: customTo });
              }}
            />
            <TextField
              label="To"
              type="date"
              className="w-full sm:w-44"
              value={customTo}
              min={customFrom || undefined}
              onChange={(e) => {
                setCustomTo(e.target.value);
                if (e.target.value && customFrom && customFrom <= e.target.value)
                  setPeriod({ preset: 'custom', from: customFrom, to: e.target.value });
              }}
            />
          </>
        ) : null}
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
