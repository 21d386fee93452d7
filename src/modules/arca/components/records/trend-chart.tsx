// A log's main figures over the filtered period, one small chart per unit (runoff %, EC, pH …),
// in the grower's units. Long periods are thinned with LTTB so a phone draws a few hundred points.
import { formatDate, formatTime } from '@/lib/format';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Skeleton } from '@/components/ui/skeleton';
import { useRecordChart } from '../../api/get-record-chart';
import type { KindName } from '../../records/kinds/registry';
import type { RecordKind } from '../../records/kinds/types';
import { lttb } from '../../records/lttb';
import type { RecordFilters } from '../../records/queries';
import { formatNumber } from '../../format';
import { decimalsFor, toDisplay, unitLabel, type RecordUnits } from '../../records/units';

const POINTS_ON_SCREEN = 400;

export function TrendChart({
  kind,
  filters,
  units,
}: {
  kind: RecordKind;
  filters: RecordFilters | null;
  units: RecordUnits;
}) {
  const chart = useRecordChart(kind.kind as KindName, filters);
  if (!kind.chart) return null;
  const rows = chart.data ?? [];
  return (
    <section
      aria-label={kind.chart.title}
      className="rounded-2xl border border-line bg-white p-4 shadow-xs sm:p-5"
    >
      <h2 className="text-base font-semibold text-brand-950">{kind.chart.title}</h2>
      {chart.isPending ? (
        <Skeleton className="mt-3 h-40" />
      ) : chart.isError ? (
        <p className="mt-3 text-sm text-danger-700">The chart could not be loaded.</p>
      ) : rows.length < 2 ? (
        <p className="mt-3 text-sm text-muted">Log at least two readings in this period to see a trend.</p>
      ) : (
        <div className="mt-3 grid gap-4 lg:grid-cols-3">
          {kind.chart.groups.map((group) => {
            const measure = group.series[0]!.measure;
            const unit = unitLabel(measure, units);
            const data = group.series.map((s) =>
              lttb(
                rows
                  .filter((r) => typeof r[s.key] === 'number')
                  .map((r) => ({
                    x: new Date(String(r.occurred_at)).getTime(),
                    y: toDisplay(r[s.key] as number, s.measure, units),
                  })),
                POINTS_ON_SCREEN,
              ),
            );
            if (data.every((d) => d.length === 0)) return null;
            return (
              <figure key={group.title} className="min-w-0">
                <figcaption className="text-sm font-medium text-ink">
                  {group.title}
                  {unit && unit !== '%' ? <span className="text-muted"> ({unit})</span> : null}
                </figcaption>
                <div className="h-40">
                  <ResponsiveContainer width="100%" height="100%">
                    <LineChart margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
                      <CartesianGrid stroke="#e5ebe7" vertical={false} />
                      <XAxis
                        dataKey="x"
                        type="number"
                        scale="time"
                        domain={['dataMin', 'dataMax']}
                        tickFormatter={(v: number) => formatDate(v, { withoutYear: true })}
                        tick={{ fontSize: 11 }}
                        minTickGap={24}
                      />
                      <YAxis dataKey="y" tick={{ fontSize: 11 }} width="auto" domain={['auto', 'auto']} />
                      <Tooltip
                        labelFormatter={(v) =>
                          `${formatDate(Number(v), { withoutYear: true })}, ${formatTime(Number(v))}`
                        }
                        formatter={(v, name) => [
                          `${formatNumber(Number(v), decimalsFor(measure, units))} ${unit}`.trim(),
                          name,
                        ]}
                      />
                      {group.series.map((s, i) => (
                        <Line
                          key={s.key}
                          data={data[i]}
                          dataKey="y"
                          name={s.label}
                          stroke={s.color}
                          strokeWidth={2}
                          dot={false}
                          isAnimationActive={false}
                        />
                      ))}
                    </LineChart>
                  </ResponsiveContainer>
                </div>
                {group.series.length > 1 && (
                  <ul className="mt-1 flex flex-wrap gap-3 text-xs text-muted">
                    {group.series.map((s) => (
                      <li key={s.key} className="flex items-center gap-1.5">
                        <span
                          aria-hidden="true"
                          className="inline-block h-0.5 w-4"
                          style={{ background: s.color }}
                        />
                        {s.label}
                      </li>
                    ))}
                  </ul>
                )}
              </figure>
            );
          })}
        </div>
      )}
    </section>
  );
}
