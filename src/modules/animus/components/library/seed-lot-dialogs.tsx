import { formatIsoDate } from '@/lib/format';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { FormDialog } from '@/components/ui/dialog';
import { SelectField, TextAreaField } from '@/components/ui/fields';
import { TextField } from '@/components/ui/text-field';
import { getErrorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useAddGerminationTest, useSaveSeedLot, type SaveSeedLotInput } from '../../api/save-seed-lot';
import {
  germinationFormSchema,
  SEED_UNITS,
  seedLotFormSchema,
  type GerminationFormValues,
  type SeedLotFormValues,
} from '../../library-schemas';
import { numOrNull } from '../../project-schemas';

const EMPTY_LOT: SeedLotFormValues = {
  lot_code: '',
  amount: '',
  unit: 'seeds',
  storage_location: '',
  produced_on: '',
  notes: '',
};

export interface EditableSeedLot {
  id: string;
  lot_code: string;
  amount: number;
  unit: string;
  storage_location: string;
  produced_on: string | null;
  notes: string;
}

const lotValues = (lot: EditableSeedLot | null | undefined): SeedLotFormValues =>
  lot
    ? {
        lot_code: lot.lot_code,
        amount: String(lot.amount),
        unit: lot.unit as SeedLotFormValues['unit'],
        storage_location: lot.storage_location,
        produced_on: lot.produced_on ?? '',
        notes: lot.notes,
      }
    : EMPTY_LOT;

/** A seed lot of a cultivar: how much, where it is kept, when it was made. */
export function SeedLotDialog({
  open,
  onOpenChange,
  cultivarId,
  lot,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  cultivarId: string;
  lot?: EditableSeedLot | null;
}) {
  const save = useSaveSeedLot(cultivarId);
  const { register, handleSubmit, formState, reset } = useForm<SeedLotFormValues>({
    resolver: zodResolver(seedLotFormSchema),
    defaultValues: lotValues(lot),
  });
  const lotId = lot?.id;
  useEffect(() => {
    if (open) reset(lotValues(lot));
    // Only on opening, or when another lot is being edited.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, lotId, reset]);
  const e = formState.errors;
  const onSubmit = handleSubmit((v) => {
    const input: SaveSeedLotInput = {
      cultivarId,
      ...(lot ? { id: lot.id } : {}),
      values: {
        lot_code: v.lot_code.trim(),
        amount: Number(v.amount),
        unit: v.unit,
        storage_location: v.storage_location.trim(),
        produced_on: v.produced_on.trim() || null,
        notes: v.notes.trim(),
      },
    };
    save.mutate(input, {
      onSuccess: () => {
        toast.success(lot ? 'Seed lot updated' : 'Seed lot added', { description: input.values.lot_code });
        onOpenChange(false);
      },
      onError: (error) =>
        toast.error('Could not save the seed lot', {
          description: getErrorMessage(error, { '23505': 'You already have a seed lot with this code.' }),
        }),
    });
  });
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={lot ? `Edit seed lot ${lot.lot_code}` : 'Add seed lot'}
      submitLabel={lot ? 'Save seed lot' : 'Add seed lot'}
      busy={save.isPending}
      onSubmit={onSubmit}
    >
      <TextField label="Lot code" {...register('lot_code')} error={e.lot_code?.message} />
      <div className="grid grid-cols-[1fr_8rem] gap-4">
        <TextField label="Amount" type="number" {...register('amount')} error={e.amount?.message} />
        <SelectField label="Unit" {...register('unit')}>
          {SEED_UNITS.map((u) => (
            <option key={u} value={u}>
              {u}
            </option>
          ))}
        </SelectField>
      </div>
      <TextField
        label="Storage location"
        {...register('storage_location')}
        error={e.storage_location?.message}
        hint="Fridge, box, shelf"
      />
      <TextField
        label="Produced on"
        type="date"
        {...register('produced_on')}
        error={e.produced_on?.message}
      />
      <TextAreaField label="Notes" rows={2} {...register('notes')} error={e.notes?.message} />
    </FormDialog>
  );
}

const todayIso = () => formatIsoDate(new Date());

/** A germination test of a seed lot: seeds sown and germinated, after how many days. */
export function GerminationDialog({
  open,
  onOpenChange,
  cultivarId,
  seedLot,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  cultivarId: string;
  seedLot: { id: string; lot_code: string } | null;
}) {
  const add = useAddGerminationTest(cultivarId);
  const empty: GerminationFormValues = {
    tested_on: todayIso(),
    seeds_sown: '',
    seeds_germinated: '',
    days: '',
    notes: '',
  };
  const { register, handleSubmit, formState, reset } = useForm<GerminationFormValues>({
    resolver: zodResolver(germinationFormSchema),
    defaultValues: empty,
  });
  useEffect(() => {
    if (open) reset({ tested_on: todayIso(), seeds_sown: '', seeds_germinated: '', days: '', notes: '' });
  }, [open, reset]);
  const e = formState.errors;
  const onSubmit = handleSubmit((v) => {
    if (!seedLot) return;
    add.mutate(
      {
        seedLotId: seedLot.id,
        values: {
          tested_on: v.tested_on,
          seeds_sown: Number(v.seeds_sown),
          seeds_germinated: Number(v.seeds_germinated),
          days: numOrNull(v.days),
          notes: v.notes.trim(),
        },
      },
      {
        onSuccess: () => {
          toast.success('Germination test saved', {
            description: `${v.seeds_germinated} of ${v.seeds_sown} seeds of ${seedLot.lot_code} germinated.`,
          });
          onOpenChange(false);
        },
        onError: (error) => toast.error('Could not save the test', { description: getErrorMessage(error) }),
      },
    );
  });
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Germination test of ${seedLot?.lot_code ?? ''}`}
      submitLabel="Save test"
      busy={add.isPending}
      onSubmit={onSubmit}
    >
      <TextField label="Tested on" type="date" {...register('tested_on')} error={e.tested_on?.message} />
      <div className="grid grid-cols-3 gap-4">
        <TextField
          label="Seeds sown"
          type="number"
          inputMode="numeric"
          {...register('seeds_sown')}
          error={e.seeds_sown?.message}
        />
        <TextField
          label="Germinated"
          type="number"
          inputMode="numeric"
          {...register('seeds_germinated')}
          error={e.seeds_germinated?.message}
        />
        <TextField
          label="After days"
          type="number"
          inputMode="numeric"
          {...register('days')}
          error={e.days?.message}
        />
      </div>
      <TextAreaField label="Notes" rows={2} {...register('notes')} error={e.notes?.message} />
    </FormDialog>
  );
}
