// Applying a skeleton to a room and a first day makes the room's dated plan (a copy the grower can
// adjust; the skeleton stays as it is).
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod/mini';
import { Alert } from '@/components/ui/alert';
import { FormDialog } from '@/components/ui/dialog';
import { SelectField } from '@/components/ui/fields';
import { TextField } from '@/components/ui/text-field';
import { getErrorMessage } from '@/lib/errors';
import { formatIsoDate } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useApplySkeleton } from '../api/apply-skeleton';
import type { RecordPlace } from '../api/get-record-places';
import type { Skeleton } from '../api/get-skeletons';
import { applySkeletonFormSchema, type ApplySkeletonForm } from '../irrigation/plan-forms';

type Parsed = z.output<typeof applySkeletonFormSchema>;

export function ApplySkeletonDialog({
  facility,
  skeleton,
  onClose,
}: {
  facility: RecordPlace;
  skeleton: Skeleton;
  onClose: () => void;
}) {
  const apply = useApplySkeleton(facility.id);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ApplySkeletonForm, unknown, Parsed>({
    resolver: zodResolver(applySkeletonFormSchema),
    defaultValues: { roomId: '', startsOn: formatIsoDate(new Date()), name: '' },
  });
  const submit = handleSubmit(async (v) => {
    setFailure(null);
    try {
      await apply.mutateAsync({
        skeletonId: skeleton.id,
        roomId: v.roomId,
        startsOn: v.startsOn,
        name: v.name,
      });
      const room = facility.rooms.find((r) => r.id === v.roomId)?.room_name ?? 'the room';
      toast.success('Plan made', { description: `${skeleton.name} for ${room}` });
      onClose();
    } catch (error) {
      setFailure(
        getErrorMessage(error, {
          '23P01':
            'This room already has a plan for some of these days. Delete it or choose another start date.',
          PT404: 'This skeleton no longer exists. Reload the page.',
        }),
      );
    }
  });
  return (
    <FormDialog
      onOpenChange={(open) => !open && onClose()}
      title={`Apply ${skeleton.name}`}
      description="Makes the room's dated plan from this skeleton. Changes to the plan leave the skeleton as it is."
      submitLabel="Apply"
      busy={apply.isPending}
      onSubmit={submit}
    >
      {failure ? <Alert>{failure}</Alert> : null}
      <SelectField label="Room" error={errors.roomId?.message} {...register('roomId')}>
        <option value="">Choose a room</option>
        {facility.rooms.map((room) => (
          <option key={room.id} value={room.id}>
            {room.room_name}
          </option>
        ))}
      </SelectField>
      <TextField label="Start date" type="date" error={errors.startsOn?.message} {...register('startsOn')} />
      <TextField
        label="Plan name (optional)"
        maxLength={100}
        hint={`Defaults to "${skeleton.name}".`}
        error={errors.name?.message}
        {...register('name')}
      />
    </FormDialog>
  );
}
