import { formatNumber } from '@/lib/format';
import Papa from 'papaparse';
import { useCallback, useRef, useState } from 'react';
import { guessDateOrder, type DateOrder } from '@/lib/csv-dates';
import { getErrorMessage } from '@/lib/errors';
import { getImportParents } from '../../api/get-import-parents';
import {
  checkHeaders,
  checkRecord,
  dateCells,
  markDuplicates,
  MAX_IMPORT_ROWS,
  parentRefs,
  type LibraryParent,
  type PreviewRow,
} from '../../library-csv';

export type ImportCheck =
  | { phase: 'idle' }
  | { phase: 'reading'; done: number }
  | {
      phase: 'checked';
      rows: PreviewRow[];
      unknownColumns: string[];
      fileName: string;
      /** The date orders the file's dates allow, and the one they are read in. */
      orders: DateOrder[];
      order: DateOrder;
      /** The library cultivars the rows' parent names and ids could mean. */
      library: LibraryParent[];
    }
  | { phase: 'refused'; message: string };

/** Rows checked between yields to the page, so a large file never blocks it for long. */
const BATCH = 250;
const yieldToPage = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

interface Parsed {
  records: Record<string, string>[];
  unknown: string[];
  fileName: string;
  orders: DateOrder[];
}

/**
 * Reads a CSV file and checks every row in batches, reporting progress, then looks the parents up
 * in the library; the result is the preview the person confirms (picking a parent where a name is
 * shared). Reading stays in the page (files are at most 5,000 rows): papaparse's worker mode needs
 * its own script URL, which a bundled build does not give it.
 */
export function useCsvImport(userId: string) {
  const [state, setState] = useState<ImportCheck>({ phase: 'idle' });
  const parsed = useRef<Parsed | null>(null);

  const check = useCallback(
    async (file: Parsed, order: DateOrder) => {
      setState({ phase: 'reading', done: 0 });
      const rows: PreviewRow[] = [];
      for (let i = 0; i < file.records.length; i += BATCH) {
        for (const [j, record] of file.records.slice(i, i + BATCH).entries())
          rows.push(checkRecord(record, i + j + 2, order));
        setState({ phase: 'reading', done: Math.round((rows.length / file.records.length) * 100) });
        await yieldToPage();
      }
      const checked = markDuplicates(rows);
      const refs = parentRefs(checked);
      let library: LibraryParent[];
      try {
        library = await getImportParents(refs.names, refs.ids, userId);
      } catch (error) {
        setState({
          phase: 'refused',
          message: `The parents could not be looked up: ${getErrorMessage(error)}`,
        });
        return;
      }
      setState({
        phase: 'checked',
        rows: checked,
        unknownColumns: file.unknown,
        fileName: file.fileName,
        orders: file.orders,
        order,
        library,
      });
    },
    [userId],
  );

  const read = useCallback(
    async (file: File) => {
      setState({ phase: 'reading', done: 0 });
      const text = await file.text();
      const result = Papa.parse<Record<string, string>>(text, {
        header: true,
        skipEmptyLines: 'greedy',
        transformHeader: (h) => h.trim(),
      });
      const headers = result.meta.fields ?? [];
      const { missingName, unknown } = checkHeaders(headers);
      if (missingName) {
        setState({ phase: 'refused', message: 'The file has no “name” column. Start from the template.' });
        return;
      }
      if (result.data.length === 0) {
        setState({ phase: 'refused', message: 'The file has no rows under its header.' });
        return;
      }
      if (result.data.length > MAX_IMPORT_ROWS) {
        setState({
          phase: 'refused',
          message: `The file has ${formatNumber(result.data.length, 0)} rows; import at most ${formatNumber(MAX_IMPORT_ROWS, 0)} at a time.`,
        });
        return;
      }
      const guess = guessDateOrder(dateCells(result.data));
      parsed.current = { records: result.data, unknown, fileName: file.name, orders: guess.possible };
      await check(parsed.current, guess.order);
    },
    [check],
  );

  /** Reads the same file's dates in another order. */
  const changeOrder = useCallback(
    (order: DateOrder) => {
      if (parsed.current) void check(parsed.current, order);
    },
    [check],
  );

  return {
    state,
    read,
    changeOrder,
    reset: () => {
      parsed.current = null;
      setState({ phase: 'idle' });
    },
  };
}
