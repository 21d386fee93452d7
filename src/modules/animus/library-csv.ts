// CSV in and out of the strain library. Import: papaparse reads the file (in a worker), then every
// record is checked here with the passport and lab schemas of the forms, so the preview shows each
// row's problems before anything is sent; animus_import_cultivars then inserts all rows or none and
// reports what the database refused per row (dbImportErrors reads that). Export: every cell
// quoted and formula-safe (csvCell).
import { chemotypeOf, isChemotype, type Chemotype } from './chemotype';
import { CSV_BOM } from '../../lib/csv.ts';
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
  mother?: string;
  father?: string;
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

/** Checks one record (its keys as in the file) and builds the row to send. */
export function checkRecord(record: Record<string, string | undefined>, line: number): PreviewRow {
  const r: Record<string, string> = {};
  for (const [k, v] of Object.entries(record)) r[key(k)] = norm(v);
  const errors: string[] = [];

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
