// /prometheus, the Climate lens: a room's temperature, RH, VPD, CO₂ and PPFD over a chosen range
// against its Cultivation Targets (Arca), with zoom, a CSV of what is shown, time in band per day,
// day vs night, and the daily light integral. Readings come in through the CSV import (here) or
// the AROYA link; the database downsamples every series to at most 2,000 points.
import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { getErrorMessage } from '@/lib/errors';
import { formatNumber } from '@/lib/format';
import { toast } from '@/lib/toast';
import { downloadShownSeries } from '../components/download-series';
import { LensCharts, LensPage, type LensPlace } from '../components/lens-page';
import { useRoomBands, type RoomBand } from '../api/get-bands';
import { useSeries } from '../api/get-series';
import { useHasAroyaKey, useSyncAroya } from '../api/sync-aroya';
import { ClimateChart, type ChartBands } from '../components/climate-chart';
import { DailyFigures } from '../components/daily-figures';
import { ImportDialog } from '../components/import-dialog';
import { InsightAlerts } from '../components/insight-alerts';
import { InsightPanel } from '../components/insight-panel';
import { LensPickers, ZoomBar } from '../components/lens-controls';
import { useLensState } from '../components/lens-state';
import { ManualReadingDialog } from '../substrate/manual-reading-dialog';
import { inWindow, toPoints, vpdPoints, type Point } from '../series.ts';

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
  return (
    <LensPage
      title="Climate"
      description="Temperature, humidity, VPD, CO₂ and light in each room against its targets, day and night."
    >
      {(places, userId) => <ClimateLens places={places} userId={userId} />}
    </LensPage>
  );
}

function ClimateLens({ places, userId }: { places: LensPlace[]; userId: string }) {
  const lens = useLensState(places);
  const { facility, room, range, window } = lens;
  const [shown, setShown] = useState<Record<ChartKey, boolean>>({
    air_temp: true,
    rh: true,
    vpd: true,
    co2: true,
    ppfd: true,
  });
  const [importing, setImporting] = useState(false);
  const [adding, setAdding] = useState(false);

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

  const visible = CHARTS.filter((c) => shown[c.key]);

  const download = () =>
    downloadShownSeries(
      'climate',
      room.room_name,
      visible.map((c) => ({ metric: c.key, unit: c.unit, points: inWindow(points[c.key], window) })),
    );

  return (
    <>
      <LensPickers lens={lens}>
        {room.aroya_room_id !== null && aroyaKey.data ? (
          <Button variant="secondary" busy={sync.isPending} onClick={syncRoom}>
            Sync from AROYA
          </Button>
        ) : null}
        <Button variant="secondary" onClick={() => setImporting(true)}>
          Import CSV
        </Button>
        <Button variant="secondary" onClick={() => setAdding(true)}>
          Add reading
        </Button>
        <Button variant="secondary" disabled={!series.data} onClick={() => void download()}>
          Download CSV
        </Button>
      </LensPickers>

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

      <ZoomBar lens={lens} />

      <LensCharts
        series={series}
        range={range}
        emptyTitle={`No readings for ${room.room_name} in this period`}
        emptyHint="Import a CSV export or link the room to AROYA."
      >
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
      </LensCharts>

      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <InsightPanel roomId={room.id} roomName={room.room_name} from={range.from} to={range.to} />
        <InsightAlerts roomId={room.id} roomName={room.room_name} />
      </div>

      <DailyFigures roomId={room.id} from={range.from} to={range.to} stage={bands.data?.stage ?? null} />

      <ImportDialog open={importing} onOpenChange={setImporting} facilityId={facility.id} room={room} />
      {adding ? (
        <ManualReadingDialog
          places={places}
          roomId={room.id}
          metric="air_temp"
          onClose={() => setAdding(false)}
        />
      ) : null}
    </>
  );
}
