import { ecUnitName } from '../converter';
import { toOptions } from '../display';
import { formatNumber } from '../format';
import {
  compensateEcTo25,
  EC_SCALES,
  EC_UNITS,
  ecCompensationSchema,
  TEMPERATURE_SCALES,
  TEMPERATURE_UNITS,
  type EcCompensationInput,
} from '../units';
import { FieldGroup, NumberField } from './fields';
import { ResultCard } from './results';
import { fieldError, useToolForm } from './use-tool-form';
import { numberInput } from '@/lib/decimal';

const DEFAULTS: EcCompensationInput = { ec: 1.8, ecUnit: 'mS/cm', temperature: 20, temperatureUnit: 'C' };

/** Refers a meter reading taken at the solution's temperature to 25 °C. */
export function EcCompensationCard() {
  const { form, values } = useToolForm({
    schema: ecCompensationSchema,
    tool: 'arca-converter-ec25',
    defaults: DEFAULTS,
    unitFields: { ecUnit: EC_UNITS, temperatureUnit: TEMPERATURE_UNITS },
  });
  const { register, formState } = form;
  const result = compensateEcTo25(values);
  const error = (path: keyof EcCompensationInput) =>
    fieldError(formState.errors, path) ?? (!result.ok && result.field === path ? result.message : undefined);
  const unit = EC_SCALES[values.ecUnit]?.label ?? '';

  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2 lg:items-start">
      <form noValidate onSubmit={(e) => e.preventDefault()}>
        <FieldGroup title="EC temperature compensation">
          <NumberField
            label="EC reading"
            registration={register('ec', numberInput)}
            error={error('ec')}
            unit={{
              label: 'EC reading unit',
              registration: register('ecUnit'),
              options: toOptions(EC_UNITS, ecUnitName),
            }}
          />
          <NumberField
            label="Solution temperature"
            registration={register('temperature', numberInput)}
            error={error('temperature')}
            unit={{
              label: 'Solution temperature unit',
              registration: register('temperatureUnit'),
              options: toOptions(TEMPERATURE_UNITS, (u) => TEMPERATURE_SCALES[u].label),
            }}
          />
        </FieldGroup>
      </form>
      <ResultCard
        title="EC at 25 °C"
        error={result.ok ? null : result.message}
        items={
          result.ok
            ? [
                {
                  label: 'Compensated EC',
                  value: formatNumber(result.value.ec25, 3),
                  unit,
                  primary: true,
                  note: `Reading ÷ ${formatNumber(result.value.divisor, 4)} (1.9 % per °C)`,
                },
                {
                  label: 'EC at 25 °C in mS/cm',
                  value: formatNumber(result.value.ec25AllUnits['mS/cm'], 3),
                  unit: 'mS/cm',
                },
              ]
            : []
        }
      />
    </div>
  );
}
