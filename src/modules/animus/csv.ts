// The compare view's Export (spec-2 §7 "Client-only export"): a CSV built in the browser. Every
// cell is quoted; cells a spreadsheet would run as a formula are neutralised (OWASP "CSV
// injection"), because plant ids, notes and tags are free text typed by users. The cells are
// written by src/lib/csv.ts (the same text as its buildCsv with quoteAll), synchronously, since a
// comparison holds at most a handful of selections.
import { csvFileName, quotedCsvCell, quotedCsvLine } from '../../lib/csv';
import { selectionDay } from './dates';
import type { Selection, SensoryRatingKey } from './selection';
import { ashColorLabel } from './selection';

export const CSV_HEADERS = [
  'Plant ID',
  'Generation',
  'Selection Date',
  'Structure',
  'Vigor',
  'Yield',
  'Frost',
  'Overall',
  'Aroma Intensity',
  'Aroma Quality',
  'Flavor Intensity',
  'Flavor Quality',
  'Smoke Harshness',
  'Ash Color',
  'Tags',
  'Rationale',
  'Notes',
] as const;

/** `selection-comparison-YYYY-MM-DD.csv`, with the local calendar day of `now`. */
export function comparisonCsvFileName(now: Date): string {
  return csvFileName('selection-comparison', now);
}

/** One quoted cell: a formula-like start gets a leading ', embedded quotes are doubled. */
export function csvCell(value: string | number | null | undefined): string {
  return quotedCsvCell(value);
}

/** Unrated (0) or missing sensory values export as empty cells, not as a rating of 0. */
function sensoryCell(s: Selection, key: SensoryRatingKey): string {
  const v = s.sensoryData?.[key];
  return v !== undefined && v > 0 ? String(v) : '';
}

/** The 17 cells of one selection, in CSV_HEADERS order, unquoted. */
export function selectionCsvRow(s: Selection): string[] {
  return [
    s.plantId,
    s.generation,
    selectionDay(s.selectionDate),
    String(s.growthMetrics.structure),
    String(s.growthMetrics.vigor),
    String(s.growthMetrics.yield),
    String(s.growthMetrics.frost),
    String(s.growthMetrics.overall),
    sensoryCell(s, 'aroma_intensity'),
    sensoryCell(s, 'aroma_quality'),
    sensoryCell(s, 'flavor_intensity'),
    sensoryCell(s, 'flavor_quality'),
    sensoryCell(s, 'smoke_harshness'),
    s.sensoryData ? ashColorLabel(s.sensoryData.ash_color) : '',
    s.tags.map((t) => t.name).join(', '),
    s.selectionRationale,
    s.selectionNotes,
  ];
}

/** Header plus one line per selection, every line ended by CRLF (RFC 4180). */
export function selectionsToCsv(selections: readonly Selection[]): string {
  const lines = [CSV_HEADERS, ...selections.map(selectionCsvRow)];
  return lines.map(quotedCsvLine).join('');
}
