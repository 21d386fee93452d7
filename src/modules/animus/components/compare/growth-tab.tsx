// The compare view's Growth Metrics tab: the radar or bar chart, the sortable breakdown and the
// statistics of the five growth metrics.
import { useId, useState } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  PolarAngleAxis,
  PolarGrid,
  PolarRadiusAxis,
  Radar,
  RadarChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { cn } from '@/lib/cn';
import {
  breakdownCell,
  growthBarRows,
  growthStatistics,
  toggleCompareSort,
  type CompareSort,
  type CompareSortKey,
} from '../../compare';
import { COMPARE_RADAR_MAX, radarRows } from '../../radar';
import type { Selection } from '../../selection';
import { RadarTick, type RadarTickProps } from '../radar-tick';
import { GROWTH_METRIC_KEYS, GROWTH_METRIC_LABELS, RADAR_RINGS, RATING_MAX } from '../../selection';

const TICK = (props: RadarTickProps) => <RadarTick {...props} fontSize={11} />;

const COLUMNS: ReadonlyArray<{ key: CompareSortKey; label: string }> = [
  { key: 'plantId', label: 'Plant ID' },
  { key: 'generation', label: 'Generation' },
  { key: 'date', label: 'Date' },
  { key: 'structure', label: 'Structure' },
  { key: 'vigor', label: 'Vigor' },
  { key: 'yield', label: 'Yield' },
  { key: 'frost', label: 'Frost' },
  { key: 'overall', label: 'Overall' },
  { key: 'aroma', label: 'Aroma' },
  { key: 'flavor', label: 'Flavor' },
];

export function GrowthTab({
  selections,
  sorted,
  sort,
  onSortChange,
  colorOf,
}: {
  selections: readonly Selection[];
  /** The selections in the breakdown's order. */
  sorted: readonly Selection[];
  sort: CompareSort | null;
  onSortChange: (next: CompareSort) => void;
  colorOf: (s: Selection) => string;
}) {
  const [chart, setChart] = useState<'radar' | 'bar'>('radar');
  const breakdownId = useId();
  const radarSet = sorted.slice(0, COMPARE_RADAR_MAX);
  const stats = growthStatistics(selections);
  const barRows = growthBarRows(sorted, GROWTH_METRIC_LABELS);

  return (
    <>
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">Chart type</legend>
        {(
          [
            ['radar', 'Radar Chart'],
            ['bar', 'Bar Chart'],
          ] as const
        ).map(([value, label]) => (
          <label
            key={value}
            className={cn(
              'inline-flex h-9 cursor-pointer items-center gap-2 rounded-lg border px-3 text-sm',
              chart === value ? 'border-brand-600 bg-brand-50 text-brand-900' : 'border-line',
            )}
          >
            <input
              type="radio"
              name="chart-type"
              value={value}
              checked={chart === value}
              onChange={() => setChart(value)}
              className="accent-brand-700"
            />
            {label}
          </label>
        ))}
      </fieldset>
      <div className="h-80 w-full" data-testid={`compare-${chart}-chart`}>
        <ResponsiveContainer width="100%" height="100%">
          {chart === 'radar' ? (
            <RadarChart data={radarRows(radarSet)} outerRadius="70%">
              <PolarGrid gridType="polygon" />
              <PolarAngleAxis dataKey="trait" tick={TICK} />
              <PolarRadiusAxis
                domain={[0, RATING_MAX]}
                tickCount={RADAR_RINGS + 1}
                angle={90}
                tick={{ fontSize: 9 }}
              />
              {radarSet.map((s) => (
                <Radar
                  key={s.id}
                  name={s.plantId}
                  dataKey={s.id}
                  stroke={colorOf(s)}
                  fill={colorOf(s)}
                  fillOpacity={0.15}
                  isAnimationActive={false}
                />
              ))}
              <Tooltip />
              <Legend wrapperStyle={{ fontSize: 12 }} />
            </RadarChart>
          ) : (
            <BarChart data={barRows}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="metric" tick={{ fontSize: 11 }} />
              <YAxis domain={[0, RATING_MAX]} tickCount={RADAR_RINGS + 1} tick={{ fontSize: 11 }} />
              {sorted.map((s) => (
                <Bar key={s.id} dataKey={s.id} name={s.plantId} fill={colorOf(s)} isAnimationActive={false} />
              ))}
              <Tooltip />
              <Legend wrapperStyle={{ fontSize: 12 }} />
            </BarChart>
          )}
        </ResponsiveContainer>
      </div>
      {chart === 'radar' && sorted.length > COMPARE_RADAR_MAX ? (
        <p className="text-xs text-muted">
          The radar shows the first {COMPARE_RADAR_MAX} in the table's order.
        </p>
      ) : null}

      {/* Phones: one card per selection with a sort control, so nothing scrolls sideways. */}
      <section aria-labelledby={`${breakdownId}-phone`} className="flex flex-col gap-2 sm:hidden">
        <h3 id={`${breakdownId}-phone`} className="font-semibold text-brand-950">
          Breakdown
        </h3>
        <div className="flex items-center gap-2 text-sm">
          <label htmlFor={`${breakdownId}-sort`} className="shrink-0">
            Sort by
          </label>
          <select
            id={`${breakdownId}-sort`}
            value={sort?.key ?? ''}
            onChange={(e) => {
              const key = e.target.value as CompareSortKey;
              if (key) onSortChange(toggleCompareSort(null, key));
            }}
            className="h-9 min-w-0 flex-1 rounded-lg border border-line bg-white px-2"
          >
            <option value="" disabled>
              As picked
            </option>
            {COLUMNS.map((c) => (
              <option key={c.key} value={c.key}>
                {c.label}
              </option>
            ))}
          </select>
          <button
            type="button"
            disabled={!sort}
            onClick={() => sort && onSortChange(toggleCompareSort(sort, sort.key))}
            className="inline-flex h-9 shrink-0 items-center rounded-lg border border-line px-3 disabled:opacity-50"
          >
            {sort?.direction === 'asc' ? 'Ascending ▲' : 'Descending ▼'}
          </button>
        </div>
        <ul className="flex flex-col gap-2">
          {sorted.map((s) => (
            <li key={s.id} className="rounded-xl border border-line p-3 text-sm">
              <p className="inline-flex items-center gap-2 font-medium">
                <span
                  aria-hidden="true"
                  className="size-2.5 rounded-full"
                  style={{ background: colorOf(s) }}
                />
                {s.plantId}
              </p>
              <dl className="mt-2 grid grid-cols-3 gap-x-3 gap-y-1">
                {COLUMNS.filter((c) => c.key !== 'plantId').map((c) => (
                  <div key={c.key} className="min-w-0">
                    <dt className="truncate text-xs text-muted">{c.label}</dt>
                    <dd className="tabular-nums">{breakdownCell(s, c.key)}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      </section>

      <div className="hidden overflow-x-auto sm:block">
        <table className="w-full min-w-[640px] text-sm">
          <caption className="mb-2 text-left font-semibold text-brand-950">Breakdown</caption>
          <thead>
            <tr className="border-b border-line text-left">
              {COLUMNS.map((c) => (
                <th
                  key={c.key}
                  scope="col"
                  aria-sort={
                    sort?.key === c.key ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'
                  }
                  className="py-1 pr-2 font-medium"
                >
                  <button
                    type="button"
                    onClick={() => onSortChange(toggleCompareSort(sort, c.key))}
                    className="inline-flex h-8 items-center gap-1 rounded px-1 hover:bg-brand-50"
                  >
                    {c.label}
                    <span aria-hidden="true" className="text-xs text-muted">
                      {sort?.key === c.key ? (sort.direction === 'asc' ? '▲' : '▼') : '↕'}
                    </span>
                  </button>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {sorted.map((s) => (
              <tr key={s.id} className="border-b border-line/60">
                {COLUMNS.map((c) =>
                  c.key === 'plantId' ? (
                    <th key={c.key} scope="row" className="py-2 pr-2 text-left font-medium">
                      <span className="inline-flex items-center gap-2">
                        <span
                          aria-hidden="true"
                          className="size-2.5 rounded-full"
                          style={{ background: colorOf(s) }}
                        />
                        {s.plantId}
                      </span>
                    </th>
                  ) : (
                    <td key={c.key} className="py-2 pr-2 tabular-nums">
                      {breakdownCell(s, c.key)}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      {stats ? (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="mb-2 text-left font-semibold text-brand-950">Statistics</caption>
            <thead>
              <tr className="border-b border-line text-left">
                <th scope="col" className="py-1 pr-2 font-medium">
                  Metric
                </th>
                <th scope="col" className="py-1 pr-2 font-medium">
                  Average
                </th>
                <th scope="col" className="py-1 pr-2 font-medium">
                  Min
                </th>
                <th scope="col" className="py-1 pr-2 font-medium">
                  Max
                </th>
                <th scope="col" className="py-1 pr-2 font-medium">
                  Range
                </th>
              </tr>
            </thead>
            <tbody>
              {GROWTH_METRIC_KEYS.map((k) => (
                <tr key={k} className="border-b border-line/60 tabular-nums">
                  <th scope="row" className="py-2 pr-2 text-left font-medium">
                    {GROWTH_METRIC_LABELS[k]}
                  </th>
                  <td className="py-2 pr-2">{stats[k].average.toFixed(1)}</td>
                  <td className="py-2 pr-2">{stats[k].min}</td>
                  <td className="py-2 pr-2">{stats[k].max}</td>
                  <td className="py-2 pr-2">{stats[k].range}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </>
  );
}
