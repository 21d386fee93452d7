import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import {
  checkHeaders,
  checkRecord,
  dbImportErrors,
  IMPORT_COLUMNS,
  IMPORT_TEMPLATE,
  libraryCsv,
  markDuplicates,
} from './library-csv';

const parse = (csv: string) =>
  Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true }).data;

describe('the import template', () => {
  it('has every column and passes its own checks, parents before children', () => {
    const records = parse(IMPORT_TEMPLATE);
    expect(Object.keys(records[0]!)).toEqual([...IMPORT_COLUMNS]);
    const rows = markDuplicates(records.map((r, i) => checkRecord(r, i + 2)));
    expect(rows.flatMap((r) => r.errors)).toEqual([]);
    const tangie = rows[2]!;
    expect(tangie.chemotype).toBe('I');
    expect(tangie.chemotypeFrom).toBe('lab');
    expect(tangie.row).toMatchObject({
      name: 'Tangie',
      synonyms: ['Tangie #1'],
      accession_type: 'clone',
      sex: 'female',
      lab: { thca: 21.4, terpenes: { limonene: 0.94, myrcene: 0.61 } },
      mother: 'California Orange',
      father: 'Skunk #1',
      lineage_evidence: 'breeder_statement',
    });
    expect(rows[0]!.row).toMatchObject({ accession_type: 'seed_lot', declared_chemotype: 'I' });
    expect(rows[0]!.row).not.toHaveProperty('lab');
  });
});

describe('checkRecord', () => {
  it('reports every problem of a row with its field', () => {
    const r = checkRecord(
      {
        name: '',
        type: 'bulb',
        sex: 'x',
        chemotype: 'VI',
        acquisition_date: '2024-02-30',
        thc: '120',
        terpenes: 'limonene lots',
        father: 'GSC',
        lineage_evidence: 'gossip',
      },
      7,
    );
    expect(r.line).toBe(7);
    expect(r.row).toBeNull();
    expect(r.errors).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^type: “bulb”/),
        expect.stringMatching(/^sex: “x”/),
        expect.stringMatching(/^chemotype: “VI”/),
        'name: Name is required',
        'acquisition date: A date as YYYY-MM-DD from 1900',
        'thc: A percentage from 0 to 100',
        expect.stringMatching(/^terpenes: Cannot read “limonene lots”/),
        expect.stringMatching(/^lineage evidence:/),
        'mother: a father needs a mother (seed parent)',
      ]),
    );
  });

  it('reads headers in any case and spacing, and types by common words', () => {
    const r = checkRecord(
      { Name: 'ACDC', Type: 'Tissue Culture', Sex: 'F', CBDA: '14.9', CBD: '0.8', THCA: '0.9' },
      2,
    );
    expect(r.errors).toEqual([]);
    expect(r.row).toMatchObject({ accession_type: 'tissue_culture', sex: 'female' });
    expect(r.chemotype).toBe('III');
  });

  it('refuses a cultivar that is its own mother', () => {
    expect(checkRecord({ name: 'Tangie', mother: 'tangie' }, 2).errors).toEqual([
      'mother: a cultivar cannot be its own parent',
    ]);
  });
});

describe('markDuplicates', () => {
  it('flags a repeated name and breeder (any case) and keeps the first', () => {
    const rows = markDuplicates([
      checkRecord({ name: 'Blue Dream', breeder: 'HSO' }, 2),
      checkRecord({ name: 'Blue Dream', breeder: 'Santa Cruz' }, 3),
      checkRecord({ name: 'blue dream', breeder: 'hso' }, 4),
    ]);
    expect(rows.map((r) => r.errors)).toEqual([[], [], ['Same name and breeder as line 2']]);
    expect(rows[2]!.row).toBeNull();
  });
});

describe('checkHeaders', () => {
  it('needs a name column and lists columns it ignores', () => {
    expect(checkHeaders(['Name', 'Breeder', 'Rating'])).toEqual({ missingName: false, unknown: ['Rating'] });
    expect(checkHeaders(['Strain']).missingName).toBe(true);
  });
});

describe('dbImportErrors', () => {
  it('maps the database’s row errors to file lines and plain messages', () => {
    const details = JSON.stringify([
      {
        row: 2,
        code: '23505',
        message: 'duplicate key',
        constraint: 'animus_cultivars_owner_name_breeder_key',
        column: null,
      },
      {
        row: 3,
        code: '23503',
        message: 'No cultivar called "Zkittlez" in your library or the shared library',
        constraint: null,
        column: null,
      },
    ]);
    expect(dbImportErrors(details, [2, 5, 9])).toEqual([
      { line: 5, message: 'You already have a cultivar with this name from this breeder' },
      { line: 9, message: 'No cultivar called "Zkittlez" in your library or the shared library' },
    ]);
    expect(dbImportErrors('not json', [])).toEqual([]);
  });
});

describe('libraryCsv', () => {
  it('quotes every cell and defuses formulas', () => {
    const csv = libraryCsv([
      {
        name: '=HYPERLINK("x")',
        synonyms: ['A', 'B'],
        breeder: 'Cookie "Fam"',
        origin: '',
        accession_type: 'seed_lot',
        sex: 'unknown',
        acquisition_date: null,
        chemotype: 'II',
        chemotype_source: 'lab',
        terpenes: ['myrcene'],
        shared: true,
        published: false,
      },
    ]);
    const [, line] = csv.replace('\uFEFF', '').split('\r\n');
    expect(line).toBe(
      `"'=HYPERLINK(""x"")","A; B","Cookie ""Fam""","","Seed lot","unknown","","II","lab","myrcene","yes","no"`,
    );
  });
});
