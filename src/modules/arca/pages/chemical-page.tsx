import { useFieldArray } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import {
  calculateMix,
  gramsForTarget,
  gramsForTargetSchema,
  MAX_MIX_LINES,
  mixSchema,
  type GramsForTargetInput,
  type MixInput,
  type Product,
} from '../chemical';
import { toOptions } from '../display';
import { formatNumber } from '../format';
import { ELEMENT_NAMES, NUTRIENT_ELEMENTS, SALTS, type NutrientElement, type SaltId } from '../salts';
import { CONTAINER_VOLUME_SCALES, CONTAINER_VOLUME_UNITS, MASS_SCALES, MASS_UNITS } from '../units';
import { FieldGroup, NumberField, SelectField, TextInput } from '../components/fields';
import { MobileSummary, ResultCard, ToolLayout, type ResultItem } from '../components/results';
import { FormSavedCalculations } from '../components/saved-calculations';
import { fieldError, useToolForm } from '../components/use-tool-form';
import { numberInput } from '@/lib/decimal';

const CUSTOM = 'custom';
const saltLine = (saltId: SaltId, amount: number) => ({
  product: { kind: 'salt' as const, saltId },
  amount,
  amountUnit: 'g' as const,
});

const DEFAULTS: MixInput = {
  tankVolume: 100,
  tankVolumeUnit: 'L',
  lines: [
    saltLine('calcium-nitrate-tetrahydrate', 80),
    saltLine('potassium-nitrate', 50),
    saltLine('monopotassium-phosphate', 20),
    saltLine('magnesium-sulfate-heptahydrate', 50),
  ],
  sourceWaterEc: undefined,
};

const REVERSE_DEFAULTS: GramsForTargetInput = {
  product: { kind: 'salt', saltId: 'calcium-nitrate-tetrahydrate' },
  element: 'Ca',
  targetPpm: 150,
  tankVolume: 100,
  tankVolumeUnit: 'L',
};

const PRODUCT_OPTIONS = [
  ...SALTS.map((salt) => ({ value: salt.id, label: salt.name })),
  { value: CUSTOM, label: 'Custom product (label analysis)' },
];
const ANALYSIS_FIELDS = [
  ['nPct', 'N'],
  ['p2o5Pct', 'P₂O₅'],
  ['k2oPct', 'K₂O'],
  ['caPct', 'Ca'],
  ['mgPct', 'Mg'],
  ['sPct', 'S'],
] as const;

const STOCK_DEFAULTS = { ratio: 100, volume: 50, volumeUnit: 'L' as const };
const PART_OPTIONS = [
  { value: '', label: 'Not split' },
  { value: 'A', label: 'Tank A' },
  { value: 'B', label: 'Tank B' },
];

const newCustom = (): Product => ({ kind: 'custom', name: '', analysis: { nPct: 0, p2o5Pct: 0, k2oPct: 0 } });
const volumeOptions = toOptions(CONTAINER_VOLUME_UNITS, (u) => CONTAINER_VOLUME_SCALES[u].label);
const massOptions = toOptions(MASS_UNITS, (u) => MASS_SCALES[u].label);

export function ChemicalPage() {
  const { form, values } = useToolForm({
    schema: mixSchema,
    tool: 'arca-chemical',
    defaults: DEFAULTS,
    unitFields: { tankVolumeUnit: CONTAINER_VOLUME_UNITS },
  });
  const { register, formState, setValue, control } = form;
  const lines = useFieldArray({ control, name: 'lines' });
  const result = calculateMix(values);
  const stockOn = values.stock !== undefined && values.stock !== null;
  const error = (path: string) =>
    fieldError(formState.errors, path) ?? (!result.ok && result.field === path ? result.message : undefined);

  const ppmItems: ResultItem[] = [];
  const gramItems: ResultItem[] = [];
  if (result.ok) {
    const r = result.value;
    for (const element of NUTRIENT_ELEMENTS) {
      if (r.ppm[element] <= 0.0005) continue;
      ppmItems.push({
        label: `${element} (${ELEMENT_NAMES[element]})`,
        value: formatNumber(r.ppm[element], r.ppm[element] >= 10 ? 0 : 2),
        unit: 'ppm',
        note:
          element === 'N' && r.ammoniumNPpm > 0
            ? `${formatNumber(r.ammoniumNPpm, 1)} ppm of it as ammonium`
            : undefined,
      });
    }
    ppmItems.unshift({
      label: 'Estimated EC',
      value: formatNumber(r.ecEstimate.mSPerCm, 2),
      unit: 'mS/cm',
      primary: true,
      note: r.ecEstimate.method,
    });
    r.lines.forEach((line) =>
      gramItems.push({
        label: line.name,
        value: formatNumber(line.gramsPerTank, line.gramsPerTank >= 100 ? 0 : 1),
        unit: 'g per tank',
        note: `${formatNumber(line.gramsPerLitre, 3)} g/L`,
      }),
    );
  }

  return (
    <ToolLayout
      summary={
        <MobileSummary
          label="Estimated EC"
          value={result.ok ? `${formatNumber(result.value.ecEstimate.mSPerCm, 2)} mS/cm` : null}
        />
      }
      title="Chemical Calculator"
      description="Build a nutrient recipe from fertiliser salts or labelled products: ppm of each element, an EC estimate and grams per tank, or the grams needed to hit a target."
      inputs={
        <>
          <form noValidate onSubmit={(e) => e.preventDefault()} className="flex flex-col gap-4">
            <FieldGroup title="Tank">
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
                label="Source water EC (optional)"
                suffix="mS/cm"
                registration={register('sourceWaterEc', numberInput)}
                error={error('sourceWaterEc')}
                hint="Added to the EC estimate"
              />
              <label className="flex min-h-11 items-center gap-3 text-sm font-medium text-ink sm:col-span-2">
                <input
                  type="checkbox"
                  className="size-5 accent-brand-700"
                  checked={stockOn}
                  onChange={(e) =>
                    setValue('stock', e.target.checked ? STOCK_DEFAULTS : undefined, { shouldValidate: true })
                  }
                />
                Make stock concentrates (A and B tanks)
              </label>
              {stockOn && (
                <>
                  <NumberField
                    label="Dilution ratio 1:"
                    registration={register('stock.ratio', numberInput)}
                    error={error('stock.ratio')}
                    hint="Injector ratio, e.g. 100 for 1:100"
                  />
                  <NumberField
                    label="Stock tank volume"
                    registration={register('stock.volume', numberInput)}
                    error={error('stock.volume')}
                    unit={{
                      label: 'Stock tank volume unit',
                      registration: register('stock.volumeUnit'),
                      options: volumeOptions,
                    }}
                  />
                </>
              )}
            </FieldGroup>
            <section
              aria-label="Fertilisers"
              className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-4 shadow-xs sm:p-5"
            >
              <h2 className="text-base font-semibold text-brand-950">Fertilisers</h2>
              {error('lines') && (
                <p role="alert" className="text-xs font-medium text-danger-700">
                  {error('lines')}
                </p>
              )}
              {lines.fields.map((field, index) => {
                const line = values.lines?.[index];
                const product = line?.product;
                const n = index + 1;
                return (
                  <div key={field.id} className="rounded-xl border border-line bg-surface p-3">
                    <div className="grid grid-cols-1 gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,14rem)]">
                      <SelectField
                        label={`Fertiliser ${n}`}
                        options={PRODUCT_OPTIONS}
                        value={product?.kind === 'salt' ? product.saltId : CUSTOM}
                        onChange={(value) =>
                          setValue(
                            `lines.${index}.product`,
                            value === CUSTOM ? newCustom() : { kind: 'salt', saltId: value as SaltId },
                            { shouldValidate: true },
                          )
                        }
                      />
                      <NumberField
                        label={`Amount ${n}`}
                        registration={register(`lines.${index}.amount`, numberInput)}
                        error={error(`lines.${index}.amount`)}
                        unit={{
                          label: `Amount ${n} unit`,
                          registration: register(`lines.${index}.amountUnit`),
                          options: massOptions,
                        }}
                      />
                    </div>
                    {stockOn && (
                      <SelectField
                        className="mt-3"
                        label={`Stock tank for fertiliser ${n}`}
                        registration={register(`lines.${index}.part`, {
                          setValueAs: (v: unknown) => (v === '' || v == null ? undefined : v),
                        })}
                        options={PART_OPTIONS}
                      />
                    )}
                    {product?.kind === 'custom' && (
                      <div className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
                        <TextInput
                          className="col-span-2"
                          label={`Product name ${n}`}
                          registration={register(`lines.${index}.product.name`)}
                          error={error(`lines.${index}.product.name`)}
                        />
                        {ANALYSIS_FIELDS.map(([key, label]) => (
                          <NumberField
                            key={key}
                            label={`${label} % (product ${n})`}
                            registration={register(`lines.${index}.product.analysis.${key}`, numberInput)}
                            error={error(`lines.${index}.product.analysis.${key}`)}
                          />
                        ))}
                      </div>
                    )}
                    <div className="mt-1 flex justify-end">
                      <Button
                        variant="ghost"
                        className="h-9 px-3 text-xs text-danger-700"
                        disabled={lines.fields.length <= 1}
                        aria-label={`Remove fertiliser ${n}`}
                        onClick={() => lines.remove(index)}
                      >
                        Remove
                      </Button>
                    </div>
                  </div>
                );
              })}
              <Button
                variant="secondary"
                disabled={lines.fields.length >= MAX_MIX_LINES}
                onClick={() => lines.append(saltLine('potassium-sulfate', 10))}
              >
                Add fertiliser
              </Button>
            </section>
          </form>
        </>
      }
      footer={<ReverseCalculator />}
      results={
        <>
          <ResultCard title="Solution" items={ppmItems} error={result.ok ? null : result.message} />
          {gramItems.length > 0 && <ResultCard title="Weigh out" items={gramItems} />}
          {result.ok && result.value.stock && (
            <ResultCard
              title="Stock concentrates"
              items={result.value.stock.lines.map((line) => ({
                label: `${line.name}${line.part ? ` (tank ${line.part})` : ''}`,
                value: formatNumber(line.gramsPerStockTank, line.gramsPerStockTank >= 100 ? 0 : 1),
                unit: 'g per stock tank',
                note: `${formatNumber(line.stockGramsPerLitre, 1)} g/L of concentrate`,
              }))}
            >
              <p className="mt-2 text-xs text-muted">
                Each stock tank makes {formatNumber(result.value.stock.finalLitresPerStockTank, 0)} L of feed
                at 1:{formatNumber(result.value.stock.ratio, 0)}.
              </p>
              {result.value.stock.warnings.map((warning) => (
                <p
                  key={warning}
                  role="alert"
                  className="mt-2 rounded-lg bg-danger-50 px-3 py-2 text-sm text-danger-700"
                >
                  {warning}
                </p>
              ))}
            </ResultCard>
          )}
          <FormSavedCalculations
            toolId="arca-chemical"
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

/** The reverse: grams of one salt to reach a target ppm of one element. */
function ReverseCalculator() {
  const { form, values } = useToolForm({
    schema: gramsForTargetSchema,
    tool: 'arca-chemical-reverse',
    defaults: REVERSE_DEFAULTS,
    unitFields: { tankVolumeUnit: CONTAINER_VOLUME_UNITS },
  });
  const { register, formState, setValue } = form;
  const result = gramsForTarget(values);
  const error = (path: string) =>
    fieldError(formState.errors, path) ?? (!result.ok && result.field === path ? result.message : undefined);
  const saltId =
    values.product?.kind === 'salt'
      ? values.product.saltId
      : REVERSE_DEFAULTS.product.kind === 'salt'
        ? REVERSE_DEFAULTS.product.saltId
        : '';
  const element = values.element as NutrientElement;
  const items: ResultItem[] = result.ok
    ? [
        {
          label: 'Grams for the tank',
          value: formatNumber(result.value.gramsPerTank, result.value.gramsPerTank >= 100 ? 0 : 1),
          unit: 'g',
          primary: true,
          note: `${formatNumber(result.value.gramsPerLitre, 3)} g/L`,
        },
        ...NUTRIENT_ELEMENTS.filter((e) => e !== element && result.value.ppm[e] > 0.0005).map((e) => ({
          label: `Also adds ${e}`,
          value: formatNumber(result.value.ppm[e], 1),
          unit: 'ppm',
        })),
      ]
    : [];

  return (
    <form
      noValidate
      onSubmit={(e) => e.preventDefault()}
      className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] lg:items-start lg:gap-6"
    >
      <FieldGroup title="Grams to hit a target">
        <SelectField
          label="Fertiliser for the target"
          className="sm:col-span-2"
          options={PRODUCT_OPTIONS.filter((o) => o.value !== CUSTOM)}
          value={saltId}
          onChange={(value) =>
            setValue('product', { kind: 'salt', saltId: value as SaltId }, { shouldValidate: true })
          }
        />
        <SelectField
          label="Element"
          registration={register('element')}
          error={error('element')}
          options={toOptions(NUTRIENT_ELEMENTS, (e) => `${e} (${ELEMENT_NAMES[e]})`)}
        />
        <NumberField
          label="Target"
          suffix="ppm"
          registration={register('targetPpm', numberInput)}
          error={error('targetPpm')}
        />
        <NumberField
          label="Target tank volume"
          className="sm:col-span-2"
          registration={register('tankVolume', numberInput)}
          error={error('tankVolume')}
          unit={{
            label: 'Target tank volume unit',
            registration: register('tankVolumeUnit'),
            options: volumeOptions,
          }}
        />
      </FieldGroup>
      <ResultCard title="Target dose" items={items} error={result.ok ? null : result.message} />
    </form>
  );
}
