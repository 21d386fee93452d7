// When tonight's dryback reaches the room's target: the last 36 hours of VWC (5-minute readings,
// a few hundred points), the last shot found in them and a straight line fitted to the decline
// since the peak after it (forecastDryback). Says so when there is not enough to go on.
import { useState, type ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateTime, formatNumber, formatTime } from '@/lib/format';
import { useSeries } from '../api/get-series';
import { toPoints } from '../series.ts';
import {
  DRYBACK_BASIS_LABELS,
  DRYBACK_UNIT,
  forecastDryback,
  FORECAST_MIN_POINTS,
  type DrybackTarget,
} from './substrate.ts';

const HOURS = 36;
const FIVE_MINUTES = 300_000;

export function DrybackForecastCard({
  roomId,
  target,
  targetPending,
}: {
  roomId: string;
  target: DrybackTarget | null;
  targetPending: boolean;
}) {
  const [to] = useState(() => Math.ceil(Date.now() / FIVE_MINUTES) * FIVE_MINUTES);
  const series = useSeries({
    roomId,
    metrics: ['vwc'],
    from: new Date(to - HOURS * 3_600_000).toISOString(),
    to: new Date(to).toISOString(),
  });

  let body: ReactNode;
  if (series.isPending || targetPending) body = <Skeleton className="h-5 w-64" />;
  else if (series.isError) body = <p>The last {HOURS} hours of VWC could not be loaded.</p>;
  else if (!target)
    body = <p>No dryback target is set for this room’s stage in Arca’s Cultivation Targets.</p>;
  else {
    const points = toPoints(series.data.find((r) => r.metric === 'vwc'))
      .filter((p) => p.mean !== null)
      .map((p) => ({ t: p.t, vwc: p.mean! }));
    const f = forecastDryback(points, target);
    const goal = `${formatNumber(target.min, 1)} ${DRYBACK_UNIT[target.basis]}`;
    switch (f.status) {
      case 'no-shot':
        body = <p>No irrigation shot in the last {HOURS} hours, so there is no dryback to follow.</p>;
        break;
      case 'not-enough':
        body = (
          <p>
            Not enough data yet: {f.points} readings since the peak after the last shot; the forecast needs{' '}
            {FORECAST_MIN_POINTS} (an hour of decline).
          </p>
        );
        break;
      case 'not-drying':
        body = <p>VWC is not falling since the last shot at {formatTime(f.since)}, so no forecast.</p>;
        break;
      case 'reached':
        body = (
          <p>
            Reached the target dryback of {goal} (VWC {formatNumber(f.targetVwc, 1)} %) at{' '}
            <strong className="text-ink">{formatDateTime(f.at)}</strong>, from a peak of{' '}
            {formatNumber(f.peak, 1)} % after the shot at {formatTime(f.since)}.
          </p>
        );
        break;
      case 'forecast':
        body = (
          <p>
            Reaches the target dryback of {goal} (VWC {formatNumber(f.targetVwc, 1)} %) at about{' '}
            <strong className="text-ink">{formatDateTime(f.at)}</strong> if no further shot comes: falling{' '}
            {formatNumber(-f.perHour, 2)} points an hour since the peak of {formatNumber(f.peak, 1)} % after
            the shot at {formatTime(f.since)} (straight-line fit).
          </p>
        );
        break;
    }
  }

  return (
    <section
      aria-labelledby="dryback-forecast"
      className="rounded-2xl border border-line bg-white p-4 text-sm text-muted shadow-xs sm:p-5"
    >
      <h2 id="dryback-forecast" className="text-base font-semibold text-brand-950">
        Dryback forecast
      </h2>
      <div className="mt-1">{body}</div>
      {target ? (
        <p className="mt-1 text-xs">
          Target {formatNumber(target.min, 1)}–{formatNumber(target.max, 1)}{' '}
          {DRYBACK_BASIS_LABELS[target.basis]}.
        </p>
      ) : null}
    </section>
  );
}
