// Start a lot (or correct one): name, strain, plants, start date, stage and room. Where it is and
// what stage it is in afterwards follow from its diary events, so those are not edited here.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { FormDialog } from '@/components/ui/dialog';
import { SelectField, TextAreaField } from '@/components/ui/fields';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/lib/toast';
import type { Lot } from '../../api/get-lots';
import type { RecordPlace } from '../../api/get-record-places';
import { useSaveLot } from '../../api/save-lot';
import { toLocalInput } from '../../records/datetime';
import { recordErrorMessage } from '../../records/errors';
import { lotFormSchema, toLotInput, type LotForm } from '../../records/lot-rules';
import { STAGES, STAGE_LABELS } from '../../records/stages';
import { numberInput } from '@/lib/decimal';

export function LotDialog({
  facility,
  lot,
  onClose,
  onSaved,
}: {
  facility: RecordPlace;
  lot?: Lot;
  onClose: () => void;
  onSaved?: (id: string) => void;
}) {
  const save = useSaveLot();
  const form = useForm<LotForm>({
    resolver: zodResolver(lotFormSchema),
    mode: 'onTouched',
    defaultValues: {
      name: lot?.name ?? '',
      strain: lot?.strain ?? '',
      plant_count: lot?.plant_count ?? (undefined as unknown as number),
      started_at: toLocalInput(lot?.started_at ?? new Date()),
      start_stage: (lot?.start_stage as LotForm['start_stage']) ?? 'veg',
      start_room_id: lot?.start_room_id ?? facility.rooms[0]?.id ?? '',
      origin_project_id: lot?.origin_project_id ?? '',
      notes: lot?.notes ?? '',
    },
  });
  const errors = form.formState.errors;

  async function onSubmit(values: LotForm) {
    try {
      const id = await save.mutateAsync({ id: lot?.id, facilityId: facility.id, lot: toLotInput(values) });
      toast.success(lot ? 'Lot saved' : 'Lot started');
      onSaved?.(id);
      onClose();
    } catch (e) {
      // The dialog stays open with everything typed.
      toast.error('The lot was not saved', { description: recordErrorMessage(e) });
    }
  }

  return (
    <FormDialog
      onOpenChange={(open) => !open && onClose()}
      title={lot ? `Edit ${lot.name}` : 'Start a lot'}
      description="A lot is a group of plants of one strain. Its room and stage then follow its diary events."
      submitLabel={lot ? 'Save lot' : 'Start lot'}
      busy={save.isPending}
      onSubmit={(e) => void form.handleSubmit(onSubmit)(e)}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Lot name" error={errors.name?.message} {...form.register('name')} />
        <TextField label="Strain" error={errors.strain?.message} {...form.register('strain')} />
        <TextField
          label="Plants"
          type="number"
          inputMode="numeric"
          min={1}
          error={errors.plant_count?.message}
          {...form.register('plant_count', numberInput)}
        />
        <TextField
          label="Started"
          type="datetime-local"
          error={errors.started_at?.message}
          {...form.register('started_at')}
        />
        <SelectField
          label="Stage at start"
          error={errors.start_stage?.message}
          {...form.register('start_stage')}
        >
          {STAGES.filter((s) => s !== 'done').map((s) => (
            <option key={s} value={s}>
              {STAGE_LABELS[s]}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Room at start"
          error={errors.start_room_id?.message}
          {...form.register('start_room_id')}
        >
          <option value="">Choose a room</option>
          {facility.rooms.map((r) => (
            <option key={r.id} value={r.id}>
              {r.room_name}
            </option>
          ))}
        </SelectField>
      </div>
      <TextAreaField label="Notes" rows={3} error={errors.notes?.message} {...form.register('notes')} />
    </FormDialog>
  );
}
