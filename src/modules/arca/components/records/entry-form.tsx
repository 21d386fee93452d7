// The one entry form of every log (the logger and the edit dialog): where and when, the kind's
// values in the grower's units, notes and photos. Built from the kind's fields; its resolver is
// the entry rules (records/entry-rules.ts), the same ones the CSV import and the database apply.
import { useEffect, useId, type ReactNode } from 'react';
import { useWatch, type FieldErrors, type UseFormReturn } from 'react-hook-form';
import { SelectField, TextAreaField } from '@/components/ui/fields';
import { cn } from '@/lib/cn';
import type { RecordPlace } from '../../api/get-record-places';
import type { Lot } from '../../api/get-lots';
import type { FieldDef, NumberFieldDef, RecordKind } from '../../records/kinds/types';
import type { EntryFormValues } from './use-entry-form';
import { stageLabel } from '../../records/stages';
import { formatValue, unitLabel, type RecordUnits } from '../../records/units';
import { useDecimalReading } from '@/hooks/use-decimal-reading';
import { numberInput } from '@/lib/decimal';
import { RoomSelect } from '../room-select';
import { useLotPlace } from '../../api/get-lot-place';
import { OVERRIDE_ASK, type Hold } from '../../protection/holds';
import { parseWhen } from '../../records/entry-rules';
import { HoldsNotice } from './holds-notice';
import { useHoldCheck } from './use-hold-check';

const INPUT =
  'h-12 w-full min-w-0 rounded-lg border bg-white px-3 text-base text-ink shadow-xs transition-colors ' +
  'focus-visible:border-brand-600 focus-visible:ring-4 focus-visible:ring-brand-600/20 focus-visible:outline-none';

function errorAt(errors: FieldErrors<EntryFormValues>, path: string): string | undefined {
  const parts = path.split('.');
  let node: unknown = errors;
  for (const p of parts) node = (node as Record<string, unknown> | undefined)?.[p];
  return (node as { message?: string } | undefined)?.message;
}

export function EntryForm({
  form,
  kind,
  units,
  places,
  lots,
  hints,
  figures,
  photos,
  links,
  onSubmit,
  footer,
  id,
  entryId,
  refused = null,
}: {
  form: UseFormReturn<EntryFormValues>;
  kind: RecordKind;
  units: RecordUnits;
  places: RecordPlace[];
  lots: Lot[];
  /** The last entry's values, shown as placeholders ("last 2.2"). */
  hints?: Record<string, unknown>;
  /** Live figures under the values (runoff %, ppm on every scale). */
  figures?: ReactNode;
  photos?: ReactNode;
  /** What the entry followed (an Atlas SOP), above the notes. */
  links?: ReactNode;
  onSubmit: (values: EntryFormValues) => void | Promise<void>;
  footer: ReactNode;
  id?: string;
  /** The entry being edited (left out of its lot's moves when its room is looked up). */
  entryId?: string;
  /** The intervals of the database's last refusal, when it could not be asked before saving. */
  refused?: readonly Hold[] | null;
}) {
  const { register, handleSubmit, formState, control } = form;
  const errors = formState.errors;
  const facilityId = useWatch({ control, name: 'facility_id' });
  const watched = useWatch({ control, name: 'values' }) ?? {};
  const roomId = useWatch({ control, name: 'room_id' });
  const lotId = useWatch({ control, name: 'lot_id' });
  const occurredAt = useWatch({ control, name: 'occurred_at' });
  const status = useWatch({ control, name: 'status' });
  const reason = useWatch({ control, name: 'override_reason' });
  const facility = places.find((p) => p.id === facilityId);
  const lot = lots.find((l) => l.id === lotId);

  // The room comes from the lot: an entry about a lot is made in the room the lot was in then.
  const when = parseWhen(occurredAt);
  const place = useLotPlace(
    lotId || null,
    when ? new Date(Math.floor(when.getTime() / 60_000) * 60_000).toISOString() : null,
    entryId,
  );
  const lotRoom = lotId ? (place.data?.roomId ?? null) : null;
  useEffect(() => {
    if (lotRoom && form.getValues('room_id') !== lotRoom)
      form.setValue('room_id', lotRoom, { shouldDirty: true, shouldValidate: formState.isSubmitted });
  }, [lotRoom, form, formState.isSubmitted]);
  const lotRoomName = lotRoom ? facility?.rooms.find((r) => r.id === lotRoom)?.room_name : undefined;

  // The database's one decision about running intervals, asked before saving.
  const check = useHoldCheck(
    {
      kind: kind.kind,
      roomId: roomId || null,
      lotId: lotId || null,
      occurredAt,
      status,
      values: watched,
      entryId,
    },
    refused,
  );
  const needsReason = status !== 'planned' && check.holds.length > 0;
  const submit = handleSubmit(async (values) => {
    if (needsReason && !values.override_reason.trim()) {
      form.setError('override_reason', { type: 'holds', message: OVERRIDE_ASK }, { shouldFocus: true });
      return;
    }
    await onSubmit(values);
  });
  const roomLabel = kind.roomOptionalWith
    ? (kind.roomOptionalText?.label ?? 'Room (or name the tank)')
    : 'Room';

  const visible = (field: FieldDef) =>
    !field.when || field.when.values.includes(String(watched[field.when.key] ?? ''));

  return (
    // Keyboard shortcuts for the fields inside (Ctrl/⌘+Enter saves), not an interaction of the form itself.
    // eslint-disable-next-line jsx-a11y-x/no-noninteractive-element-interactions
    <form
      id={id}
      noValidate
      onSubmit={(e) => void submit(e)}
      onKeyDown={(e) => {
        // Ctrl/⌘+Enter saves from anywhere, the notes included.
        if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) void submit();
      }}
      className="flex flex-col gap-5"
    >
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="sr-only">Where and when</legend>
        {places.length > 1 && (
          <SelectField label="Facility" error={errorAt(errors, 'facility_id')} {...register('facility_id')}>
            {places.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </SelectField>
        )}
        <RoomSelect
          rooms={facility?.rooms ?? []}
          roomId={roomId}
          label={roomLabel}
          none={
            kind.roomOptionalWith
              ? (kind.roomOptionalText?.none ?? 'No room (a tank reading)')
              : 'Choose a room'
          }
          error={errorAt(errors, 'room_id')}
          registration={register('room_id')}
          note={lot && lotRoomName ? `${lot.name} is in ${lotRoomName} at that time.` : undefined}
        />
        <SelectField
          // Remounted once the lots arrive, so a lot named in the link shows as chosen.
          key={lots.length}
          label={kind.kind === 'diary' || kind.lotRequired ? 'Lot' : 'Lot (optional)'}
          error={errorAt(errors, 'lot_id')}
          {...register('lot_id')}
        >
          <option value="">No lot</option>
          {lots.map((l) => (
            <option key={l.id} value={l.id}>
              {l.name} · {l.strain}
              {l.current_stage === 'done' ? ' (done)' : ` (${stageLabel(l.current_stage).toLowerCase()})`}
            </option>
          ))}
        </SelectField>
        <Labelled label="Date and time" error={errorAt(errors, 'occurred_at')}>
          {(inputId, describedBy) => (
            <input
              id={inputId}
              type="datetime-local"
              aria-describedby={describedBy}
              aria-invalid={errorAt(errors, 'occurred_at') ? true : undefined}
              className={cn(INPUT, errorAt(errors, 'occurred_at') ? 'border-danger-600' : 'border-line')}
              {...register('occurred_at')}
            />
          )}
        </Labelled>
        <fieldset className="flex flex-col gap-1.5 sm:col-span-2">
          <legend className="text-sm font-medium text-ink">Status</legend>
          <div className="grid grid-cols-2 gap-2">
            {(['done', 'planned'] as const).map((s) => (
              <label
                key={s}
                className="flex h-12 cursor-pointer items-center justify-center gap-2 rounded-lg border border-line bg-white text-sm font-medium has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:text-brand-900"
              >
                <input type="radio" value={s} className="accent-brand-700" {...register('status')} />
                {s === 'done' ? 'Done' : 'Planned'}
              </label>
            ))}
          </div>
        </fieldset>
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold text-brand-950">
          {kind.kind === 'diary' ? 'Event' : (kind.fieldsTitle ?? 'Readings')}
        </legend>
        {kind.fields.filter(visible).map((field) => (
          <ValueField
            key={field.key}
            field={field}
            form={form}
            units={units}
            rooms={facility?.rooms ?? []}
            filters={facility?.filters ?? []}
            hint={hints?.[field.key]}
            error={errorAt(errors, `values.${field.key}`)}
          />
        ))}
      </fieldset>

      {figures}
      {needsReason || (refused?.length ?? 0) > 0 || reason?.trim() ? (
        <HoldsNotice
          holds={status === 'planned' ? [] : check.holds}
          registration={register('override_reason')}
          error={errorAt(errors, 'override_reason')}
        />
      ) : null}
      {links}

      <TextAreaField
        label="Notes"
        rows={3}
        error={errorAt(errors, 'notes')}
        maxLength={4000}
        {...register('notes')}
      />
      {photos}
      {footer}
    </form>
  );
}

function Labelled({
  label,
  error,
  hint,
  children,
  className,
}: {
  label: string;
  error?: string;
  hint?: ReactNode;
  children: (id: string, describedBy: string | undefined) => ReactNode;
  className?: string;
}) {
  const id = useId();
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className={cn('flex min-w-0 flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      {children(id, describedBy)}
      {hint && !error ? (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-xs font-medium text-danger-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function ValueField({
  field,
  form,
  units,
  rooms,
  filters,
  hint,
  error,
}: {
  field: FieldDef;
  form: UseFormReturn<EntryFormValues>;
  units: RecordUnits;
  rooms: RecordPlace['rooms'];
  filters: RecordPlace['filters'];
  hint: unknown;
  error?: string;
}) {
  const name = `values.${field.key}` as const;
  const label = field.required ? field.label : `${field.label} (optional)`;
  if (field.type === 'choice') {
    return (
      <SelectField label={field.label} error={error} hint={field.hint} {...form.register(name)}>
        <option value="">Choose…</option>
        {field.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </SelectField>
    );
  }
  if (field.type === 'room') {
    return (
      <SelectField label={field.label} error={error} hint={field.hint} {...form.register(name)}>
        <option value="">Choose a room</option>
        {rooms.map((r) => (
          <option key={r.id} value={r.id}>
            {r.room_name}
          </option>
        ))}
      </SelectField>
    );
  }
  if (field.type === 'filter') {
    return (
      <SelectField label={field.label} error={error} hint={field.hint} {...form.register(name)}>
        <option value="">Choose a filter</option>
        {filters
          .filter((f) => !f.archived || f.id === form.getValues(name))
          .map((f) => (
            <option key={f.id} value={f.id}>
              {f.name}
            </option>
          ))}
      </SelectField>
    );
  }
  if (field.type === 'text') {
    return (
      <Labelled label={field.label} error={error} hint={field.hint}>
        {(id, describedBy) => (
          <input
            id={id}
            type="text"
            maxLength={field.maxLength}
            aria-describedby={describedBy}
            aria-invalid={error ? true : undefined}
            className={cn(INPUT, error ? 'border-danger-600' : 'border-line')}
            {...form.register(name)}
          />
        )}
      </Labelled>
    );
  }
  return (
    <NumberValueField
      name={name}
      label={label}
      field={field}
      form={form}
      units={units}
      hint={hint}
      error={error}
    />
  );
}

function NumberValueField({
  name,
  label,
  field,
  form,
  units,
  hint,
  error: formError,
}: {
  name: `values.${string}`;
  label: string;
  field: NumberFieldDef;
  form: UseFormReturn<EntryFormValues>;
  units: RecordUnits;
  hint: unknown;
  error?: string;
}) {
  const registration = form.register(name, numberInput);
  const reading = useDecimalReading(registration.onChange);
  const error = reading.error ?? formError;
  const unit = unitLabel(field.measure, units);
  const last = formatValue(hint, field.measure, units);
  return (
    <Labelled
      label={label}
      error={error}
      hint={reading.readAs ?? field.hint}
      className="[&_label]:whitespace-nowrap"
    >
      {(id, describedBy) => (
        <div className="relative">
          <input
            id={id}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            placeholder={last ? `last ${last}` : undefined}
            aria-describedby={describedBy}
            aria-invalid={error ? true : undefined}
            className={cn(INPUT, unit && 'pr-24', error ? 'border-danger-600' : 'border-line')}
            {...registration}
            onChange={reading.onChange}
          />
          {unit ? (
            <span
              aria-hidden="true"
              className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-muted"
            >
              {unit}
            </span>
          ) : null}
        </div>
      )}
    </Labelled>
  );
}
