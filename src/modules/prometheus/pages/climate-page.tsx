// /prometheus, the Climate lens: a room's temperature, RH, VPD, CO₂ and PPFD over a chosen range
// against its Cultivation Targets (Arca), with zoom, a CSV of what is shown, time in band per day,
// day vs night, and the daily light integral. Readings come in through the CSV import (here) or
// the AROYA link; the database downsamples every series to at most 2,000 points.
import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { SelectField } from '@/components/ui/fields';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { RangeSlider } from '@/components/ui/range-slider';
import { Skeleton } from '@/components/ui/skeleton';
import { TextField } from '@/components/ui/text-field';
import { useViewer } from '@/hooks/use-viewer';
import { buildCsvBlob, csvFileName, downloadBlob } from '@/lib/csv';
import { getErrorMessage } from '@/lib/errors';
import { formatDate, formatDateTime, formatIsoDate, formatNumber } from '@/lib/format';
import { toast } from '@/lib/toast';
import { usePlaces, type Place } from '../api/get-places';
import { useRoomBands, type RoomBand } from '../api/get-bands';
import { useSeries } from '../api/get-series';
import { useHasAroyaKey, useSyncAroya } from '../api/sync-aroya';
import { ClimateChart, type ChartBands } from '../components/climate-chart';
import { DailyFigures } from '../components/daily-figures';
import { ImportDialog } from '../components/import-dialog';
import { InsightAlerts } from '../components/insight-alerts';
import { InsightPanel } from '../components/insight-panel';
import { inWindow, seriesCsvRows, toPoints, vpdPoints, type Point } from '../series.ts';
import { climateRange, RANGE_PRESETS, type RangeChoice } from '../range.ts';

const CHARTS = [
  { key: 'air_temp', title: 'Air temperature', unit: '°C', decimals: 1, color: '#c2410c' },
  { key: 'rh', title: 'Relative humidity', unit: '%', decimals: 1, color: '#0369a1' },
  { key: 'vpd', title: 'VPD', unit: 'kPa', decimals: 2, color: '#7c3aed' },
  { key: 'co2', title: 'CO₂', unit: 'ppm', decimals: 0, color: '#4d7c0f' },
  { key: 'ppfd', title: 'PPFD', unit: 'µmol/m²/s', decimals: 0, color: '#ca8a04' },
] as const;
type ChartKey = (typeof CHARTS)[number]['key'];
const FETCHED = ['air_temp', 'rh', 'co2', 'ppfd'];

function bandsFor(bands: RoomBand[], metric: string): ChartBands {
  const pick = (period: 'day' | 'night') => {
    const b = bands.find((x) => x.metric === metric && x.period === period);
    return b ? ([b.min, b.max] as [number, number]) : undefined;
  };
  return { day: pick('day'), night: pick('night') };
}

export function ClimatePage() {
  const { userId } = useViewer();
  const places = usePlaces(userId ?? '');
  return (
    <div className="flex flex-col gap-5">
      <PageHeader
        title="Climate"
        description="Temperature, humidity, VPD, CO₂ and light in each room against its targets, day and night."
      />
      {places.isPending ? (
        <PageSkeleton variant="table" />
      ) : places.isError ? (
        <LoadError error={places.error} onRetry={() => void places.refetch()}>
          Your facilities could not be loaded.
        </LoadError>
      ) : places.data.every((f) => f.rooms.length === 0) ? (
        <EmptyState
          title="Add a room first"
          description="Readings belong to a room of a facility. Add your facility and its rooms, then import or sync readings."
        />
      ) : (
        <ClimateLens places={places.data.filter((f) => f.rooms.length > 0)} userId={userId ?? ''} />
      )}
    </div>
  );
}

function ClimateLens({ places, userId }: { places: Place[]; userId: string }) {
  const [facilityId, setFacilityId] = useState(places[0]!.id);
  const facility = places.find((f) => f.id === facilityId) ?? places[0]!;
  const [roomId, setRoomId] = useState(facility.rooms[0]!.id);
  const room = facility.rooms.find((r) => r.id === roomId) ?? facility.rooms[0]!;
  const [choice, setChoice] = useState<RangeChoice>({ preset: '7d' });
  const [customFrom, setCustomFrom] = useState('');
  const [customTo, setCustomTo] = useState('');
  const [now] = useState(() => Date.now());
  const range = climateRange(choice, now);
  const [shown, setShown] = useState<Record<ChartKey, boolean>>({
    air_temp: true,
    rh: true,
    vpd: true,
    co2: true,
    ppfd: true,
  });
  const [zoom, setZoom] = useState<[number, number] | null>(null);
  const [importing, setImporting] = useState(false);

  const aroyaKey = useHasAroyaKey(userId);
  const sync = useSyncAroya();
  const syncRoom = () => {
    if (!aroyaKey.data || room.aroya_room_id === null) return;
    sync.mutate(
      { apiKey: aroyaKey.data, facilityId: facility.id, roomId: room.id, aroyaRoomId: room.aroya_room_id },
      {
        onSuccess: ({ added }) =>
          toast.success(
            added
              ? `${formatNumber(added, 0)} new readings from AROYA.`
              : `${room.room_name} is up to date with AROYA.`,
          ),
        onError: (error) => toast.error('AROYA sync failed.', { description: getErrorMessage(error) }),
      },
    );
  };

  const series = useSeries({ roomId: room.id, metrics: FETCHED, from: range.from, to: range.to });
  const bands = useRoomBands(room.id);

  const points = useMemo(() => {
    const rows = series.data ?? [];
    const of = (m: string) => toPoints(rows.find((r) => r.metric === m));
    const temp = of('air_temp');
    const rh = of('rh');
    return { air_temp: temp, rh, vpd: vpdPoints(temp, rh), co2: of('co2'), ppfd: of('ppfd') } as Record<
      ChartKey,
      Point[]
    >;
  }, [series.data]);

  const start = Date.parse(range.from);
  const end = Date.parse(range.to);
  const window: [number, number] = zoom ?? [start, end];
  const visible = CHARTS.filter((c) => shown[c.key]);

  const download = async () => {
    const rows = seriesCsvRows(
      visible.map((c) => ({ metric: c.key, unit: c.unit, points: inWindow(points[c.key], window) })),
    );
    const blob = await buildCsvBlob(
      [
        { header: 'time', value: (r) => r.time },
        { header: 'metric', value: (r) => r.metric },
        { header: 'unit', value: (r) => r.unit },
        { header: 'mean', value: (r) => r.mean },
        { header: 'min', value: (r) => r.min },
        { header: 'max', value: (r) => r.max },
        { header: 'readings', value: (r) => r.readings },
      ],
      rows,
    );
    downloadBlob(blob, csvFileName(`climate-${room.room_name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`));
  };

  const pickRange = (value: string) => {
    setZoom(null);
    if (value === 'custom') {
      const from = customFrom || formatIsoDate(start);
      const to = customTo || formatIsoDate(end);
      setCustomFrom(from);
      setCustomTo(to);
      setChoice({ preset: 'custom', from, to });
    } else setChoice({ preset: value as Exclude<RangeChoice['preset'], 'custom'> });
  };

  return (
    <>
      <div className="flex flex-wrap items-end gap-3">
        {places.length > 1 ? (
          <SelectField
            label="Facility"
            className="w-full sm:w-56"
            value={facility.id}
            onChange={(e) => {
              const next = places.find((f) => f.id === e.target.value)!;
              setFacilityId(next.id);
              setRoomId(next.rooms[0]!.id);
              setZoom(null);
            }}
          >
            {places.map((f) => (
              <option key={f.id} value={f.id}>
                {f.name}
              </option>
            ))}
          </SelectField>
        ) : null}
        <SelectField
          label="Room"
          className="w-full sm:w-56"
          value={room.id}
          onChange={(e) => {
            setRoomId(e.target.value);
            setZoom(null);
          }}
        >
          {facility.rooms.map((r) => (
            <option key={r.id} value={r.id}>
              {r.room_name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Period"
          className="w-full sm:w-44"
          value={choice.preset}
          onChange={(e) => pickRange(e.target.value)}
        >
          {RANGE_PRESETS.map((p) => (
            <option key={p.value} value={p.value}>
              {p.label}
            </option>
          ))}
        </SelectField>
        {choice.preset === 'custom' ? (
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
                  setChoice({ preset: 'custom', from: e.target.value, to: customTo });
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
                  setChoice({ preset: 'custom', from: customFrom, to: e.target.value });
              }}
            />
          </>
        ) : null}
        <div className="flex flex-wrap gap-2 sm:ml-auto">
          {room.aroya_room_id !== null && aroyaKey.data ? (
            <Button variant="secondary" busy={sync.isPending} onClick={syncRoom}>
              Sync from AROYA
            </Button>
          ) : null}
          <Button variant="secondary" onClick={() => setImporting(true)}>
            Import CSV
          </Button>
          <Button variant="secondary" disabled={!series.data} onClick={() => void download()}>
            Download CSV
          </Button>
        </div>
      </div>

      <fieldset className="flex flex-wrap gap-x-4 gap-y-1">
        <legend className="sr-only">Metrics shown</legend>
        {CHARTS.map((c) => (
          <label key={c.key} className="flex min-h-11 items-center gap-2 text-sm text-ink">
            <input
              type="checkbox"
              className="size-4 accent-brand-700"
              checked={shown[c.key]}
              onChange={(e) => setShown((s) => ({ ...s, [c.key]: e.target.checked }))}
            />
            {c.title}
          </label>
        ))}
      </fieldset>

      <div className="flex flex-col gap-2 rounded-2xl border border-line bg-white p-4 sm:flex-row sm:items-end sm:gap-4">
        <RangeSlider
          label="Zoom"
          className="w-full"
          min={start}
          max={end}
          step={Math.max(60_000, Math.round((end - start) / 500))}
          value={window}
          onChange={(v) => setZoom(v[0] === start && v[1] === end ? null : v)}
          thumbLabels={['Zoom start', 'Zoom end']}
          formatValue={(v) => formatDateTime(v)}
        />
        <Button variant="ghost" className="whitespace-nowrap" disabled={!zoom} onClick={() => setZoom(null)}>
          Reset zoom
        </Button>
      </div>

      {series.isError ? (
        <LoadError error={series.error} onRetry={() => void series.refetch()}>
          The readings could not be loaded.
        </LoadError>
      ) : series.isPending ? (
        <div className="grid gap-4 lg:grid-cols-2" aria-busy="true" aria-label="Loading charts">
          <Skeleton className="h-72 rounded-2xl" />
          <Skeleton className="h-72 rounded-2xl" />
        </div>
      ) : (series.data ?? []).length === 0 ? (
        <EmptyState
          title={`No readings for ${room.room_name} in this period`}
          description={`Import a CSV export or link the room to AROYA. Period: ${formatDate(start)} – ${formatDate(end)}.`}
        />
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          {visible.map((c) => (
            <ClimateChart
              key={c.key}
              title={c.title}
              unit={c.unit}
              decimals={c.decimals}
              color={c.color}
              points={points[c.key]}
              domain={window}
              bands={bandsFor(bands.data?.bands ?? [], c.key)}
            />
          ))}
        </div>
      )}

      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <InsightPanel roomId={room.id} roomName={room.room_name} from={range.from} to={range.to} />
        <InsightAlerts roomId={room.id} roomName={room.room_name} />
      </div>

      <DailyFigures roomId={room.id} from={range.from} to={range.to} stage={bands.data?.stage ?? null} />

      <ImportDialog open={importing} onOpenChange={setImporting} facilityId={facility.id} room={room} />
    </>
  );
}
