// One metric over the chosen range: the bucket means as a line, each bucket's min–max as a pale
// envelope (so a peak the downsampling merged stays visible), and the room's day and night target
// bands behind them.
import { formatDate, formatNumber, formatTime } from '@/lib/format';
import {
  Area,
  CartesianGrid,
  ComposedChart,
  Line,
  ReferenceArea,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { Point } from '../series.ts';

export interface ChartBands {
  day?: [number, number];
  night?: [number, number];
}

export function ClimateChart({
  title,
  unit,
  decimals,
  points,
  bands,
  domain,
  color,
  markers,
}: {
  title: string;
  unit: string;
  decimals: number;
  points: Point[];
  bands: ChartBands;
  domain: readonly [number, number];
  color: string;
  /** Instants marked with a thin vertical line and named in the legend (irrigation shots). */
  markers?: { label: string; at: readonly number[] };
}) {
  const withData = points.filter((p) => p.mean !== null);
  const last = withData.at(-1);
  return (
    <figure
      className="min-w-0 rounded-2xl border border-line bg-white p-4 shadow-xs sm:p-5"
      aria-label={title}
    >
      <figcaption className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="text-base font-semibold text-brand-950">
          {title} <span className="text-sm font-normal text-muted">({unit})</span>
        </span>
        {last ? (
          <span className="text-sm text-muted">
            Latest {formatNumber(last.mean!, decimals)} {unit}
          </span>
        ) : null}
      </figcaption>
      {withData.length === 0 ? (
        <p className="mt-3 text-sm text-muted">No readings in this period.</p>
      ) : (
        <div className="mt-3 h-52 sm:h-60">
          <ResponsiveContainer width="100%" height="100%">
            <ComposedChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
              <CartesianGrid stroke="#e5ebe7" vertical={false} />
              {bands.day ? (
                <ReferenceArea
                  y1={bands.day[0]}
                  y2={bands.day[1]}
                  fill="#16a34a"
                  fillOpacity={0.1}
                  stroke="#16a34a"
                  strokeOpacity={0.3}
                  ifOverflow="extendDomain"
                />
              ) : null}
              {bands.night ? (
                <ReferenceArea
                  y1={bands.night[0]}
                  y2={bands.night[1]}
                  fill="#1e3a8a"
                  fillOpacity={0.06}
                  stroke="#1e3a8a"
                  strokeOpacity={0.35}
                  strokeDasharray="4 3"
                  ifOverflow="extendDomain"
                />
              ) : null}
              {markers?.at.map((t) => (
                <ReferenceLine key={t} x={t} stroke="#0f766e" strokeOpacity={0.45} strokeDasharray="2 2" />
              ))}
              <XAxis
                dataKey="t"
                type="number"
                scale="time"
                domain={[domain[0], domain[1]]}
                allowDataOverflow
                tickFormatter={(v: number) =>
                  domain[1] - domain[0] <= 2 * 86_400_000
                    ? formatTime(v)
                    : formatDate(v, { withoutYear: true })
                }
                tick={{ fontSize: 11 }}
                minTickGap={28}
              />
              <YAxis tick={{ fontSize: 11 }} width="auto" domain={['auto', 'auto']} />
              <Tooltip
                labelFormatter={(v) =>
                  `${formatDate(Number(v), { withoutYear: true })}, ${formatTime(Number(v))}`
                }
                formatter={(v, name) => {
                  const text = Array.isArray(v)
                    ? `${formatNumber(Number(v[0]), decimals)}–${formatNumber(Number(v[1]), decimals)}`
                    : formatNumber(Number(v), decimals);
                  return [`${text} ${unit}`, name];
                }}
              />
              <Area
                dataKey="range"
                name="Min–max"
                stroke="none"
                fill={color}
                fillOpacity={0.15}
                isAnimationActive={false}
                connectNulls={false}
              />
              <Line
                dataKey="mean"
                name="Mean"
                stroke={color}
                strokeWidth={1.5}
                dot={false}
                isAnimationActive={false}
                connectNulls={false}
              />
            </ComposedChart>
          </ResponsiveContainer>
        </div>
      )}
      {bands.day || bands.night || markers ? (
        <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted">
          {bands.day ? (
            <li className="flex items-center gap-1.5">
              <span
                aria-hidden="true"
                className="inline-block h-2.5 w-4 rounded-sm border border-green-600/40 bg-green-600/10"
              />
              Day target {formatNumber(bands.day[0], decimals)}–{formatNumber(bands.day[1], decimals)} {unit}
            </li>
          ) : null}
          {bands.night ? (
            <li className="flex items-center gap-1.5">
              <span
                aria-hidden="true"
                className="inline-block h-2.5 w-4 rounded-sm border border-dashed border-blue-900/50 bg-blue-900/5"
              />
              Night target {formatNumber(bands.night[0], decimals)}–{formatNumber(bands.night[1], decimals)}{' '}
              {unit}
            </li>
          ) : null}
          {markers ? (
            <li className="flex items-center gap-1.5">
              <span
                aria-hidden="true"
                className="inline-block h-3 w-0 border-l border-dashed border-teal-700"
              />
              {markers.label}
            </li>
          ) : null}
        </ul>
      ) : null}
    </figure>
  );
}
