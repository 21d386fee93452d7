// Display formats shared by the Agora screens.
import { formatMoney } from '@/lib/format';

/** An hourly rate in whole US dollars (spec-1 §9), e.g. '$150'. */
export const formatRate = (rate: number) => formatMoney(rate, { precision: 'whole' });

/** A price with cents, e.g. '$187.50'. */
export const formatPrice = (amount: number) => formatMoney(amount);

export const DAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

/** '09:00'–'17:00' as '9:00 AM – 5:00 PM'. */
export function formatHour(hhmm: string): string {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  const suffix = h < 12 ? 'AM' : 'PM';
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}:${String(m).padStart(2, '0')} ${suffix}`;
}

export interface AvailableHours {
  start: string;
  end: string;
}

/** available_hours may be an object or JSON text (spec-2 §3); default 09:00–17:00. */
export function parseAvailableHours(value: unknown): AvailableHours {
  let v = value;
  if (typeof v === 'string') {
    try {
      v = JSON.parse(v);
    } catch {
      v = null;
    }
  }
  if (v && typeof v === 'object' && 'start' in v && 'end' in v) {
    const { start, end } = v as Record<string, unknown>;
    if (typeof start === 'string' && typeof end === 'string') return { start, end };
  }
  return { start: '09:00', end: '17:00' };
}

/** Days 0–6 (0 = Sunday) as 'Monday – Friday' when consecutive, else a list. */
export function formatDays(days: readonly number[]): string {
  const sorted = [...new Set(days)].filter((d) => d >= 0 && d <= 6).sort((a, b) => a - b);
  if (sorted.length === 0) return 'No days set';
  if (sorted.length === 7) return 'Every day';
  const consecutive = sorted.every((d, i) => i === 0 || d === sorted[i - 1]! + 1);
  if (consecutive && sorted.length >= 3) return `${DAY_NAMES[sorted[0]!]} – ${DAY_NAMES[sorted.at(-1)!]}`;
  return sorted.map((d) => DAY_NAMES[d]!.slice(0, 3)).join(', ');
}
