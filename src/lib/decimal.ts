// The one reader of typed numbers. A browser's <input type="number"> silently drops a decimal comma
// in an English locale ("3,5" became 35: 350 mL a plant read as 3,500 mL), so every numeric field is
// a text field read here instead: "," and "." are both decimal separators, the locale's grouping is
// understood, and anything that could be read two ways is refused with a message instead of guessed.

export type DecimalReading =
  | {
      ok: true;
      value: number;
      /** The text was not a plain "1234.5", so say how it was read. */ echo: boolean;
    }
  | { ok: true; value: null; echo: false }
  | { ok: false; message: string };

export const NOT_A_NUMBER = 'Enter a number, e.g. 3.5 or 3,5.';

/** The grouping and decimal characters of a locale ("en-US" → "," and "."). */
export function separatorsOf(locale?: string): { group: string; decimal: string } {
  let group = ',';
  let decimal = '.';
  try {
    for (const part of new Intl.NumberFormat(locale).formatToParts(12345.6)) {
      if (part.type === 'group') group = part.value;
      if (part.type === 'decimal') decimal = part.value;
    }
  } catch {
    // An unknown locale tag reads like English.
  }
  return { group, decimal };
}

export function browserLocale(): string | undefined {
  return typeof navigator === 'undefined' ? undefined : navigator.language;
}

// Spaces of every width and the apostrophes some locales group with; never a decimal separator.
const SPACE_GROUPS = /[\s\u00a0\u202f'’]/;

/**
 * Reads what a person typed. Empty text is `value: null`. The decimal separator may be "," or ".";
 * grouping ("1,234.5", "1.234,5", "1 234,5") must come in threes. A single separator followed by
 * exactly three digits ("1,234") is refused when it is the locale's grouping character: it could
 * be either one thousand two hundred and thirty-four or one point two three four.
 */
export function parseDecimal(text: string, locale: string | undefined = browserLocale()): DecimalReading {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, value: null, echo: false };
  const match = /^([+-]?)(.*)$/.exec(trimmed.replace(/^[−–]/, '-'))!;
  const sign = match[1] === '-' ? -1 : 1;
  let body = match[2]!;
  if (!/^[\d.,\s\u00a0\u202f'’]+$/.test(body) || !/\d/.test(body))
    return { ok: false, message: NOT_A_NUMBER };

  let spaced = false;
  if (SPACE_GROUPS.test(body)) {
    // Spaces group thousands only between digits in threes: "1 234" or "12 345,5".
    if (!/^\d{1,3}([\s\u00a0\u202f'’]\d{3})+([.,]\d*)?$/.test(body))
      return { ok: false, message: NOT_A_NUMBER };
    body = body.replace(new RegExp(SPACE_GROUPS.source, 'g'), '');
    spaced = true;
  }

  const commas = body.split(',').length - 1;
  const points = body.split('.').length - 1;
  let integer: string;
  let fraction = '';
  if (commas && points) {
    // Both present: the last one is the decimal separator, the other groups in threes.
    const decimal = body.lastIndexOf(',') > body.lastIndexOf('.') ? ',' : '.';
    const group = decimal === ',' ? '.' : ',';
    const [whole, frac, ...rest] = body.split(decimal);
    if (rest.length || !grouped(whole!, group)) return { ok: false, message: NOT_A_NUMBER };
    integer = whole!.split(group).join('');
    fraction = frac!;
  } else if (commas + points > 1) {
    // One kind, several times: grouping only ("1,234,567"); a decimal part cannot follow.
    const group = commas ? ',' : '.';
    if (!grouped(body, group)) return { ok: false, message: NOT_A_NUMBER };
    integer = body.split(group).join('');
  } else if (commas + points === 1) {
    const separator = commas ? ',' : '.';
    [integer, fraction] = body.split(separator) as [string, string];
    const { group } = separatorsOf(locale);
    if (!spaced && separator === group && fraction.length === 3 && /^[1-9]\d{0,2}$/.test(integer)) {
      const thousands = `${integer}${fraction}`;
      const decimal = `${integer}.${fraction}`;
      return {
        ok: false,
        message: `“${trimmed}” could be ${thousands} or ${decimal}: type ${thousands} or ${integer}${separator === ',' ? '.' : ','}${fraction}.`,
      };
    }
    if (spaced && integer === '') return { ok: false, message: NOT_A_NUMBER };
  } else {
    integer = body;
  }
  if (integer === '' && fraction === '') return { ok: false, message: NOT_A_NUMBER };
  const value = sign * Number(`${integer || '0'}.${fraction || '0'}`);
  if (!Number.isFinite(value)) return { ok: false, message: NOT_A_NUMBER };
  const plain = /^[+-]?(\d+\.?\d*|\.\d+)$/.test(trimmed);
  return { ok: true, value: value === 0 ? 0 : value, echo: !plain };
}

/** "1,234,567" with `,`: a first group of one to three digits, then groups of exactly three. */
function grouped(text: string, group: string): boolean {
  const parts = text.split(group);
  return /^\d{1,3}$/.test(parts[0]!) && parts.slice(1).every((p) => /^\d{3}$/.test(p));
}

/** How a read value is shown back: the locale's own way, every typed decimal kept. */
export function formatReading(value: number, locale: string | undefined = browserLocale()): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 20 }).format(value);
}

/**
 * What a form stores for a numeric field: the number; NaN when it is empty, as `valueAsNumber` did
 * (the schemas read NaN as blank); Infinity when the text cannot be read, which every schema's
 * finite-number rule refuses, so an optional field never passes unreadable text off as blank.
 */
export function toFormNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (value === undefined || value === null) return Number.NaN;
  const reading = parseDecimal(String(value));
  if (!reading.ok) return Number.POSITIVE_INFINITY;
  return reading.value ?? Number.NaN;
}

/** The register() options of every numeric field: `register('ec', numberInput)`. */
export const numberInput = { setValueAs: toFormNumber } as const;
