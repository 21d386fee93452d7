// The form's Growth Metrics tab: one shared Slider per metric, Overall in half steps.
import { Controller, type Control } from 'react-hook-form';
import { Slider } from '@/components/ui/slider';
import { ratingSlider, type SelectionFormValues } from '../../form-rules';
import { GROWTH_METRIC_KEYS, GROWTH_METRIC_LABELS } from '../../selection';

export function GrowthTab({ control }: { control: Control<SelectionFormValues> }) {
  return (
    <>
      {GROWTH_METRIC_KEYS.map((k) => (
        <Controller
          key={k}
          control={control}
          name={`growthMetrics.${k}`}
          render={({ field }) => (
            <Slider
              label={GROWTH_METRIC_LABELS[k]}
              value={field.value}
              onValueChange={field.onChange}
              format={(v) => (k === 'overall' ? v.toFixed(1) : String(v))}
              {...ratingSlider(k)}
            />
          )}
        />
      ))}
    </>
  );
}
