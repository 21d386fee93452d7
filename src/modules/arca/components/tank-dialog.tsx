// Add or change a stock tank: its capacity, dilution ratio (1:1 for a ready-to-use reservoir), the
// part it holds and the room it feeds.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { type z } from 'zod/mini';
import { Alert } from '@/components/ui/alert';
import { FormDialog } from '@/components/ui/dialog';
import { SelectField, TextAreaField } from '@/components/ui/fields';
import { TextField } from '@/components/ui/text-field';
import { getErrorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import type { RecordPlace } from '../api/get-record-places';
import type { Tank } from '../api/get-tanks';
import { useSaveTank } from '../api/save-tank';
import { TANK_PART_LABELS, TANK_PARTS, tankFormSchema, type TankForm } from '../nutrients/stock-form';
import { NumberField } from './fields';
import { numberInput } from '@/lib/decimal';

type Parsed = z.output<typeof tankFormSchema>;

export function TankDialog({
  facility,
  tank,
  onClose,
}: {
  facility: RecordPlace;
  tank?: Tank;
  onClose: () => void;
}) {
  const save = useSaveTank(facility.id);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TankForm, unknown, Parsed>({
    resolver: zodResolver(tankFormSchema),
    defaultValues: tank
      ? {
          name: tank.name,
          capacityL: tank.capacity_l,
          dilutionRatio: tank.dilution_ratio,
          part: tank.part as TankForm['part'],
          roomId: tank.room_id ?? '',
          notes: tank.notes ?? '',
        }
      : { name: '', part: 'single', roomId: '', notes: '' },
  });

  const submit = handleSubmit(async (v) => {
    setFailure(null);
    try {
      await save.mutateAsync({
        id: tank?.id,
        facility_id: facility.id,
        name: v.name,
        capacity_l: v.capacityL,
        dilution_ratio: v.dilutionRatio,
        part: v.part,
        room_id: v.roomId || null,
        notes: v.notes ?? null,
        archived: tank?.archived ?? false,
      });
      toast.success(tank ? 'Tank saved' : 'Tank added', { description: v.name });
      onClose();
    } catch (error) {
      setFailure(getErrorMessage(error, { '23505': 'This facility already has a tank with this name.' }));
    }
  });

  return (
    <FormDialog
      onOpenChange={(open) => !open && onClose()}
      title={tank ? `Edit ${tank.name}` : 'Add a tank'}
      submitLabel={tank ? 'Save' : 'Add tank'}
      busy={save.isPending}
      onSubmit={submit}
    >
      {failure ? <Alert>{failure}</Alert> : null}
      <TextField label="Tank name" maxLength={60} error={errors.name?.message} {...register('name')} />
      <div className="grid gap-3 sm:grid-cols-2">
        <NumberField
          label="Capacity"
          suffix="L"
          error={errors.capacityL?.message}
          registration={register('capacityL', numberInput)}
        />
        <NumberField
          label="Dilution ratio (1:x)"
          hint="1 for a ready-to-use reservoir; 100 for a 1:100 injector."
          error={errors.dilutionRatio?.message}
          registration={register('dilutionRatio', numberInput)}
        />
        <SelectField label="Holds" error={errors.part?.message} {...register('part')}>
          {TANK_PARTS.map((part) => (
            <option key={part} value={part}>
              {TANK_PART_LABELS[part]}
            </option>
          ))}
        </SelectField>
        <SelectField label="Feeds room" {...register('roomId')}>
          <option value="">No room (several or none)</option>
          {facility.rooms.map((room) => (
            <option key={room.id} value={room.id}>
              {room.room_name}
            </option>
          ))}
        </SelectField>
      </div>
      <TextAreaField
        label="Notes"
        rows={3}
        maxLength={2000}
        error={errors.notes?.message}
        {...register('notes')}
      />
    </FormDialog>
  );
}
