// Add or change a crop-steering guide: its stage and intent, the substrate and container its shot
// sizes refer to, the photoperiod, and the steering; the day's shots in mL per plant come from the
// Shot Size Calculator's formula (steering.ts → shot-size.ts), shown as the grower types.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { type z } from 'zod/mini';
import { Alert } from '@/components/ui/alert';
import { FormDialog } from '@/components/ui/dialog';
import { TextAreaField } from '@/components/ui/fields';
import { TextField } from '@/components/ui/text-field';
import { numberInput } from '@/lib/decimal';
import { getErrorMessage } from '@/lib/errors';
import { formatNumber } from '@/lib/format';
import { toast } from '@/lib/toast';
import type { IrrigationGuide } from '../api/get-irrigation-guides';
import type { RecordPlace } from '../api/get-record-places';
import { useSaveIrrigationGuide } from '../api/save-irrigation-guide';
import { guideFormSchema, type GuideForm } from '../irrigation/plan-forms';
import { NEW_STEERING, shotPlan, steeringSchema } from '../irrigation/steering';
import { NumberField } from './fields';
import { StageIntentFields, SteeringFields, SubstrateFields } from './steering-fields';

type Parsed = z.output<typeof guideFormSchema>;

const clock = (minutes: number) =>
  `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;

export function GuideDialog({
  facility,
  guide,
  onClose,
}: {
  facility: RecordPlace;
  guide?: IrrigationGuide;
  onClose: () => void;
}) {
  const save = useSaveIrrigationGuide(facility.id);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<GuideForm, unknown, Parsed>({
    resolver: zodResolver(guideFormSchema),
    defaultValues: guide
      ? {
          name: guide.name,
          stage: guide.stage as GuideForm['stage'],
          intent: guide.intent as GuideForm['intent'],
          substrate: guide.substrate as GuideForm['substrate'],
          containerVolumeL: guide.container_volume_l,
          fieldCapacityPct: guide.field_capacity_pct ?? undefined,
          photoperiodH: guide.photoperiod_h,
          steering: guide.steering,
          notes: guide.notes ?? '',
          source: guide.source ?? '',
        }
      : {
          name: '',
          stage: 'veg',
          intent: 'vegetative',
          substrate: 'rockwool-slab',
          photoperiodH: 18,
          steering: { ...NEW_STEERING },
          notes: '',
          source: '',
        },
  });
  const draft = useWatch({ control });
  const steering = steeringSchema.safeParse(draft.steering);
  const container = typeof draft.containerVolumeL === 'number' ? draft.containerVolumeL : Number.NaN;
  const hours = typeof draft.photoperiodH === 'number' ? draft.photoperiodH : Number.NaN;
  const plan =
    steering.success && container > 0 && hours > 0 ? shotPlan(steering.data, container, hours) : null;

  const submit = handleSubmit(async (v) => {
    setFailure(null);
    try {
      await save.mutateAsync({
        id: guide?.id,
        facility_id: facility.id,
        name: v.name,
        stage: v.stage,
        intent: v.intent,
        substrate: v.substrate,
        container_volume_l: v.containerVolumeL,
        field_capacity_pct: v.fieldCapacityPct ?? null,
        photoperiod_h: v.photoperiodH,
        steering: v.steering,
        notes: v.notes ?? null,
        source: v.source ?? null,
      });
      toast.success(guide ? 'Guide saved' : 'Guide added', { description: v.name });
      onClose();
    } catch (error) {
      setFailure(getErrorMessage(error, { '23505': 'This facility already has a guide with this name.' }));
    }
  });

  return (
    <FormDialog
      onOpenChange={(open) => !open && onClose()}
      title={guide ? `Edit ${guide.name}` : 'Add an irrigation guide'}
      size="lg"
      submitLabel={guide ? 'Save' : 'Add guide'}
      busy={save.isPending}
      onSubmit={submit}
    >
      {failure ? <Alert>{failure}</Alert> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Name"
          className="sm:col-span-2"
          maxLength={100}
          error={errors.name?.message}
          {...register('name')}
        />
        <StageIntentFields register={register} errors={errors} />
        <SubstrateFields register={register} errors={errors} substrate={draft.substrate} />
        <NumberField
          label="Photoperiod"
          suffix="h"
          error={errors.photoperiodH?.message}
          registration={register('photoperiodH', numberInput)}
        />
      </div>
      <SteeringFields register={register} errors={errors.steering} />
      <div
        role="status"
        aria-label="Shots per plant"
        className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-950"
      >
        {plan ? (
          <>
            P1 shot {formatNumber(plan.p1ShotMl, 0)} mL, P2 shot {formatNumber(plan.p2ShotMl, 0)} mL per
            plant; {plan.shotsPerDay} shots, {formatNumber(plan.dailyMl / 1000, 2)} L per plant a day
            {plan.lastShotMinute !== null ? `; last shot ${clock(plan.lastShotMinute)} after lights-on` : ''}.
            {plan.fits ? null : (
              <strong className="mt-1 block text-danger-700">
                The last shot comes later than P3 allows before lights-off: fewer shots or shorter intervals.
              </strong>
            )}
          </>
        ) : (
          'Enter the substrate per plant, the photoperiod and the steering to see the shots in mL.'
        )}
      </div>
      <TextField
        label="Source"
        maxLength={300}
        hint="Where the numbers come from."
        error={errors.source?.message}
        {...register('source')}
      />
      <TextAreaField label="Notes" rows={2} error={errors.notes?.message} {...register('notes')} />
    </FormDialog>
  );
}
