// The strain library's forms: passport, lab result, seed lot, germination test, lineage claim,
// cross, trait and community tag. Each zod schema is the form's resolver; the CSV import checks its
// rows with the same passport and lab schemas. The database repeats every limit as a CHECK
// constraint (supabase/migrations/*_animus_library.sql and the migrations after it).
import { z } from 'zod/mini';
import { CHEMOTYPES } from './chemotype';
import { CROSS_TYPES, fatherRule } from './crosses';
import { TAG_CATEGORIES } from './consensus';
import { EVIDENCE } from './pedigree-layout';
import { listOf, numOrNull, optionalNumber, splitList, text } from './project-schemas';
import { parseLevels, SCALE_TYPES, type ScaleType, type TraitScale } from './trait-scale';
import { toFormNumber } from '@/lib/decimal';
import { HAPPENED_MESSAGES, happenedByToday } from '@/lib/happened';

export const ACCESSION_TYPES = ['clone', 'seed_lot', 'tissue_culture'] as const;
export type AccessionType = (typeof ACCESSION_TYPES)[number];
export const ACCESSION_TYPE_LABELS: Record<AccessionType, string> = {
  clone: 'Clone',
  seed_lot: 'Seed lot',
  tissue_culture: 'Tissue culture',
};

export const SEXES = ['female', 'male', 'hermaphrodite', 'unknown'] as const;
export type Sex = (typeof SEXES)[number];
export const SEX_LABELS: Record<Sex, string> = {
  female: 'Female',
  male: 'Male',
  hermaphrodite: 'Hermaphrodite',
  unknown: 'Unknown',
};

/** What an owner may publish to the archive, in the order the form lists it. */
export const PUBLISHABLE_FIELDS = [
  ['synonyms', 'Synonyms'],
  ['breeder', 'Breeder or source'],
  ['origin', 'Origin'],
  ['accession_type', 'Type'],
  ['sex', 'Sex'],
  ['acquisition_date', 'Acquisition date'],
  ['chemotype', 'Chemotype'],
  ['lab_results', 'Lab values'],
  ['terpenes', 'Terpenes'],
  ['lineage', 'Lineage'],
  ['photos', 'Photos'],
  ['notes', 'Notes'],
  ['tags', 'Community-confirmed tags'],
] as const;
export type PublishableField = (typeof PUBLISHABLE_FIELDS)[number][0];

/** Terpenes the forms offer; any lower-case name (a–z, digits, hyphen) is accepted. */
export const COMMON_TERPENES = [
  'myrcene',
  'limonene',
  'caryophyllene',
  'linalool',
  'pinene',
  'humulene',
  'terpinolene',
  'ocimene',
  'bisabolol',
  'nerolidol',
  'eucalyptol',
  'geraniol',
  'valencene',
  'camphene',
  'guaiol',
] as const;

export const TERPENE_NAME = /^[a-z][a-z0-9-]{1,39}$/;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

const isRealDay = (v: string) => {
  if (!ISO_DAY.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v) && v >= '1900-01-01';
};

/**
 * The day something happened (an acquisition, a pollination, a test): not after today, refused with
 * the words of the database's rule of that name (src/lib/happened.ts).
 */
const happenedDay = (rule: string, required = false) =>
  z.string().check(
    z.refine(
      (v) => (v.trim() === '' ? !required : isRealDay(v.trim())),
      required ? 'A date as YYYY-MM-DD' : 'A date as YYYY-MM-DD from 1900',
    ),
    z.refine(
      (v) => v.trim() === '' || !isRealDay(v.trim()) || happenedByToday(v.trim()),
      HAPPENED_MESSAGES[rule]!,
    ),
  );

export const cultivarFormSchema = z.object({
  name: text(120, 'Name is required'),
  synonyms: listOf(20, 120, 'synonyms'),
  breeder: text(120),
  origin: text(200),
  accession_type: z.enum(ACCESSION_TYPES),
  sex: z.enum(SEXES),
  acquisition_date: happenedDay('animus_cultivars_acquired_not_in_future'),
  declared_chemotype: z.union([z.literal(''), z.enum(CHEMOTYPES)]),
  notes: text(5000),
});
export type CultivarFormValues = z.input<typeof cultivarFormSchema>;

export const EMPTY_CULTIVAR: CultivarFormValues = {
  name: '',
  synonyms: '',
  breeder: '',
  origin: '',
  accession_type: 'clone',
  sex: 'unknown',
  acquisition_date: '',
  declared_chemotype: '',
  notes: '',
};

export interface CultivarInput {
  name: string;
  synonyms: string[];
  breeder: string;
  origin: string;
  accession_type: AccessionType;
  sex: Sex;
  acquisition_date: string | null;
  declared_chemotype: (typeof CHEMOTYPES)[number] | null;
  notes: string;
}

export function toCultivarInput(v: CultivarFormValues): CultivarInput {
  return {
    name: v.name.trim(),
    synonyms: splitList(v.synonyms),
    breeder: v.breeder.trim(),
    origin: v.origin.trim(),
    accession_type: v.accession_type,
    sex: v.sex,
    acquisition_date: v.acquisition_date.trim() || null,
    declared_chemotype: v.declared_chemotype === '' ? null : v.declared_chemotype,
    notes: v.notes.trim(),
  };
}

const percent = optionalNumber(0, 100, false, 'A percentage from 0 to 100');
export const CANNABINOIDS = [
  ['thc', 'Δ9-THC'],
  ['thca', 'THCA'],
  ['cbd', 'CBD'],
  ['cbda', 'CBDA'],
  ['cbg', 'CBG'],
  ['cbga', 'CBGA'],
] as const;

const terpeneRow = z.object({
  name: z.string().check(
    z.trim(),
    z.refine((v) => v !== '', 'Name the terpene'),
    z.refine((v) => v === '' || TERPENE_NAME.test(v), 'Lower-case letters, digits or hyphens'),
  ),
  value: z.string().check(
    z.refine((v) => {
      const n = toFormNumber(v);
      return v.trim() !== '' && Number.isFinite(n) && n >= 0 && n <= 10;
    }, 'From 0 to 10 %'),
  ),
});

export const labResultFormSchema = z
  .object({
    lab_name: text(120),
    sample_code: text(64),
    tested_on: happenedDay('animus_lab_results_tested_not_in_future'),
    thc: percent,
    thca: percent,
    cbd: percent,
    cbda: percent,
    cbg: percent,
    cbga: percent,
    terpenes: z.array(terpeneRow).check(
      z.maxLength(40, 'At most 40 terpenes'),
      z.refine((rows) => new Set(rows.map((r) => r.name.trim())).size === rows.length, 'Each terpene once'),
    ),
    notes: text(2000),
  })
  .check(
    z.refine((v) => CANNABINOIDS.reduce((s, [k]) => s + (toFormNumber(v[k]) || 0), 0) <= 100, {
      message: 'The cannabinoids add up to more than 100 %',
      path: ['thc'],
    }),
  );
export type LabResultFormValues = z.input<typeof labResultFormSchema>;

export const EMPTY_LAB_RESULT: LabResultFormValues = {
  lab_name: '',
  sample_code: '',
  tested_on: '',
  thc: '',
  thca: '',
  cbd: '',
  cbda: '',
  cbg: '',
  cbga: '',
  terpenes: [],
  notes: '',
};

export interface LabResultInput {
  lab_name: string;
  sample_code: string;
  tested_on: string | null;
  thc: number;
  thca: number;
  cbd: number;
  cbda: number;
  cbg: number;
  cbga: number;
  terpenes: Record<string, number>;
  notes: string;
}

export function toLabResultInput(v: LabResultFormValues): LabResultInput {
  const pct = (s: string) => numOrNull(s) ?? 0;
  return {
    lab_name: v.lab_name.trim(),
    sample_code: v.sample_code.trim(),
    tested_on: v.tested_on.trim() || null,
    thc: pct(v.thc),
    thca: pct(v.thca),
    cbd: pct(v.cbd),
    cbda: pct(v.cbda),
    cbg: pct(v.cbg),
    cbga: pct(v.cbga),
    terpenes: Object.fromEntries(v.terpenes.map((t) => [t.name.trim(), toFormNumber(t.value)])),
    notes: v.notes.trim(),
  };
}

/** "limonene 0.94; myrcene: 0.61" → rows, or the reason it cannot be read. */
export function parseTerpeneList(
  text: string,
): { rows: Array<{ name: string; value: string }> } | { error: string } {
  const rows: Array<{ name: string; value: string }> = [];
  for (const part of text.split(/[;,\n]/)) {
    const item = part.trim();
    if (item === '') continue;
    const m = /^([A-Za-z][A-Za-z0-9 -]*?)\s*[: =]\s*(\d+(?:\.\d+)?)\s*%?$/.exec(item);
    if (!m) return { error: `Cannot read “${item}”: write terpene and %, e.g. limonene 0.8` };
    rows.push({ name: m[1]!.trim().toLowerCase().replace(/\s+/g, '-'), value: m[2]! });
  }
  return { rows };
}

export const SEED_UNITS = ['seeds', 'g', 'packets'] as const;

export const seedLotFormSchema = z.object({
  lot_code: text(40, 'Lot code is required'),
  amount: z.string().check(
    z.refine((v) => {
      const n = toFormNumber(v);
      return (
        v.trim() !== '' && Number.isFinite(n) && n >= 0 && n <= 10_000_000 && Math.round(n * 100) === n * 100
      );
    }, 'An amount from 0, at most two decimals'),
  ),
  unit: z.enum(SEED_UNITS),
  storage_location: text(120),
  produced_on: happenedDay('animus_seed_lots_produced_not_in_future'),
  notes: text(2000),
});
export type SeedLotFormValues = z.input<typeof seedLotFormSchema>;

export const germinationFormSchema = z
  .object({
    tested_on: happenedDay('animus_germination_tested_not_in_future', true),
    seeds_sown: optionalNumber(1, 100_000, true, 'A whole number from 1'),
    seeds_germinated: optionalNumber(0, 100_000, true, 'A whole number from 0'),
    days: optionalNumber(1, 60, true, 'Whole days from 1 to 60'),
    notes: text(1000),
  })
  .check(
    z.refine((v) => v.seeds_sown.trim() !== '', {
      message: 'How many seeds were sown?',
      path: ['seeds_sown'],
    }),
    z.refine((v) => v.seeds_germinated.trim() !== '', {
      message: 'How many germinated?',
      path: ['seeds_germinated'],
    }),
    z.refine((v) => (toFormNumber(v.seeds_germinated) || 0) <= (toFormNumber(v.seeds_sown) || 0), {
      message: 'More germinated than were sown',
      path: ['seeds_germinated'],
    }),
  );
export type GerminationFormValues = z.input<typeof germinationFormSchema>;

export const claimFormSchema = z
  .object({
    mother_id: z.string().check(z.minLength(1, 'Choose the mother (seed parent)')),
    father_id: z.string(),
    unknown_father: z.boolean(),
    evidence: z.enum(EVIDENCE),
    source: text(500),
  })
  .check(
    z.refine((v) => v.unknown_father || v.father_id !== '', {
      message: 'Choose the father, or mark it unknown',
      path: ['father_id'],
    }),
  );
export type ClaimFormValues = z.input<typeof claimFormSchema>;

export const crossFormSchema = z
  .object({
    code: text(40, 'Code is required'),
    cross_type: z.enum(CROSS_TYPES),
    generation: text(16, 'Generation is required').check(
      z.regex(/^[A-Za-z0-9#.-]+$/, 'Use letters, digits, #, . or -'),
    ),
    mother_id: z.string().check(z.minLength(1, 'Choose the mother')),
    father_id: z.string(),
    pollination_date: happenedDay('animus_crosses_pollinated_not_in_future'),
    made_by: text(120),
    seeds_harvested: optionalNumber(0, 1_000_000, true, 'A whole number from 0'),
    offspring_name: text(120),
    storage_location: text(120),
    notes: text(2000),
  })
  .check(
    z.refine((v) => fatherRule(v.cross_type) !== 'required' || v.father_id !== '', {
      message: 'Choose the father',
      path: ['father_id'],
    }),
    z.refine((v) => fatherRule(v.cross_type) !== 'required' || v.father_id !== v.mother_id, {
      message: 'The father must differ from the mother (use S1 for a self)',
      path: ['father_id'],
    }),
  );
export type CrossFormValues = z.input<typeof crossFormSchema>;

export const traitFormSchema = z.object({
  name: text(80, 'Name is required'),
  description: text(1000),
  category: z.enum(['growth', 'sensory', 'chemistry', 'morphology', 'phenology', 'health', 'other']),
  method: text(1000),
  scale_type: z.enum(SCALE_TYPES),
  unit: text(20),
  min_value: optionalNumber(-1e9, 1e9, false, 'A number'),
  max_value: optionalNumber(-1e9, 1e9, false, 'A number'),
  step: optionalNumber(0.000001, 1e9, false, 'A number above 0'),
  levels: z.string(),
  classes: z.string(),
});
export type TraitFormValues = z.input<typeof traitFormSchema>;

/** The scale the form describes; fields that do not belong to the scale type are ignored. */
export function scaleFromForm(v: TraitFormValues): TraitScale {
  const type = v.scale_type as ScaleType;
  const numeric = type === 'numeric' || type === 'counter';
  return {
    scale_type: type,
    unit: numeric ? v.unit.trim() : '',
    min_value: numeric ? numOrNull(v.min_value) : null,
    max_value: numeric ? numOrNull(v.max_value) : null,
    step: type === 'numeric' ? numOrNull(v.step) : null,
    levels: type === 'ordinal' ? parseLevels(v.levels) : [],
    classes:
      type === 'nominal'
        ? v.classes
            .split('\n')
            .map((c) => c.trim())
            .filter(Boolean)
        : [],
  };
}

export const tagFormSchema = z.object({
  label: z
    .string()
    .check(
      z.trim(),
      z.minLength(2, 'At least 2 characters'),
      z.maxLength(40, 'At most 40 characters'),
      z.regex(/^[A-Za-z0-9][A-Za-z0-9 &+/.-]*$/, 'Letters, digits, spaces and & + / . -'),
    ),
  category: z.enum(TAG_CATEGORIES),
  note: text(500),
});
export type TagFormValues = z.input<typeof tagFormSchema>;
