// Log a crop-protection application: what a WPS / EU 2023/564 record holds, with the re-entry and
// pre-harvest intervals it will set (the largest of its products') shown before saving, and a
// warning when beneficials released in the room would be harmed.
import { zodResolver } from '@hookform/resolvers/zod';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { ToolLink } from '@/components/tool-link';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SelectField, TextAreaField } from '@/components/ui/fields';
import { TextField } from '@/components/ui/text-field';
import { numberInput } from '@/lib/decimal';
import { formatDate, formatDateTime } from '@/lib/format';
import type { ProtectionProduct } from '../api/get-protection-products';
import type { RecordPlace } from '../api/get-record-places';
import type { Release } from '../api/get-releases';
import type { Application } from '../api/get-applications';
import {
  APPLICATION_METHODS,
  APPLICATION_METHOD_LABELS,
  RATE_UNITS,
  applicationEntryValues,
  applicationFormFromRow,
  applicationFormSchema,
  draftWindow,
  type ApplicationForm,
  type ApplicationValues,
} from '../protection/application-form';
import { IOBC_CLASSES, sprayWarnings } from '../protection/iobc';
import { toLocalInput } from '../records/datetime';
import { arcaPaths, arcaTools } from '../paths';
import { NumberField } from './fields';
import { RoomSelect } from './room-select';
import { PlainEntryDialog } from './records/plain-entry';
import { usePlainEntry } from './records/use-plain-entry';

/** An empty number input (NaN would print as “NaN”). */
const BLANK = undefined as unknown as number;

export function ApplicationDialog({
  facility,
  entry = null,
  products,
  releases,
  onClose,
}: {
  facility: RecordPlace;
  /** The application to edit; null logs a new one. */
  entry?: Application | null;
  products: ProtectionProduct[];
  releases: Release[];
  onClose: () => void;
}) {
  const used = new Set(entry ? applicationFormFromRow(entry).items.map((i) => i.productId) : []);
  // Archived products stay choosable on the application that used them.
  const active = products.filter((p) => !p.archived || used.has(p.id));
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<ApplicationForm, unknown, ApplicationValues>({
    resolver: zodResolver(applicationFormSchema),
    defaultValues: entry
      ? applicationFormFromRow(entry)
      : {
          roomId: '',
          startedAt: toLocalInput(new Date()),
          endedAt: '',
          items: [{ productId: '', rate: BLANK, rateUnit: 'mL/L', amount: BLANK }],
          method: 'foliar_spray',
          target: '',
          crop: 'Cannabis',
          areaM2: BLANK,
          waterVolumeL: BLANK,
          applicator: '',
          applicatorLicence: '',
          notes: '',
        },
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'items' });
  const draft = useWatch({ control });
  const chosenIds = (draft.items ?? []).map((i) => i?.productId);
  const intervals = draftWindow(chosenIds, products, draft.startedAt, draft.endedAt);
  const chosen = products.filter((p) => chosenIds.includes(p.id));
  const warnings = draft.roomId
    ? sprayWarnings(
        chosen.map((p) => ({
          name: p.name,
          sideEffects: p.side_effects.map((s) => ({
            species: s.species,
            iobcClass: s.iobc_class as 1 | 2 | 3 | 4,
            persistenceWeeks: s.persistence_weeks,
          })),
        })),
        releases
          .filter((r) => r.room_id === draft.roomId && r.species && r.occurred_at)
          .map((r) => ({ species: r.species!, occurredAt: new Date(r.occurred_at!) })),
        draft.startedAt ? new Date(draft.startedAt) : new Date(),
      )
    : [];

  const plain = usePlainEntry({ kind: 'application', entry, facilityId: facility.id });
  const submit = handleSubmit(async (values) => {
    const saved = await plain.submit(
      {
        room_id: values.roomId,
        occurredAt: values.startedAt,
        notes: values.notes,
        values: applicationEntryValues(values),
      },
      {
        title: entry ? 'Changes saved' : 'Application saved',
        description: facility.rooms.find((r) => r.id === values.roomId)?.room_name,
      },
    );
    if (saved) onClose();
  });

  const itemsError = errors.items?.message ?? errors.items?.root?.message;
  return (
    <PlainEntryDialog
      plain={plain}
      facility={facility}
      names={{ product: (id) => products.find((p) => p.id === id) }}
      title={entry ? 'Edit application' : 'Log an application'}
      description="What was applied where, by whom, and when: the record a WPS or EU 2023/564 inspection asks for."
      size="lg"
      submitLabel={entry ? 'Save changes' : 'Save application'}
      deleteLabel="Delete application"
      onSubmit={submit}
      onClose={onClose}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <RoomSelect
          rooms={facility.rooms}
          roomId={draft.roomId}
          error={errors.roomId?.message}
          registration={register('roomId')}
        />
        <TextField label="Crop" error={errors.crop?.message} maxLength={100} {...register('crop')} />
        <TextField
          label="Started at"
          type="datetime-local"
          error={errors.startedAt?.message}
          {...register('startedAt')}
        />
        <TextField
          label="Ended at"
          type="datetime-local"
          hint="The REI and PHI count from here."
          error={errors.endedAt?.message}
          {...register('endedAt')}
        />
      </div>

      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 text-sm font-semibold text-brand-950">Products</legend>
        {active.length === 0 ? (
          <p className="text-sm text-muted">
            No products yet. Add them in{' '}
            <ToolLink
              tool={arcaTools.agrochemlog}
              className="font-medium text-brand-700 underline"
              to={arcaPaths.agrochemlog.href({ facility: facility.id })}
            >
              AgroChemLog
            </ToolLink>
            .
          </p>
        ) : null}
        <ol className="flex flex-col gap-3">
          {fields.map((field, i) => {
            const product = products.find((p) => p.id === draft.items?.[i]?.productId);
            return (
              <li
                key={field.id}
                className="grid grid-cols-1 gap-3 border-b border-line pb-3 last:border-b-0 sm:grid-cols-[minmax(0,3fr)_minmax(0,3fr)_minmax(0,2fr)_auto]"
              >
                <SelectField
                  label={`Product ${i + 1}`}
                  error={errors.items?.[i]?.productId?.message}
                  hint={
                    product
                      ? `Reg. ${product.registration_number ?? '—'} · ${product.active_ingredients}`
                      : undefined
                  }
                  {...register(`items.${i}.productId`)}
                >
                  <option value="">Choose a product</option>
                  {active.map((p) => (
                    <option key={p.id} value={p.id}>
                      {p.name}
                    </option>
                  ))}
                </SelectField>
                <NumberField
                  label={`Rate of product ${i + 1}`}
                  error={errors.items?.[i]?.rate?.message ?? errors.items?.[i]?.rateUnit?.message}
                  registration={register(`items.${i}.rate`, numberInput)}
                  unit={{
                    label: `Rate unit of product ${i + 1}`,
                    registration: register(`items.${i}.rateUnit`),
                    options: RATE_UNITS.map((u) => ({ value: u, label: u })),
                  }}
                />
                <NumberField
                  label={`Total of product ${i + 1}`}
                  suffix={product?.unit}
                  error={errors.items?.[i]?.amount?.message}
                  registration={register(`items.${i}.amount`, numberInput)}
                />
                <div className="flex items-end">
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
            );
          })}
        </ol>
        {itemsError ? (
          <p role="alert" className="text-xs font-medium text-danger-700">
            {itemsError}
          </p>
        ) : null}
        <div>
          <Button
            variant="secondary"
            disabled={fields.length >= 10}
            onClick={() => append({ productId: '', rate: BLANK, rateUnit: 'mL/L', amount: BLANK })}
          >
            Add product
          </Button>
        </div>
      </fieldset>

      <div
        role="status"
        aria-label="Intervals"
        className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-950"
      >
        {intervals ? (
          <>
            <strong>
              REI {intervals.reiHours} h · PHI {intervals.phiDays} d
            </strong>{' '}
            (the largest of its products): nobody enters until {formatDateTime(intervals.reiEndsAt)}
            {intervals.phiDays > 0 ? `; no harvest before ${formatDate(intervals.phiEndsAt)}` : ''}.
          </>
        ) : (
          'Choose the products to see the re-entry and pre-harvest intervals.'
        )}
      </div>
      {warnings.map((w) => (
        <Alert key={`${w.product}-${w.species}`} tone={w.harmful ? 'error' : 'warning'}>
          {w.species} were released in this room on {formatDate(w.releasedAt)}: {w.product} is{' '}
          {IOBC_CLASSES[w.iobcClass].label.toLowerCase()} to them (IOBC {w.iobcClass},{' '}
          {IOBC_CLASSES[w.iobcClass].harm} harm) and persists {w.persistenceWeeks} weeks.
        </Alert>
      ))}

      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label="Method" error={errors.method?.message} {...register('method')}>
          {APPLICATION_METHODS.map((m) => (
            <option key={m} value={m}>
              {APPLICATION_METHOD_LABELS[m]}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Target pest or disease"
          maxLength={200}
          error={errors.target?.message}
          {...register('target')}
        />
        <NumberField
          label="Area treated"
          suffix="m²"
          error={errors.areaM2?.message}
          registration={register('areaM2', numberInput)}
        />
        <NumberField
          label="Spray volume"
          suffix="L"
          error={errors.waterVolumeL?.message}
          registration={register('waterVolumeL', numberInput)}
        />
        <TextField
          label="Applicator"
          maxLength={100}
          autoComplete="name"
          error={errors.applicator?.message}
          {...register('applicator')}
        />
        <TextField
          label="Applicator licence"
          maxLength={60}
          error={errors.applicatorLicence?.message}
          {...register('applicatorLicence')}
        />
      </div>
      <TextAreaField label="Notes" rows={2} error={errors.notes?.message} {...register('notes')} />
    </PlainEntryDialog>
  );
}
