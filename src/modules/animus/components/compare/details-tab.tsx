// The compare view's Details tab: each selection's rationale, highlights and notes, with a way to
// open it or take it out of the comparison.
import { Button } from '@/components/ui/button';
import { hasDetails } from '../../compare';
import { formatSelectionDate } from '../../format';
import type { Selection } from '../../selection';

export function DetailsTab({
  sorted,
  onViewDetails,
  onRemove,
}: {
  sorted: readonly Selection[];
  onViewDetails: (s: Selection) => void;
  onRemove: (s: Selection) => void;
}) {
  return (
    <>
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
                onClick={() => onRemove(s)}
                aria-label={`Remove ${s.plantId} from comparison`}
              >
                Remove
              </Button>
            </div>
          </div>
          {hasDetails(s) ? (
            <div className="mt-2 flex flex-col gap-2">
              {s.selectionRationale ? <p className="whitespace-pre-line">{s.selectionRationale}</p> : null}
              {s.selectionHighlights.length > 0 ? (
                <ul className="list-disc pl-5">
                  {s.selectionHighlights.map((h, i) => (
                    <li key={`${i}-${h}`}>{h}</li>
                  ))}
                </ul>
              ) : null}
              {s.selectionNotes ? <p className="whitespace-pre-line text-muted">{s.selectionNotes}</p> : null}
            </div>
          ) : (
            <p className="mt-2 text-muted">No additional details provided for this selection.</p>
          )}
        </section>
      ))}
    </>
  );
}
