// Entries of every log in one list, newest first — a lot's timeline, the diary's latest entries:
// when, which log, a one-line summary in the grower's units, where, and the notes. Opening one
// shows its details, history, edit and delete (the same dialog as the records screens).
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/fields';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import type { EntriesWhere, TimelineEntry } from '../../api/get-entries';
import { useEntries } from '../../api/get-entries';
import type { RecordPlace } from '../../api/get-record-places';
import { formatWhen } from '../../records/datetime';
import { KINDS, kindOf } from '../../records/kinds/registry';
import { isPlainKind, PLAIN_KIND_TITLES, plainSummary } from '../../records/plain-summary';
import type { RecordKind, RecordRow } from '../../records/kinds/types';
import { formatWithUnit, type RecordUnits } from '../../records/units';
import { EntryDialog } from './entry-dialog';

const PAGE = 30;

/** A timeline entry as its kind's records row (envelope and values side by side). */
function timelineRow(entry: TimelineEntry): RecordRow {
  const values = (entry[entry.kind] as Record<string, unknown> | null) ?? {};
  return { ...values, ...entry } as unknown as RecordRow;
}

function timelineSummary(entry: TimelineEntry, kind: RecordKind | undefined, units: RecordUnits): string {
  const values = (entry[entry.kind] as Record<string, unknown> | null) ?? {};
  if (!kind) {
    if (!isPlainKind(entry.kind)) return '';
    return plainSummary(
      entry.kind,
      entry.kind === 'application' ? { ...values, products: entry.application_products } : values,
    );
  }
  return kind.summary(
    values,
    (v, measure, decimals) => formatWithUnit(v, measure, units, { decimals }) || '—',
  );
}

export function EntryTimeline({
  where,
  places,
  units,
  label,
  empty,
}: {
  where: EntriesWhere;
  places: RecordPlace[];
  units: RecordUnits;
  label: string;
  empty: string;
}) {
  const [pages, setPages] = useState(1);
  // Daily readings outnumber the diary's events many times over; the grower narrows to one log.
  const [only, setOnly] = useState('');
  const entries = useEntries({ ...where, kind: only || undefined }, { page: 0, pageSize: PAGE * pages });
  const [open, setOpen] = useState<{ kind: RecordKind; row: RecordRow } | null>(null);
  const rows = entries.data?.rows ?? [];

  return (
    <section aria-label={label} className="flex flex-col gap-3">
      <div className="sm:max-w-56">
        <SelectField
          label="Show"
          value={only}
          onChange={(e) => {
            setOnly(e.target.value);
            setPages(1);
          }}
        >
          <option value="">Every log</option>
          {Object.values(KINDS).map((k) => (
            <option key={k.kind} value={k.kind}>
              {k.title}
            </option>
          ))}
          {Object.entries(PLAIN_KIND_TITLES).map(([value, title]) => (
            <option key={value} value={value}>
              {title}
            </option>
          ))}
        </SelectField>
      </div>
      {entries.isPending ? (
        <div className="flex flex-col gap-2" aria-busy="true">
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
        </div>
      ) : entries.isError && !entries.data ? (
        <LoadError error={entries.error} onRetry={() => void entries.refetch()}>
          The entries could not be loaded.
        </LoadError>
      ) : rows.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line p-6 text-center text-sm text-muted">
          {empty}
        </p>
      ) : (
        <ol className="flex flex-col divide-y divide-line rounded-2xl border border-line bg-white">
          {rows.map((entry) => {
            const kind = kindOf(entry.kind);
            return (
              <li key={entry.id}>
                <button
                  type="button"
                  disabled={!kind}
                  onClick={() => kind && setOpen({ kind, row: timelineRow(entry) })}
                  className="flex w-full min-w-0 flex-col gap-0.5 px-4 py-3 text-left hover:bg-brand-50 focus-visible:bg-brand-50 focus-visible:outline-none"
                >
                  <span className="flex flex-wrap items-baseline gap-x-2 text-xs text-muted">
                    <span className="font-semibold text-brand-800">
                      {kind?.title ?? (isPlainKind(entry.kind) ? PLAIN_KIND_TITLES[entry.kind] : entry.kind)}
                    </span>
                    <span>{formatWhen(entry.occurred_at)}</span>
                    {entry.room ? <span>· {entry.room.room_name}</span> : null}
                    {entry.status === 'planned' ? <span className="text-amber-800">· Planned</span> : null}
                  </span>
                  <span className="text-sm font-medium break-words text-ink">
                    {timelineSummary(entry, kind, units)}
                  </span>
                  {entry.notes ? (
                    <span className="line-clamp-2 text-sm break-words text-muted">{entry.notes}</span>
                  ) : null}
                </button>
              </li>
            );
          })}
        </ol>
      )}
      {rows.length === PAGE * pages && (
        <Button variant="secondary" className="self-center" onClick={() => setPages((p) => p + 1)}>
          Show older entries
        </Button>
      )}
      {open && (
        <EntryDialog
          kind={open.kind}
          row={open.row}
          places={places}
          units={units}
          onClose={() => setOpen(null)}
        />
      )}
    </section>
  );
}
