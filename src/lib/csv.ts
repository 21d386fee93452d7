// CSV export for every list that keeps records: papaparse writes the cells (quoting, and cells a
// spreadsheet would run as a formula neutralised), and the rows are written in time slices that
// yield to the page between them, so 100,000 rows never freeze the screen (no slice runs longer
// than about SLICE_BUDGET_MS) and progress can be shown. papaparse loads on first export.
import { formatIsoDate } from './format.ts';

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => unknown;
}

export interface CsvProgress {
  done: number;
  /** Unknown while rows are still being fetched page by page without a count. */
  total?: number;
}

export interface CsvOptions {
  /** Quote every cell (some specs ask for it); by default only cells that need quotes are. */
  quoteAll?: boolean;
  onProgress?: (progress: CsvProgress) => void;
  signal?: AbortSignal;
  /** The row count when `rows` is an async source, for the progress bar. */
  total?: number;
}

/** Rows at once, or pages of rows fetched one after another (a server-side list). */
export type CsvSource<T> = readonly T[] | AsyncIterable<readonly T[]>;

export const CSV_MIME_TYPE = 'text/csv;charset=utf-8';
/** Prepended so Excel reads the file as UTF-8 rather than the system code page. */
export const CSV_BOM = '\uFEFF';
const NEWLINE = '\r\n';
/** How long one slice of work may hold the main thread (the budget is 50 ms; stay well inside). */
export const SLICE_BUDGET_MS = 12;
/** Rows handed to papaparse at once; small enough that one batch is far below the budget. */
const BATCH_ROWS = 100;

/** Lets the browser paint and handle input between two slices of work. */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

function cellValue(value: unknown): string | number | boolean {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'string') return value;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.join(', ');
  return String(value);
}

/** A cell papaparse's `escapeFormulae` neutralises: a spreadsheet would run it as a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One cell written exactly as `buildCsv(…, { quoteAll: true })` writes it (formula-like start
 * prefixed with ', quotes doubled, the whole cell quoted), for a small export built synchronously.
 */
export function quotedCsvCell(value: unknown): string {
  let text = String(cellValue(value));
  if (FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/** One line of quoted cells, ended by CRLF (RFC 4180), as `buildCsv` ends its lines. */
export function quotedCsvLine(cells: readonly unknown[]): string {
  return cells.map(quotedCsvCell).join(',') + NEWLINE;
}

async function* pages<T>(source: CsvSource<T>): AsyncGenerator<readonly T[]> {
  if (Array.isArray(source)) yield source as readonly T[];
  else yield* source as AsyncIterable<readonly T[]>;
}

/**
 * The CSV text of `rows` under `columns`' headers, as parts to join (or wrap in a Blob). Yields to
 * the page whenever a slice has used its budget, reporting progress then and at the end.
 */
export async function buildCsv<T>(
  columns: readonly CsvColumn<T>[],
  rows: CsvSource<T>,
  options: CsvOptions = {},
): Promise<string[]> {
  // Vite hands over papaparse's named exports; plain Node (the bench) only its CommonJS default.
  const papa = await import('papaparse');
  const { unparse } = typeof papa.unparse === 'function' ? papa : papa.default;
  const config = { quotes: options.quoteAll ?? false, escapeFormulae: true, newline: NEWLINE };
  const total = Array.isArray(rows) ? rows.length : options.total;
  const parts = [unparse([columns.map((c) => c.header)], config) + NEWLINE];
  let done = 0;
  let sliceStart = performance.now();
  for await (const page of pages(rows)) {
    for (let i = 0; i < page.length; i += BATCH_ROWS) {
      options.signal?.throwIfAborted();
      const batch = page.slice(i, i + BATCH_ROWS).map((row) => columns.map((c) => cellValue(c.value(row))));
      parts.push(unparse(batch, config) + NEWLINE);
      done += batch.length;
      if (performance.now() - sliceStart > SLICE_BUDGET_MS) {
        options.onProgress?.({ done, total });
        await yieldToMain();
        sliceStart = performance.now();
      }
    }
    // A fetched page is a natural pause: the next one arrives from the network anyway.
    options.onProgress?.({ done, total });
  }
  options.signal?.throwIfAborted();
  options.onProgress?.({ done, total: total ?? done });
  return parts;
}

export async function buildCsvBlob<T>(
  columns: readonly CsvColumn<T>[],
  rows: CsvSource<T>,
  options?: CsvOptions,
): Promise<Blob> {
  const parts = await buildCsv(columns, rows, options);
  return new Blob([CSV_BOM, ...parts], { type: CSV_MIME_TYPE });
}

/** `{base}-YYYY-MM-DD.csv` with the local calendar day of `now`. */
export function csvFileName(base: string, now: Date = new Date()): string {
  return `${base}-${formatIsoDate(now)}.csv`;
}

/** Saves a Blob as a download. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
