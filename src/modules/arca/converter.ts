// State of the two-way converter boxes: the side typed in last is the source, the other side is
// computed from it, so editing either one recomputes the other.
import { dliFromPpfd, ppfdFromDli } from './dli.ts';
import {
  convertToAllUnits,
  convertUnit,
  converterSchemas,
  EC_UNIT_LABELS,
  type ConverterKind,
  type EcUnit,
} from './units.ts';
import { parseWith } from './validation.ts';
import { toFormNumber } from '@/lib/decimal';

export interface ConverterState {
  /** The side the user typed in last; the other side is computed from it. */
  source: 'a' | 'b';
  text: string;
  aUnit: string;
  bUnit: string;
}

/** What a text box holds: "1,5" is read as 1.5, blank as nothing (the app's one reader). */
export function readNumber(text: string): number {
  return toFormNumber(text);
}

/** A computed value written back into an input: six significant figures, no float noise. */
export function toInputText(value: number): string {
  return String(Number(value.toPrecision(6)));
}

export function convertState(kind: ConverterKind, state: ConverterState) {
  const fromUnit = state.source === 'a' ? state.aUnit : state.bUnit;
  const toUnit = state.source === 'a' ? state.bUnit : state.aUnit;
  const parsed = parseWith(converterSchemas[kind], { value: readNumber(state.text), unit: fromUnit });
  if (!parsed.ok) return { ok: false as const, message: parsed.message };
  const converted = convertUnit(kind, parsed.value.value, fromUnit as never, toUnit as never);
  const all = convertToAllUnits(kind, parsed.value.value, fromUnit as never);
  if (!converted.ok) return { ok: false as const, message: converted.message };
  if (!all.ok) return { ok: false as const, message: all.message };
  return {
    ok: true as const,
    value: parsed.value.value,
    converted: converted.value,
    all: all.value as Record<string, number>,
  };
}

export interface LightState {
  /** Which of PPFD and DLI the user typed last; the other is computed. */
  source: 'ppfd' | 'dli';
  ppfd: string;
  dli: string;
  photoperiod: string;
}

export const LIGHT_DEFAULTS: LightState = { source: 'ppfd', ppfd: '600', dli: '', photoperiod: '18' };

export function lightResult(state: LightState) {
  const photoperiodHours = readNumber(state.photoperiod);
  if (state.source === 'ppfd') {
    const dli = dliFromPpfd({ ppfd: readNumber(state.ppfd), photoperiodHours });
    return dli.ok ? { ok: true as const, ppfd: readNumber(state.ppfd), dli: dli.value } : dli;
  }
  const ppfd = ppfdFromDli({ dli: readNumber(state.dli), photoperiodHours });
  return ppfd.ok ? { ok: true as const, ppfd: ppfd.value, dli: readNumber(state.dli) } : ppfd;
}

/** "ppm 500 (NaCl / US)": the ppm scales always carry their scale. */
export const ecUnitName = (unit: EcUnit) =>
  unit.startsWith('ppm') ? `ppm ${EC_UNIT_LABELS[unit]}` : EC_UNIT_LABELS[unit];

/** Short enough for a unit picker on a phone; the result list spells each scale out. */
export const ecPickerLabel = (unit: EcUnit) =>
  ({ ppm500: 'ppm 500 (US)', ppm640: 'ppm 640 (EU)', ppm700: 'ppm 700 (AU)' })[unit as string] ??
  EC_UNIT_LABELS[unit];
