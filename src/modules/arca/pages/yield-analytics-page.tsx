// /arca/yields/analytics: harvests compared by strain, room and cycle (one lot's harvests) in
// grams per m² of canopy and per watt of lighting of the room the lot flowered in, with revenue at
// the prices in force on each harvest day. Charts for looking, a table with CSV export for keeping.
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { SelectField } from '@/components/ui/fields';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { Table } from '@/components/ui/table';
import { tableColumns } from '@/components/ui/table-columns';
import { formatDate, formatMoney, formatNumber } from '@/lib/format';
import { accountPaths } from '@/modules/account/paths';
import type { RecordPlace } from '../api/get-record-places';
import { useYieldAnalytics } from '../api/get-yield-analytics';
import { useYieldPrices } from '../api/get-yield-prices';
import { FacilityPicker, FacilityScope } from '../components/facility-scope';
import { useRecordUnits } from '../components/records/use-record-units';
import { useFacilityScope } from '../components/use-facility-scope';
import { arcaPaths } from '../paths';
import {
  cyclesOf,
  groupCycles,
  GROUPINGS,
  type Currency,
  type Cycle,
  type Grouping,
  type Money,
  type YieldGroup,
} from '../records/prices';
import { formatWithUnit, type RecordUnits } from '../records/units';

export function YieldAnalyticsPage() {
  const scope = useFacilityScope();
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Yield analytics"
        description="Harvests by strain, room and cycle: grams per m² of canopy and per watt of lighting, and revenue at your prices."
        actions={
          <div className="flex flex-wrap gap-4 text-sm font-medium">
            <Link className="text-brand-700 underline" to={arcaPaths.yieldsPrices.href()}>
              Prices
            </Link>
            <Link className="text-brand-700 underline" to={arcaPaths.yieldsRecords.href()}>
              Yield records
            </Link>
          </div>
        }
      />
      <FacilityPicker scope={scope} />
      <FacilityScope scope={scope}>
        {(facility) => <Analytics key={facility.id} facility={facility} />}
      </FacilityScope>
    </div>
  );
}

function moneyText(m: Money): string {
  const parts = (Object.entries(m) as [Currency, number][]).map(([currency, amount]) =>
    formatMoney(amount, { currency, precision: 'whole' }),
  );
  return parts.length === 0 ? '—' : parts.join(' + ');
}
const perText = (v: number | null, decimals: number) => (v === null ? '—' : formatNumber(v, decimals));

function Analytics({ facility }: { facility: RecordPlace }) {
  const [params, setParams] = useSearchParams();
  const wanted = params.get('by');
  const by: Grouping = GROUPINGS.some((g) => g.value === wanted) ? (wanted as Grouping) : 'strain';
  const setBy = (value: Grouping) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set('by', value);
        return next;
      },
      { replace: true },
    );
  const harvests = useYieldAnalytics(facility.id);
  const prices = useYieldPrices(facility.id);
  const [units] = useRecordUnits();
  const cycles = useMemo(
    () => cyclesOf(harvests.data ?? [], prices.data ?? []),
    [harvests.data, prices.data],
  );
  const groups = useMemo(() => groupCycles(cycles, by), [cycles, by]);

  if (harvests.isPending || prices.isPending) return <PageSkeleton variant="table" />;
  const failed = harvests.isError ? harvests : prices.isError ? prices : null;
  if (failed)
    return (
      <LoadError error={failed.error} onRetry={() => void failed.refetch()}>
        The harvests could not be loaded.
      </LoadError>
    );
  if (cycles.length === 0)
    return (
      <EmptyState
        title="No harvests with a dry weight yet"
        description="Log a harvest's wet and dry weights to compare strains, rooms and cycles here."
        action={
          <Link
            className="inline-flex h-11 items-center rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
            to={arcaPaths.yieldsLogger.href()}
          >
            Log a harvest
          </Link>
        }
      />
    );

  const withoutRoomFigures = cycles.filter((c) => c.canopyAreaM2 === null || c.lightingW === null).length;
  const unpriced = cycles.filter((c) => c.unpricedG > 0).length;
  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField label="Compare" value={by} onChange={(e) => setBy(e.target.value as Grouping)}>
          {GROUPINGS.map((g) => (
            <option key={g.value} value={g.value}>
              {g.label}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <GroupChart title="Grams per m² of canopy" unit="g/m²" groups={groups} value="gPerM2" decimals={0} />
        <GroupChart
          title="Grams per watt of lighting"
          unit="g/W"
          groups={groups}
          value="gPerW"
          decimals={2}
        />
      </div>
      {withoutRoomFigures > 0 ? (
        <p className="text-sm text-muted">
          {withoutRoomFigures} {withoutRoomFigures === 1 ? 'cycle grew' : 'cycles grew'} in a room without its
          canopy area or lighting watts, so {withoutRoomFigures === 1 ? 'it is' : 'they are'} left out of g/m²
          or g/W.{' '}
          <Link className="font-medium text-brand-700 underline" to={accountPaths.facilities.href()}>
            Add them to your rooms
          </Link>
        </p>
      ) : null}
      {unpriced > 0 ? (
        <p className="text-sm text-muted">
          {unpriced} {unpriced === 1 ? 'cycle has' : 'cycles have'} harvests without a grade or a price on
          their day, left out of the revenue.{' '}
          <Link className="font-medium text-brand-700 underline" to={arcaPaths.yieldsPrices.href()}>
            Set prices
          </Link>
        </p>
      ) : null}
      {by === 'cycle' ? (
        <CycleTable cycles={cycles} units={units} />
      ) : (
        <GroupTable groups={groups} by={by} units={units} />
      )}
    </div>
  );
}

function GroupChart({
  title,
  unit,
  groups,
  value,
  decimals,
}: {
  title: string;
  unit: string;
  groups: readonly YieldGroup[];
  value: 'gPerM2' | 'gPerW';
  decimals: number;
}) {
  const data = groups.filter((g) => g[value] !== null).map((g) => ({ label: g.label, v: g[value] }));
  return (
    <Card aria-label={title} className="flex min-w-0 flex-col gap-3">
      <h2 className="text-base font-semibold text-brand-950">{title}</h2>
      {data.length === 0 ? (
        <p className="text-sm text-muted">
          No harvest here has its room's {unit === 'g/W' ? 'lighting' : 'area'}.
        </p>
      ) : (
        <div className="h-56">
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
              <CartesianGrid stroke="#e5ebe7" vertical={false} />
              <XAxis dataKey="label" tick={{ fontSize: 11 }} interval={0} />
              <YAxis tick={{ fontSize: 11 }} width="auto" />
              <Tooltip formatter={(v) => [`${formatNumber(Number(v), decimals)} ${unit}`, title]} />
              <Bar dataKey="v" fill="#2f7d4f" isAnimationActive={false} radius={[4, 4, 0, 0]} />
            </BarChart>
          </ResponsiveContainer>
        </div>
      )}
    </Card>
  );
}

const groupCol = tableColumns<YieldGroup>();
const cycleCol = tableColumns<Cycle>();

function GroupTable({ groups, by, units }: { groups: YieldGroup[]; by: Grouping; units: RecordUnits }) {
  const columns = [
    groupCol.accessor('label', { header: by === 'room' ? 'Room' : 'Strain', enableHiding: false }),
    groupCol.accessor('cycles', {
      header: 'Cycles',
      meta: { align: 'end', className: 'hidden sm:table-cell' },
    }),
    groupCol.accessor('dryG', {
      header: 'Dry',
      meta: {
        align: 'end',
        className: 'whitespace-nowrap',
        csv: (g: YieldGroup) => formatWithUnit(g.dryG, 'mass', units),
      },
      cell: ({ getValue }) => formatWithUnit(getValue(), 'mass', units),
    }),
    groupCol.accessor('gPerM2', {
      header: 'g/m²',
      meta: { align: 'end', className: 'whitespace-nowrap', csv: (g: YieldGroup) => perText(g.gPerM2, 0) },
      cell: ({ getValue }) => perText(getValue(), 0),
    }),
    groupCol.accessor('gPerW', {
      header: 'g/W',
      meta: { align: 'end', className: 'whitespace-nowrap', csv: (g: YieldGroup) => perText(g.gPerW, 2) },
      cell: ({ getValue }) => perText(getValue(), 2),
    }),
    groupCol.accessor((g) => moneyText(g.revenue), {
      id: 'revenue',
      header: 'Revenue',
      meta: { align: 'end' },
    }),
  ];
  return (
    <Table
      data={groups}
      columns={columns}
      caption={by === 'room' ? 'Yields by room' : 'Yields by strain'}
      getRowId={(g) => g.key}
      exportCsv={{ fileName: `yields-by-${by}` }}
      columnMenu
    />
  );
}

function CycleTable({ cycles, units }: { cycles: Cycle[]; units: RecordUnits }) {
  const columns = [
    cycleCol.accessor('lotName', {
      header: 'Lot',
      enableHiding: false,
      cell: ({ row }) => (
        <Link
          className="font-medium text-brand-700 underline"
          to={arcaPaths.diaryLot.href({ lotId: row.original.lotId })}
        >
          {row.original.lotName}
        </Link>
      ),
    }),
    cycleCol.accessor('strain', { header: 'Strain' }),
    cycleCol.accessor((c) => c.roomName ?? '—', {
      id: 'room',
      header: 'Room',
      meta: { className: 'hidden sm:table-cell' },
    }),
    cycleCol.accessor('harvestedOn', {
      header: 'Harvested',
      sortFn: 'text',
      meta: { className: 'hidden sm:table-cell' },
      cell: ({ getValue }) => formatDate(getValue()),
    }),
    cycleCol.accessor('dryG', {
      header: 'Dry',
      meta: {
        align: 'end',
        className: 'whitespace-nowrap',
        csv: (c: Cycle) => formatWithUnit(c.dryG, 'mass', units),
      },
      cell: ({ getValue }) => formatWithUnit(getValue(), 'mass', units),
    }),
    cycleCol.accessor('gPerM2', {
      header: 'g/m²',
      meta: { align: 'end', className: 'whitespace-nowrap', csv: (c: Cycle) => perText(c.gPerM2, 0) },
      cell: ({ getValue }) => perText(getValue(), 0),
    }),
    cycleCol.accessor('gPerW', {
      header: 'g/W',
      meta: { align: 'end', className: 'whitespace-nowrap', csv: (c: Cycle) => perText(c.gPerW, 2) },
      cell: ({ getValue }) => perText(getValue(), 2),
    }),
    cycleCol.accessor((c) => moneyText(c.revenue), {
      id: 'revenue',
      header: 'Revenue',
      meta: { align: 'end' },
    }),
  ];
  return (
    <Table
      data={cycles}
      columns={columns}
      caption="Revenue and yield per cycle"
      getRowId={(c) => c.lotId}
      exportCsv={{ fileName: 'yields-by-cycle' }}
      columnMenu
    />
  );
}
