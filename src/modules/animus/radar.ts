// Data for the trait radar (card) and the compare radar (spec-2 §2, §9: 5 rings on a 0-10 scale,
// axes such as Aroma Intensity, Flavor Quality, Smoke Quality and Overall Quality).
import type { Selection } from './selection';
import { RATING_MAX } from './selection';

export interface RadarAxis {
  trait: string;
  value: (s: Selection) => number;
}

/**
 * Smoke Quality turns harshness (lower is smoother) around so that outward is better on every axis:
 * 11 - harshness on the 1-10 scale; unrated (0) stays 0.
 */
export const RADAR_AXES: readonly RadarAxis[] = [
  { trait: 'Structure', value: (s) => s.growthMetrics.structure },
  { trait: 'Vigor', value: (s) => s.growthMetrics.vigor },
  { trait: 'Yield', value: (s) => s.growthMetrics.yield },
  { trait: 'Frost', value: (s) => s.growthMetrics.frost },
  { trait: 'Aroma Intensity', value: (s) => s.sensoryData?.aroma_intensity ?? 0 },
  { trait: 'Flavor Quality', value: (s) => s.sensoryData?.flavor_quality ?? 0 },
  {
    trait: 'Smoke Quality',
    value: (s) => {
      const h = s.sensoryData?.smoke_harshness ?? 0;
      return h > 0 ? RATING_MAX + 1 - h : 0;
    },
  },
  { trait: 'Overall Quality', value: (s) => s.growthMetrics.overall },
];

/** One row per axis: { trait, [selection id]: value } for every selection given. */
export function radarRows(selections: readonly Selection[]): Array<Record<string, string | number>> {
  return RADAR_AXES.map((axis) => {
    const row: Record<string, string | number> = { trait: axis.trait };
    for (const s of selections) row[s.id] = axis.value(s);
    return row;
  });
}

/** Series colours, distinct enough for up to six selections. */
export const SERIES_COLORS = ['#15803d', '#7c3aed', '#ea580c', '#0284c7', '#db2777', '#ca8a04'] as const;

/** The compare radar shows at most this many selections (beyond the spec's two). */
export const COMPARE_RADAR_MAX = 6;
