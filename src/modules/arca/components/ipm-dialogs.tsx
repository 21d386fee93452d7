// Beneficial insects: log a release and a scouting count. Either walks into the room, so a room
// under a re-entry interval needs an override reason (AR101), and so does a release inside a harmful
// spray's persistence window (AR103): the form asks the database before saving and shows why in
// its words; a refusal it could not foresee (offline) asks too, keeping what was typed.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { SelectField, TextAreaField } from '@/components/ui/fields';
import { TextField } from '@/components/ui/text-field';
import { numberInput } from '@/lib/decimal';
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
import { holdsOfError, OVERRIDE_ASK, type Hold } from '../protection/holds';
import { toLocalInput } from '../records/datetime';
import { HoldsNotice } from './records/holds-notice';
import { useHoldCheck } from './records/use-hold-check';
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
  const [refused, setRefused] = useState<Hold[] | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
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
  const [occurredAt, species, reason] = useWatch({
    control,
    name: ['occurredAt', 'species', 'overrideReason'],
  });
  const check = useHoldCheck(
    { kind: 'release', roomId, occurredAt, values: { species: species?.trim() }, entryId: entry?.id },
    refused,
  );
  const askReason =
    check.holds.length > 0 ||
    (typeof reason === 'string' && reason.trim() !== '') ||
    Boolean(entry?.override_reason);
  const plain = usePlainEntry({
    kind: 'release',
    entry,
    facilityId: facility.id,
    onFailure: (error) => {
      const holds = holdsOfError(error);
      if (holds) {
        setRefused(holds);
        setTimeout(() => setFocus('overrideReason'), 0);
      }
    },
  });
  const submit = handleSubmit(async (v) => {
    if (check.holds.length > 0 && !v.overrideReason) {
      setError('overrideReason', { type: 'holds', message: OVERRIDE_ASK }, { shouldFocus: true });
      return;
    }
    const saved = await plain.submit(
      {
        room_id: v.roomId,
        occurredAt: v.occurredAt,
        notes: v.notes,
        overrideReason: v.overrideReason ?? null,
        values: releaseEntryValues(v),
      },
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
        <HoldsNotice
          holds={check.holds}
          registration={register('overrideReason')}
          error={errors.overrideReason?.message}
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
  const [refused, setRefused] = useState<Hold[] | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    setFocus,
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
          overrideReason: '',
          notes: '',
        },
  });
  const roomId = useWatch({ control, name: 'roomId' });
  const [occurredAt, reason] = useWatch({ control, name: ['occurredAt', 'overrideReason'] });
  const check = useHoldCheck({ kind: 'scouting', roomId, occurredAt, entryId: entry?.id }, refused);
  const askReason =
    check.holds.length > 0 ||
    (typeof reason === 'string' && reason.trim() !== '') ||
    Boolean(entry?.override_reason);
  const plain = usePlainEntry({
    kind: 'scouting',
    entry,
    facilityId: facility.id,
    onFailure: (error) => {
      const holds = holdsOfError(error);
      if (holds) {
        setRefused(holds);
        setTimeout(() => setFocus('overrideReason'), 0);
      }
    },
  });
  const submit = handleSubmit(async (v) => {
    if (check.holds.length > 0 && !v.overrideReason) {
      setError('overrideReason', { type: 'holds', message: OVERRIDE_ASK }, { shouldFocus: true });
      return;
    }
    const saved = await plain.submit(
      {
        room_id: v.roomId,
        occurredAt: v.occurredAt,
        notes: v.notes,
        overrideReason: v.overrideReason ?? null,
        values: scoutingEntryValues(v),
      },
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
      {askReason ? (
        <HoldsNotice
          holds={check.holds}
          registration={register('overrideReason')}
          error={errors.overrideReason?.message}
        />
      ) : null}
      <TextAreaField label="Notes" rows={2} error={errors.notes?.message} {...register('notes')} />
    </PlainEntryDialog>
  );
}
