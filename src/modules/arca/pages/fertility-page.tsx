// Fertility Tracking: what a room received each week from its feeds — milligrams of each element
// in total and per plant, and the week's mean feed strength against the room's feed targets for
// its stage (a chart for one element, a table for all). The database expands every feed into the
// element ledger (arca_room_fertility); this screen reads it.
import { addDays, startOfDay, startOfWeek, subWeeks } from 'date-fns';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  ReferenceArea,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { SelectField } from '@/components/ui/fields';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { Table } from '@/components/ui/table';
import { tableColumns } from '@/components/ui/table-columns';
import { formatDate, formatNumber } from '@/lib/format';
import { useFertility, type FertilityRange } from '../api/get-fertility';
import type { RecordPlace } from '../api/get-record-places';
import { useRoomStages } from '../api/get-room-stages';
import { useTargetBands } from '../api/get-target-bands';
import { useTanks } from '../api/get-tanks';
import { FacilityPicker, FacilityScope } from '../components/facility-scope';
import { useFacilityScope } from '../components/use-facility-scope';
import {
  FERTILITY_ELEMENTS,
  elementSeries,
  readFertility,
  type FertilityElement,
  type FertilityWeek,
  type FertilityWeekRow,
} from '../nutrients/fertility';
import { bandFor, TARGET_STAGE_LABELS, type BandStatus, type TargetStage } from '../targets/metrics';
import { arcaPaths } from '../paths';
import { RoomHoldBadge } from '../components/room-hold-badge';

const PERIODS = [
  { weeks: 4, label: 'Last 4 weeks' },
  { weeks: 12, label: 'Last 12 weeks' },
  { weeks: 26, label: 'Last 26 weeks' },
] as const;

const STATUS_COLOR: Record<BandStatus | 'none', string> = {
  low: '#d97706',
  ok: '#2f7d4f',
  high: '#b42318',
  none: '#7c8a83',
};
const STATUS_LABEL: Record<BandStatus, string> = {
  low: 'Below target',
  ok: 'On target',
  high: 'Above target',
};

/** Whole days, so the query key holds still for the day. */
function rangeFor(weeks: number): FertilityRange {
  const today = startOfDay(new Date());
  return {
    from: startOfWeek(subWeeks(today, weeks - 1), { weekStartsOn: 1 }).toISOString(),
    to: addDays(today, 1).toISOString(),
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC',
  };
}

export function FertilityPage() {
  const scope = useFacilityScope();
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Fertility Tracking"
        description="Milligrams of each element a room received per week and per plant, from every feed's batches, against the room's feed targets."
        actions={
          <div className="flex flex-wrap gap-4 text-sm font-medium">
            <Link
              className="text-brand-700 underline"
              to={arcaPaths.fertilityApplicationLog.href({ facility: scope.facility?.id })}
            >
              Fertility application log
            </Link>
            <Link
              className="text-brand-700 underline"
              to={arcaPaths.targets.href({ facility: scope.facility?.id })}
            >
              Targets
            </Link>
          </div>
        }
      />
      <FacilityPicker scope={scope} />
      <FacilityScope scope={scope}>
        {(facility) => <Fertility key={facility.id} facility={facility} />}
      </FacilityScope>
    </div>
  );
}

function Fertility({ facility }: { facility: RecordPlace }) {
  // The room is in the URL (a link or a reload keeps it); else the first room a tank feeds.
  const [params, setParams] = useSearchParams();
  const tanks = useTanks(facility.id);
  const fedRoom = tanks.data?.find((t) => t.room_id && !t.archived)?.room_id;
  const wanted = params.get('room');
  const roomId = facility.rooms.find((r) => r.id === wanted)?.id ?? fedRoom ?? facility.rooms[0]?.id ?? '';
  const setRoomId = (id: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set('room', id);
        return next;
      },
      { replace: true },
    );
  const [weeks, setWeeks] = useState<number>(12);
  const [element, setElement] = useState<FertilityElement>('N');
  const range = useMemo(() => rangeFor(weeks), [weeks]);
  const fertility = useFertility(roomId || undefined, range);
  const bands = useTargetBands(facility.id);
  const stages = useRoomStages(facility.id);
  const stage = stages.data?.find((s) => s.room_id === roomId)?.stage ?? null;
  const roomBands = useMemo(
    () => (bands.data ?? []).filter((b) => b.roomId === roomId),
    [bands.data, roomId],
  );
  const rows = useMemo(
    () =>
      readFertility((fertility.data ?? []) as unknown as FertilityWeekRow[], roomBands, stage).sort((a, b) =>
        b.weekStart.localeCompare(a.weekStart),
      ),
    [fertility.data, roomBands, stage],
  );

  if (facility.rooms.length === 0)
    return <p className="text-sm text-muted">This facility has no rooms yet. Add them in your profile.</p>;

  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField
          label="Room"
          value={roomId}
          onChange={(e) => setRoomId(e.target.value)}
          hint={<RoomHoldBadge roomId={roomId} />}
        >
          {facility.rooms.map((r) => (
            <option key={r.id} value={r.id}>
              {r.room_name}
            </option>
          ))}
        </SelectField>
        <SelectField label="Period" value={String(weeks)} onChange={(e) => setWeeks(Number(e.target.value))}>
          {PERIODS.map((p) => (
            <option key={p.weeks} value={p.weeks}>
              {p.label}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Element in the chart"
          value={element}
          onChange={(e) => setElement(e.target.value as FertilityElement)}
        >
          {FERTILITY_ELEMENTS.map((e) => (
            <option key={e.element} value={e.element}>
              {e.element}
            </option>
          ))}
        </SelectField>
      </div>
      {fertility.isError ? (
        <LoadError error={fertility.error} onRetry={() => void fertility.refetch()}>
          The room's fertility could not be loaded.
        </LoadError>
      ) : (
        <>
          <ElementChart
            weeks={rows}
            element={element}
            band={bandFor(roomBands, stage, `feed_${element.toLowerCase()}`)}
            stage={stage}
            loading={fertility.isPending}
          />
          <WeeksTable weeks={rows} loading={fertility.isPending} />
        </>
      )}
    </div>
  );
}

function ElementChart({
  weeks,
  element,
  band,
  stage,
  loading,
}: {
  weeks: readonly FertilityWeek[];
  element: FertilityElement;
  band: { min: number; max: number; isCustom: boolean; defaultSource: string | null } | undefined;
  stage: string | null;
  loading: boolean;
}) {
  const data = elementSeries(weeks, element).map((p) => ({
    ...p,
    label: formatDate(p.weekStart, { withoutYear: true }),
  }));
  const stageLabel = stage ? (TARGET_STAGE_LABELS[stage as TargetStage] ?? stage) : null;
  return (
    <Card aria-label="Delivered against targets" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-base font-semibold text-brand-950">
          {element}: mean feed strength per week (mg/L)
        </h2>
        <p className="text-xs text-muted">
          {band
            ? `Target ${formatNumber(band.min, 0)}–${formatNumber(band.max, 0)} mg/L${stageLabel ? ` in ${stageLabel.toLowerCase()}` : ''} (${band.isCustom ? 'yours' : (band.defaultSource ?? 'default')})`
            : stageLabel
              ? `No ${element} target for ${stageLabel.toLowerCase()} in this room.`
              : 'The room has no stage yet, so no target applies.'}
        </p>
      </div>
      {loading ? (
        <div className="h-56 animate-pulse rounded-lg bg-brand-50" />
      ) : data.length === 0 ? (
        <p className="text-sm text-muted">
          No feeds in this period. Log feeds in the fertility application log.
        </p>
      ) : (
        <div className="h-56">
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
              <CartesianGrid stroke="#e5ebe7" vertical={false} />
              <XAxis dataKey="label" tick={{ fontSize: 11 }} minTickGap={12} />
              <YAxis tick={{ fontSize: 11 }} width="auto" />
              {band ? (
                <ReferenceArea
                  y1={band.min}
                  y2={band.max}
                  fill="#2f7d4f"
                  fillOpacity={0.08}
                  ifOverflow="extendDomain"
                />
              ) : null}
              <Tooltip
                formatter={(v) => [`${formatNumber(Number(v), 0)} mg/L`, `Mean ${element}`]}
                labelFormatter={(l) => `Week of ${String(l)}`}
              />
              <Bar dataKey="meanMgPerL" isAnimationActive={false} radius={[4, 4, 0, 0]}>
                {data.map((d) => (
                  <Cell key={d.weekStart} fill={STATUS_COLOR[d.status ?? 'none']} />
                ))}
              </Bar>
            </BarChart>
          </ResponsiveContainer>
        </div>
      )}
      <ul className="flex flex-wrap gap-3 text-xs text-muted">
        {(['ok', 'low', 'high'] as const).map((s) => (
          <li key={s} className="flex items-center gap-1.5">
            <span
              aria-hidden="true"
              className="inline-block size-2.5 rounded-sm"
              style={{ background: STATUS_COLOR[s] }}
            />
            {STATUS_LABEL[s]}
          </li>
        ))}
      </ul>
    </Card>
  );
}

const col = tableColumns<FertilityWeek>();
const grams = (mg: number) => formatNumber(mg / 1000, mg >= 100_000 ? 0 : 1);

function statusBadge(status: BandStatus | null) {
  if (!status || status === 'ok') return null;
  return <Badge tone="warning">{status === 'low' ? 'Low' : 'High'}</Badge>;
}

const WEEK_COLUMNS = [
  col.accessor('weekStart', {
    header: 'Week of',
    enableHiding: false,
    cell: ({ getValue }) => formatDate(getValue()),
  }),
  col.accessor('feeds', { header: 'Feeds', meta: { align: 'end' } }),
  col.accessor('litres', {
    header: 'Litres',
    meta: { align: 'end', className: 'hidden sm:table-cell' },
    cell: ({ getValue }) => formatNumber(getValue(), 0),
  }),
  col.accessor((w) => w.meanMeasuredEc ?? w.meanPredictedEc, {
    id: 'ec',
    header: 'Mean EC',
    meta: { align: 'end', className: 'hidden sm:table-cell', label: 'Mean EC (mS/cm)' },
    cell: ({ row: { original: w } }) => (
      <span className="inline-flex items-center gap-1.5">
        {formatNumber(w.meanMeasuredEc ?? w.meanPredictedEc, 2)}
        {statusBadge(w.ecStatus)}
      </span>
    ),
  }),
  ...FERTILITY_ELEMENTS.map(({ element }) =>
    col.accessor((w) => w.elements[element].mg / 1000, {
      id: `${element}-g`,
      header: `${element} (g)`,
      meta: {
        align: 'end',
        className:
          element === 'N' ? undefined : element === 'K' ? 'hidden sm:table-cell' : 'hidden md:table-cell',
        label: `${element} delivered (g)`,
      },
      cell: ({ row: { original: w } }) => (
        <span className="inline-flex items-center justify-end gap-1.5">
          {grams(w.elements[element].mg)}
          {statusBadge(w.elements[element].status)}
        </span>
      ),
    }),
  ),
  ...FERTILITY_ELEMENTS.map(({ element }) =>
    col.accessor((w) => w.elements[element].perPlant, {
      id: `${element}-plant`,
      header: `${element} per plant (mg)`,
      meta: { align: 'end', className: element === 'N' ? 'hidden xl:table-cell' : 'hidden' },
      cell: ({ getValue }) => formatNumber(getValue(), 0),
    }),
  ),
];

function WeeksTable({ weeks, loading }: { weeks: FertilityWeek[]; loading: boolean }) {
  const withoutPlants = weeks.reduce((n, w) => n + w.feedsWithoutPlants, 0);
  return (
    <div className="flex flex-col gap-2">
      <Table
        data={weeks}
        columns={WEEK_COLUMNS}
        caption="Delivered per week"
        getRowId={(w) => w.weekStart}
        loading={loading}
        empty="No feeds in this period."
        exportCsv={{ fileName: 'fertility' }}
        columnMenu
      />
      {withoutPlants > 0 ? (
        <p className="text-xs text-muted">
          {withoutPlants} {withoutPlants === 1 ? 'feed has' : 'feeds have'} no plant count and are left out of
          the per-plant figures.
        </p>
      ) : null}
    </div>
  );
}
