// Daily light integral. Domain reference ("DLI"): DLI (mol m⁻² d⁻¹) = PPFD (µmol m⁻² s⁻¹) ×
// photoperiod (h) × 0.0036, the 0.0036 being 3,600 s/h ÷ 1,000,000 µmol/mol.
import { z } from 'zod/mini';
import { finiteOrFail, numberField, parseWith, type NumberRule, type Result } from './validation.ts';

export const DLI_PER_PPFD_HOUR = 0.0036;

// Full sun is about 2,000–2,300 µmol m⁻² s⁻¹; anything past 3,000 is a typo, not a lamp.
export const PPFD_RULE: NumberRule = {
  subject: 'a PPFD',
  min: 0,
  max: 3000,
  minExclusive: true,
  unit: 'µmol m⁻² s⁻¹',
};
export const PHOTOPERIOD_RULE: NumberRule = {
  subject: 'a photoperiod',
  min: 0,
  max: 24,
  minExclusive: true,
  unit: 'h',
};
// The PPFD cap held for 24 h gives 259.2; outdoor DLI tops out near 65.
export const DLI_RULE: NumberRule = {
  subject: 'a DLI',
  min: 0,
  max: 260,
  minExclusive: true,
  unit: 'mol m⁻² d⁻¹',
};

export const dliFromPpfdSchema = z.object({
  ppfd: numberField(PPFD_RULE),
  photoperiodHours: numberField(PHOTOPERIOD_RULE),
});
export type DliFromPpfdInput = z.infer<typeof dliFromPpfdSchema>;

export const ppfdFromDliSchema = z.object({
  dli: numberField(DLI_RULE),
  photoperiodHours: numberField(PHOTOPERIOD_RULE),
});
export type PpfdFromDliInput = z.infer<typeof ppfdFromDliSchema>;

/** DLI in mol m⁻² d⁻¹ from a constant PPFD held for the photoperiod. */
export function dliFromPpfd(input: DliFromPpfdInput): Result<number> {
  const parsed = parseWith(dliFromPpfdSchema, input);
  if (!parsed.ok) return parsed;
  return finiteOrFail(parsed.value.ppfd * parsed.value.photoperiodHours * DLI_PER_PPFD_HOUR);
}

/** The constant PPFD (µmol m⁻² s⁻¹) that delivers a DLI over the photoperiod. */
export function ppfdFromDli(input: PpfdFromDliInput): Result<number> {
  const parsed = parseWith(ppfdFromDliSchema, input);
  if (!parsed.ok) return parsed;
  return finiteOrFail(parsed.value.dli / (parsed.value.photoperiodHours * DLI_PER_PPFD_HOUR));
}
