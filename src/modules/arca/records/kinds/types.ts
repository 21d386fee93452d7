// What a log kind tells the shared records screens: its fields (form, CSV import, history), the
// columns of its records list and CSV export, its chart and how one entry reads in a timeline.
// The database side of a kind is its values table and records view (see the framework migration).
import type { AppPath } from '../../../../lib/paths.ts';
import type { Tier } from '../../../../lib/tiers.ts';
import type { Database } from '../../../../types/database.ts';

/** Measures a number field can be in (src/modules/arca/records/measures.ts). */
export type MeasureKey =
  | 'ph'
  | 'ec'
  | 'volume'
  | 'mass'
  | 'temperature'
  | 'percent'
  | 'waterActivity'
  | 'plantCount'
  | 'pressure'
  | 'flow';
/** The measures that have unit pickers. */
export type UnitMeasureKey = Extract<
  MeasureKey,
  'ec' | 'volume' | 'mass' | 'temperature' | 'pressure' | 'flow'
>;

// Every `arca_<kind>_records` view carries the entry envelope, except the AgroChemLog compliance
// report, which is one row per applied product rather than one per entry.
export type RecordsView = Exclude<
  Extract<keyof Database['public']['Views'], `arca_${string}_records`>,
  'arca_compliance_records'
>;
export type RecordRow = Record<string, unknown> & {
  id: string;
  facility_id: string;
  room_id: string | null;
  lot_id: string | null;
  occurred_at: string;
  status: 'done' | 'planned';
  notes: string | null;
  photos: string[];
  version: number;
  created_by: string | null;
  updated_by: string | null;
  created_at: string;
  updated_at: string;
};

interface FieldBase {
  /** The values-table column. */
  readonly key: string;
  readonly label: string;
  /** Extra CSV headers that mean this field ("drain", "runoff volume"); the label always does. */
  readonly csv?: readonly string[];
  readonly required?: boolean;
  /** Shown under the input. */
  readonly hint?: string;
  /** Shown in forms only when another field has one of these values (a diary event's details). */
  readonly when?: { readonly key: string; readonly values: readonly string[] };
}

export interface NumberFieldDef extends FieldBase {
  readonly type: 'number';
  readonly measure: MeasureKey;
  /** The field needs more than 0 (a divisor), although the measure allows 0. */
  readonly positive?: boolean;
}

export interface ChoiceFieldDef extends FieldBase {
  readonly type: 'choice';
  readonly options: ReadonlyArray<{ readonly value: string; readonly label: string }>;
}

export interface TextFieldDef extends FieldBase {
  readonly type: 'text';
  readonly maxLength: number;
  /** When given, a shorter text is refused (an override reason must say something). */
  readonly minLength?: number;
}

/** A room of the entry's facility (a diary event's destination). */
export interface RoomFieldDef extends FieldBase {
  readonly type: 'room';
}

/** A water filter of the entry's facility (the Filters log). */
export interface FilterFieldDef extends FieldBase {
  readonly type: 'filter';
}

export type FieldDef = NumberFieldDef | ChoiceFieldDef | TextFieldDef | RoomFieldDef | FilterFieldDef;

/** A column of the records list: a value field, a figure derived by the database, or text. */
export interface ColumnDef {
  readonly key: string;
  readonly label: string;
  /** Numbers convert to the grower's units and print with this many decimals (in that unit). */
  readonly measure?: MeasureKey;
  readonly decimals?: number;
  /** A signed difference: printed with + or −. */
  readonly signed?: boolean;
  /** Shown before the grower chooses otherwise. */
  readonly visible: boolean;
  /** Text for a non-numeric value (choice labels). */
  readonly text?: (value: unknown, row: RecordRow) => string;
}

export interface ChartSeries {
  readonly key: string;
  readonly label: string;
  readonly measure: MeasureKey;
  readonly color: string;
}

export interface ChartDef {
  readonly title: string;
  /** One chart per group; series of a group share an axis (and so a unit). */
  readonly groups: ReadonlyArray<{ readonly title: string; readonly series: readonly ChartSeries[] }>;
}

export interface RecordKind {
  readonly kind: 'diary' | 'runoff' | 'ppm' | 'yield' | 'filter' | 'quality';
  readonly toolId:
    'arca-diary' | 'arca-runoff' | 'arca-ppms' | 'arca-yields' | 'arca-filters' | 'arca-quality';
  readonly tier: Tier;
  readonly view: RecordsView;
  readonly valuesTable:
    | 'arca_diary_values'
    | 'arca_runoff_values'
    | 'arca_ppm_values'
    | 'arca_yield_values'
    | 'arca_filter_values'
    | 'arca_quality_values';
  readonly title: string;
  /** The logger's heading ("Log runoff") and the records page's ("Runoff records"). */
  readonly loggerTitle: string;
  readonly recordsTitle: string;
  readonly noun: { readonly one: string; readonly many: string };
  /** The tool's pages, from arcaPaths: its landing page, the logger and the records list. */
  readonly paths: { readonly tool: AppPath; readonly logger: AppPath; readonly records: AppPath };
  readonly fields: readonly FieldDef[];
  readonly columns: readonly ColumnDef[];
  readonly chart?: ChartDef;
  /** Embedded resources the records list also reads (e.g. a destination room's name). */
  readonly extraSelect?: string;
  /** A values column that stores the unit a measure was typed in (PPM: the meter's scale). */
  readonly enteredUnit?: { readonly key: string; readonly measure: UnitMeasureKey };
  /** Every entry names its lot (a harvest's yield; the database refuses one without, AR009). */
  readonly lotRequired?: boolean;
  /** Values a new entry starts with (the Filters log: a reading). */
  readonly defaultValues?: Readonly<Record<string, string>>;
  /** The heading of the value fields in the form (default "Readings"). */
  readonly fieldsTitle?: string;
  /** A reading needs a room unless a field names another place (PPM: the tank). */
  readonly roomOptionalWith?: string;
  /** The room picker's label and empty choice when the room is optional (default: the tank's). */
  readonly roomOptionalText?: { readonly label: string; readonly none: string };
  /**
   * Values judged against the room's Cultivation Targets: values column → target metric
   * (records/targets.ts). The logger's figures and the records list mark them low or high.
   */
  readonly targets?: Readonly<Record<string, string>>;
  /** The log's other pages, linked from its records (yields: prices and analytics). */
  readonly links?: ReadonlyArray<{ readonly label: string; readonly path: AppPath }>;
  /** An entry's own page (a quality batch), opened from the records list instead of the dialog. */
  readonly detailPath?: (id: string) => string;
  /** How one entry reads in a timeline or a list of newest entries. */
  readonly summary: (values: Record<string, unknown>, format: SummaryFormat) => string;
}

/** Unit-aware number printing for summaries, in the grower's units. */
export type SummaryFormat = (value: unknown, measure: MeasureKey, decimals?: number) => string;
