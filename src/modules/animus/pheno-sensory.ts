import type { Pheno } from './api/get-phenos';
import type { SensoryData } from './selection';
import { ASH_COLOR_OPTIONS } from './selection';

/** A plant's sensory record as SensoryData; null when it has none. */
export function phenoSensory(pheno: Pheno | undefined): SensoryData | null {
  const s = pheno?.sensory;
  if (!s) return null;
  return {
    aroma_intensity: s.aroma_intensity ?? 0,
    aroma_quality: s.aroma_quality ?? 0,
    aroma_profiles: s.aroma_profile,
    flavor_intensity: s.flavor_intensity ?? 0,
    flavor_quality: s.flavor_quality ?? 0,
    flavor_profiles: s.flavor_profile,
    smoke_harshness: s.smoke_harshness ?? 0,
    ash_color: ASH_COLOR_OPTIONS.find((o) => o.value === s.ash_color)?.value ?? 'white',
  };
}
