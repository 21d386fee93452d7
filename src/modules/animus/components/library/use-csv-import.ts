import { formatNumber } from '@/lib/format';
import Papa from 'papaparse';
import { useCallback, useState } from 'react';
import {
  checkHeaders,
  checkRecord,
  markDuplicates,
  MAX_IMPORT_ROWS,
  type PreviewRow,
} from '../../library-csv';

export type ImportCheck =
  | { phase: 'idle' }
  | { phase: 'reading'; done: number }
  | { phase: 'checked'; rows: PreviewRow[]; unknownColumns: string[]; fileName: string }
  | { phase: 'refused'; message: string };

/** Rows checked between yields to the page, so a large file never blocks it for long. */
const BATCH = 250;
const yieldToPage = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Reads a CSV file and checks every row in batches, reporting progress; the result is the preview
 * the person confirms. Reading stays in the page (files are at most 5,000 rows): papaparse's worker
 * mode needs its own script URL, which a bundled build does not give it.
 */
export function useCsvImport() {
  const [state, setState] = useState<ImportCheck>({ phase: 'idle' });

  const read = useCallback(async (file: File) => {
    setState({ phase: 'reading', done: 0 });
    const text = await file.text();
    const parsed = Papa.parse<Record<string, string>>(text, {
      header: true,
      skipEmptyLines: 'greedy',
      transformHeader: (h) => h.trim(),
    });
    const headers = parsed.meta.fields ?? [];
    const { missingName, unknown } = checkHeaders(headers);
    if (missingName) {
      setState({ phase: 'refused', message: 'The file has no “name” column. Start from the template.' });
      return;
    }
    if (parsed.data.length === 0) {
      setState({ phase: 'refused', message: 'The file has no rows under its header.' });
      return;
    }
    if (parsed.data.length > MAX_IMPORT_ROWS) {
      setState({
        phase: 'refused',
        message: `The file has ${formatNumber(parsed.data.length, 0)} rows; import at most ${formatNumber(MAX_IMPORT_ROWS, 0)} at a time.`,
      });
      return;
    }
    const rows: PreviewRow[] = [];
    for (let i = 0; i < parsed.data.length; i += BATCH) {
      for (const [j, record] of parsed.data.slice(i, i + BATCH).entries())
        rows.push(checkRecord(record, i + j + 2));
      setState({ phase: 'reading', done: Math.round((rows.length / parsed.data.length) * 100) });
      await yieldToPage();
    }
    setState({ phase: 'checked', rows: markDuplicates(rows), unknownColumns: unknown, fileName: file.name });
  }, []);

  return { state, read, reset: () => setState({ phase: 'idle' }) };
}
