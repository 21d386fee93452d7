import { formatMl, formatVolume, toOptions } from '../display';
import { formatNumber } from '../format';
import { calculateShotSize, shotSizeSchema, type ShotSizeInput } from '../shot-size';
import { SUBSTRATE_INFO, SUBSTRATES } from '../substrates';
import { CONTAINER_VOLUME_SCALES, CONTAINER_VOLUME_UNITS, FLOW_SCALES, FLOW_UNITS } from '../units';
import { FieldGroup, NumberField, SelectField } from '../components/fields';
import { MobileSummary, ResultCard, ToolLayout, type ResultItem } from '../components/results';
import { FormSavedCalculations } from '../components/saved-calculations';
import { fieldError, useToolForm } from '../components/use-tool-form';
import { numberInput } from '@/lib/decimal';

const DEFAULTS: ShotSizeInput = {
  substrate: 'coco',
  fieldCapacityPct: undefined,
  containerVolume: 7.57,
  containerVolumeUnit: 'L',
  shotPct: 3,
  plantCount: 1,
  emittersPerPlant: 1,
  emitterFlow: 2,
  emitterFlowUnit: 'L/h',
  currentVwcPct: undefined,
  targetDrybackPct: undefined,
};

export function ShotSizePage() {
  const { form, values } = useToolForm({
    schema: shotSizeSchema,
    tool: 'arca-calculator',
    defaults: DEFAULTS,
    unitFields: { containerVolumeUnit: CONTAINER_VOLUME_UNITS, emitterFlowUnit: FLOW_UNITS },
  });
  const { register, formState } = form;
  const result = calculateShotSize(values);
  const error = (path: keyof ShotSizeInput) =>
    fieldError(formState.errors, path) ?? (!result.ok && result.field === path ? result.message : undefined);
  const substrateInfo = SUBSTRATE_INFO[values.substrate] ?? SUBSTRATE_INFO.coco;
  const typical = substrateInfo.fieldCapacityPct;

  const items: ResultItem[] = [];
  const planItems: ResultItem[] = [];
  if (result.ok) {
    const r = result.value;
    const all = formatVolume(r.shotMlAllPlants);
    items.push(
      { label: 'Shot size per plant', value: formatMl(r.shotMlPerPlant), unit: 'mL', primary: true },
      {
        label: `Shot for ${formatNumber(values.plantCount, 0)} ${values.plantCount === 1 ? 'plant' : 'plants'}`,
        ...all,
      },
      {
        label: 'Shot duration',
        value: formatNumber(r.shotDurationSeconds, r.shotDurationSeconds >= 100 ? 0 : 1),
        unit: 's',
        note: `${formatNumber(r.flowMlPerSecondPerPlant, 2)} mL/s per plant from all its emitters`,
      },
      {
        label: 'Field capacity used',
        value: formatNumber(r.fieldCapacity.pct, 1),
        unit: '% VWC',
        note:
          r.fieldCapacity.origin === 'typical'
            ? `Middle of the typical range for ${substrateInfo.label.toLowerCase()}`
            : 'Your measured value',
      },
    );
    if (r.shotsToFieldCapacity !== null) {
      items.push({
        label: 'Shots to reach field capacity',
        value: formatNumber(r.shotsToFieldCapacity, 0),
        unit: r.shotsToFieldCapacity === 1 ? 'shot' : 'shots',
      });
    }
    if (r.p1) {
      const total = formatVolume(r.p1.mlAllPlants);
      planItems.push(
        {
          label: 'P1 shots',
          value: formatNumber(r.p1.shots, 0),
          unit: r.p1.shots === 1 ? 'shot' : 'shots',
          primary: true,
          note: `From ${formatNumber(r.p1.startVwcPct, 1)} % VWC at lights-on back up to field capacity`,
        },
        {
          label: 'P1 water per plant',
          value: formatMl(r.p1.mlPerPlant),
          unit: 'mL',
          note:
            r.p1.overshootMlPerPlant > 0
              ? `About ${formatMl(r.p1.overshootMlPerPlant)} mL of it overshoots field capacity and drains`
              : undefined,
        },
        { label: 'P1 water, all plants', ...total },
        { label: 'P1 valve time', value: formatNumber(r.p1.pumpSeconds, 0), unit: 's' },
      );
    }
  }

  return (
    <ToolLayout
      summary={
        <MobileSummary
          label="Shot size per plant"
          value={result.ok ? `${formatMl(result.value.shotMlPerPlant)} mL` : null}
        />
      }
      title="Shot Size Calculator"
      description="Irrigation shot volume and duration from substrate, container and target VWC, with shots to field capacity and a P1 day plan."
      inputs={
        <form noValidate onSubmit={(e) => e.preventDefault()} className="flex flex-col gap-4">
          <FieldGroup title="Substrate and container">
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
              placeholder={typical ? formatNumber((typical.min + typical.max) / 2, 1) : undefined}
              registration={register('fieldCapacityPct', numberInput)}
              error={error('fieldCapacityPct')}
              hint="Your measured value overrides the typical one"
            />
            <NumberField
              label="Container volume"
              registration={register('containerVolume', numberInput)}
              error={error('containerVolume')}
              unit={{
                label: 'Container volume unit',
                registration: register('containerVolumeUnit'),
                options: toOptions(CONTAINER_VOLUME_UNITS, (u) => CONTAINER_VOLUME_SCALES[u].label),
              }}
            />
            <NumberField
              label="Shot size"
              suffix="% VWC"
              registration={register('shotPct', numberInput)}
              error={error('shotPct')}
              hint="VWC the shot adds, in percentage points"
            />
          </FieldGroup>
          <FieldGroup title="Plants and emitters">
            <NumberField
              label="Plants"
              step="1"
              registration={register('plantCount', numberInput)}
              error={error('plantCount')}
            />
            <NumberField
              label="Emitters per plant"
              step="1"
              registration={register('emittersPerPlant', numberInput)}
              error={error('emittersPerPlant')}
            />
            <NumberField
              label="Emitter flow"
              className="sm:col-span-2"
              registration={register('emitterFlow', numberInput)}
              error={error('emitterFlow')}
              unit={{
                label: 'Emitter flow unit',
                registration: register('emitterFlowUnit'),
                options: toOptions(FLOW_UNITS, (u) => FLOW_SCALES[u].label),
              }}
              hint="Rated flow of one emitter; check it with a catch cup"
            />
          </FieldGroup>
          <FieldGroup title="Crop steering (optional)">
            <NumberField
              label="Current VWC"
              suffix="%"
              registration={register('currentVwcPct', numberInput)}
              error={error('currentVwcPct')}
              hint="For the shots needed to reach field capacity"
            />
            <NumberField
              label="Target dryback"
              suffix="%"
              registration={register('targetDrybackPct', numberInput)}
              error={error('targetDrybackPct')}
              hint="Overnight dryback in points of VWC, for the P1 plan"
            />
          </FieldGroup>
        </form>
      }
      results={
        <>
          <ResultCard title="Shot" items={items} error={result.ok ? null : result.message} />
          {planItems.length > 0 && <ResultCard title="P1 day plan" items={planItems} />}
          <FormSavedCalculations
            toolId="arca-calculator"
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
