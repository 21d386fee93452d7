// CSV in and out of the strain library. Import: papaparse reads the file (in a worker), then every
// record is checked here with the passport and lab schemas of the forms, so the preview shows each
// row's problems before anything is sent; animus_import_cultivars then inserts all rows or none and
// reports what the database refused per row (dbImportErrors reads that). Export: every cell
// quoted and formula-safe (csvCell).
import { chemotypeOf, isChemotype, type Chemotype } from './chemotype';
import { CSV_BOM } from '../../lib/csv.ts';
import { parseCsvDate, type DateOrder } from '../../lib/csv-dates.ts';
import { isId, matchByName, nameKey, type NamedCandidate } from '../../lib/name-match.ts';
import { csvCell } from './csv';
import {
  ACCESSION_TYPE_LABELS,
  cultivarFormSchema,
  labResultFormSchema,
  parseTerpeneList,
  toCultivarInput,
  toLabResultInput,
  type AccessionType,
  type CultivarFormValues,
  type LabResultFormValues,
  type Sex,
} from './library-schemas';
import { EVIDENCE, EVIDENCE_LABELS, type Evidence } from './pedigree-layout';
import { HAPPENED_MESSAGES } from '@/lib/happened';

export const MAX_IMPORT_ROWS = 5000;

export const IMPORT_COLUMNS = [
  'name',
  'synonyms',
  'breeder',
  'origin',
  'type',
  'sex',
  'acquisition_date',
  'chemotype',
  'notes',
  'lab_name',
  'tested_on',
  'thc',
  'thca',
  'cbd',
  'cbda',
  'cbg',
  'cbga',
  'terpenes',
  'mother',
  'father',
  'lineage_evidence',
  'lineage_source',
] as const;

export const IMPORT_TEMPLATE = [
  IMPORT_COLUMNS.join(','),
  'California Orange,Cali Orange,Unknown,"California, 1980s",seed lot,,,I,,,,,,,,,,,,,,',
  'Skunk #1,Skunk 1,Sacred Seeds,"California, 1970s",seed lot,,,,,Steep Hill,2023-07-01,0.4,16.2,0.02,0.11,0.06,0.5,"myrcene 0.66; caryophyllene 0.21",,,,',
  'Tangie,Tangie #1,DNA Genetics,"California, 2010s",clone,female,2024-03-02,,,SC Labs,2024-04-10,0.62,21.4,0.02,0.05,0.11,0.92,"limonene 0.94; myrcene 0.61",California Orange,Skunk #1,breeder statement,DNA Genetics strain sheet',
].join('\r\n');

/** The body of a lab result as animus_import_cultivars takes it. */
export interface ImportLab {
  lab_name: string;
  tested_on: string | null;
  thc: number;
  thca: number;
  cbd: number;
  cbda: number;
  cbg: number;
  cbga: number;
  terpenes: Record<string, number>;
}

/** One row as animus_import_cultivars takes it. */
export interface ImportRow {
  name: string;
  synonyms: string[];
  breeder: string;
  origin: string;
  accession_type: AccessionType;
  sex: Sex;
  acquisition_date: string | null;
  declared_chemotype: Chemotype | null;
  notes: string;
  lab?: ImportLab;
  /** A parent by name or by id; or another row of this import by its position (from 1). */
  mother?: string;
  father?: string;
  mother_row?: number;
  father_row?: number;
  lineage_evidence?: Evidence;
  lineage_source?: string;
}

export interface PreviewRow {
  /** The line in the file (the header is line 1). */
  line: number;
  name: string;
  breeder: string;
  chemotype: Chemotype | null;
  chemotypeFrom: 'lab' | 'declared' | null;
  parents: string;
  errors: string[];
  row: ImportRow | null;
}

const norm = (s: string | undefined) => (s ?? '').trim();
const key = (s: string) =>
  s
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

const TYPES: Record<string, AccessionType> = {
  clone: 'clone',
  cutting: 'clone',
  seed_lot: 'seed_lot',
  seed: 'seed_lot',
  seeds: 'seed_lot',
  tissue_culture: 'tissue_culture',
  tc: 'tissue_culture',
};
const SEX_WORDS: Record<string, Sex> = {
  female: 'female',
  f: 'female',
  male: 'male',
  m: 'male',
  hermaphrodite: 'hermaphrodite',
  herm: 'hermaphrodite',
  unknown: 'unknown',
  '': 'unknown',
};

/** Column names the file has that the import does not read, and whether `name` is missing. */
export function checkHeaders(headers: readonly string[]): { missingName: boolean; unknown: string[] } {
  const known = new Set<string>(IMPORT_COLUMNS);
  const keys = headers.map(key);
  return {
    missingName: !keys.includes('name'),
    unknown: headers.filter((h, i) => h.trim() !== '' && !known.has(keys[i]!)),
  };
}

function issues(result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) {
  if (result.success || !result.error) return [];
  return result.error.issues.map((i) => {
    const field = i.path.filter((p) => typeof p !== 'number').join('.');
    return field ? `${field.replace(/_/g, ' ')}: ${i.message}` : i.message;
  });
}

/** The date columns' cells (to see which date orders the file allows). */
export function dateCells(records: readonly Record<string, string | undefined>[]): string[] {
  return records.flatMap((record) =>
    Object.entries(record)
      .filter(([k]) => key(k) === 'acquisition_date' || key(k) === 'tested_on')
      .map(([, v]) => norm(v)),
  );
}

/**
 * Checks one record (its keys as in the file) and builds the row to send. Dates are read in the
 * order chosen for the file (2024-03-02, 03/02/2024 or 02/03/2024) and sent as YYYY-MM-DD.
 */
export function checkRecord(
  record: Record<string, string | undefined>,
  line: number,
  order: DateOrder = 'ymd',
): PreviewRow {
  const r: Record<string, string> = {};
  for (const [k, v] of Object.entries(record)) r[key(k)] = norm(v);
  const errors: string[] = [];
  for (const field of ['acquisition_date', 'tested_on'] as const) {
    const cell = r[field] ?? '';
    const day = parseCsvDate(cell, order);
    if (day) r[field] = day;
    else if (cell !== '') {
      errors.push(`${field.replace(/_/g, ' ')}: “${cell}” is not a date in the format chosen`);
      r[field] = '';
    }
  }

  const typeWord = key(r.type ?? '');
  const accession = typeWord === '' ? 'clone' : TYPES[typeWord];
  if (!accession)
    errors.push(`type: “${r.type}” is not one of ${Object.values(ACCESSION_TYPE_LABELS).join(', ')}`);
  const sex = SEX_WORDS[key(r.sex ?? '')];
  if (!sex) errors.push(`sex: “${r.sex}” is not female, male, hermaphrodite or unknown`);
  const declared = (r.chemotype ?? '').toUpperCase();
  if (declared !== '' && !isChemotype(declared))
    errors.push(`chemotype: “${r.chemotype}” is not I, II, III, IV or V`);

  const passport: CultivarFormValues = {
    name: r.name ?? '',
    synonyms: (r.synonyms ?? '').replace(/;/g, ','),
    breeder: r.breeder ?? '',
    origin: r.origin ?? '',
    accession_type: accession ?? 'clone',
    sex: sex ?? 'unknown',
    acquisition_date: r.acquisition_date ?? '',
    declared_chemotype: isChemotype(declared) ? declared : '',
    notes: r.notes ?? '',
  };
  const passportCheck = cultivarFormSchema.safeParse(passport);
  errors.push(...issues(passportCheck));

  const labKeys = ['lab_name', 'tested_on', 'thc', 'thca', 'cbd', 'cbda', 'cbg', 'cbga', 'terpenes'] as const;
  const hasLab = labKeys.some((k) => (r[k] ?? '') !== '');
  let lab: ImportLab | undefined;
  if (hasLab) {
    const terpenes = parseTerpeneList(r.terpenes ?? '');
    if ('error' in terpenes) errors.push(`terpenes: ${terpenes.error}`);
    const values: LabResultFormValues = {
      lab_name: r.lab_name ?? '',
      sample_code: '',
      tested_on: r.tested_on ?? '',
      thc: r.thc ?? '',
      thca: r.thca ?? '',
      cbd: r.cbd ?? '',
      cbda: r.cbda ?? '',
      cbg: r.cbg ?? '',
      cbga: r.cbga ?? '',
      terpenes: 'rows' in terpenes ? terpenes.rows : [],
      notes: '',
    };
    const labCheck = labResultFormSchema.safeParse(values);
    errors.push(...issues(labCheck));
    if (labCheck.success && 'rows' in terpenes) {
      const { sample_code: _code, notes: _notes, ...body } = toLabResultInput(values);
      lab = body;
    }
  }

  const evidenceWord = key(r.lineage_evidence ?? '');
  const evidence =
    evidenceWord === '' ? undefined : (EVIDENCE as readonly string[]).find((e) => e === evidenceWord);
  if (evidenceWord !== '' && !evidence)
    errors.push(
      `lineage evidence: one of ${EVIDENCE.map((e) => EVIDENCE_LABELS[e].toLowerCase()).join(', ')}`,
    );
  const mother = r.mother ?? '';
  const father = r.father ?? '';
  if (father !== '' && mother === '') errors.push('mother: a father needs a mother (seed parent)');
  if (mother !== '' && mother.toLowerCase() === (r.name ?? '').toLowerCase())
    errors.push('mother: a cultivar cannot be its own parent');

  const chemotype = lab ? chemotypeOf(lab) : isChemotype(declared) ? declared : null;
  const row: ImportRow | null =
    errors.length === 0 && passportCheck.success
      ? {
          ...toCultivarInput(passport),
          ...(lab ? { lab } : {}),
          ...(mother
            ? { mother, lineage_evidence: (evidence as Evidence | undefined) ?? 'grower_claim' }
            : {}),
          ...(mother && father ? { father } : {}),
          ...(mother && r.lineage_source ? { lineage_source: r.lineage_source } : {}),
        }
      : null;

  return {
    line,
    name: passport.name.trim(),
    breeder: passport.breeder.trim(),
    chemotype,
    chemotypeFrom: lab ? 'lab' : chemotype ? 'declared' : null,
    parents: mother ? `${mother} × ${father || 'unknown'}` : '',
    errors,
    row,
  };
}

/** Marks rows that repeat an earlier row's name and breeder (the database allows one of each). */
export function markDuplicates(rows: PreviewRow[]): PreviewRow[] {
  const seen = new Map<string, number>();
  for (const r of rows) {
    if (!r.name) continue;
    const k = `${r.name.toLowerCase()}\u0000${r.breeder.toLowerCase()}`;
    const first = seen.get(k);
    if (first !== undefined) {
      r.errors.push(`Same name and breeder as line ${first}`);
      r.row = null;
    } else seen.set(k, r.line);
  }
  return rows;
}

export interface DbRowError {
  row: number;
  code: string;
  message: string;
  constraint: string | null;
  column: string | null;
}

const CONSTRAINT_MESSAGES: Record<string, string> = {
  animus_cultivars_owner_name_breeder_key: 'You already have a cultivar with this name from this breeder',
  animus_lineage_claims_unique_key: 'This parentage is already recorded',
  animus_lab_results_total_check: 'The cannabinoids add up to more than 100 %',
};

/**
 * The per-row errors in a refused import (the error's `details` is a JSON array), each with the
 * file line it came from (`lines[row - 1]`).
 */
export function dbImportErrors(
  details: unknown,
  lines: readonly number[],
): Array<{ line: number; message: string }> {
  let parsed: unknown;
  try {
    parsed = typeof details === 'string' ? JSON.parse(details) : details;
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return (parsed as DbRowError[]).map((e) => ({
    line: lines[e.row - 1] ?? e.row,
    message:
      (e.constraint && (CONSTRAINT_MESSAGES[e.constraint] ?? HAPPENED_MESSAGES[e.constraint])) ||
      (e.code === '23503' || e.code === '23514' ? e.message : null) ||
      (e.constraint ? `Refused by the database rule ${e.constraint}` : e.message),
  }));
}

export const LIBRARY_CSV_HEADERS = [
  'Name',
  'Synonyms',
  'Breeder',
  'Origin',
  'Type',
  'Sex',
  'Acquisition date',
  'Chemotype',
  'Chemotype from',
  'Leading terpenes',
  'Shared',
  'Published',
] as const;

export interface ExportableCultivar {
  name: string;
  synonyms: string[];
  breeder: string;
  origin: string;
  accession_type: string;
  sex: string;
  acquisition_date: string | null;
  chemotype: string | null;
  chemotype_source: string | null;
  terpenes: string[];
  shared: boolean;
  published: boolean;
}

/** The library list as a CSV file's text (with the BOM Excel needs for UTF-8). */
export function libraryCsv(rows: readonly ExportableCultivar[]): string {
  const lines = [LIBRARY_CSV_HEADERS.map(csvCell).join(',')];
  for (const c of rows) {
    lines.push(
      [
        c.name,
        c.synonyms.join('; '),
        c.breeder,
        c.origin,
        ACCESSION_TYPE_LABELS[c.accession_type as AccessionType] ?? c.accession_type,
        c.sex,
        c.acquisition_date ?? '',
        c.chemotype ?? '',
        c.chemotype_source ?? '',
        c.terpenes.join('; '),
        c.shared ? 'yes' : 'no',
        c.published ? 'yes' : 'no',
      ]
        .map(csvCell)
        .join(','),
    );
  }
  return CSV_BOM + lines.join('\r\n') + '\r\n';
}

// ---------------------------------------------------------------------------------------------
// Parents. The database finds a parent by name among the grower's own cultivars (this import's
// rows included), else among shared ones, and refuses a name that matches none or several; the
// preview finds them the same way first, so a name several cultivars share is picked here (or the
// file names the parent by its id) instead of the whole file being refused.

/** A cultivar a parent name may mean: in the library (by id) or another row of this file. */
export interface ParentCandidate extends NamedCandidate {
  /** What the select and the import use: `id:<uuid>` or `line:<file line>`. */
  key: string;
  breeder: string;
  where: 'yours' | 'shared' | 'file';
}

/** A library cultivar a parent name or id could be (the screen reads them under RLS). */
export interface LibraryParent {
  id: string;
  name: string;
  breeder: string;
  own: boolean;
}

/** Parent names and ids the ready rows give, to look up in the library. */
export function parentRefs(rows: readonly PreviewRow[]): { names: string[]; ids: string[] } {
  const names = new Set<string>();
  const ids = new Set<string>();
  for (const r of rows) {
    for (const p of [r.row?.mother, r.row?.father]) {
      if (!p) continue;
      if (isId(p)) ids.add(p.trim().toLowerCase());
      else names.add(nameKey(p));
    }
  }
  return { names: [...names], ids: [...ids] };
}

/** A parent name that several cultivars share, and who they are. */
export interface ParentChoice {
  name: string;
  options: ParentCandidate[];
}

export interface ResolvedParents {
  /** The rows with a parent that matches nothing (or an unknown id) marked as errors. */
  rows: PreviewRow[];
  /** The names to pick a cultivar for before importing (each applies to every row naming it). */
  choices: ParentChoice[];
  /** Per file line, the parent choices still to make. */
  pending: Map<number, string[]>;
  /** The rows as the import takes them, parents as ids or rows; null while a choice is open. */
  payload: ImportRow[] | null;
}

const whereLabel: Record<ParentCandidate['where'], string> = {
  yours: 'your library',
  shared: 'the shared library',
  file: 'this file',
};

/** How a candidate is told apart in the picker: breeder and where it is. */
export function candidateLabel(c: ParentCandidate): string {
  const at = c.where === 'file' ? `line ${c.key.slice('line:'.length)} of this file` : whereLabel[c.where];
  return `${c.name} — ${c.breeder || 'breeder unknown'} (${at})`;
}

/**
 * Finds every ready row's parents among the library and the file's own rows, as the database
 * would. `picked` holds the candidate key chosen per ambiguous name (by nameKey).
 */
export function resolveParents(
  rows: readonly PreviewRow[],
  library: readonly LibraryParent[],
  picked: Readonly<Record<string, string>>,
): ResolvedParents {
  const candidates: ParentCandidate[] = [
    ...library.map((c) => ({
      key: `id:${c.id}`,
      name: c.name,
      breeder: c.breeder,
      where: c.own ? ('yours' as const) : ('shared' as const),
      rank: c.own ? 0 : 1,
    })),
    ...rows
      .filter((r) => r.row)
      .map((r) => ({
        key: `line:${r.line}`,
        name: r.name,
        breeder: r.breeder,
        where: 'file' as const,
        rank: 0,
      })),
  ];
  const byId = new Map(library.map((c) => [c.id.toLowerCase(), c]));
  const choices = new Map<string, ParentChoice>();
  const pending = new Map<number, string[]>();
  const chosen = new Map<number, { mother?: string; father?: string }>();

  const out = rows.map((r) => {
    if (!r.row) return r;
    const errors: string[] = [];
    const keys: { mother?: string; father?: string } = {};
    for (const role of ['mother', 'father'] as const) {
      const text = r.row[role];
      if (!text) continue;
      if (isId(text)) {
        if (byId.has(text.trim().toLowerCase())) keys[role] = `id:${text.trim().toLowerCase()}`;
        else errors.push(`${role}: no cultivar with the id ${text} in your library or the shared library`);
        continue;
      }
      const match = matchByName(text, candidates);
      if (match.status === 'one') keys[role] = match.match.key;
      else if (match.status === 'none')
        errors.push(`${role}: no cultivar called “${text}” in your library, the shared library or this file`);
      else {
        const k = nameKey(text);
        // A row is not its own parent: its own line is no option for it (checkRecord refuses it).
        if (!choices.has(k)) choices.set(k, { name: text.trim(), options: match.matches });
        const pick = picked[k];
        if (pick && match.matches.some((m) => m.key === pick)) keys[role] = pick;
        else
          pending.set(r.line, [
            ...(pending.get(r.line) ?? []),
            `Choose which “${text.trim()}” is the ${role}`,
          ]);
      }
    }
    chosen.set(r.line, keys);
    return errors.length ? { ...r, errors: [...r.errors, ...errors], row: null } : r;
  });

  const ready = out.every((r) => r.row && r.errors.length === 0) && pending.size === 0;
  let payload: ImportRow[] | null = null;
  if (ready) {
    const position = new Map(out.map((r, i) => [r.line, i + 1]));
    payload = out.map((r) => {
      const { mother: _m, father: _f, ...row } = r.row!;
      const keys = chosen.get(r.line) ?? {};
      const parent = (role: 'mother' | 'father') => {
        const k = keys[role];
        if (!k) return {};
        return k.startsWith('id:')
          ? { [role]: k.slice(3) }
          : { [`${role}_row`]: position.get(Number(k.slice('line:'.length)))! };
      };
      return { ...row, ...parent('mother'), ...parent('father') };
    });
  }
  return { rows: out, choices: [...choices.values()], pending, payload };
}
