import { describe, expect, it } from 'vitest';
import { comparisonCsvFileName, CSV_HEADERS, csvCell, selectionCsvRow, selectionsToCsv } from './csv';
import { makeSelection } from './fixtures';

const HEADER_LINE =
  '"Plant ID","Generation","Selection Date","Structure","Vigor","Yield","Frost","Overall","Aroma Intensity",' +
  '"Aroma Quality","Flavor Intensity","Flavor Quality","Smoke Harshness","Ash Color","Tags","Rationale","Notes"';

describe('comparisonCsvFileName', () => {
  it('uses the local date', () => {
    expect(comparisonCsvFileName(new Date(2024, 0, 5, 23, 59))).toBe('selection-comparison-2024-01-05.csv');
    expect(comparisonCsvFileName(new Date(2024, 11, 31, 0, 1))).toBe('selection-comparison-2024-12-31.csv');
  });
});

describe('csvCell', () => {
  it('quotes every cell and doubles embedded quotes', () => {
    expect(csvCell('plain')).toBe('"plain"');
    expect(csvCell('')).toBe('""');
    expect(csvCell(7.5)).toBe('"7.5"');
    expect(csvCell(null)).toBe('""');
    expect(csvCell('say "hi", ok')).toBe('"say ""hi"", ok"');
    expect(csvCell('two\r\nlines')).toBe('"two\r\nlines"');
  });

  it.each([
    ['=SUM(A1:A9)', `"'=SUM(A1:A9)"`],
    ['+1', `"'+1"`],
    ['-2+3', `"'-2+3"`],
    ['@cmd', `"'@cmd"`],
    ['\tx', `"'\tx"`],
    ['\rx', `"'\rx"`],
    ['=HYPERLINK("http://x")', `"'=HYPERLINK(""http://x"")"`],
  ])('neutralises formula-like %j', (input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });

  it('leaves formula characters alone when they are not first', () => {
    expect(csvCell('a=b')).toBe('"a=b"');
    expect(csvCell(' =x')).toBe('" =x"');
  });
});

describe('selectionsToCsv', () => {
  const s = makeSelection({
    plantId: 'PL-7',
    generation: 'BX1',
    selectionDate: '2024-03-09',
    growthMetrics: { structure: 8, vigor: 7, yield: 6, frost: 9, overall: 8.5 },
    sensoryData: {
      aroma_intensity: 7,
      aroma_quality: 9,
      flavor_intensity: 0,
      flavor_quality: 8,
      smoke_harshness: 2,
      ash_color: 'light-gray',
    },
    tags: [
      { id: '1', name: 'citrus', category: 'aroma' },
      { id: '2', name: 'dense', category: 'appearance' },
    ],
    selectionRationale: 'Best "keeper"',
    selectionNotes: '=cmd|calc',
  });

  it('has the 17 spec columns in order', () => {
    expect(CSV_HEADERS).toHaveLength(17);
    expect(selectionsToCsv([])).toBe(`${HEADER_LINE}\r\n`);
  });

  it('writes one CRLF-terminated line per selection', () => {
    const csv = selectionsToCsv([s, makeSelection({ id: 'z', plantId: 'PL-8', sensoryData: null })]);
    const lines = csv.split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines[3]).toBe('');
    expect(lines[0]).toBe(HEADER_LINE);
    expect(lines[1]).toBe(
      '"PL-7","BX1","2024-03-09","8","7","6","9","8.5","7","9","","8","2","Light Gray","citrus, dense",' +
        `"Best ""keeper""","'=cmd|calc"`,
    );
    expect(lines[2]).toBe('"PL-8","F1","2024-01-01","5","5","5","5","5","","","","","","","","",""');
  });

  it('exports timestamps as their local day', () => {
    const ts = makeSelection({ selectionDate: new Date(2024, 6, 4, 18).toISOString() });
    expect(selectionCsvRow(ts)[2]).toBe('2024-07-04');
  });
});
