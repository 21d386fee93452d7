// Setting a room's own band for one metric, stage and period (the default stays for the rooms that
// keep it). A dryback is always saved with its definition.
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod/mini';
import { Alert } from '@/components/ui/alert';
import { FormDialog } from '@/components/ui/dialog';
import { SelectField } from '@/components/ui/fields';
import { TextField } from '@/components/ui/text-field';
import { getErrorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import type { toBand } from '../api/get-target-bands';
import { useSaveTarget } from '../api/save-target';
import {
  DRYBACK_BASES,
  DRYBACK_BASIS_LABELS,
  targetMetric,
  TARGET_STAGE_LABELS,
  type TargetStage,
} from '../targets/metrics';
import { targetFormSchema, type TargetForm } from '../targets/target-form';
import { NumberField } from './fields';
import { numberInput } from '@/lib/decimal';

export type RoomBand = ReturnType<typeof toBand>;

export function TargetDialog({
  facilityId,
  roomName,
  band,
  onClose,
}: {
  facilityId: string;
  roomName: string;
  band: RoomBand;
  onClose: () => void;
}) {
  const save = useSaveTarget(facilityId);
  const metric = targetMetric(band.metric);
  const schema = useMemo(() => targetFormSchema(band.metric), [band.metric]);
  type Parsed = z.output<typeof schema>;
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TargetForm, unknown, Parsed>({
    resolver: zodResolver(schema),
    defaultValues: {
      min: band.min,
      max: band.max,
      basis: band.basis ?? (band.metric === 'dryback' ? 'points' : undefined),
      note: band.note ?? '',
    },
  });
  const submit = handleSubmit(async (v) => {
    setFailure(null);
    try {
      await save.mutateAsync({
        id: band.isCustom ? band.targetId : null,
        facility_id: facilityId,
        room_id: band.roomId,
        stage: band.stage,
        metric: band.metric,
        period: band.period,
        min_value: v.min!,
        max_value: v.max!,
        basis: band.metric === 'dryback' ? (v.basis ?? null) : null,
        note: v.note ?? null,
      });
      toast.success('Target saved', { description: `${metric?.label ?? band.metric} in ${roomName}` });
      onClose();
    } catch (error) {
      setFailure(getErrorMessage(error));
    }
  });
  const unit = metric?.unit || undefined;
  const stage = TARGET_STAGE_LABELS[band.stage as TargetStage] ?? band.stage;
  return (
    <FormDialog
      onOpenChange={(open) => !open && onClose()}
      title={`${metric?.label ?? band.metric}, ${band.period}`}
      description={`${roomName}, ${stage}. ${band.isCustom ? 'Your own band for this room.' : `Now the default${band.defaultSource ? ` (${band.defaultSource})` : ''}; saving makes it this room's own.`}`}
      submitLabel="Save target"
      busy={save.isPending}
      onSubmit={submit}
    >
      {failure ? <Alert>{failure}</Alert> : null}
      <div className="grid grid-cols-2 gap-3">
        <NumberField
          label="Lowest"
          suffix={unit}
          error={errors.min?.message}
          registration={register('min', numberInput)}
        />
        <NumberField
          label="Highest"
          suffix={unit}
          error={errors.max?.message}
          registration={register('max', numberInput)}
        />
      </div>
      {band.metric === 'dryback' ? (
        <SelectField label="Dryback measured as" error={errors.basis?.message} {...register('basis')}>
          {DRYBACK_BASES.map((basis) => (
            <option key={basis} value={basis}>
              {DRYBACK_BASIS_LABELS[basis]}
            </option>
          ))}
        </SelectField>
      ) : null}
      <TextField label="Note (optional)" maxLength={300} error={errors.note?.message} {...register('note')} />
    </FormDialog>
  );
}
