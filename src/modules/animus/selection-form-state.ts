// What the selection form derives from its state, kept out of the dialog so it is tested alone:
// which tab shows the first invalid field, which of the project's plants a typed plant id names,
// and the values a form opens with.
import type { FieldErrors } from 'react-hook-form';
import type { Pheno } from './api/get-phenos';
import { defaultSelectionInput, selectionToFormValues, type SelectionFormValues } from './form-rules';
import { phenoSensory } from './pheno-sensory';
import type { Selection } from './selection';

export type SelectionFormTab = 'basic' | 'growth' | 'sensory' | 'tags';

/** The tab holding the first invalid field, so a failed submit shows what to fix. */
export function tabOfFirstError(errors: FieldErrors<SelectionFormValues>): SelectionFormTab {
  if (errors.plantId || errors.generation || errors.selectionDate || errors.selectionRationale)
    return 'basic';
  if (errors.selectionNotes || errors.selectionHighlights) return 'basic';
  if (errors.growthMetrics) return 'growth';
  if (errors.sensoryData) return 'sensory';
  return 'tags';
}

/** The project's plant whose id is the typed one, ignoring case and surrounding spaces. */
export function matchPheno<P extends { plant_id: string }>(
  phenos: readonly P[],
  plantId: string | undefined,
): P | undefined {
  const wanted = (plantId ?? '').trim().toLowerCase();
  return phenos.find((p) => p.plant_id.trim().toLowerCase() === wanted);
}

/**
 * The values a form opens with: the selection's when editing; else the defaults at `now`, from the
 * plant the user started from (its id, generation and sensory record) when there is one.
 */
export function initialSelectionValues(
  selection: Selection | null | undefined,
  fromPheno: Pheno | null | undefined,
  now: Date,
): SelectionFormValues {
  if (selection) return selectionToFormValues(selection);
  const values = defaultSelectionInput(now, phenoSensory(fromPheno ?? undefined));
  if (fromPheno) {
    values.plantId = fromPheno.plant_id;
    values.generation = fromPheno.generation;
  }
  return values;
}
