import { formatNumber } from '../format';
import {
  forecastIrrigation,
  irrigationForecastSchema,
  type IrrigationForecastInput,
} from '../irrigation-forecast';
import { toOptions } from '../display';
import { SUBSTRATE_INFO, SUBSTRATES } from '../substrates';
import { AREA_SCALES, AREA_UNITS, CONTAINER_VOLUME_SCALES, CONTAINER_VOLUME_UNITS } from '../units';
import { FieldGroup, NumberField, SelectField } from '../components/fields';
import { PlanPrefill } from '../components/plan-prefill';
import { MobileSummary, ResultCard, ToolLayout, type ResultItem } from '../components/results';
import { FormSavedCalculations } from '../components/saved-calculations';
import { fieldError, useToolForm } from '../components/use-tool-form';
import { numberInput } from '@/lib/decimal';

const DEFAULTS: IrrigationForecastInput = {
  roomArea: 50,
  roomAreaUnit: 'm2',
  plantCount: 200,
  containerVolume: 7.57,
  containerVolumeUnit: 'L',
  substrate: 'coco',
  fieldCapacityPct: undefined,
  targetDrybackPct: 15,
  lightHours: 12,
  shotsPerDay: 8,
  shotPct: undefined,
  runoffPct: 15,
  tankVolume: 1000,
  tankVolumeUnit: 'L',
  stockRatio: undefined,
  stockParts: undefined,
};

const litres = (l: number) => formatNumber(l, l >= 100 ? 0 : 1);
const volumeOptions = toOptions(CONTAINER_VOLUME_UNITS, (u) => CONTAINER_VOLUME_SCALES[u].label);

export function IrrigationForecasterPage() {
  const { form, values } = useToolForm({
    schema: irrigationForecastSchema,
    tool: 'arca-irrigation-forecaster',
    defaults: DEFAULTS,
    unitFields: {
      roomAreaUnit: AREA_UNITS,
      containerVolumeUnit: CONTAINER_VOLUME_UNITS,
      tankVolumeUnit: CONTAINER_VOLUME_UNITS,
    },
  });
  const { register, formState } = form;
  const result = forecastIrrigation(values);
  const error = (path: keyof IrrigationForecastInput) =>
    fieldError(formState.errors, path) ?? (!result.ok && result.field === path ? result.message : undefined);
  const typical = (SUBSTRATE_INFO[values.substrate] ?? SUBSTRATE_INFO.coco).fieldCapacityPct;

  const use: ResultItem[] = [];
  const tank: ResultItem[] = [];
  if (result.ok) {
    const r = result.value;
    use.push(
      {
        label: 'Nutrient solution per day',
        value: litres(r.solutionLitres.perDay),
        unit: 'L',
        primary: true,
      },
      { label: 'Nutrient solution per week', value: litres(r.solutionLitres.perWeek), unit: 'L' },
      { label: 'Runoff per day', value: litres(r.runoffLitres.perDay), unit: 'L' },
      {
        label: 'Per plant per day',
        value: formatNumber(r.perPlantMl.applied, 0),
        unit: 'mL',
        note:
          r.basis === 'shots' && r.shots
            ? `${r.shots.perDay} shots of ${formatNumber(r.shots.mlPerShotPerPlant, 0)} mL; ${formatNumber(r.perPlantMl.runoff, 0)} mL drains`
            : `${formatNumber(r.perPlantMl.replaced, 0)} mL replaces the dryback, ${formatNumber(r.perPlantMl.runoff, 0)} mL drains`,
      },
      {
        label: 'Per square metre per day',
        value: formatNumber(r.litresPerSquareMetrePerDay, 2),
        unit: 'L/m²',
        note: `${formatNumber(r.plantsPerSquareMetre, 1)} plants per m²`,
      },
    );
    if (r.shots) {
      use.push({
        label: 'Shot per plant',
        value: formatNumber(r.shots.mlPerShotPerPlant, 0),
        unit: 'mL',
        note: `${r.shots.perDay} shots, one every ${formatNumber(r.shots.averageIntervalMinutes, 0)} min of light on average`,
      });
    }
    if (r.tank) {
      tank.push(
        { label: 'One tank lasts', value: formatNumber(r.tank.daysPerTank, 1), unit: 'days', primary: true },
        {
          label: 'Refills per week',
          value: formatNumber(r.tank.plannedRefillsPerWeek, 0),
          unit: r.tank.plannedRefillsPerWeek === 1 ? 'refill' : 'refills',
          note: `${formatNumber(r.tank.refillsPerWeek, 2)} tanks of solution a week`,
        },
      );
    }
    if (r.concentrateLitresPerPart) {
      const c = r.concentrateLitresPerPart;
      tank.push({
        label: `Concentrate per part at 1:${formatNumber(c.ratio, 0)}`,
        value: litres(c.perWeek),
        unit: 'L per week',
        note: `${litres(c.perDay)} L a day of each of ${c.parts} ${c.parts === 1 ? 'part' : 'parts'}`,
      });
    }
  }

  return (
    <ToolLayout
      summary={
        <MobileSummary
          label="Nutrient solution per day"
          value={result.ok ? `${litres(result.value.solutionLitres.perDay)} L` : null}
        />
      }
      title="Irrigation Forecaster"
      description="Daily and weekly water and nutrient solution use for a room, with shots and a tank refill schedule. Assumes every day looks like today and all irrigation is fertigation."
      inputs={
        <form noValidate onSubmit={(e) => e.preventDefault()} className="flex flex-col gap-4">
          <PlanPrefill
            fieldCapacityPct={values.fieldCapacityPct}
            onFill={(plan) => {
              for (const [key, value] of Object.entries(plan))
                form.setValue(key as keyof IrrigationForecastInput, value as never, {
                  shouldDirty: true,
                  shouldValidate: true,
                });
            }}
          />
          <FieldGroup title="Room and plants">
            <NumberField
              label="Room area"
              registration={register('roomArea', numberInput)}
              error={error('roomArea')}
              unit={{
                label: 'Room area unit',
                registration: register('roomAreaUnit'),
                options: toOptions(AREA_UNITS, (u) => AREA_SCALES[u].label),
              }}
            />
            <NumberField
              label="Plants"
              step="1"
              registration={register('plantCount', numberInput)}
              error={error('plantCount')}
            />
            <NumberField
              label="Container volume"
              registration={register('containerVolume', numberInput)}
              error={error('containerVolume')}
              unit={{
                label: 'Container volume unit',
                registration: register('containerVolumeUnit'),
                options: volumeOptions,
              }}
            />
            <SelectField
              label="Substrate"
              registration={register('substrate')}
              options={toOptions(SUBSTRATES, (s) => SUBSTRATE_INFO[s].label)}
              error={error('substrate')}
              hint={
                typical
                  ? `Typical field capacity ${typical.min}–${typical.max} % VWC`
                  : 'Enter your measured field capacity'
              }
            />
            <NumberField
              label={values.substrate === 'custom' ? 'Field capacity' : 'Field capacity (optional)'}
              suffix="%"
              registration={register('fieldCapacityPct', numberInput)}
              error={error('fieldCapacityPct')}
            />
          </FieldGroup>
          <FieldGroup title="Irrigation">
            <NumberField
              label="Target dryback"
              suffix="%"
              registration={register('targetDrybackPct', numberInput)}
              error={error('targetDrybackPct')}
              hint="Points of VWC lost and replaced each day"
            />
            <NumberField
              label="Light hours"
              suffix="h"
              registration={register('lightHours', numberInput)}
              error={error('lightHours')}
            />
            <NumberField
              label="Shots per day (optional)"
              step="1"
              registration={register('shotsPerDay', numberInput)}
              error={error('shotsPerDay')}
            />
            <NumberField
              label="Shot size (optional)"
              suffix="%"
              registration={register('shotPct', numberInput)}
              error={error('shotPct')}
              hint="Points of VWC per shot; with the shots per day it sets the day's water"
            />
            <NumberField
              label="Runoff (optional)"
              suffix="%"
              registration={register('runoffPct', numberInput)}
              error={error('runoffPct')}
              hint="Drain ÷ applied volume"
            />
          </FieldGroup>
          <FieldGroup title="Tank (optional)">
            <NumberField
              label="Tank volume"
              registration={register('tankVolume', numberInput)}
              error={error('tankVolume')}
              unit={{
                label: 'Tank volume unit',
                registration: register('tankVolumeUnit'),
                options: volumeOptions,
              }}
            />
            <NumberField
              label="Injector ratio 1:"
              registration={register('stockRatio', numberInput)}
              error={error('stockRatio')}
              hint="e.g. 100 for 1:100; leave blank without stock tanks"
            />
            <NumberField
              label="Concentrate parts"
              step="1"
              registration={register('stockParts', numberInput)}
              error={error('stockParts')}
              hint="2 for an A + B feed"
            />
          </FieldGroup>
        </form>
      }
      results={
        <>
          <ResultCard title="Solution use" items={use} error={result.ok ? null : result.message} />
          {tank.length > 0 && <ResultCard title="Tank schedule" items={tank} />}
          <FormSavedCalculations
            toolId="arca-irrigation-forecaster"
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
