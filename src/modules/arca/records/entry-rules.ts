// The rules of one entry, once: the logger and edit forms run them through zod (entrySchema), the
// CSV import runs them on every row, and the database repeats them (domains, CHECKs, AR codes) with
// the same words. Values arrive in the grower's units and leave in the stored ones.
import { z } from 'zod/mini';
import { messageForCode } from '../../../lib/errors.ts';
import { CLOCK_SKEW_MS } from '../../../lib/happened.ts';
import { checkNumber, checkQuantity, type NumberRule, type QuantityRule } from '../validation.ts';
import { CONSTRAINT_MESSAGES, textTooShort } from './errors.ts';
import type { FieldDef, NumberFieldDef, RecordKind } from './kinds/types.ts';
import { EVENT_STAGE, LOT_EVENTS, type DiaryEvent } from './stages.ts';
import { MEASURE_DEFS, hasUnits, toCanonical, type RecordUnits } from './units.ts';
import { potencyOverSample } from './quality.ts';
import { yieldWeightProblem } from './yields.ts';

export const NOTES_MAX = 4000;
/** Why a done entry breaks a running interval (REI, PHI, a beneficial's persistence): 5–500 characters. */
export const OVERRIDE_MIN = 5;
export const OVERRIDE_MAX = 500;

export interface EntryDraft {
  facility_id?: string | null;
  room_id?: string | null;
  lot_id?: string | null;
  /** A Date, an ISO string or the `YYYY-MM-DDTHH:mm` of a datetime-local input (local time). */
  occurred_at?: Date | string | null;
  status?: 'done' | 'planned';
  notes?: string | null;
  /** Why the entry is made inside a running interval; blank when none runs. */
  override_reason?: string | null;
  /** Numbers in the grower's units; choices and texts as strings; blank as '', NaN or undefined. */
  values: Record<string, unknown>;
}

/** What arca_log_entry and arca_update_entry take. */
export interface EntryPayload {
  facility_id: string;
  room_id: string | null;
  lot_id: string | null;
  occurred_at: string;
  status: 'done' | 'planned';
  notes: string | null;
  override_reason: string | null;
  values: Record<string, string | number | null>;
}

export interface Issue {
  /** 'room_id', 'occurred_at', 'values.input_ec' … */
  path: string;
  message: string;
}

export type EntryCheck = { ok: true; payload: EntryPayload } | { ok: false; issues: Issue[] };

const blank = (v: unknown) =>
  v === undefined || v === null || v === '' || (typeof v === 'number' && Number.isNaN(v));

/** Parses the date forms an entry may carry; null when it is not a date. */
export function parseWhen(value: EntryDraft['occurred_at']): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const text = value.trim();
  // A datetime-local value or "2026-03-01 09:00": local time.
  const local = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(text);
  if (local) {
    const [, y, mo, d, h = '0', mi = '0', s = '0'] = local;
    const date = new Date(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
    // new Date rolls 2026-02-31 over into March; a date that does not exist is not a date.
    return date.getMonth() === Number(mo) - 1 && date.getDate() === Number(d) ? date : null;
  }
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/.test(text)) return null;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
}

function numberRule(field: NumberFieldDef): NumberRule | QuantityRule<string> {
  const rule = MEASURE_DEFS[field.measure].rule;
  return field.positive ? { ...rule, minExclusive: true } : rule;
}

function checkField(
  field: FieldDef,
  raw: unknown,
  units: RecordUnits,
): { value?: string | number; message?: string } {
  if (blank(raw)) {
    if (!field.required) return {};
    if (field.type === 'number') return { message: `Enter ${MEASURE_DEFS[field.measure].rule.subject}` };
    if (field.type === 'text') return { message: `Enter ${field.label.toLowerCase()}` };
    return { message: `Choose ${field.label.toLowerCase()}` };
  }
  switch (field.type) {
    case 'number': {
      const n = typeof raw === 'number' ? raw : Number.NaN;
      const rule = numberRule(field);
      if (hasUnits(field.measure)) {
        const unit = units[field.measure];
        const checked = checkQuantity(n, unit, rule as QuantityRule<string>);
        if (!checked.ok) return { message: checked.message };
        return { value: toCanonical(n, field.measure, unit) };
      }
      const checked = checkNumber(n, rule as NumberRule);
      return checked.ok ? { value: checked.value } : { message: checked.message };
    }
    case 'choice':
      return field.options.some((o) => o.value === raw)
        ? { value: raw as string }
        : { message: `Choose ${field.label.toLowerCase()}` };
    case 'text': {
      const text = String(raw).trim();
      if (text === '') return field.required ? { message: `Enter ${field.label.toLowerCase()}` } : {};
      if (field.minLength !== undefined && text.length < field.minLength)
        return { message: textTooShort(field.label, field.minLength) };
      return text.length > field.maxLength
        ? { message: `${field.label} must be at most ${field.maxLength} characters` }
        : { value: text };
    }
    case 'room':
    case 'filter':
      return { value: String(raw) };
  }
}

/** The weights of a harvest (grams here; the database checks the same, with the same words). */
function yieldRules(values: Record<string, string | number | null>, issues: Issue[]) {
  const grams = (key: string) => (typeof values[key] === 'number' ? values[key] : null);
  const problem = yieldWeightProblem({
    wet: grams('wet_g'),
    trim: grams('trim_g'),
    waste: grams('waste_g'),
    dry: grams('dry_g'),
  });
  if (problem === 'dry')
    issues.push({ path: 'values.dry_g', message: CONSTRAINT_MESSAGES.arca_yield_dry_within_wet! });
  if (problem === 'trim')
    issues.push({ path: 'values.trim_g', message: CONSTRAINT_MESSAGES.arca_yield_trim_within_wet! });
}

/** One irrigation's drain is part of what was applied (the database checks the same). */
function runoffRules(values: Record<string, string | number | null>, issues: Issue[]) {
  const input = values.input_volume_l;
  const drained = values.runoff_volume_l;
  if (typeof input === 'number' && typeof drained === 'number' && drained > input)
    issues.push({ path: 'values.runoff_volume_l', message: CONSTRAINT_MESSAGES.arca_runoff_within_input! });
}

/** A filter reading's rules (the database checks the same, with the same words). */
function filterRules(values: Record<string, string | number | null>, issues: Issue[]) {
  if (values.action !== 'reading') return;
  const n = (key: string) => (typeof values[key] === 'number' ? values[key] : null);
  const read = ['feed_tds', 'permeate_tds', 'pressure_in_bar', 'pressure_out_bar', 'permeate_flow_lpm'];
  const refused = (key: string) => issues.some((i) => i.path === `values.${key}`);
  if (read.every((key) => n(key) === null && !refused(key)))
    issues.push({ path: 'values.feed_tds', message: CONSTRAINT_MESSAGES.arca_filter_reading_has_figures! });
  const feed = n('feed_tds');
  const permeate = n('permeate_tds');
  if (feed !== null && permeate !== null && permeate > feed)
    issues.push({
      path: 'values.permeate_tds',
      message: CONSTRAINT_MESSAGES.arca_filter_permeate_within_feed!,
    });
  const pIn = n('pressure_in_bar');
  const pOut = n('pressure_out_bar');
  if (pIn !== null && pOut !== null && pOut > pIn)
    issues.push({
      path: 'values.pressure_out_bar',
      message: CONSTRAINT_MESSAGES.arca_filter_outlet_within_inlet!,
    });
}

/** A batch's lab figures are shares of one sample (the database checks the same). */
function qualityRules(values: Record<string, string | number | null>, issues: Issue[]) {
  if (potencyOverSample(values))
    issues.push({
      path: 'values.terpenes_pct',
      message: CONSTRAINT_MESSAGES.arca_quality_potency_within_sample!,
    });
}

/** The rules only a diary event has (the database checks them too). */
function diaryRules(values: Record<string, string | number | null>, lotId: string | null, issues: Issue[]) {
  const event = values.event as DiaryEvent | null;
  if (!event) return;
  const implied = EVENT_STAGE[event];
  if (implied) values.to_stage = implied;
  if (event === 'move' && !values.to_room_id)
    issues.push({ path: 'values.to_room_id', message: CONSTRAINT_MESSAGES.arca_diary_move_needs_room! });
  if (event === 'stage' && !values.to_stage)
    issues.push({ path: 'values.to_stage', message: CONSTRAINT_MESSAGES.arca_diary_stage_needs_stage! });
  const counted = values.plant_count !== null || issues.some((i) => i.path === 'values.plant_count');
  if (event === 'cull' && !counted)
    issues.push({ path: 'values.plant_count', message: CONSTRAINT_MESSAGES.arca_diary_cull_needs_count! });
  const actsOnLot =
    LOT_EVENTS.has(event) ||
    values.to_room_id !== null ||
    values.to_stage !== null ||
    values.plant_count !== null;
  if (actsOnLot && !lotId) issues.push({ path: 'lot_id', message: messageForCode('AR005')! });
}

export function checkEntry(
  kind: RecordKind,
  draft: EntryDraft,
  units: RecordUnits,
  now = new Date(),
): EntryCheck {
  const issues: Issue[] = [];
  const values: Record<string, string | number | null> = {};
  for (const field of kind.fields) {
    // A detail of another choice (a diary move's room) counts only with that choice.
    if (field.when && !field.when.values.includes(String(draft.values[field.when.key] ?? ''))) {
      values[field.key] = null;
      continue;
    }
    const { value, message } = checkField(field, draft.values[field.key], units);
    if (message) issues.push({ path: `values.${field.key}`, message });
    values[field.key] = value ?? null;
  }
  if (kind.enteredUnit) values[kind.enteredUnit.key] = units[kind.enteredUnit.measure];

  if (!draft.facility_id) issues.push({ path: 'facility_id', message: 'Choose a facility' });
  const roomId = draft.room_id || null;
  const lotId = draft.lot_id || null;
  if (!roomId) {
    const other = kind.roomOptionalWith;
    if (!other) issues.push({ path: 'room_id', message: 'Choose a room' });
    // A required other place (a batch's code) has its own message when blank.
    else if (values[other] === null && !kind.fields.find((f) => f.key === other)?.required)
      issues.push({ path: 'room_id', message: messageForCode('AR008')! });
  }

  const status = draft.status ?? 'done';
  const when = parseWhen(draft.occurred_at);
  if (!when) issues.push({ path: 'occurred_at', message: 'Enter the date and time' });
  else if (when.getFullYear() < 2000 || when.getFullYear() >= 2100)
    issues.push({ path: 'occurred_at', message: 'Enter a date between 2000 and 2099' });
  else if (status === 'done' && when.getTime() > now.getTime() + CLOCK_SKEW_MS)
    issues.push({ path: 'occurred_at', message: messageForCode('AR001')! });

  const notes = (draft.notes ?? '').trim();
  if (notes.length > NOTES_MAX)
    issues.push({ path: 'notes', message: `Notes must be at most ${NOTES_MAX} characters` });
  const reason = (draft.override_reason ?? '').trim();
  if (reason !== '' && reason.length < OVERRIDE_MIN)
    issues.push({ path: 'override_reason', message: textTooShort('override reason', OVERRIDE_MIN) });
  else if (reason.length > OVERRIDE_MAX)
    issues.push({
      path: 'override_reason',
      message: `The reason must be at most ${OVERRIDE_MAX} characters`,
    });

  if (kind.lotRequired && !lotId) issues.push({ path: 'lot_id', message: messageForCode('AR009')! });
  if (kind.kind === 'diary') diaryRules(values, lotId, issues);
  if (kind.kind === 'runoff') runoffRules(values, issues);
  if (kind.kind === 'yield') yieldRules(values, issues);
  if (kind.kind === 'filter') filterRules(values, issues);
  if (kind.kind === 'quality') qualityRules(values, issues);

  if (issues.length > 0) return { ok: false, issues };
  return {
    ok: true,
    payload: {
      facility_id: draft.facility_id!,
      room_id: roomId,
      lot_id: lotId,
      occurred_at: when!.toISOString(),
      status,
      notes: notes === '' ? null : notes,
      override_reason: reason === '' ? null : reason,
      values,
    },
  };
}

/**
 * The form's resolver schema: the draft's shape loosely (inputs are strings and NaN), then every
 * rule above, each issue on its field.
 */
export function entrySchema(kind: RecordKind, units: RecordUnits, now: () => Date = () => new Date()) {
  return z
    .object({
      facility_id: z.optional(z.nullable(z.string())),
      room_id: z.optional(z.nullable(z.string())),
      lot_id: z.optional(z.nullable(z.string())),
      occurred_at: z.optional(z.nullable(z.union([z.string(), z.date()]))),
      status: z.optional(z.enum(['done', 'planned'])),
      notes: z.optional(z.nullable(z.string())),
      override_reason: z.optional(z.nullable(z.string())),
      values: z.record(z.string(), z.unknown()),
    })
    .check(
      z.superRefine((draft, ctx) => {
        const checked = checkEntry(kind, draft, units, now());
        if (checked.ok) return;
        for (const issue of checked.issues) {
          ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path.split('.') });
        }
      }),
    );
}
