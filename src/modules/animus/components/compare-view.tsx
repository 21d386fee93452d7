// The compare view (spec-2 §2 "Compare view"). A lazy chunk: recharts loads only when it opens.
import { useMemo, useState } from 'react';
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
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { cn } from '@/lib/cn';
import {
  anySensoryData,
  commonProfiles,
  compareTags,
  foundInText,
  growthStatistics,
  hasDetails,
  removeFromComparison,
  sortForComparison,
  tagBreakdown,
  toggleCompareSort,
  type CompareSort,
  type CompareSortKey,
} from '../compare';
import { comparisonCsvFileName, CSV_BOM, CSV_MIME_TYPE, selectionsToCsv } from '../csv';
import { formatSelectionDate } from '../format';
import { COMPARE_RADAR_MAX, radarRows, SERIES_COLORS } from '../radar';
import type { Selection } from '../selection';
import {
  ashColorLabel,
  ASH_COLOR_OPTIONS,
  GROWTH_METRIC_KEYS,
  GROWTH_METRIC_LABELS,
  RADAR_RINGS,
  RATING_MAX,
  TAG_CATEGORY_LABELS,
} from '../selection';
import { BadgePill, TagPill } from './tag-pill';

export interface CompareViewProps {
  selections: readonly Selection[];
  onSelectionsChange: (next: Selection[]) => void;
  onClose: () => void;
  onViewDetails: (s: Selection) => void;
}

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

const sensoryCell = (v: number | undefined) => (v !== undefined && v > 0 ? v : '—');

function cellValue(s: Selection, key: CompareSortKey): string | number {
  switch (key) {
    case 'plantId':
      return s.plantId;
    case 'generation':
      return s.generation;
    case 'date':
      return formatSelectionDate(s.selectionDate);
    case 'aroma':
      return sensoryCell(s.sensoryData?.aroma_quality);
    case 'flavor':
      return sensoryCell(s.sensoryData?.flavor_quality);
    default:
      return s.growthMetrics[key];
  }
}

/** Builds the CSV in the browser and downloads it. */
function exportCsv(selections: readonly Selection[]) {
  const blob = new Blob([CSV_BOM, selectionsToCsv(selections)], { type: CSV_MIME_TYPE });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = comparisonCsvFileName(new Date());
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export default function CompareView({
  selections,
  onSelectionsChange,
  onClose,
  onViewDetails,
}: CompareViewProps) {
  const [chart, setChart] = useState<'radar' | 'bar'>('radar');
  const [sort, setSort] = useState<CompareSort | null>(null);
  const sorted = useMemo(() => sortForComparison(selections, sort), [selections, sort]);
  const colorOf = (s: Selection) =>
    SERIES_COLORS[Math.max(0, selections.indexOf(s)) % SERIES_COLORS.length] as string;
  const radarSet = sorted.slice(0, COMPARE_RADAR_MAX);
  const stats = growthStatistics(selections);
  const tagsCompared = compareTags(selections);
  const n = selections.length;

  const remove = (s: Selection) => {
    const result = removeFromComparison(selections, s.id);
    if (result.close) onClose();
    else onSelectionsChange(result.selections);
  };

  const barRows = GROWTH_METRIC_KEYS.map((k) => {
    const row: Record<string, string | number> = { metric: GROWTH_METRIC_LABELS[k] };
    for (const s of sorted) row[s.id] = s.growthMetrics[k];
    return row;
  });

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={`Comparing ${n} Selections`} size="xl">
      <div className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm text-muted">{selections.map((s) => s.plantId).join(' · ')}</p>
          <Button variant="secondary" onClick={() => exportCsv(sorted)}>
            Export
          </Button>
        </div>
        <Tabs defaultValue="growth">
          <TabsList aria-label="Comparison sections">
            <TabsTrigger value="growth">Growth Metrics</TabsTrigger>
            <TabsTrigger value="sensory">Sensory Profile</TabsTrigger>
            <TabsTrigger value="tags">Tags &amp; Badges</TabsTrigger>
            <TabsTrigger value="details">Details</TabsTrigger>
          </TabsList>

          <TabsContent value="growth" className="flex flex-col gap-6">
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
                    <PolarAngleAxis dataKey="trait" tick={{ fontSize: 11 }} />
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
                      <Bar
                        key={s.id}
                        dataKey={s.id}
                        name={s.plantId}
                        fill={colorOf(s)}
                        isAnimationActive={false}
                      />
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

            <div className="overflow-x-auto">
              <table className="w-full min-w-[640px] text-sm">
                <caption className="mb-2 text-left font-semibold text-brand-950">Breakdown</caption>
                <thead>
                  <tr className="border-b border-line text-left">
                    {COLUMNS.map((c) => (
                      <th
                        key={c.key}
                        scope="col"
                        aria-sort={
                          sort?.key === c.key
                            ? sort.direction === 'asc'
                              ? 'ascending'
                              : 'descending'
                            : 'none'
                        }
                        className="py-1 pr-2 font-medium"
                      >
                        <button
                          type="button"
                          onClick={() => setSort((cur) => toggleCompareSort(cur, c.key))}
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
                            {cellValue(s, c.key)}
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
                <table className="w-full min-w-[420px] text-sm">
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
          </TabsContent>

          <TabsContent value="sensory" className="flex flex-col gap-6">
            {!anySensoryData(selections) ? (
              <p className="text-sm text-muted">No sensory data available for these selections.</p>
            ) : (
              <>
                <div className="overflow-x-auto">
                  <table className="w-full min-w-[520px] text-sm">
                    <thead>
                      <tr className="border-b border-line text-left">
                        <th scope="col" className="py-1 pr-2 font-medium">
                          Plant ID
                        </th>
                        <th scope="col" className="py-1 pr-2 font-medium">
                          Aroma Quality
                        </th>
                        <th scope="col" className="py-1 pr-2 font-medium">
                          Flavor Quality
                        </th>
                        <th scope="col" className="py-1 pr-2 font-medium">
                          Smoke Harshness
                        </th>
                        <th scope="col" className="py-1 pr-2 font-medium">
                          Ash Color
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {sorted.map((s) => (
                        <tr key={s.id} className="border-b border-line/60 tabular-nums">
                          <th scope="row" className="py-2 pr-2 text-left font-medium">
                            {s.plantId}
                          </th>
                          <td className="py-2 pr-2">{sensoryCell(s.sensoryData?.aroma_quality)}</td>
                          <td className="py-2 pr-2">{sensoryCell(s.sensoryData?.flavor_quality)}</td>
                          <td className="py-2 pr-2">{sensoryCell(s.sensoryData?.smoke_harshness)}</td>
                          <td className="py-2 pr-2">
                            {s.sensoryData ? (
                              <span className="inline-flex items-center gap-2">
                                <span
                                  aria-hidden="true"
                                  className="size-4 rounded-full border border-line"
                                  style={{
                                    background: ASH_COLOR_OPTIONS.find(
                                      (o) => o.value === s.sensoryData?.ash_color,
                                    )?.swatch,
                                  }}
                                />
                                {ashColorLabel(s.sensoryData.ash_color)}
                              </span>
                            ) : (
                              '—'
                            )}
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
                <div className="grid gap-4 sm:grid-cols-2">
                  {(['aroma', 'flavor'] as const).map((kind) => {
                    const common = commonProfiles(selections, kind);
                    return (
                      <section key={kind} className="rounded-xl border border-line p-3 text-sm">
                        <h3 className="font-semibold text-brand-950">
                          {kind === 'aroma' ? 'Aroma Profiles' : 'Flavor Profiles'}
                        </h3>
                        <ul className="mt-2 flex flex-col gap-1">
                          {sorted.map((s) => {
                            const list =
                              (kind === 'aroma'
                                ? s.sensoryData?.aroma_profiles
                                : s.sensoryData?.flavor_profiles) ?? [];
                            return (
                              <li key={s.id}>
                                <span className="font-medium">{s.plantId}: </span>
                                {list.length > 0
                                  ? list.join(', ')
                                  : kind === 'aroma'
                                    ? 'No aroma profiles specified'
                                    : 'No flavor profiles specified'}
                              </li>
                            );
                          })}
                        </ul>
                        <h4 className="mt-3 font-medium text-ink">
                          {kind === 'aroma' ? 'Common aroma profiles' : 'Common flavor profiles'}
                        </h4>
                        <p className="mt-1 text-muted">
                          {!common.enoughToCompare
                            ? 'Need more selections to compare'
                            : common.profiles.length > 0
                              ? common.profiles.join(', ')
                              : 'None in common'}
                        </p>
                      </section>
                    );
                  })}
                </div>
              </>
            )}
          </TabsContent>

          <TabsContent value="tags" className="flex flex-col gap-6 text-sm">
            <section>
              <h3 className="font-semibold text-brand-950">Common Tags</h3>
              {tagsCompared.common.length > 0 ? (
                <div className="mt-2 flex flex-wrap gap-1.5">
                  {tagsCompared.common.map((t) => (
                    <TagPill key={t.name} category={t.category}>
                      {t.name}
                    </TagPill>
                  ))}
                </div>
              ) : (
                <p className="mt-1 text-muted">No common tags found among these selections.</p>
              )}
            </section>
            <section>
              <h3 className="font-semibold text-brand-950">Unique Tags</h3>
              {tagsCompared.unique.length > 0 ? (
                <ul className="mt-2 grid gap-2 sm:grid-cols-2">
                  {tagsCompared.unique.map((t) => (
                    <li
                      key={t.name}
                      className="flex items-center justify-between gap-2 rounded-lg border border-line p-2"
                    >
                      <TagPill category={t.category}>{t.name}</TagPill>
                      <span className="text-xs text-muted">{foundInText(t.count, t.total)}</span>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="mt-1 text-muted">No unique tags found among these selections.</p>
              )}
            </section>
            <section className="grid gap-3 sm:grid-cols-2">
              {sorted.map((s) => {
                const groups = tagBreakdown(s);
                return (
                  <div key={s.id} className="rounded-xl border border-line p-3">
                    <h3 className="font-semibold text-brand-950">{s.plantId}</h3>
                    <h4 className="mt-2 text-xs font-semibold text-muted uppercase">Badges</h4>
                    {s.badges.length > 0 ? (
                      <div className="mt-1 flex flex-wrap gap-1.5">
                        {s.badges.map((b) => (
                          <BadgePill key={b.id} name={b.name} color={b.color} title={b.description} />
                        ))}
                      </div>
                    ) : (
                      <p className="mt-1 text-muted">No badges</p>
                    )}
                    <h4 className="mt-3 text-xs font-semibold text-muted uppercase">Tags</h4>
                    {groups.length > 0 ? (
                      <dl className="mt-1 flex flex-col gap-1">
                        {groups.map((g) => (
                          <div key={g.category} className="flex flex-wrap items-center gap-1.5">
                            <dt className="text-xs text-muted">{TAG_CATEGORY_LABELS[g.category]}:</dt>
                            {g.tags.map((t) => (
                              <dd key={t.id}>
                                <TagPill category={t.category}>{t.name}</TagPill>
                              </dd>
                            ))}
                          </div>
                        ))}
                      </dl>
                    ) : (
                      <p className="mt-1 text-muted">No tags</p>
                    )}
                  </div>
                );
              })}
            </section>
          </TabsContent>

          <TabsContent value="details" className="flex flex-col gap-3 text-sm">
            {sorted.map((s) => (
              <section key={s.id} className="rounded-xl border border-line p-3">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div>
                    <h3 className="font-semibold text-brand-950">{s.plantId}</h3>
                    <p className="text-xs text-muted">
                      {s.generation} · {formatSelectionDate(s.selectionDate)}
                    </p>
                  </div>
                  <div className="flex gap-2">
                    <Button
                      variant="secondary"
                      className="h-9"
                      onClick={() => onViewDetails(s)}
                      aria-label={`Details for ${s.plantId}`}
                    >
                      Details
                    </Button>
                    <Button
                      variant="ghost"
                      className="h-9"
                      onClick={() => remove(s)}
                      aria-label={`Remove ${s.plantId} from comparison`}
                    >
                      Remove
                    </Button>
                  </div>
                </div>
                {hasDetails(s) ? (
                  <div className="mt-2 flex flex-col gap-2">
                    {s.selectionRationale ? (
                      <p className="whitespace-pre-line">{s.selectionRationale}</p>
                    ) : null}
                    {s.selectionHighlights.length > 0 ? (
                      <ul className="list-disc pl-5">
                        {s.selectionHighlights.map((h, i) => (
                          <li key={`${i}-${h}`}>{h}</li>
                        ))}
                      </ul>
                    ) : null}
                    {s.selectionNotes ? (
                      <p className="whitespace-pre-line text-muted">{s.selectionNotes}</p>
                    ) : null}
                  </div>
                ) : (
                  <p className="mt-2 text-muted">No additional details provided for this selection.</p>
                )}
              </section>
            ))}
          </TabsContent>
        </Tabs>
      </div>
    </Dialog>
  );
}
