// Display rounding shared by the calculator screens (the pure modules return unrounded numbers).
import { formatNumber } from './format.ts';

/** Millilitres as growers read them: whole mL from 100 up, one decimal below. */
export const formatMl = (ml: number) => formatNumber(ml, ml >= 100 ? 0 : 1);

/** Volumes for a whole zone switch to litres once they pass 10 L. */
export function formatVolume(ml: number): { value: string; unit: string } {
  return ml >= 10_000
    ? { value: formatNumber(ml / 1000, 1), unit: 'L' }
    : { value: formatMl(ml), unit: 'mL' };
}

/** Three significant figures for converter results, never exponent notation. */
export function formatConverted(value: number): string {
  const abs = Math.abs(value);
  if (abs === 0) return '0';
  const decimals = abs >= 100 ? 1 : abs >= 1 ? 3 : Math.min(8, 2 - Math.floor(Math.log10(abs)) + 1);
  return formatNumber(value, decimals);
}

export interface Option {
  value: string;
  label: string;
}

export const toOptions = <T extends string>(values: readonly T[], label: (value: T) => string): Option[] =>
  values.map((value) => ({ value, label: label(value) }));
