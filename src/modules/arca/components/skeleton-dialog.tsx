// Add or change an irrigation skeleton: the substrate and container its shots refer to, and its
// phases in order (name, stage, intent, days, photoperiod, steering). A phase may copy a guide's
// steering; room plans already made from the skeleton keep their copy.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { type z } from 'zod/mini';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormDialog } from '@/components/ui/dialog';
import { SelectField, TextAreaField } from '@/components/ui/fields';
import { TextField } from '@/components/ui/text-field';
import { numberInput } from '@/lib/decimal';
import { getErrorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useIrrigationGuides } from '../api/get-irrigation-guides';
import type { RecordPlace } from '../api/get-record-places';
import type { Skeleton } from '../api/get-skeletons';
import { useSaveSkeleton } from '../api/save-skeleton';
import { skeletonFormSchema, type SkeletonForm } from '../irrigation/plan-forms';
import { NEW_STEERING } from '../irrigation/steering';
import { NumberField } from './fields';
import { StageIntentFields, SteeringFields, SubstrateFields } from './steering-fields';

type Parsed = z.output<typeof skeletonFormSchema>;
type PhaseDraft = SkeletonForm['phases'][number];

const newPhase = (n: number): PhaseDraft => ({
  name: `Phase ${n}`,
  stage: 'flower',
  intent: 'vegetative',
  durationDays: 14,
  photoperiodH: 12,
  steering: { ...NEW_STEERING },
  guideId: null,
});

export function SkeletonDialog({
  facility,
  skeleton,
  onClose,
}: {
  facility: RecordPlace;
  skeleton?: Skeleton;
  onClose: () => void;
}) {
  const save = useSaveSkeleton(facility.id);
  const guides = useIrrigationGuides(facility.id);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useForm<SkeletonForm, unknown, Parsed>({
    resolver: zodResolver(skeletonFormSchema),
    defaultValues: skeleton
      ? {
          name: skeleton.name,
          description: skeleton.description ?? '',
          substrate: skeleton.substrate as SkeletonForm['substrate'],
          containerVolumeL: skeleton.container_volume_l,
          fieldCapacityPct: skeleton.field_capacity_pct ?? undefined,
          phases: skeleton.phases.map((p) => ({
            id: p.id,
            name: p.name,
            stage: p.stage as PhaseDraft['stage'],
            intent: p.intent as PhaseDraft['intent'],
            durationDays: p.duration_days,
            photoperiodH: p.photoperiod_h,
            steering: p.steering,
            guideId: p.guide_id,
          })),
        }
      : { name: '', description: '', substrate: 'rockwool-slab', phases: [newPhase(1)] },
  });
  const { fields, append, remove, move } = useFieldArray({ control, name: 'phases' });
  const phases = useWatch({ control, name: 'phases' });
  const substrate = useWatch({ control, name: 'substrate' });

  const copyGuide = (index: number, guideId: string) => {
    setValue(`phases.${index}.guideId`, guideId || null);
    const guide = guides.data?.find((g) => g.id === guideId);
    if (!guide) return;
    setValue(`phases.${index}.steering`, { ...guide.steering }, { shouldValidate: true });
    setValue(`phases.${index}.intent`, guide.intent as PhaseDraft['intent']);
    setValue(`phases.${index}.photoperiodH`, guide.photoperiod_h);
  };

  const submit = handleSubmit(async (v) => {
    setFailure(null);
    try {
      await save.mutateAsync({
        id: skeleton?.id,
        facility_id: facility.id,
        name: v.name,
        description: v.description ?? null,
        substrate: v.substrate,
        container_volume_l: v.containerVolumeL,
        field_capacity_pct: v.fieldCapacityPct ?? null,
        phases: v.phases.map((p) => ({
          id: p.id,
          name: p.name,
          stage: p.stage,
          intent: p.intent,
          duration_days: p.durationDays,
          photoperiod_h: p.photoperiodH,
          steering: p.steering,
          guide_id: p.guideId ?? null,
        })),
      });
      toast.success(skeleton ? 'Skeleton saved' : 'Skeleton added', { description: v.name });
      onClose();
    } catch (error) {
      setFailure(getErrorMessage(error, { '23505': 'This facility already has a skeleton with this name.' }));
    }
  });

  const phasesError = errors.phases?.message ?? errors.phases?.root?.message;
  return (
    <FormDialog
      onOpenChange={(open) => !open && onClose()}
      title={skeleton ? `Edit ${skeleton.name}` : 'Add a skeleton'}
      description="Plans already made from this skeleton keep their own copy."
      size="xl"
      submitLabel={skeleton ? 'Save' : 'Add skeleton'}
      busy={save.isPending}
      onSubmit={submit}
    >
      {failure ? <Alert>{failure}</Alert> : null}
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label="Name"
          className="sm:col-span-3"
          maxLength={100}
          error={errors.name?.message}
          {...register('name')}
        />
        <SubstrateFields register={register} errors={errors} substrate={substrate} />
      </div>
      <TextAreaField
        label="Description"
        rows={2}
        error={errors.description?.message}
        {...register('description')}
      />

      <ol className="flex flex-col gap-4">
        {fields.map((field, i) => {
          const e = errors.phases?.[i];
          return (
            <li key={field.id} className="flex flex-col gap-3 rounded-xl border border-line p-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="text-sm font-semibold text-brand-950">
                  {i + 1}. {phases?.[i]?.name || 'Phase'}
                </h3>
                <div className="flex gap-1">
                  <Button
                    variant="ghost"
                    className="h-9 px-3"
                    disabled={i === 0}
                    onClick={() => move(i, i - 1)}
                    aria-label={`Move phase ${i + 1} up`}
                  >
                    Up
                  </Button>
                  <Button
                    variant="ghost"
                    className="h-9 px-3"
                    disabled={fields.length === 1}
                    onClick={() => remove(i)}
                    aria-label={`Remove phase ${i + 1}`}
                  >
                    Remove
                  </Button>
                </div>
              </div>
              <div className="grid gap-3 sm:grid-cols-3">
                <TextField
                  label={`Name of phase ${i + 1}`}
                  maxLength={60}
                  error={e?.name?.message}
                  {...register(`phases.${i}.name`)}
                />
                <StageIntentFields
                  register={register}
                  errors={e}
                  prefix={`phases.${i}.`}
                  name={`phase ${i + 1}`}
                />
                <NumberField
                  label={`Days of phase ${i + 1}`}
                  step="1"
                  error={e?.durationDays?.message}
                  registration={register(`phases.${i}.durationDays`, numberInput)}
                />
                <NumberField
                  label={`Photoperiod of phase ${i + 1}`}
                  suffix="h"
                  error={e?.photoperiodH?.message}
                  registration={register(`phases.${i}.photoperiodH`, numberInput)}
                />
                <SelectField
                  label={`Steering of phase ${i + 1} from`}
                  value={phases?.[i]?.guideId ?? ''}
                  onChange={(ev) => copyGuide(i, ev.target.value)}
                >
                  <option value="">Its own (below)</option>
                  {(guides.data ?? []).map((g) => (
                    <option key={g.id} value={g.id}>
                      Guide: {g.name}
                    </option>
                  ))}
                </SelectField>
              </div>
              <details className="rounded-lg bg-brand-50/50 p-3">
                <summary className="cursor-pointer text-sm font-medium text-brand-900">Steering</summary>
                <div className="mt-3">
                  <SteeringFields register={register} errors={e?.steering} prefix={`phases.${i}.steering`} />
                </div>
              </details>
            </li>
          );
        })}
      </ol>
      {phasesError ? (
        <p role="alert" className="text-xs font-medium text-danger-700">
          {phasesError}
        </p>
      ) : null}
      <div>
        <Button
          variant="secondary"
          disabled={fields.length >= 50}
          onClick={() => append(newPhase(fields.length + 1))}
        >
          Add phase
        </Button>
      </div>
    </FormDialog>
  );
}
