// An entry's edit history as people read it: for every change, who made it, when, and each field
// that changed from what to what. The database keeps the state before every change
// (arca_entry_versions.snapshot); the state after is the next snapshot, or the entry as it is now.
import type { FieldDef } from './kinds/types.ts';
import { formatWithUnit, type RecordUnits } from './units.ts';

export interface Snapshot {
  room_id?: string | null;
  lot_id?: string | null;
  occurred_at?: string | null;
  status?: string | null;
  notes?: string | null;
  photos?: string[] | null;
  /** Why the entry was made inside a running interval (on the envelope since every kind has one). */
  override_reason?: string | null;
  values?: Record<string, unknown>;
}

export interface VersionRow {
  version: number;
  action: 'edit' | 'delete' | 'restore';
  changed_by: string | null;
  changed_at: string;
  snapshot: Snapshot;
}

export interface Change {
  label: string;
  from: string;
  to: string;
}

export interface HistoryItem {
  version: number;
  action: VersionRow['action'];
  by: string | null;
  at: string;
  changes: Change[];
}

/**
 * A value printed by the log itself (a product, a tank, an instant, a number in its fixed unit): two
 * values that print the same are the same (1.50 and 1.5, one instant spelled two ways).
 */
export interface ShownField {
  readonly type: 'shown';
  readonly key: string;
  readonly label: string;
  readonly text: (value: unknown) => string;
}

/**
 * A list (a batch's products, a feed's batches, an application's products): the change names the
 * items that are no longer there (before) and the new ones (after); the order alone is no change.
 */
export interface ListField {
  readonly type: 'list';
  readonly key: string;
  readonly label: string;
  readonly item: (value: unknown) => string;
}

export type HistoryField = FieldDef | ShownField | ListField;

export interface HistoryContext {
  /** The kind's fields, in the form's order. */
  fields: readonly HistoryField[];
  /** What the form calls the entry's time ("Started at"); "Date" when not given. */
  dateLabel?: string;
  units: RecordUnits;
  roomName: (id: string) => string;
  /** A water filter's name (the Filters log); the id when not given. */
  filterName?: (id: string) => string;
  lotName: (id: string) => string;
  formatDate: (iso: string) => string;
}

const EMPTY = '—';

function fieldText(field: FieldDef | ShownField, value: unknown, ctx: HistoryContext): string {
  if (value === null || value === undefined || value === '') return EMPTY;
  switch (field.type) {
    case 'shown':
      return field.text(value) || EMPTY;
    case 'number':
      return formatWithUnit(value, field.measure, ctx.units) || EMPTY;
    case 'choice':
      return field.options.find((o) => o.value === value)?.label ?? String(value);
    case 'room':
      return ctx.roomName(String(value));
    case 'filter':
      return ctx.filterName ? ctx.filterName(String(value)) : String(value);
    case 'text':
      return String(value);
  }
}

function envelopeText(key: keyof Snapshot, value: unknown, ctx: HistoryContext): string {
  if (value === null || value === undefined || value === '') return EMPTY;
  switch (key) {
    case 'room_id':
      return ctx.roomName(String(value));
    case 'lot_id':
      return ctx.lotName(String(value));
    case 'occurred_at':
      return ctx.formatDate(String(value));
    case 'status':
      return value === 'planned' ? 'Planned' : 'Done';
    case 'photos': {
      const n = Array.isArray(value) ? value.length : 0;
      return n === 0 ? EMPTY : n === 1 ? '1 photo' : `${n} photos`;
    }
    default:
      return String(value);
  }
}

const ENVELOPE: Array<[keyof Snapshot, string]> = [
  ['occurred_at', 'Date'],
  ['status', 'Status'],
  ['room_id', 'Room'],
  ['lot_id', 'Lot'],
];

/** What differs between two states of an entry, field by field, in the form's order. */
export function diffSnapshots(before: Snapshot, after: Snapshot, ctx: HistoryContext): Change[] {
  const changes: Change[] = [];
  const push = (label: string, from: string, to: string) => {
    if (from !== to) changes.push({ label, from, to });
  };
  for (const [key, envelopeLabel] of ENVELOPE) {
    const label = key === 'occurred_at' ? (ctx.dateLabel ?? envelopeLabel) : envelopeLabel;
    // Compare instants, not their spelling ("…+00:00" vs "…Z").
    const same =
      key === 'occurred_at' && before[key] && after[key]
        ? new Date(before[key]!).getTime() === new Date(after[key]!).getTime()
        : before[key] === after[key];
    if (!same) push(label, envelopeText(key, before[key], ctx), envelopeText(key, after[key], ctx));
  }
  for (const field of ctx.fields) {
    const a = before.values?.[field.key];
    const b = after.values?.[field.key];
    if (field.type === 'list') {
      const change = listChange(field, a, b);
      if (change) push(field.label, change.from, change.to);
      continue;
    }
    if (field.type === 'shown') {
      push(field.label, fieldText(field, a, ctx), fieldText(field, b, ctx));
      continue;
    }
    if (
      a === b ||
      (a == null && b == null) ||
      (typeof a === 'number' && typeof b === 'number' && Math.abs(a - b) < 1e-9)
    )
      continue;
    push(field.label, fieldText(field, a, ctx), fieldText(field, b, ctx));
  }
  push('Notes', envelopeText('notes', before.notes, ctx), envelopeText('notes', after.notes, ctx));
  push(
    'Override reason',
    envelopeText('override_reason', reasonOf(before), ctx),
    envelopeText('override_reason', reasonOf(after), ctx),
  );
  push('Photos', envelopeText('photos', before.photos, ctx), envelopeText('photos', after.photos, ctx));
  return changes;
}

/** A state's override reason; states saved before it moved to the envelope kept it among the values. */
function reasonOf(s: Snapshot): unknown {
  return s.override_reason ?? s.values?.override_reason ?? null;
}

/** A list's items that left it and those that joined it, each as text; null when only the order differs. */
export function listChange(
  field: ListField,
  before: unknown,
  after: unknown,
): { from: string; to: string } | null {
  const texts = (v: unknown) => (Array.isArray(v) ? v.map((item) => field.item(item)) : []);
  const removed = texts(before);
  const added: string[] = [];
  for (const text of texts(after)) {
    const i = removed.indexOf(text);
    if (i >= 0) removed.splice(i, 1);
    else added.push(text);
  }
  if (removed.length === 0 && added.length === 0) return null;
  return { from: removed.join('; ') || EMPTY, to: added.join('; ') || EMPTY };
}

/** An entry as it is now (a row of its records view), in the shape of a saved state. */
export function currentSnapshot(
  row: Snapshot & Record<string, unknown>,
  fields: readonly HistoryField[],
): Snapshot {
  return {
    room_id: row.room_id,
    lot_id: row.lot_id,
    occurred_at: row.occurred_at,
    status: row.status,
    notes: row.notes,
    photos: row.photos,
    override_reason: row.override_reason,
    values: Object.fromEntries(fields.map((f) => [f.key, row[f.key]])),
  };
}

/** Newest first. `current` is the entry as it is now. */
export function buildHistory(versions: VersionRow[], current: Snapshot, ctx: HistoryContext): HistoryItem[] {
  const ordered = [...versions].sort((a, b) => a.version - b.version);
  return ordered
    .map((v, i) => {
      const after = ordered[i + 1]?.snapshot ?? current;
      return {
        version: v.version,
        action: v.action,
        by: v.changed_by,
        at: v.changed_at,
        changes: v.action === 'edit' ? diffSnapshots(v.snapshot, after, ctx) : [],
      };
    })
    .reverse();
}
