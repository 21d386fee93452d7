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
  parentRefs,
  resolveParents,
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
        'acquisition date: “2024-02-30” is not a date in the format chosen',
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

describe('dates in the order chosen for the file', () => {
  // Dates of things that happened: in the past, or the file is refused as from the future.
  it('reads US and day-first dates and sends YYYY-MM-DD', () => {
    const record = {
      name: 'Tangie',
      acquisition_date: '11/14/2025',
      lab_name: 'SC Labs',
      tested_on: '12/01/2025',
      thca: '20',
    };
    expect(checkRecord(record, 2, 'mdy').row).toMatchObject({
      acquisition_date: '2025-11-14',
      lab: { tested_on: '2025-12-01' },
    });
    expect(checkRecord({ name: 'Tangie', acquisition_date: '14/11/2025' }, 2, 'dmy').row).toMatchObject({
      acquisition_date: '2025-11-14',
    });
    expect(checkRecord({ name: 'Tangie', acquisition_date: '14/11/2025' }, 2, 'mdy').errors).toEqual([
      'acquisition date: “14/11/2025” is not a date in the format chosen',
    ]);
  });
});

describe('resolveParents', () => {
  const rows = markDuplicates(
    parse(
      [
        'name,breeder,mother,father',
        'Skunk #1,West Seeds,,',
        'Kid,,Skunk #1,Haze',
        'Grandkid,,Kid,3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b',
        'Orphan,,Nobody,',
      ].join('\n'),
    ).map((r, i) => checkRecord(r, i + 2)),
  );
  const library = [
    { id: 'a0000000-0000-4000-8000-000000000001', name: 'Skunk #1', breeder: 'Sacred Seeds', own: true },
    { id: 'a0000000-0000-4000-8000-000000000002', name: 'Haze', breeder: 'Haze Bros', own: false },
    { id: 'a0000000-0000-4000-8000-000000000003', name: 'Haze', breeder: 'Other', own: false },
    { id: '3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b', name: 'Blue Dream', breeder: 'DJ Short', own: false },
  ];

  it('asks for the names several cultivars share, says which match none, and holds the import', () => {
    expect(parentRefs(rows)).toEqual({
      names: ['skunk #1', 'haze', 'kid', 'nobody'],
      ids: ['3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b'],
    });
    const resolved = resolveParents(rows, library, {});
    // Your own Skunk #1 and this file's: the same rank, so the grower picks; two shared Haze too.
    expect(resolved.choices.map((c) => [c.name, c.options.map((o) => o.key)])).toEqual([
      ['Skunk #1', ['id:a0000000-0000-4000-8000-000000000001', 'line:2']],
      ['Haze', ['id:a0000000-0000-4000-8000-000000000002', 'id:a0000000-0000-4000-8000-000000000003']],
    ]);
    expect(resolved.pending.get(3)).toEqual([
      'Choose which “Skunk #1” is the mother',
      'Choose which “Haze” is the father',
    ]);
    expect(resolved.rows[3]!.errors).toEqual([
      'mother: no cultivar called “Nobody” in your library, the shared library or this file',
    ]);
    expect(resolved.payload).toBeNull();
  });

  it('sends a picked cultivar by its id and a row of the file by its position', () => {
    const ready = rows.slice(0, 3);
    const resolved = resolveParents(ready, library, {
      'skunk #1': 'line:2',
      haze: 'id:a0000000-0000-4000-8000-000000000003',
    });
    expect(resolved.pending.size).toBe(0);
    expect(resolved.payload!.map((r) => [r.name, r.mother, r.mother_row, r.father, r.father_row])).toEqual([
      ['Skunk #1', undefined, undefined, undefined, undefined],
      ['Kid', undefined, 1, 'a0000000-0000-4000-8000-000000000003', undefined],
      ['Grandkid', undefined, 2, '3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b', undefined],
    ]);
  });
});
