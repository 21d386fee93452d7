import { useEffect } from 'react';
import { cn } from '@/lib/cn';
import { toOptions } from '../display';
import { formatNumber } from '../format';
import { TEMPERATURE_SCALES, TEMPERATURE_UNITS } from '../units';
import {
  calculateVpd,
  DEFAULT_LEAF_OFFSET_C,
  VPD_BANDS,
  VPD_STAGES,
  vpdSchema,
  type VpdInput,
  type VpdStage,
} from '../vpd';
import { FieldGroup, NumberField, SelectField } from './fields';
import { ResultCard, type ResultItem } from './results';
import { fieldError, useToolForm } from './use-tool-form';
import { numberInput } from '@/lib/decimal';

const VPD_DEFAULTS: VpdInput = {
  airTemperature: 26,
  temperatureUnit: 'C',
  relativeHumidity: 60,
  leafOffset: DEFAULT_LEAF_OFFSET_C,
  stage: 'vegetative',
};

/** Air and leaf VPD with the propagation / veg / flower guidance bands. */
export function VpdCard({
  restore,
  onValues,
}: {
  restore?: Partial<VpdInput> | null;
  onValues?: (values: VpdInput, summary: string | null) => void;
}) {
  const { form, values } = useToolForm({
    schema: vpdSchema,
    tool: 'arca-converter-vpd',
    defaults: VPD_DEFAULTS,
    unitFields: { temperatureUnit: TEMPERATURE_UNITS },
  });
  const { register, formState, reset } = form;
  useEffect(() => {
    if (restore) reset({ ...VPD_DEFAULTS, ...restore });
  }, [restore, reset]);

  const input = { ...values, stage: (values.stage as string) === '' ? undefined : values.stage };
  const result = calculateVpd(input);
  const error = (path: keyof VpdInput) =>
    fieldError(formState.errors, path) ?? (!result.ok && result.field === path ? result.message : undefined);
  const summary = result.ok
    ? `Leaf VPD ${formatNumber(result.value.leafVpdKpa)} kPa, air VPD ${formatNumber(result.value.airVpdKpa)} kPa`
    : null;
  useEffect(() => onValues?.(input, summary), [JSON.stringify(input), summary]); // eslint-disable-line react-hooks/exhaustive-deps

  const unit = TEMPERATURE_SCALES[values.temperatureUnit]?.label ?? '°C';
  const items: ResultItem[] = [];
  if (result.ok) {
    const r = result.value;
    items.push(
      {
        label: 'Leaf VPD',
        value: formatNumber(r.leafVpdKpa),
        unit: 'kPa',
        primary: true,
        note: r.leafReading?.message,
      },
      { label: 'Air VPD', value: formatNumber(r.airVpdKpa), unit: 'kPa', note: r.airReading?.message },
      { label: 'Leaf temperature', value: formatNumber(r.leafTemperatureC, 1), unit: '°C' },
    );
  }
  const leaf = result.ok ? result.value.leafVpdKpa : null;

  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2 lg:items-start">
      <form noValidate onSubmit={(e) => e.preventDefault()}>
        <FieldGroup title="Vapour pressure deficit">
          <NumberField
            label="Air temperature"
            registration={register('airTemperature', numberInput)}
            error={error('airTemperature')}
            unit={{
              label: 'Temperature unit',
              registration: register('temperatureUnit'),
              options: toOptions(TEMPERATURE_UNITS, (u) => TEMPERATURE_SCALES[u].label),
            }}
          />
          <NumberField
            label="Relative humidity"
            suffix="%"
            registration={register('relativeHumidity', numberInput)}
            error={error('relativeHumidity')}
          />
          <NumberField
            label="Leaf temperature offset"
            suffix={unit}
            registration={register('leafOffset', numberInput)}
            error={error('leafOffset')}
            hint="Leaf minus air; usually 1–3 degrees below the air under LEDs"
          />
          <SelectField
            label="Growth stage"
            registration={register('stage')}
            options={[{ value: '', label: 'No stage' }, ...toOptions(VPD_STAGES, (s) => VPD_BANDS[s].label)]}
          />
        </FieldGroup>
      </form>
      <div className="flex flex-col gap-4">
        <ResultCard title="VPD" items={items} error={result.ok ? null : result.message}>
          {result.ok && result.value.condensationRisk && (
            <p role="alert" className="mt-3 rounded-lg bg-danger-50 px-3 py-2 text-sm text-danger-700">
              The leaf is at or below the dew point: water can condense on it. Raise the temperature or lower
              the humidity.
            </p>
          )}
        </ResultCard>
        <section
          aria-label="VPD guidance bands"
          className="rounded-2xl border border-line bg-white p-4 shadow-xs sm:p-5"
        >
          <h2 className="text-base font-semibold text-brand-950">Guidance bands (leaf VPD)</h2>
          <ul className="mt-3 flex flex-col gap-2">
            {VPD_STAGES.map((stage: VpdStage) => {
              const band = VPD_BANDS[stage];
              const inside = leaf !== null && leaf >= band.minKpa && leaf <= band.maxKpa;
              return (
                <li
                  key={stage}
                  className={cn(
                    'flex items-center justify-between rounded-lg border px-3 py-2 text-sm',
                    inside
                      ? 'border-brand-400 bg-brand-50 font-semibold text-brand-900'
                      : 'border-line text-ink',
                  )}
                >
                  <span>{band.label}</span>
                  <span className="tabular-nums">
                    {formatNumber(band.minKpa, 1)}–{formatNumber(band.maxKpa, 1)} kPa{inside ? ' ✓' : ''}
                  </span>
                </li>
              );
            })}
          </ul>
          <p className="mt-2 text-xs text-muted">Rules of thumb commonly cited by growers, not limits.</p>
        </section>
      </div>
    </div>
  );
}
