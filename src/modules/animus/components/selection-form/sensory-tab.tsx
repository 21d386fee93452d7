// The form's Sensory Data tab: rating sliders, ash colour, and aroma and flavour profiles with
// suggestions.
import { Controller, type UseFormReturn } from 'react-hook-form';
import { SelectField } from '@/components/ui/fields';
import { Slider } from '@/components/ui/slider';
import { addProfile, ratingSlider, removeProfile, type SelectionFormValues } from '../../form-rules';
import {
  AROMA_PROFILE_SUGGESTIONS,
  ASH_COLOR_OPTIONS,
  FLAVOR_PROFILE_SUGGESTIONS,
  SENSORY_RATING_KEYS,
  SENSORY_RATING_LABELS,
} from '../../selection';
import { ChipInput, RemovableList, Suggestions } from '../chip-input';

export function SensoryTab({
  form,
  values,
}: {
  form: UseFormReturn<SelectionFormValues>;
  values: SelectionFormValues;
}) {
  const { control, register, setValue, getValues } = form;
  const sensory = values.sensoryData;
  return (
    <>
      {SENSORY_RATING_KEYS.map((k) => (
        <Controller
          key={k}
          control={control}
          name={`sensoryData.${k}`}
          render={({ field }) => (
            <Slider
              label={SENSORY_RATING_LABELS[k]}
              value={field.value}
              onValueChange={field.onChange}
              {...ratingSlider(k)}
            />
          )}
        />
      ))}
      <SelectField label="Ash color" {...register('sensoryData.ash_color')}>
        {ASH_COLOR_OPTIONS.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </SelectField>
      {(['aroma', 'flavor'] as const).map((kind) => {
        const key = kind === 'aroma' ? 'sensoryData.aroma_profiles' : 'sensoryData.flavor_profiles';
        const list = (kind === 'aroma' ? sensory?.aroma_profiles : sensory?.flavor_profiles) ?? [];
        return (
          <div key={kind} className="flex flex-col gap-2">
            <ChipInput
              label={kind === 'aroma' ? 'Aroma profiles' : 'Flavor profiles'}
              addLabel={kind === 'aroma' ? 'Add aroma profile' : 'Add flavor profile'}
              onAdd={(t) => setValue(key, addProfile(getValues(key), t), { shouldDirty: true })}
            />
            <RemovableList
              items={list}
              onRemove={(i) =>
                setValue(key, removeProfile(getValues(key), list[i] ?? ''), { shouldDirty: true })
              }
            />
            <Suggestions
              label="Suggestions"
              items={kind === 'aroma' ? AROMA_PROFILE_SUGGESTIONS : FLAVOR_PROFILE_SUGGESTIONS}
              chosen={list}
              onPick={(p) => setValue(key, addProfile(getValues(key), p), { shouldDirty: true })}
            />
          </div>
        );
      })}
    </>
  );
}
