import { lazy, Suspense, useId, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { limitList, sensoryBars, truncateRationale } from '../card';
import { formatSelectionDate } from '../format';
import type { SelectionPercentiles } from '../percentiles';
import type { Selection } from '../selection';
import {
  CARD_BADGE_LIMIT,
  CARD_HIGHLIGHT_LIMIT,
  CARD_TAG_LIMIT,
  GROWTH_METRIC_KEYS,
  GROWTH_METRIC_LABELS,
  THUMBNAIL_SIZE,
  TRAIT_CHART_SIZE,
} from '../selection';
import { CardMenu, type MenuItem } from './card-menu';
import { ChartThumbnail } from './chart-thumbnail';
import { MetricBars } from './metric-bars';
import { BadgePill, TagPill } from './tag-pill';

const TraitRadar = lazy(() => import('./trait-radar'));

export interface SelectionCardProps {
  selection: Selection;
  percentiles?: SelectionPercentiles;
  /** Signed URL of the first image, when it has one. */
  imageUrl?: string;
  /** The other selections offered under 'Compare with:'. */
  others?: readonly Selection[];
  onView?: (s: Selection) => void;
  onEdit?: (s: Selection) => void;
  onCompare?: (s: Selection) => void;
  onDelete?: (s: Selection) => void;
  /** Marks the card as picked for the comparison. */
  inComparison?: boolean;
}

/** spec-2 §2 "Selection card": collapsed by default; Show More reveals sensory data, the radar and notes. */
export function SelectionCard({
  selection: s,
  percentiles,
  imageUrl,
  others = [],
  onView,
  onEdit,
  onCompare,
  onDelete,
  inComparison = false,
}: SelectionCardProps) {
  const [expanded, setExpanded] = useState(false);
  const [compareWith, setCompareWith] = useState('');
  const detailsId = useId();
  const compareId = useId();

  // Each item only when its handler exists (spec).
  const menu: MenuItem[] = [];
  if (onView) menu.push({ label: 'View Details', onSelect: () => onView(s) });
  if (onEdit) menu.push({ label: 'Edit Selection', onSelect: () => onEdit(s) });
  if (onCompare) menu.push({ label: 'Compare', onSelect: () => onCompare(s) });
  if (onDelete) menu.push({ label: 'Delete', onSelect: () => onDelete(s), destructive: true });

  const badges = limitList(s.badges, CARD_BADGE_LIMIT);
  const highlights = expanded ? s.selectionHighlights : s.selectionHighlights.slice(0, CARD_HIGHLIGHT_LIMIT);
  const tags = expanded ? { visible: s.tags, hiddenCount: 0 } : limitList(s.tags, CARD_TAG_LIMIT);
  const sensory = sensoryBars(s.sensoryData);
  const other = others.find((o) => o.id === compareWith);

  return (
    <article
      aria-label={`Selection ${s.plantId}`}
      className={`flex flex-col gap-4 rounded-2xl border bg-white p-4 shadow-xs sm:p-5 ${
        inComparison ? 'border-brand-600 ring-2 ring-brand-600/20' : 'border-line'
      }`}
    >
      <header className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="truncate text-base font-semibold text-brand-950">{s.plantId}</h3>
            <Badge tone="brand">{s.generation}</Badge>
            {inComparison ? <Badge tone="info">In comparison</Badge> : null}
          </div>
          <p className="mt-0.5 text-xs text-muted">Selected on {formatSelectionDate(s.selectionDate)}</p>
        </div>
        <CardMenu label={`Actions for ${s.plantId}`} items={menu} />
      </header>

      {s.badges.length > 0 ? (
        <div className="flex flex-wrap gap-1.5">
          {badges.visible.map((b) => (
            <BadgePill key={b.id} name={b.name} color={b.color} title={b.description} />
          ))}
          {badges.hiddenCount > 0 ? (
            <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
              +{badges.hiddenCount} more
            </span>
          ) : null}
        </div>
      ) : null}

      <MetricBars
        title="Growth Metrics"
        bars={GROWTH_METRIC_KEYS.map((k) => ({
          key: k,
          label: GROWTH_METRIC_LABELS[k],
          value: s.growthMetrics[k],
          percentile: percentiles?.[k],
        }))}
      />

      <div className="flex gap-4">
        <div className="shrink-0">
          {imageUrl ? (
            <img
              src={imageUrl}
              alt={`Plant ${s.plantId}`}
              width={THUMBNAIL_SIZE}
              height={THUMBNAIL_SIZE}
              loading="lazy"
              className="size-32 rounded-lg border border-line object-cover"
            />
          ) : (
            <ChartThumbnail metrics={s.growthMetrics} plantId={s.plantId} />
          )}
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-3">
          {highlights.length > 0 ? (
            <div>
              <h4 className="text-xs font-semibold tracking-wide text-muted uppercase">Highlights</h4>
              <ul className="mt-1 list-disc pl-5 text-sm text-ink">
                {highlights.map((h, i) => (
                  <li key={`${i}-${h}`}>{h}</li>
                ))}
              </ul>
            </div>
          ) : null}
          {s.selectionRationale ? (
            <p className="text-sm break-words whitespace-pre-line text-ink">
              {expanded ? s.selectionRationale : truncateRationale(s.selectionRationale)}
            </p>
          ) : null}
        </div>
      </div>

      {s.tags.length > 0 ? (
        <ul aria-label="Tags" className="flex flex-wrap gap-1.5">
          {tags.visible.map((t) => (
            <li key={t.id}>
              <TagPill category={t.category}>{t.name}</TagPill>
            </li>
          ))}
          {tags.hiddenCount > 0 ? <li className="text-xs text-muted">+{tags.hiddenCount} more</li> : null}
        </ul>
      ) : null}

      {expanded ? (
        <div id={detailsId} className="flex flex-col gap-4 border-t border-line pt-4">
          {sensory.length > 0 ? (
            <MetricBars
              title="Sensory Profile"
              bars={sensory.map((b) => ({ key: b.key, label: b.label, value: b.value }))}
            />
          ) : null}
          <div>
            <h4 className="text-xs font-semibold tracking-wide text-muted uppercase">Trait Visualization</h4>
            {others.length > 0 ? (
              <div className="mt-2 flex items-center gap-2">
                <label htmlFor={compareId} className="text-sm text-ink">
                  Compare with:
                </label>
                <select
                  id={compareId}
                  value={compareWith}
                  onChange={(e) => setCompareWith(e.target.value)}
                  className="h-9 min-w-0 flex-1 rounded-lg border border-line bg-white px-2 text-sm"
                >
                  <option value="">None</option>
                  {others.map((o) => (
                    <option key={o.id} value={o.id}>
                      {o.plantId}
                    </option>
                  ))}
                </select>
              </div>
            ) : null}
            <div className="mt-2 flex justify-center overflow-x-auto">
              <Suspense fallback={<Skeleton className="h-[280px] w-[320px] max-w-full" />}>
                <TraitRadar
                  selections={other ? [s, other] : [s]}
                  width={TRAIT_CHART_SIZE.width}
                  height={TRAIT_CHART_SIZE.height}
                  legend={Boolean(other)}
                />
              </Suspense>
            </div>
          </div>
          <div>
            <h4 className="text-xs font-semibold tracking-wide text-muted uppercase">Notes</h4>
            <p className="mt-1 text-sm whitespace-pre-line text-ink">
              {s.selectionNotes || <span className="text-muted">No notes.</span>}
            </p>
          </div>
        </div>
      ) : null}

      <div className="mt-auto flex flex-wrap items-center justify-between gap-2">
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={expanded ? detailsId : undefined}
          onClick={() => setExpanded((e) => !e)}
          className="h-9 rounded-md px-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
        >
          {expanded ? 'Show Less' : 'Show More'}
        </button>
        {onView ? (
          <button
            type="button"
            onClick={() => onView(s)}
            className="h-9 rounded-md px-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
          >
            View details
          </button>
        ) : null}
      </div>
    </article>
  );
}
