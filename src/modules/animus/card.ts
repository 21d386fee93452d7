// Collapsed-card limits (spec-2 §2 "Selection card", §9 card limits).
import type { SensoryData, SensoryRatingKey } from './selection';
import { CARD_RATIONALE_LIMIT, SENSORY_RATING_KEYS, SENSORY_RATING_LABELS } from './selection';

export interface LimitedList<T> {
  visible: T[];
  /** Shown as '+N more' when above 0. */
  hiddenCount: number;
}

export function limitList<T>(items: readonly T[], limit: number): LimitedList<T> {
  return { visible: items.slice(0, limit), hiddenCount: Math.max(0, items.length - limit) };
}

/** The collapsed card's rationale: the first 150 characters plus '...' when longer. */
export function truncateRationale(text: string, limit: number = CARD_RATIONALE_LIMIT): string {
  return text.length > limit ? `${text.slice(0, limit)}...` : text;
}

export interface SensoryBar {
  key: SensoryRatingKey;
  label: string;
  value: number;
}

/** The expanded card's Sensory Profile: only metrics with a value above 0. */
export function sensoryBars(sensory: SensoryData | null): SensoryBar[] {
  if (!sensory) return [];
  return SENSORY_RATING_KEYS.filter((k) => sensory[k] > 0).map((k) => ({
    key: k,
    label: SENSORY_RATING_LABELS[k],
    value: sensory[k],
  }));
}
