// /prometheus2, the Substrate and irrigation lens: a room's substrate VWC and EC over the chosen
// range against its Cultivation Targets, the irrigation shots found in the VWC, and per irrigation
// day the first and last shot, the P1 ramp, the overnight dryback (in the definition of the room's
// dryback target, with the other beside it) and Arca's runoff log; plus when tonight's dryback
// reaches its target. The daily figures come from public.prometheus_substrate (SQL over the
// 5-minute rollups); the charts from prometheus_series (at most 2,000 points per series).
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { formatNumber } from '@/lib/format';
import { useRoomBands, type RoomBand } from '../api/get-bands';
import { downloadShownSeries } from '../components/download-series';
import { LensCharts, LensPage, type LensPlace } from '../components/lens-page';
import { useSeries } from '../api/get-series';
import { useDrybackTarget, useSubstrateDays } from '../api/get-substrate';
import { ClimateChart, type ChartBands } from '../components/climate-chart';
import { LensPickers, ZoomBar } from '../components/lens-controls';
import { useLensState } from '../components/lens-state';
import { inWindow, toPoints } from '../series.ts';
import { CrossLogPanel } from '../substrate/cross-log-panel';
import { DrybackForecastCard } from '../substrate/forecast-card';
import { ManualReadingDialog } from '../substrate/manual-reading-dialog';
import { SubstrateDays } from '../substrate/substrate-days';

const CHARTS = [
  { key: 'vwc', title: 'Substrate VWC', unit: '%', decimals: 1, color: '#0f766e' },
  { key: 'substrate_ec', title: 'Substrate EC', unit: 'mS/cm', decimals: 2, color: '#9333ea' },
] as const;
/** More shot lines than this in the shown window would be a smear: the legend says to zoom in. */
const MAX_MARKERS = 150;

function dayBand(bands: RoomBand[], metric: string): ChartBands {
  const b = bands.find((x) => x.metric === metric && x.period === 'day');
  return { day: b ? [b.min, b.max] : undefined };
}

export function SubstratePage() {
  return (
    <LensPage
      title="Substrate and irrigation"
      description="Substrate moisture and EC, irrigation shots, P1 ramp, overnight dryback and runoff per room."
    >
      {(places) => <SubstrateLens places={places} />}
    </LensPage>
  );
}

function SubstrateLens({ places }: { places: LensPlace[] }) {
  const [params, setParams] = useSearchParams();
  // ?room= starts the lens in that room; ?reading=new (the Arca logs link here) opens the form at once.
  const lens = useLensState(places, params.get('room'));
  const { room, range, window } = lens;
  // ?reading=<an outbox id>: a refused reading, opened to be corrected. The address decides, so the
  // outbox's "Correct" link opens the form also when this page is already open.
  const reading = params.get('reading');
  const [addingByButton, setAdding] = useState(false);
  const adding = addingByButton || reading !== null;
  const correcting = reading && reading !== 'new' ? reading : undefined;
  const closeAdding = () => {
    setAdding(false);
    if (params.has('reading'))
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          next.delete('reading');
          next.delete('room');
          return next;
        },
        { replace: true },
      );
  };
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

  const series = useSeries({
    roomId: room.id,
    metrics: ['vwc', 'substrate_ec'],
    from: range.from,
    to: range.to,
  });
  const days = useSubstrateDays({ roomId: room.id, from: range.from, to: range.to, timeZone });
  const bands = useRoomBands(room.id);
  const target = useDrybackTarget(room.id);

  const points = useMemo(() => {
    const rows = series.data ?? [];
    return {
      vwc: toPoints(rows.find((r) => r.metric === 'vwc')),
      substrate_ec: toPoints(rows.find((r) => r.metric === 'substrate_ec')),
    };
  }, [series.data]);

  const shots = useMemo(
    () =>
      (days.data ?? [])
        .flatMap((d) => d.shot_at.map((s) => Date.parse(s)))
        .filter((t) => t >= window[0] && t <= window[1]),
    [days.data, window],
  );
  const shownDays = useMemo(
    () =>
      (days.data ?? []).filter((d) => {
        // A day is shown when any of it lies inside the zoomed window.
        const noon = Date.parse(`${d.day}T12:00:00`);
        return noon + 12 * 3_600_000 >= window[0] && noon - 12 * 3_600_000 <= window[1];
      }),
    [days.data, window],
  );

  const download = () =>
    downloadShownSeries(
      'substrate',
      room.room_name,
      CHARTS.map((c) => ({ metric: c.key, unit: c.unit, points: inWindow(points[c.key], window) })),
    );

  const markerLabel =
    shots.length > MAX_MARKERS
      ? `${formatNumber(shots.length, 0)} shots: zoom in to see each one`
      : `Irrigation shot (${formatNumber(shots.length, 0)} shown)`;

  return (
    <>
      <LensPickers lens={lens}>
        <Button variant="secondary" onClick={() => setAdding(true)}>
          Add reading
        </Button>
        <Button variant="secondary" disabled={!series.data} onClick={() => void download()}>
          Download CSV
        </Button>
      </LensPickers>
      <ZoomBar lens={lens} />

      <DrybackForecastCard roomId={room.id} target={target.data ?? null} targetPending={target.isPending} />

      <LensCharts
        series={series}
        range={range}
        emptyTitle={`No substrate readings for ${room.room_name} in this period`}
        emptyHint="Import a CSV export, link the room to AROYA or add a reading by hand."
      >
        {CHARTS.map((c) => (
          <ClimateChart
            key={c.key}
            title={c.title}
            unit={c.unit}
            decimals={c.decimals}
            color={c.color}
            points={points[c.key]}
            domain={window}
            bands={dayBand(bands.data?.bands ?? [], c.key)}
            markers={
              c.key === 'vwc'
                ? { label: markerLabel, at: shots.length > MAX_MARKERS ? [] : shots }
                : undefined
            }
          />
        ))}
      </LensCharts>

      {days.isError ? (
        <LoadError error={days.error} onRetry={() => void days.refetch()}>
          The daily figures could not be loaded.
        </LoadError>
      ) : days.isPending ? (
        <Skeleton className="h-48 rounded-2xl" />
      ) : (
        <>
          <CrossLogPanel days={shownDays} roomName={room.room_name} />
          <SubstrateDays days={shownDays} target={target.data ?? null} roomName={room.room_name} />
        </>
      )}

      {adding ? (
        <ManualReadingDialog
          key={correcting ?? 'new'}
          places={places}
          roomId={room.id}
          outboxId={correcting}
          onClose={closeAdding}
        />
      ) : null}
    </>
  );
}
