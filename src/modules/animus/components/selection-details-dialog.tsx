import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { sensoryBars } from '../card';
import { formatSelectionDate } from '../format';
import type { SelectionPercentiles } from '../percentiles';
import type { Selection } from '../selection';
import { ashColorLabel, ASH_COLOR_OPTIONS, GROWTH_METRIC_KEYS, GROWTH_METRIC_LABELS } from '../selection';
import { MetricBars } from './metric-bars';
import { BadgePill, TagPill } from './tag-pill';

/** 'View details': everything stored for one selection (the spec only logs to the console). */
export function SelectionDetailsDialog({
  selection: s,
  percentiles,
  imageUrls,
  onOpenChange,
  onEdit,
}: {
  selection: Selection | null;
  percentiles?: SelectionPercentiles;
  imageUrls: Record<string, string>;
  onOpenChange: (open: boolean) => void;
  onEdit?: (s: Selection) => void;
}) {
  return (
    <Dialog
      open={s !== null}
      onOpenChange={onOpenChange}
      title={s ? `Selection ${s.plantId}` : ''}
      description={s ? `${s.generation} · Selected on ${formatSelectionDate(s.selectionDate)}` : undefined}
      size="lg"
      footer={
        s && onEdit ? (
          <Button
            variant="secondary"
            onClick={() => {
              onOpenChange(false);
              onEdit(s);
            }}
          >
            Edit Selection
          </Button>
        ) : undefined
      }
    >
      {s ? (
        <div className="flex flex-col gap-5 text-sm">
          {s.badges.length > 0 ? (
            <div className="flex flex-wrap gap-1.5">
              {s.badges.map((b) => (
                <BadgePill key={b.id} name={b.name} color={b.color} title={b.description} />
              ))}
            </div>
          ) : null}
          <div className="grid gap-5 sm:grid-cols-2">
            <MetricBars
              title="Growth Metrics"
              bars={GROWTH_METRIC_KEYS.map((k) => ({
                key: k,
                label: GROWTH_METRIC_LABELS[k],
                value: s.growthMetrics[k],
                percentile: percentiles?.[k],
              }))}
            />
            {sensoryBars(s.sensoryData).length > 0 ? (
              <MetricBars
                title="Sensory Profile"
                bars={sensoryBars(s.sensoryData).map((b) => ({
                  key: b.key,
                  label: b.label,
                  value: b.value,
                  percentile: percentiles?.[b.key],
                }))}
              />
            ) : (
              <p className="text-muted">No sensory data recorded.</p>
            )}
          </div>
          {s.sensoryData ? (
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
              <dt className="text-muted">Ash color</dt>
              <dd className="flex items-center gap-2">
                <span
                  aria-hidden="true"
                  className="size-4 rounded-full border border-line"
                  style={{
                    background: ASH_COLOR_OPTIONS.find((o) => o.value === s.sensoryData?.ash_color)?.swatch,
                  }}
                />
                {ashColorLabel(s.sensoryData.ash_color)}
              </dd>
              <dt className="text-muted">Aroma profiles</dt>
              <dd>{s.sensoryData.aroma_profiles.join(', ') || 'No aroma profiles specified'}</dd>
              <dt className="text-muted">Flavor profiles</dt>
              <dd>{s.sensoryData.flavor_profiles.join(', ') || 'No flavor profiles specified'}</dd>
            </dl>
          ) : null}
          <section>
            <h3 className="font-semibold text-brand-950">Rationale</h3>
            <p className="mt-1 whitespace-pre-line">{s.selectionRationale || '—'}</p>
          </section>
          {s.selectionHighlights.length > 0 ? (
            <section>
              <h3 className="font-semibold text-brand-950">Highlights</h3>
              <ul className="mt-1 list-disc pl-5">
                {s.selectionHighlights.map((h, i) => (
                  <li key={`${i}-${h}`}>{h}</li>
                ))}
              </ul>
            </section>
          ) : null}
          <section>
            <h3 className="font-semibold text-brand-950">Tags</h3>
            {s.tags.length > 0 ? (
              <div className="mt-1 flex flex-wrap gap-1.5">
                {s.tags.map((t) => (
                  <TagPill key={t.id} category={t.category}>
                    {t.name}
                  </TagPill>
                ))}
              </div>
            ) : (
              <p className="mt-1 text-muted">No tags</p>
            )}
          </section>
          <section>
            <h3 className="font-semibold text-brand-950">Notes</h3>
            <p className="mt-1 whitespace-pre-line">{s.selectionNotes || '—'}</p>
          </section>
          {s.images.length > 0 ? (
            <section>
              <h3 className="font-semibold text-brand-950">Images</h3>
              <ul className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
                {s.images.map((p, i) =>
                  imageUrls[p] ? (
                    <li key={p}>
                      <img
                        src={imageUrls[p]}
                        alt={`${s.plantId}, ${i + 1} of ${s.images.length}`}
                        className="aspect-square w-full rounded-lg border border-line object-cover"
                      />
                    </li>
                  ) : null,
                )}
              </ul>
            </section>
          ) : null}
          {s.phenoId ? <Badge tone="neutral">Linked to a plant of this project</Badge> : null}
        </div>
      ) : null}
    </Dialog>
  );
}
