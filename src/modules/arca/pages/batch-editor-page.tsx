// Tank Management → Mix a batch / Edit a batch: the tank, the volume made, the products from the
// library with their amounts (listed back in W-A-L-E-S mixing order as they are entered), and the
// EC and pH measured after mixing against the EC the Chemical Calculator's chemistry predicts.
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { SelectField, TextAreaField } from '@/components/ui/fields';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { TextField } from '@/components/ui/text-field';
import { numberInput } from '@/lib/decimal';
import { formatNumber } from '@/lib/format';
import { useBatch, type Batch } from '../api/get-batches';
import { useFertilizers, type Fertilizer } from '../api/get-fertilizers';
import type { RecordPlace } from '../api/get-record-places';
import { useTanks, type Tank } from '../api/get-tanks';
import { FacilityScope } from '../components/facility-scope';
import { NumberField } from '../components/fields';
import { DeleteButton } from '../components/records/delete-button';
import { PlainEntryHistory } from '../components/records/plain-entry';
import { usePlainEntry } from '../components/records/use-plain-entry';
import { useFacilityScope } from '../components/use-facility-scope';
import { BATCH_AMOUNT_UNITS, EC_TOLERANCE } from '../nutrients/batch';
import {
  batchEntryValues,
  batchFormSchema,
  batchPreview,
  mixSteps,
  unitProblem,
  type BatchForm,
  type BatchProduct,
  type BatchValues,
} from '../nutrients/batch-form';
import { toLocalInput } from '../records/datetime';
import { arcaPaths } from '../paths';

/** An empty number input (NaN would print as “NaN”). */
const BLANK = undefined as unknown as number;

const tankLabel = (t: Pick<Tank, 'name' | 'dilution_ratio'>) =>
  t.dilution_ratio === 1 ? `${t.name} (ready to use)` : `${t.name} (1:${formatNumber(t.dilution_ratio, 1)})`;

export function BatchEditorPage() {
  const { id } = useParams();
  const scope = useFacilityScope();
  const batch = useBatch(id);
  const title = id ? 'Edit a batch' : 'Mix a batch';
  const back = (
    <Link className="text-sm font-medium text-brand-700 underline" to={arcaPaths.tanksBatch.href()}>
      ← Batches
    </Link>
  );
  const header = (
    <PageHeader
      title={title}
      back={back}
      description="Fill the tank with most of its water, then add the products in the order listed: additives and acids, silica, calcium / part A, then the rest."
    />
  );
  if (id && batch.isPending) return <PageSkeleton variant="detail" />;
  if (id && batch.isError)
    return (
      <LoadError error={batch.error} onRetry={() => void batch.refetch()}>
        The batch could not be loaded.
      </LoadError>
    );
  if (id && !batch.data)
    return (
      <div className="flex flex-col gap-6">
        {header}
        <Alert>This batch was not found. It may have been deleted.</Alert>
      </div>
    );
  const facilityId = batch.data?.facility_id;
  return (
    <div className="flex flex-col gap-6">
      {header}
      <FacilityScope scope={scope}>
        {(facility) => {
          const place = facilityId
            ? (scope.facilities.find((f) => f.id === facilityId) ?? facility)
            : facility;
          return <BatchEditor key={place.id} facility={place} batch={batch.data ?? undefined} />;
        }}
      </FacilityScope>
    </div>
  );
}

function defaults(batch: Batch | undefined): BatchForm {
  if (!batch)
    return {
      tankId: '',
      occurredAt: toLocalInput(new Date()),
      volumeL: BLANK,
      sourceWaterEc: BLANK,
      measuredEc: BLANK,
      measuredPh: BLANK,
      items: [{ fertilizerId: '', amount: BLANK, unit: 'g' }],
      notes: '',
    };
  const items = (batch.items ?? []) as Array<{ fertilizer_id: string; amount: number; unit: 'g' }>;
  return {
    tankId: batch.tank_id ?? '',
    occurredAt: toLocalInput(batch.occurred_at ?? new Date()),
    volumeL: batch.volume_l ?? BLANK,
    sourceWaterEc: batch.source_water_ec ?? BLANK,
    measuredEc: batch.measured_ec ?? BLANK,
    measuredPh: batch.measured_ph ?? BLANK,
    items: items.map((i) => ({ fertilizerId: i.fertilizer_id, amount: i.amount, unit: i.unit })),
    notes: batch.notes ?? '',
  };
}

function BatchEditor({ facility, batch }: { facility: RecordPlace; batch?: Batch }) {
  const navigate = useNavigate();
  const tanks = useTanks(facility.id);
  const fertilizers = useFertilizers(facility.id);
  const plain = usePlainEntry({ kind: 'batch', entry: batch ?? null, facilityId: facility.id });
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<BatchForm, unknown, BatchValues>({
    resolver: zodResolver(batchFormSchema),
    defaultValues: defaults(batch),
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'items' });
  const draft = useWatch({ control });

  const products: BatchProduct[] = useMemo(
    () => (fertilizers.data ?? []).filter((f: Fertilizer) => !f.archived || batch) as BatchProduct[],
    [fertilizers.data, batch],
  );
  const tank = (tanks.data ?? []).find((t) => t.id === draft.tankId);
  const steps = mixSteps(draft.items ?? [], products);
  const figures = batchPreview(
    { ...draft, items: draft.items ?? [] },
    products,
    tank?.dilution_ratio ?? null,
  );

  if (tanks.isError || fertilizers.isError)
    return (
      <LoadError
        error={tanks.error ?? fertilizers.error}
        onRetry={() => void Promise.all([tanks.refetch(), fertilizers.refetch()])}
      >
        The tanks and products could not be loaded.
      </LoadError>
    );
  if (tanks.isPending || fertilizers.isPending) return <PageSkeleton variant="detail" />;

  const submit = handleSubmit(async (values) => {
    let bad = false;
    values.items.forEach((item, i) => {
      const problem = unitProblem(
        products.find((p) => p.id === item.fertilizerId),
        item.unit,
      );
      if (problem) {
        bad = true;
        setError(`items.${i}.unit`, { message: problem });
      }
    });
    if (bad) return;
    const saved = await plain.submit(
      {
        room_id: null,
        occurredAt: values.occurredAt,
        notes: values.notes,
        values: batchEntryValues(values, products),
      },
      { title: 'Batch saved', description: tank ? tank.name : undefined },
    );
    if (saved) void navigate(arcaPaths.tanksBatch.href({ facility: facility.id }));
  });

  const activeTanks = (tanks.data ?? []).filter((t) => !t.archived || t.id === batch?.tank_id);
  return (
    <form noValidate onSubmit={submit} className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <div className="flex min-w-0 flex-col gap-6">
        {plain.failure ? <Alert>{plain.failure}</Alert> : null}
        <Card className="flex flex-col gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField label="Tank" error={errors.tankId?.message} {...register('tankId')}>
              <option value="">Choose a tank</option>
              {activeTanks.map((t) => (
                <option key={t.id} value={t.id}>
                  {tankLabel(t)}
                </option>
              ))}
            </SelectField>
            <TextField
              label="Mixed at"
              type="datetime-local"
              error={errors.occurredAt?.message}
              {...register('occurredAt')}
            />
            <NumberField
              label="Volume made"
              suffix="L"
              hint={tank && tank.dilution_ratio > 1 ? 'Litres of concentrate in the tank.' : undefined}
              error={errors.volumeL?.message}
              registration={register('volumeL', numberInput)}
            />
            <NumberField
              label="Source water EC"
              suffix="mS/cm"
              error={errors.sourceWaterEc?.message}
              registration={register('sourceWaterEc', numberInput)}
            />
          </div>
        </Card>

        <Card className="flex flex-col gap-4">
          <h2 className="text-base font-semibold text-brand-950">Products</h2>
          {products.length === 0 ? (
            <p className="text-sm text-muted">
              Your library is empty.{' '}
              <Link className="font-medium text-brand-700 underline" to={arcaPaths.fertilizers.href()}>
                Add fertilizers
              </Link>{' '}
              first.
            </p>
          ) : null}
          <ol className="flex flex-col gap-4">
            {fields.map((field, i) => (
              <li
                key={field.id}
                className="grid grid-cols-1 gap-3 border-b border-line pb-4 last:border-b-0 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto]"
              >
                <SelectField
                  label={`Product ${i + 1}`}
                  error={errors.items?.[i]?.fertilizerId?.message}
                  {...register(`items.${i}.fertilizerId`)}
                >
                  <option value="">Choose a product</option>
                  {products.map((p) => (
                    <option key={p.id} value={p.id}>
                      {p.name}
                    </option>
                  ))}
                </SelectField>
                <NumberField
                  label={`Amount of product ${i + 1}`}
                  error={errors.items?.[i]?.amount?.message ?? errors.items?.[i]?.unit?.message}
                  registration={register(`items.${i}.amount`, numberInput)}
                  unit={{
                    label: `Unit of product ${i + 1}`,
                    registration: register(`items.${i}.unit`),
                    options: BATCH_AMOUNT_UNITS.map((u) => ({ value: u, label: u })),
                  }}
                />
                <div className="-mt-2 flex items-end justify-end sm:mt-0">
                  <Button
                    variant="ghost"
                    className="h-11 px-3"
                    disabled={fields.length === 1}
                    onClick={() => remove(i)}
                    aria-label={`Remove product ${i + 1}`}
                  >
                    Remove
                  </Button>
                </div>
              </li>
            ))}
          </ol>
          {errors.items?.root?.message || errors.items?.message ? (
            <p role="alert" className="text-xs font-medium text-danger-700">
              {errors.items?.root?.message ?? errors.items?.message}
            </p>
          ) : null}
          <div>
            <Button
              variant="secondary"
              disabled={fields.length >= 30}
              onClick={() => append({ fertilizerId: '', amount: BLANK, unit: 'g' })}
            >
              Add product
            </Button>
          </div>
        </Card>

        <Card className="flex flex-col gap-4">
          <h2 className="text-base font-semibold text-brand-950">After mixing</h2>
          <div className="grid gap-4 sm:grid-cols-2">
            <NumberField
              label="Measured EC"
              suffix="mS/cm"
              hint={
                tank && tank.dilution_ratio > 1
                  ? `At working strength: a test dilution at 1:${formatNumber(tank.dilution_ratio, 1)}.`
                  : 'At working strength.'
              }
              error={errors.measuredEc?.message}
              registration={register('measuredEc', numberInput)}
            />
            <NumberField
              label="Measured pH"
              error={errors.measuredPh?.message}
              registration={register('measuredPh', numberInput)}
            />
          </div>
          <TextAreaField label="Notes" rows={2} error={errors.notes?.message} {...register('notes')} />
        </Card>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" busy={plain.busy}>
            Save batch
          </Button>
          <Link
            className="inline-flex h-11 items-center px-2 text-sm font-medium text-brand-700 underline"
            to={arcaPaths.tanksBatch.href({ facility: facility.id })}
          >
            Cancel
          </Link>
          {batch ? (
            <span className="sm:ml-auto">
              <DeleteButton
                onClick={() =>
                  plain.askDelete(() => void navigate(arcaPaths.tanksBatch.href({ facility: facility.id })))
                }
              >
                Delete batch
              </DeleteButton>
            </span>
          ) : null}
        </div>
        {plain.confirm}
        {batch ? (
          <Card>
            <PlainEntryHistory
              plain={plain}
              facility={facility}
              names={{
                tank: (id) => tanks.data?.find((t) => t.id === id)?.name,
                fertilizer: (id) => fertilizers.data?.find((f) => f.id === id)?.name,
              }}
            />
          </Card>
        ) : null}
      </div>

      <div className="flex min-w-0 flex-col gap-6">
        <Card className="flex flex-col gap-3" aria-labelledby="mix-order-title">
          <h2 id="mix-order-title" className="text-base font-semibold text-brand-950">
            Mixing order
          </h2>
          <ol aria-label="Mixing order" className="flex flex-col gap-2 text-sm">
            <li className="flex gap-2">
              <span className="w-5 shrink-0 text-right font-semibold text-muted">1.</span>
              <span>Water: fill to about two thirds, then stir in each product fully before the next.</span>
            </li>
            {steps.map((step, i) => (
              <li key={`${step.position}`} className="flex gap-2">
                <span className="w-5 shrink-0 text-right font-semibold text-muted">{i + 2}.</span>
                <span className="min-w-0">
                  <span className="font-medium text-ink">{step.name}</span>{' '}
                  <span className="tabular-nums">
                    {formatNumber(step.amount, 2)} {step.unit}
                  </span>
                  <span className="block text-xs text-muted">{step.groupLabel}</span>
                </span>
              </li>
            ))}
          </ol>
          {steps.length === 0 ? <p className="text-sm text-muted">Add products to see their order.</p> : null}
        </Card>
        <BatchFiguresCard figures={figures} />
      </div>
    </form>
  );
}

function BatchFiguresCard({ figures }: { figures: ReturnType<typeof batchPreview> }) {
  return (
    <Card className="flex flex-col gap-3" aria-labelledby="batch-figures-title" role="region">
      <h2 id="batch-figures-title" className="text-base font-semibold text-brand-950">
        Batch figures
      </h2>
      {figures === null ? (
        <p className="text-sm text-muted">
          Choose the tank, the volume and a product to see what the batch delivers.
        </p>
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
            <dt className="text-muted">Predicted EC</dt>
            <dd className="text-right font-semibold tabular-nums">
              {formatNumber(figures.ecEstimate.mSPerCm, 2)} mS/cm
            </dd>
            <dt className="text-muted">Working solution</dt>
            <dd className="text-right tabular-nums">{formatNumber(figures.workingLitres, 0)} L</dd>
            {(['N', 'P', 'K', 'Ca', 'Mg', 'S'] as const).map((e) => (
              <FigureRow key={e} label={`${e} (mg/L)`} value={figures.ppm[e]} />
            ))}
          </dl>
          {figures.ecMismatch === true ? (
            <Alert tone="warning">
              Measured EC is {formatNumber(Math.abs(figures.ecDeviation ?? 0), 2)} mS/cm{' '}
              {(figures.ecDeviation ?? 0) > 0 ? 'above' : 'below'} the predicted{' '}
              {formatNumber(figures.ecEstimate.mSPerCm, 2)} mS/cm (more than{' '}
              {formatNumber(EC_TOLERANCE.relative * 100, 0)} %): a product may have been weighed or dosed
              wrong.
            </Alert>
          ) : figures.ecMismatch === false ? (
            <p className="text-sm text-brand-800">The measured EC agrees with the prediction.</p>
          ) : null}
          {figures.warnings.map((w) => (
            <Alert key={w} tone="warning">
              {w}
            </Alert>
          ))}
        </>
      )}
    </Card>
  );
}

function FigureRow({ label, value }: { label: string; value: number }) {
  return (
    <>
      <dt className="text-muted">{label}</dt>
      <dd className="text-right tabular-nums">{formatNumber(value, value >= 10 ? 0 : 1)}</dd>
    </>
  );
}
