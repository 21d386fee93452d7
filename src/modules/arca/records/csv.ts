// CSV for records, both ways. Exports write what a spreadsheet shows (local "YYYY-MM-DD HH:mm",
// room and lot names, values in the grower's units with the unit in the header); imports read the
// same headers back (and common other spellings), so an exported file imports as duplicates.
import Papa from 'papaparse';
import { DATE_EXAMPLES, parseCsvDateTime, type CsvDateSettings } from '../../../lib/csv-dates.ts';
import { checkEntry, type EntryDraft, type EntryPayload } from './entry-rules.ts';
import type {
  ColumnDef,
  FieldDef,
  MeasureKey,
  RecordKind,
  RecordRow,
  UnitMeasureKey,
} from './kinds/types.ts';
import { RECORD_UNIT_CHOICES, hasUnits, toCanonical, toDisplay, type RecordUnits } from './units.ts';

export interface NamedRef {
  id: string;
  name: string;
}

// ---------------------------------------------------------------------------------------------
// Units in headers: "Input EC (ppm 500)", "Volume applied (gal)".

const UNIT_TOKENS: { readonly [K in UnitMeasureKey]: Readonly<Record<RecordUnits[K], string>> } = {
  ec: { 'mS/cm': 'mS/cm', ppm500: 'ppm 500', ppm640: 'ppm 640', ppm700: 'ppm 700' },
  volume: { L: 'L', mL: 'mL', gal: 'gal' },
  mass: { g: 'g', kg: 'kg', oz: 'oz', lb: 'lb' },
  temperature: { C: '°C', F: '°F' },
  pressure: { bar: 'bar', psi: 'psi', kPa: 'kPa' },
  flow: { 'L/min': 'L/min', 'gal/min': 'gal/min', 'L/h': 'L/h' },
};

/** How a unit is written in a CSV header. */
export function unitToken(measure: MeasureKey, units: RecordUnits): string {
  if (measure === 'percent') return '%';
  if (!hasUnits(measure)) return '';
  return (UNIT_TOKENS[measure] as Record<string, string>)[units[measure]]!;
}

const squash = (s: string) => s.toLowerCase().replace(/[^a-z0-9%]/g, '');

/** A header's unit text as one of the record units of `measure`, 'ppm' when no scale is given. */
export function parseUnit(measure: UnitMeasureKey, text: string): string | 'ppm' | undefined {
  const t = squash(text.replace('µ', 'u').replace('°', ''));
  switch (measure) {
    case 'ec':
      if (t === 'mscm' || t === 'ec') return 'mS/cm';
      if (/^ppm(500|640|700)$/.test(t)) return t;
      if (t === 'ppm' || t === 'tds') return 'ppm';
      return undefined;
    case 'volume':
      if (['l', 'litre', 'litres', 'liter', 'liters'].includes(t)) return 'L';
      if (['ml', 'millilitre', 'millilitres', 'milliliter', 'milliliters'].includes(t)) return 'mL';
      if (['gal', 'gallon', 'gallons', 'galus'].includes(t)) return 'gal';
      return undefined;
    case 'mass':
      return (['g', 'kg', 'oz', 'lb'] as string[]).includes(t) ? t : t === 'lbs' ? 'lb' : undefined;
    case 'temperature':
      if (['c', 'degc', 'celsius'].includes(t)) return 'C';
      if (['f', 'degf', 'fahrenheit'].includes(t)) return 'F';
      return undefined;
    case 'pressure':
      if (t === 'bar') return 'bar';
      if (t === 'psi') return 'psi';
      if (t === 'kpa') return 'kPa';
      return undefined;
    case 'flow':
      if (['lmin', 'lpm'].includes(t)) return 'L/min';
      if (['galmin', 'gpm'].includes(t)) return 'gal/min';
      if (['lh', 'lph'].includes(t)) return 'L/h';
      return undefined;
  }
}

function header(label: string, measure: MeasureKey | undefined, units: RecordUnits): string {
  const token = measure ? unitToken(measure, units) : '';
  return token && token !== '%' ? `${label} (${token})` : label;
}

// ---------------------------------------------------------------------------------------------
// Export.

const pad = (n: number) => String(n).padStart(2, '0');

/** Local "YYYY-MM-DD HH:mm", what spreadsheets read as a date and time. */
export function csvDate(iso: string): string {
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** Export-only columns: the kind's columns that are not fields (derived figures). */
function derivedColumns(kind: RecordKind): ColumnDef[] {
  const fieldKeys = new Set(kind.fields.map((f) => f.key));
  return kind.columns.filter((c) => !fieldKeys.has(c.key));
}

/** One column of an export: its header and its cell (the shape `src/lib/csv.ts` writes). */
export interface ExportColumn {
  header: string;
  /** Numbers stay numbers, so a negative difference is not taken for a formula and quoted. */
  value: (row: RecordRow) => string | number;
}

/**
 * Every column of a kind's export, whatever the screen shows: the envelope, each field in the
 * grower's units, the derived figures and the notes, so an exported file can be imported again.
 */
export function exportColumns(kind: RecordKind, units: RecordUnits): ExportColumn[] {
  const name = (v: unknown, key: string) => ((v as Record<string, string> | null)?.[key] ?? '') as string;
  return [
    { header: 'Date', value: (row) => csvDate(row.occurred_at) },
    { header: 'Room', value: (row) => name(row.room, 'room_name') },
    { header: 'Lot', value: (row) => name(row.lot, 'name') },
    { header: 'Status', value: (row) => (row.status === 'planned' ? 'Planned' : 'Done') },
    ...kind.fields.map((f) => ({
      header: header(f.label, f.type === 'number' ? f.measure : undefined, units),
      value: (row: RecordRow) => fieldCell(f, row, units),
    })),
    ...derivedColumns(kind).map((c) => ({
      header: header(c.label, c.measure, units),
      value: (row: RecordRow) =>
        c.measure
          ? numberCell(row[c.key], c.measure, units, c.signed)
          : c.text
            ? c.text(row[c.key], row)
            : String(row[c.key] ?? ''),
    })),
    { header: 'Notes', value: (row) => row.notes ?? '' },
    // Why an entry was made inside a running re-entry or pre-harvest interval, kept on the record.
    { header: 'Override reason', value: (row) => (row.override_reason as string | null | undefined) ?? '' },
  ];
}

export function csvHeaders(kind: RecordKind, units: RecordUnits): string[] {
  return exportColumns(kind, units).map((c) => c.header);
}

function numberCell(value: unknown, measure: MeasureKey, units: RecordUnits, signed = false): number | '' {
  if (value === null || value === undefined || value === '') return '';
  const n = Number(value);
  if (!Number.isFinite(n)) return '';
  // Enough decimals that a value converted into gal or ppm comes back to the same stored value when
  // the file is imported again, and no more (float noise).
  return Number(toDisplay(n, measure, units, signed).toFixed(6));
}

function fieldCell(field: FieldDef, row: RecordRow, units: RecordUnits): string | number {
  const value = row[field.key];
  switch (field.type) {
    case 'number':
      return numberCell(value, field.measure, units);
    case 'choice':
      return field.options.find((o) => o.value === value)?.label ?? '';
    case 'room':
      return ((row.to_room as { room_name?: string } | null)?.room_name ?? '') as string;
    case 'filter':
      return ((row.filter as { name?: string } | null)?.name ?? '') as string;
    case 'text':
      return typeof value === 'string' ? value : '';
  }
}

// ---------------------------------------------------------------------------------------------
// Import.

type EnvelopeKey = 'occurred_at' | 'room' | 'lot' | 'status' | 'notes' | 'override_reason';

type Target =
  | { kind: 'envelope'; key: EnvelopeKey }
  | { kind: 'field'; field: FieldDef; unit?: string }
  | { kind: 'ignore' };

const ENVELOPE_HEADERS: Record<string, EnvelopeKey> = {
  date: 'occurred_at',
  time: 'occurred_at',
  datetime: 'occurred_at',
  dateandtime: 'occurred_at',
  timestamp: 'occurred_at',
  when: 'occurred_at',
  occurredat: 'occurred_at',
  room: 'room',
  roomname: 'room',
  lot: 'lot',
  lotname: 'lot',
  batch: 'lot',
  status: 'status',
  notes: 'notes',
  note: 'notes',
  comment: 'notes',
  comments: 'notes',
  overridereason: 'override_reason',
  override: 'override_reason',
};

export interface ImportColumn {
  header: string;
  target: Target;
  /** A problem with the column itself (unknown unit, ppm without a scale). */
  problem?: string;
}

export interface ImportMapping {
  columns: ImportColumn[];
  /** The units the rows are checked in: each measure's header unit, else the chosen one. */
  units: RecordUnits;
  /** Headers nothing maps to (shown, then left out). */
  ignored: string[];
  /** Problems that stop the import (no date column, a field given twice, a unit unknown). */
  problems: string[];
}

export function mapHeaders(kind: RecordKind, headers: string[], chosen: RecordUnits): ImportMapping {
  const units: RecordUnits = { ...chosen };
  const fixed = new Set<UnitMeasureKey>();
  const seen = new Set<string>();
  const problems: string[] = [];
  const ignored: string[] = [];
  const derived = new Set(derivedColumns(kind).map((c) => squash(c.label)));

  const columns = headers.map((raw): ImportColumn => {
    const match = /^(.*?)\s*\(([^()]*)\)\s*$/.exec(raw.trim());
    const name = squash(match ? match[1]! : raw);
    const unitText = match?.[2];
    const envelope = ENVELOPE_HEADERS[name];
    let target: Target | undefined = envelope ? { kind: 'envelope', key: envelope } : undefined;
    if (!target) {
      const field = kind.fields.find(
        (f) =>
          squash(f.key) === name || squash(f.label) === name || (f.csv ?? []).some((a) => squash(a) === name),
      );
      if (field) target = { kind: 'field', field };
    }
    if (!target) {
      if (!derived.has(name)) ignored.push(raw);
      return { header: raw, target: { kind: 'ignore' } };
    }
    const key = target.kind === 'envelope' ? target.key : target.field.key;
    if (seen.has(key)) {
      problems.push(`Two columns mean the same thing: "${raw}". Keep one.`);
      return { header: raw, target: { kind: 'ignore' } };
    }
    seen.add(key);
    if (
      target.kind === 'field' &&
      target.field.type === 'number' &&
      hasUnits(target.field.measure) &&
      unitText
    ) {
      const measure = target.field.measure;
      let unit = parseUnit(measure, unitText);
      if (unit === 'ppm') unit = units.ec.startsWith('ppm') ? units.ec : undefined;
      if (!unit) {
        const choices = RECORD_UNIT_CHOICES[measure]
          .map((u) => unitToken(measure, { ...units, [measure]: u }))
          .join(', ');
        const problem = /ppm|tds/i.test(unitText)
          ? `Say which ppm scale "${raw}" is on (ppm 500, ppm 640 or ppm 700), or choose it above.`
          : `The unit of "${raw}" is not one we know; use ${choices}.`;
        problems.push(problem);
        return { header: raw, target, problem };
      }
      if (!fixed.has(measure)) {
        (units as Record<string, string>)[measure] = unit;
        fixed.add(measure);
      }
      return { header: raw, target: { ...target, unit } };
    }
    return { header: raw, target };
  });

  if (!seen.has('occurred_at')) problems.push('The file needs a Date column (e.g. 2026-03-01 09:30).');
  for (const field of kind.fields) {
    if (field.required && !seen.has(field.key)) problems.push(`The file needs a "${field.label}" column.`);
  }
  return { columns, units, ignored, problems };
}

/** "1,234.5" and "1.5" and "1,5" (a decimal comma) as numbers; NaN when it is not one. */
export function parseCsvNumber(text: string): number {
  let t = text.trim().replace(/\s/g, '');
  if (/^-?\d{1,3}(,\d{3})+(\.\d+)?$/.test(t)) t = t.replace(/,/g, '');
  else if (/^-?\d+,\d{1,2}$/.test(t)) t = t.replace(',', '.');
  return /^-?(\d+\.?\d*|\.\d+)$/.test(t) ? Number(t) : Number.NaN;
}

export interface ImportRow {
  /** The line in the file (the header is line 1). */
  line: number;
  payload?: EntryPayload;
  issues: Array<{ column: string; message: string }>;
}

const ENVELOPE_LABELS: Record<string, string> = {
  facility_id: 'Facility',
  room_id: 'Room',
  lot_id: 'Lot',
  occurred_at: 'Date',
  notes: 'Notes',
  override_reason: 'Override reason',
};

export function readImportRows(
  kind: RecordKind,
  mapping: ImportMapping,
  records: string[][],
  context: {
    facilityId: string;
    rooms: NamedRef[];
    lots: NamedRef[];
    /** The facility's water filters (the Filters log). */
    filters?: NamedRef[];
    defaultRoomId?: string | null;
    /** The zone and date order the file's dates are read in (chosen in the dialog). */
    dates: CsvDateSettings;
    now?: Date;
  },
): ImportRow[] {
  const byName = (list: NamedRef[], name: string) =>
    list.find((r) => r.name.trim().toLowerCase() === name.trim().toLowerCase());
  return records.map((cells, index) => {
    const issues: ImportRow['issues'] = [];
    // Paths of the entry already reported from a cell, so the rules do not report them again.
    const reported = new Set<string>();
    const report = (column: string, path: string, message: string) => {
      issues.push({ column, message });
      reported.add(path);
    };
    const draft: EntryDraft = {
      facility_id: context.facilityId,
      room_id: context.defaultRoomId ?? null,
      values: {},
    };
    mapping.columns.forEach((column, i) => {
      const cell = (cells[i] ?? '').trim();
      const { target } = column;
      if (target.kind === 'ignore' || column.problem) return;
      if (target.kind === 'envelope') {
        if (target.key === 'occurred_at') {
          if (cell === '') return;
          const at = parseCsvDateTime(cell, context.dates);
          if (at) draft.occurred_at = at;
          else
            report(
              column.header,
              'occurred_at',
              `Write dates as ${DATE_EXAMPLES[context.dates.order]}, not "${cell}"`,
            );
        } else if (target.key === 'notes') draft.notes = cell;
        else if (target.key === 'override_reason') draft.override_reason = cell;
        else if (target.key === 'status') {
          const s = cell.toLowerCase();
          if (s === '' || s === 'done') draft.status = 'done';
          else if (s === 'planned') draft.status = 'planned';
          else report(column.header, 'status', `Write Done or Planned, not "${cell}"`);
        } else if (target.key === 'room') {
          if (cell === '') return;
          const room = byName(context.rooms, cell);
          if (room) draft.room_id = room.id;
          else report(column.header, 'room_id', `No room called "${cell}" in this facility`);
        } else if (target.key === 'lot') {
          if (cell === '') return;
          const lot = byName(context.lots, cell);
          if (lot) draft.lot_id = lot.id;
          else report(column.header, 'lot_id', `No lot called "${cell}" in this facility`);
        }
        return;
      }
      const field = target.field;
      if (cell === '') return;
      if (field.type === 'number') {
        const n = parseCsvNumber(cell);
        if (Number.isNaN(n)) {
          report(column.header, `values.${field.key}`, `"${cell}" is not a number`);
          return;
        }
        // A column in another unit than the measure's import unit is converted into it.
        const measure = field.measure;
        draft.values[field.key] =
          hasUnits(measure) && target.unit && target.unit !== mapping.units[measure]
            ? toDisplay(toCanonical(n, measure, target.unit), measure, mapping.units)
            : n;
      } else if (field.type === 'choice') {
        const option = field.options.find(
          (o) => o.value.toLowerCase() === cell.toLowerCase() || o.label.toLowerCase() === cell.toLowerCase(),
        );
        if (option) draft.values[field.key] = option.value;
        else
          report(
            column.header,
            `values.${field.key}`,
            `"${cell}" is not a ${field.label.toLowerCase()} we know`,
          );
      } else if (field.type === 'room') {
        const room = byName(context.rooms, cell);
        if (room) draft.values[field.key] = room.id;
        else report(column.header, `values.${field.key}`, `No room called "${cell}" in this facility`);
      } else if (field.type === 'filter') {
        const filter = byName(context.filters ?? [], cell);
        if (filter) draft.values[field.key] = filter.id;
        else report(column.header, `values.${field.key}`, `No filter called "${cell}" in this facility`);
      } else {
        draft.values[field.key] = cell;
      }
    });
    const line = index + 2;
    const checked = checkEntry(kind, draft, mapping.units, context.now);
    if (!checked.ok) {
      for (const issue of checked.issues) {
        if (!reported.has(issue.path))
          issues.push({ column: columnFor(kind, issue.path), message: issue.message });
      }
    }
    return issues.length === 0 && checked.ok ? { line, payload: checked.payload, issues } : { line, issues };
  });
}

function columnFor(kind: RecordKind, path: string): string {
  if (path.startsWith('values.')) {
    const key = path.slice('values.'.length);
    return kind.fields.find((f) => f.key === key)?.label ?? key;
  }
  return ENVELOPE_LABELS[path] ?? path;
}

/** Parses CSV text (a grower's spreadsheet or a sensor export) into a header and rows. */
export function parseCsv(text: string): { headers: string[]; rows: string[][]; errors: string[] } {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  const [headers = [], ...rows] = parsed.data;
  const errors = parsed.errors
    .filter((e) => e.code !== 'UndetectableDelimiter')
    .slice(0, 5)
    .map((e) => (e.row === undefined ? e.message : `Line ${e.row + 1}: ${e.message}`));
  return { headers: headers.map((h) => h.trim()), rows, errors };
}
