import { describe, expect, it } from 'vitest';
import {
  buildCsv,
  buildCsvBlob,
  csvFileName,
  quotedCsvCell,
  quotedCsvLine,
  SLICE_BUDGET_MS,
  type CsvColumn,
} from './csv';

interface Row {
  id: number;
  name: string;
  tags: string[];
  note: string | null;
}

const columns: CsvColumn<Row>[] = [
  { header: 'ID', value: (r) => r.id },
  { header: 'Name', value: (r) => r.name },
  { header: 'Tags', value: (r) => r.tags },
  { header: 'Note', value: (r) => r.note },
];

describe('buildCsv', () => {
  it('writes a header and one line per row, quoting only what needs it', async () => {
    const parts = await buildCsv(columns, [
      { id: 1, name: 'Blue "Dream"', tags: ['a', 'b'], note: null },
      { id: 2, name: 'Plain', tags: [], note: 'two\nlines' },
    ]);
    expect(parts.join('')).toBe(
      'ID,Name,Tags,Note\r\n1,"Blue ""Dream""","a, b",\r\n2,Plain,,"two\nlines"\r\n',
    );
  });

  it('neutralises cells a spreadsheet would run as a formula', async () => {
    const parts = await buildCsv(columns, [{ id: 1, name: '=HYPERLINK("x")', tags: ['@a'], note: '-1' }]);
    expect(parts.join('').split('\r\n')[1]).toBe(`1,"'=HYPERLINK(""x"")","'@a","'-1"`);
  });

  it('quotes every cell when asked', async () => {
    const parts = await buildCsv(columns, [{ id: 1, name: 'x', tags: [], note: null }], { quoteAll: true });
    expect(parts.join('')).toBe('"ID","Name","Tags","Note"\r\n"1","x","",""\r\n');
  });

  it('writes the same text synchronously, cell by cell, as buildCsv with quoteAll', async () => {
    const rows: Row[] = [
      { id: 1, name: '=HYPERLINK("x")', tags: ['@a', 'b'], note: null },
      { id: 2.5, name: 'say "hi", ok', tags: [], note: 'two\r\nlines' },
      { id: 3, name: '\tTab', tags: ['+1'], note: 'a=b' },
    ];
    const parts = await buildCsv(columns, rows, { quoteAll: true });
    const sync =
      quotedCsvLine(columns.map((c) => c.header)) +
      rows.map((r) => quotedCsvLine(columns.map((c) => c.value(r)))).join('');
    expect(sync).toBe(parts.join(''));
    expect(quotedCsvCell(undefined)).toBe('""');
  });

  it('reads pages from an async source and reports progress to the total', async () => {
    async function* source() {
      for (let p = 0; p < 3; p++)
        yield Array.from({ length: 400 }, (_, i) => ({ id: p * 400 + i, name: 'n', tags: [], note: null }));
    }
    const seen: Array<[number, number | undefined]> = [];
    const parts = await buildCsv(columns, source(), {
      total: 1200,
      onProgress: (p) => seen.push([p.done, p.total]),
    });
    expect(parts.join('').trim().split('\r\n')).toHaveLength(1201);
    expect(seen.at(-1)).toEqual([1200, 1200]);
    expect(seen.map(([d]) => d)).toEqual([...seen.map(([d]) => d)].sort((a, b) => a - b));
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      buildCsv(columns, [{ id: 1, name: 'x', tags: [], note: null }], { signal: controller.signal }),
    ).rejects.toThrow();
  });

  it('gives the page back between slices of a large export', async () => {
    const rows = Array.from({ length: 20_000 }, (_, i) => ({
      id: i,
      name: `Plant ${i}`,
      tags: ['x'],
      note: 'n',
    }));
    let yields = 0;
    let longest = 0;
    let last = performance.now();
    const timer = setInterval(() => {
      const now = performance.now();
      longest = Math.max(longest, now - last);
      last = now;
      yields++;
    }, 0);
    await buildCsv(columns, rows);
    clearInterval(timer);
    // The interval only runs when buildCsv yields; several runs prove it did not hold the thread
    // throughout. (How long a slice takes is measured by npm run bench, not asserted here.)
    expect(yields).toBeGreaterThan(1);
    expect(SLICE_BUDGET_MS).toBeLessThan(50);
  });

  it('makes a UTF-8 Blob with a BOM and a dated file name', async () => {
    const blob = await buildCsvBlob(columns, []);
    expect(blob.type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toBe('ID,Name,Tags,Note\r\n');
    expect(csvFileName('earnings', new Date(2026, 2, 4))).toBe('earnings-2026-03-04.csv');
  });
});
