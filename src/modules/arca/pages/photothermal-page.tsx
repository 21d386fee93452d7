import { useEffect } from 'react';
import { toOptions } from '../display';
import { formatNumber } from '../format';
import {
  calculatePhotothermal,
  photothermalSchema,
  PTR_STAGES,
  type PhotothermalInput,
} from '../photothermal';
import { TEMPERATURE_SCALES, TEMPERATURE_UNITS } from '../units';
import { FieldGroup, NumberField, SelectField } from '../components/fields';
import { MobileSummary, ResultCard, ToolLayout, type ResultItem } from '../components/results';
import { FormSavedCalculations } from '../components/saved-calculations';
import { fieldError, useToolForm } from '../components/use-tool-form';
import { numberInput } from '@/lib/decimal';

const DEFAULTS: PhotothermalInput = {
  light: { mode: 'ppfd', ppfd: 600, photoperiodHours: 18 },
  temperatureUnit: 'C',
  dayTemperature: 26,
  dayHours: 18,
  nightTemperature: 20,
  nightHours: 6,
  baseTemperature: 10,
  stage: 'vegetative',
};

const PTR_UNIT = 'mol m⁻² d⁻¹ °C⁻¹';

export function PhotothermalPage() {
  const { form, values } = useToolForm({
    schema: photothermalSchema,
    tool: 'arca-photothermal',
    defaults: DEFAULTS,
    unitFields: { temperatureUnit: TEMPERATURE_UNITS },
  });
  const { register, formState, setValue } = form;
  const input = { ...values, stage: (values.stage as string) === '' ? undefined : values.stage };
  const result = calculatePhotothermal(input);
  const error = (path: string) =>
    fieldError(formState.errors, path) ?? (!result.ok && result.field === path ? result.message : undefined);
  const tempUnit = TEMPERATURE_SCALES[values.temperatureUnit]?.label ?? '°C';

  // The day temperature usually runs for the photoperiod; fill the hours from it (still editable).
  const photoperiod = values.light?.mode === 'ppfd' ? values.light.photoperiodHours : undefined;
  useEffect(() => {
    if (typeof photoperiod === 'number' && photoperiod > 0 && photoperiod <= 24) {
      setValue('dayHours', photoperiod, { shouldValidate: true });
      setValue('nightHours', Number((24 - photoperiod).toFixed(4)), { shouldValidate: true });
    }
  }, [photoperiod, setValue]);

  const items: ResultItem[] = [];
  if (result.ok) {
    const r = result.value;
    items.push(
      { label: 'Photothermal ratio', value: formatNumber(r.ptr, 2), unit: PTR_UNIT, primary: true },
      { label: 'Daily light integral', value: formatNumber(r.dli, 1), unit: 'mol m⁻² d⁻¹' },
      {
        label: 'Mean daily temperature',
        value: formatNumber(r.meanTemperatureC, 1),
        unit: '°C',
        note: 'Weighted by day and night hours',
      },
    );
    if (r.degreeDay?.ok) {
      items.push({
        label: 'Degree-day ratio',
        value: formatNumber(r.degreeDay.value, 2),
        unit: PTR_UNIT,
        note: `DLI ÷ (mean − ${formatNumber(r.degreeDay.baseTemperatureC, 1)} °C base)`,
      });
    }
  }

  return (
    <ToolLayout
      summary={
        <MobileSummary
          label="Photothermal ratio"
          value={result.ok ? `${formatNumber(result.value.ptr, 2)} ${PTR_UNIT}` : null}
        />
      }
      title="Photothermal Ratio Calculator"
      description="Light integral against temperature: DLI ÷ mean daily temperature, with the degree-day variant and a plain-English reading."
      inputs={
        <form noValidate onSubmit={(e) => e.preventDefault()} className="flex flex-col gap-4">
          <FieldGroup title="Light">
            <SelectField
              label="Light input"
              className="sm:col-span-2"
              options={[
                { value: 'ppfd', label: 'PPFD and photoperiod' },
                { value: 'dli', label: 'DLI (measured)' },
              ]}
              value={values.light?.mode ?? 'ppfd'}
              onChange={(mode) =>
                setValue(
                  'light',
                  mode === 'dli'
                    ? { mode: 'dli', dli: result.ok ? Number(result.value.dli.toFixed(2)) : 30 }
                    : { mode: 'ppfd', ppfd: 600, photoperiodHours: 18 },
                  { shouldValidate: true },
                )
              }
            />
            {values.light?.mode === 'dli' ? (
              <NumberField
                label="DLI"
                suffix="mol/m²/d"
                registration={register('light.dli', numberInput)}
                error={error('light.dli')}
              />
            ) : (
              <>
                <NumberField
                  label="PPFD"
                  suffix="µmol/m²/s"
                  registration={register('light.ppfd', numberInput)}
                  error={error('light.ppfd')}
                />
                <NumberField
                  label="Photoperiod"
                  suffix="h"
                  registration={register('light.photoperiodHours', numberInput)}
                  error={error('light.photoperiodHours')}
                />
              </>
            )}
          </FieldGroup>
          <FieldGroup title="Temperature">
            <SelectField
              label="Temperature unit"
              registration={register('temperatureUnit')}
              options={toOptions(TEMPERATURE_UNITS, (u) => TEMPERATURE_SCALES[u].label)}
            />
            <SelectField
              label="Growth stage"
              registration={register('stage')}
              options={[
                { value: '', label: 'No reading' },
                ...toOptions(PTR_STAGES, (s) => (s === 'vegetative' ? 'Vegetative' : 'Flowering')),
              ]}
            />
            <NumberField
              label="Day temperature"
              suffix={tempUnit}
              registration={register('dayTemperature', numberInput)}
              error={error('dayTemperature')}
            />
            <NumberField
              label="Day hours"
              suffix="h"
              registration={register('dayHours', numberInput)}
              error={error('dayHours')}
            />
            <NumberField
              label="Night temperature"
              suffix={tempUnit}
              registration={register('nightTemperature', numberInput)}
              error={error('nightTemperature')}
            />
            <NumberField
              label="Night hours"
              suffix="h"
              registration={register('nightHours', numberInput)}
              error={error('nightHours')}
            />
            <NumberField
              label="Base temperature (optional)"
              suffix={tempUnit}
              className="sm:col-span-2"
              registration={register('baseTemperature', numberInput)}
              error={error('baseTemperature')}
              hint="The crop's base temperature, for the degree-day ratio"
            />
          </FieldGroup>
        </form>
      }
      results={
        <>
          <ResultCard title="Ratio" items={items} error={result.ok ? null : result.message}>
            {result.ok && result.value.degreeDay && !result.value.degreeDay.ok && (
              <p className="mt-3 rounded-lg bg-brand-50 px-3 py-2 text-sm text-muted">
                {result.value.degreeDay.message}
              </p>
            )}
          </ResultCard>
          {result.ok && result.value.reading && (
            <section
              aria-label="What it means"
              className="rounded-2xl border border-line bg-white p-4 shadow-xs sm:p-5"
            >
              <h2 className="text-base font-semibold text-brand-950">What it means</h2>
              <p className="mt-2 text-sm text-ink">{result.value.reading.text}</p>
            </section>
          )}
          <FormSavedCalculations
            toolId="arca-photothermal"
            form={form}
            defaults={DEFAULTS}
            values={values}
            result={result}
          />
        </>
      }
    />
  );
}
