// Database refusals of a record, in the words the form uses for the same mistake: a violated
// measure domain becomes that measure's range message, a named CHECK its field's message; every
// other code goes through the app's one translator (src/lib/errors.ts, which has the AR codes).
import { getErrorCode, getErrorMessage } from '../../../lib/errors.ts';
import { holdRefusal, holdsOfError } from '../protection/holds.ts';
import { checkNumber, checkQuantity, type NumberRule, type QuantityRule } from '../validation.ts';
import { INTERVAL_RULE } from './filter-form.ts';
import { GRADE_MESSAGE, PRICE_RULE } from './price-form.ts';
import {
  MASS,
  MEASURES_BY_DOMAIN,
  PERCENT,
  VOLUME,
  WATER_ACTIVITY,
  type PlainMeasure,
  type UnitMeasure,
} from './measures.ts';

/** A text field below its least length (an override reason that says nothing), in the form's words. */
export function textTooShort(label: string, minLength: number): string {
  return `State the ${label.toLowerCase()} in at least ${minLength} characters.`;
}

/** Messages for named CHECK constraints of the values tables (the same as the form's). */
export const CONSTRAINT_MESSAGES: Readonly<Record<string, string>> = {
  arca_runoff_input_volume_positive: rangeMessage({
    ...VOLUME,
    rule: { ...VOLUME.rule, minExclusive: true },
  }),
  // The drain of one irrigation is part of what was applied.
  arca_runoff_within_input:
    'The runoff volume cannot be more than the volume applied in the same irrigation.',
  arca_diary_move_needs_room: 'Choose the room the lot moves to.',
  arca_diary_stage_needs_stage: 'Choose the new stage.',
  arca_diary_cull_needs_count: 'Enter how many plants are left.',
  arca_diary_flip_is_flower: 'A flip moves the lot to flower.',
  arca_diary_harvest_is_drying: 'A harvest moves the lot to drying.',
  arca_yield_wet_positive: rangeMessage({ ...MASS, rule: { ...MASS.rule, minExclusive: true } }),
  arca_yield_dry_within_wet: 'The dry weight cannot be more than the wet weight.',
  arca_yield_trim_within_wet: 'Trim and waste together cannot weigh more than the wet harvest.',
  arca_yield_grade_length: 'Grade must be at most 40 characters',
  arca_yield_price_grade_length: GRADE_MESSAGE,
  arca_yield_price_range: rangeMessage({ domain: 'arca_yield_prices', rule: PRICE_RULE }),
  arca_yield_price_strain_length: 'Strain must be at most 120 characters',
  arca_yield_price_date_range: 'Enter a day between 2000 and 2099',
  arca_filter_reading_has_figures: 'Enter at least one reading, or choose the maintenance done.',
  arca_filter_permeate_within_feed: 'The permeate TDS cannot be more than the feed TDS.',
  arca_filter_outlet_within_inlet: 'The outlet pressure cannot be more than the inlet pressure.',
  arca_filters_interval_range: rangeMessage({ domain: 'arca_filters', rule: INTERVAL_RULE }),
  arca_quality_moisture_max_positive: rangeMessage({
    ...PERCENT,
    rule: { ...PERCENT.rule, minExclusive: true },
  }),
  arca_quality_aw_max_positive: rangeMessage({
    ...WATER_ACTIVITY,
    rule: { ...WATER_ACTIVITY.rule, minExclusive: true },
  }),
  arca_quality_potency_within_sample:
    'The cannabinoids and terpenes together cannot be more than 100 % of the sample.',
  // The database also caps the reason at 500 characters; the form's input cannot hold more.
  arca_entries_override_reason_length: textTooShort('override reason', 5),
  arca_entries_photos_path: 'A photo could not be attached. Take or choose it again.',
};

/**
 * The message a form shows when a value of this measure is out of range, in the stored unit (for
 * a "greater than" rule, the message about its lower limit).
 */
export function rangeMessage(measure: PlainMeasure | UnitMeasure<string>): string {
  const rule = measure.rule;
  if ('units' in rule) {
    const q = rule as QuantityRule<string>;
    const canonical = (measure as UnitMeasure<string>).canonical;
    const checked = checkQuantity(q.minExclusive ? q.min : q.max + Math.abs(q.max) + 1, canonical, q);
    return checked.ok ? '' : checked.message;
  }
  const n = rule as NumberRule;
  const checked = checkNumber(n.minExclusive ? n.min : n.max + Math.abs(n.max) + 1, n);
  return checked.ok ? '' : checked.message;
}

function messageText(error: unknown): string {
  const m = (error as { message?: unknown } | null)?.message;
  return typeof m === 'string' ? m : '';
}

export function recordErrorMessage(error: unknown): string {
  // A running interval: the database's sentences, with the times in the grower's zone.
  const holds = holdsOfError(error);
  if (holds) return holdRefusal(holds);
  if (getErrorCode(error) === '23514') {
    const text = messageText(error);
    const domain = /domain (?:public\.)?(arca_[a-z_]+)/.exec(text)?.[1];
    const measure = domain ? MEASURES_BY_DOMAIN[domain] : undefined;
    if (measure) return rangeMessage(measure);
    const constraint = /constraint "([a-z_]+)"/.exec(text)?.[1];
    const known = constraint ? CONSTRAINT_MESSAGES[constraint] : undefined;
    if (known) return known;
  }
  return getErrorMessage(error);
}
