// Beneficial insects: log a release (refused by the database inside a harmful spray's persistence
// window, AR103, unless an override reason is stated — the form then asks for one and keeps what
// was typed) and log a scouting count.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { SelectField, TextAreaField } from '@/components/ui/fields';
import { TextField } from '@/components/ui/text-field';
import { numberInput } from '@/lib/decimal';
import { getErrorCode } from '@/lib/errors';
import type { RecordPlace } from '../api/get-record-places';
import type { Release } from '../api/get-releases';
import type { Scouting } from '../api/get-scouting';
import { COMMON_BENEFICIALS } from '../protection/iobc';
import {
  COUNT_BASES,
  COUNT_BASIS_LABELS,
  ORGANISM_TYPES,
  ORGANISM_TYPE_LABELS,
  RELEASE_METHODS,
  RELEASE_METHOD_LABELS,
  RELEASE_UNITS,
  releaseEntryValues,
  releaseFormFromRow,
  releaseFormSchema,
  scoutingEntryValues,
  scoutingFormFromRow,
  scoutingFormSchema,
  type ReleaseForm,
  type ReleaseValues,
  type ScoutingForm,
  type ScoutingValues,
} from '../protection/ipm-form';
import { toLocalInput } from '../records/datetime';
import { NumberField } from './fields';
import { RoomSelect } from './room-select';
import { PlainEntryDialog } from './records/plain-entry';
import { usePlainEntry } from './records/use-plain-entry';

/** An empty number input (NaN would print as “NaN”). */
const BLANK = undefined as unknown as number;

export function ReleaseDialog({
  facility,
  entry = null,
  onClose,
}: {
  facility: RecordPlace;
  /** The release to edit; null logs a new one. */
  entry?: Release | null;
  onClose: () => void;
}) {
  // Shown once the database has refused the release for a harmful spray (or it already has one).
  const [askReason, setAskReason] = useState(Boolean(entry?.override_reason));
  const {
    register,
    control,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm<ReleaseForm, unknown, ReleaseValues>({
    resolver: zodResolver(releaseFormSchema),
    defaultValues: entry
      ? releaseFormFromRow(entry)
      : {
          roomId: '',
          occurredAt: toLocalInput(new Date()),
          species: '',
          quantity: BLANK,
          quantityUnit: 'individuals',
          supplier: '',
          lotNumber: '',
          overrideReason: '',
          notes: '',
        },
  });
  const roomId = useWatch({ control, name: 'roomId' });
  const plain = usePlainEntry({
    kind: 'release',
    entry,
    facilityId: facility.id,
    onFailure: (error) => {
      if (getErrorCode(error) === 'AR103') {
        setAskReason(true);
        setTimeout(() => setFocus('overrideReason'), 0);
      }
    },
  });
  const submit = handleSubmit(async (v) => {
    const saved = await plain.submit(
      { room_id: v.roomId, occurredAt: v.occurredAt, notes: v.notes, values: releaseEntryValues(v) },
      {
        title: entry ? 'Changes saved' : 'Release saved',
        description: `${v.species} · ${facility.rooms.find((r) => r.id === v.roomId)?.room_name ?? ''}`,
      },
    );
    if (saved) onClose();
  });
  return (
    <PlainEntryDialog
      plain={plain}
      facility={facility}
      title={entry ? 'Edit release' : 'Log a release'}
      submitLabel={askReason ? 'Save with override' : entry ? 'Save changes' : 'Save release'}
      deleteLabel="Delete release"
      onSubmit={submit}
      onClose={onClose}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <RoomSelect
          rooms={facility.rooms}
          roomId={roomId}
          error={errors.roomId?.message}
          registration={register('roomId')}
        />
        <TextField
          label="Released at"
          type="datetime-local"
          error={errors.occurredAt?.message}
          {...register('occurredAt')}
        />
        <TextField
          label="Species"
          className="sm:col-span-2"
          list="arca-release-species"
          maxLength={100}
          error={errors.species?.message}
          {...register('species')}
        />
        <datalist id="arca-release-species">
          {COMMON_BENEFICIALS.map((b) => (
            <option key={b.species} value={b.species}>
              {b.common}
            </option>
          ))}
        </datalist>
        <NumberField
          label="Quantity"
          error={errors.quantity?.message}
          registration={register('quantity', numberInput)}
          unit={{
            label: 'Quantity unit',
            registration: register('quantityUnit'),
            options: RELEASE_UNITS.map((u) => ({ value: u, label: u })),
          }}
        />
        <SelectField
          label="Method"
          error={errors.method?.message}
          {...register('method', { setValueAs: (v: string) => v || undefined })}
        >
          <option value="">Not stated</option>
          {RELEASE_METHODS.map((m) => (
            <option key={m} value={m}>
              {RELEASE_METHOD_LABELS[m]}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Supplier"
          maxLength={100}
          error={errors.supplier?.message}
          {...register('supplier')}
        />
        <TextField
          label="Lot number"
          maxLength={60}
          error={errors.lotNumber?.message}
          {...register('lotNumber')}
        />
      </div>
      {askReason ? (
        <TextAreaField
          label="Override reason"
          rows={2}
          hint="Kept on the record: why release into this room now."
          error={errors.overrideReason?.message}
          {...register('overrideReason')}
        />
      ) : null}
      <TextAreaField label="Notes" rows={2} error={errors.notes?.message} {...register('notes')} />
    </PlainEntryDialog>
  );
}

export function ScoutingDialog({
  facility,
  entry = null,
  onClose,
}: {
  facility: RecordPlace;
  /** The count to edit; null logs a new one. */
  entry?: Scouting | null;
  onClose: () => void;
}) {
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<ScoutingForm, unknown, ScoutingValues>({
    resolver: zodResolver(scoutingFormSchema),
    defaultValues: entry
      ? scoutingFormFromRow(entry)
      : {
          roomId: '',
          occurredAt: toLocalInput(new Date()),
          organism: '',
          organismType: 'pest',
          count: BLANK,
          basis: 'per_trap',
          location: '',
          notes: '',
        },
  });
  const roomId = useWatch({ control, name: 'roomId' });
  const plain = usePlainEntry({ kind: 'scouting', entry, facilityId: facility.id });
  const submit = handleSubmit(async (v) => {
    const saved = await plain.submit(
      { room_id: v.roomId, occurredAt: v.occurredAt, notes: v.notes, values: scoutingEntryValues(v) },
      { title: entry ? 'Changes saved' : 'Count saved', description: v.organism },
    );
    if (saved) onClose();
  });
  return (
    <PlainEntryDialog
      plain={plain}
      facility={facility}
      title={entry ? 'Edit scouting count' : 'Log a scouting count'}
      submitLabel={entry ? 'Save changes' : 'Save count'}
      deleteLabel="Delete count"
      onSubmit={submit}
      onClose={onClose}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <RoomSelect
          rooms={facility.rooms}
          roomId={roomId}
          error={errors.roomId?.message}
          registration={register('roomId')}
        />
        <TextField
          label="Counted at"
          type="datetime-local"
          error={errors.occurredAt?.message}
          {...register('occurredAt')}
        />
        <TextField
          label="Organism"
          maxLength={100}
          error={errors.organism?.message}
          {...register('organism')}
        />
        <SelectField label="Type" error={errors.organismType?.message} {...register('organismType')}>
          {ORGANISM_TYPES.map((t) => (
            <option key={t} value={t}>
              {ORGANISM_TYPE_LABELS[t]}
            </option>
          ))}
        </SelectField>
        <NumberField
          label="Count"
          step="1"
          error={errors.count?.message}
          registration={register('count', numberInput)}
        />
        <SelectField label="Counted" error={errors.basis?.message} {...register('basis')}>
          {COUNT_BASES.map((b) => (
            <option key={b} value={b}>
              {COUNT_BASIS_LABELS[b]}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Location"
          className="sm:col-span-2"
          hint="Trap number, bench or row."
          maxLength={100}
          error={errors.location?.message}
          {...register('location')}
        />
      </div>
      <TextAreaField label="Notes" rows={2} error={errors.notes?.message} {...register('notes')} />
    </PlainEntryDialog>
  );
}
