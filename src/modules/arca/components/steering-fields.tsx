// The inputs an irrigation guide and a skeleton share: the stage and intent, the substrate and
// container its shot sizes refer to, and the crop steering — P0 to the first shot, the P1 ramp, P2
// maintenance, P3 before lights-off, and the dryback and runoff targets (a dryback always with its
// definition), registered under `steering.*` of the surrounding form.
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { SelectField } from '@/components/ui/fields';
import { numberInput } from '@/lib/decimal';
import { PLAN_STAGES } from '../irrigation/plan-forms';
import { INTENTS, INTENT_LABELS, type Steering } from '../irrigation/steering';
import { stageLabel } from '../records/stages';
import { SUBSTRATES, SUBSTRATE_INFO } from '../substrates';
import { DRYBACK_BASES, DRYBACK_BASIS_LABELS } from '../targets/metrics';
import { NumberField } from './fields';

/** A field's error as any form reports it. */
type Problem = { message?: string } | undefined;

/**
 * Substrate, substrate per plant and field capacity (needed for a custom substrate), as cells of
 * the surrounding grid.
 */
export function SubstrateFields<F extends object>({
  register,
  errors,
  substrate,
}: {
  register: UseFormRegister<F>;
  errors: { substrate?: Problem; containerVolumeL?: Problem; fieldCapacityPct?: Problem };
  /** The substrate chosen now, for the field capacity's hint. */
  substrate: string | undefined;
}) {
  return (
    <>
      <SelectField label="Substrate" error={errors.substrate?.message} {...register('substrate' as never)}>
        {SUBSTRATES.map((s) => (
          <option key={s} value={s}>
            {SUBSTRATE_INFO[s].label}
          </option>
        ))}
      </SelectField>
      <NumberField
        label="Substrate per plant"
        suffix="L"
        error={errors.containerVolumeL?.message}
        registration={register('containerVolumeL' as never, numberInput)}
      />
      <NumberField
        label="Field capacity"
        suffix="%"
        hint={
          substrate === 'custom'
            ? 'Needed for a custom substrate.'
            : 'Optional: the substrate default otherwise.'
        }
        error={errors.fieldCapacityPct?.message}
        registration={register('fieldCapacityPct' as never, numberInput)}
      />
    </>
  );
}

/** The stage and the steering intent (a guide's, or a skeleton phase's with `name` "phase 2"). */
export function StageIntentFields<F extends object>({
  register,
  errors,
  prefix = '',
  name,
}: {
  register: UseFormRegister<F>;
  errors: { stage?: Problem; intent?: Problem } | undefined;
  /** Where the two sit in the form: '' for a guide, 'phases.2.' for a skeleton phase. */
  prefix?: string;
  /** Appended to the labels ("Stage of phase 3"). */
  name?: string;
}) {
  const of = name ? ` of ${name}` : '';
  return (
    <>
      <SelectField
        label={`Stage${of}`}
        error={errors?.stage?.message}
        {...register(`${prefix}stage` as never)}
      >
        {PLAN_STAGES.map((s) => (
          <option key={s} value={s}>
            {stageLabel(s) || s}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={`Intent${of}`}
        error={errors?.intent?.message}
        {...register(`${prefix}intent` as never)}
      >
        {INTENTS.map((i) => (
          <option key={i} value={i}>
            {INTENT_LABELS[i]}
          </option>
        ))}
      </SelectField>
    </>
  );
}

type WithSteering = { steering: Steering };

export function SteeringFields<F extends object>({
  register,
  errors,
  prefix = 'steering',
}: {
  register: UseFormRegister<F>;
  errors: FieldErrors<WithSteering>['steering'];
  /** Where the steering sits in the form: 'steering', or 'phases.2.steering' for a skeleton phase. */
  prefix?: string;
}) {
  const reg = (key: keyof Steering) => register(`${prefix}.${key}` as never, numberInput);
  const err = (key: keyof Steering) => errors?.[key]?.message;
  return (
    <div className="flex flex-col gap-4">
      <fieldset className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <legend className="col-span-full mb-1 text-sm font-semibold text-brand-950">Phases of the day</legend>
        <NumberField
          label="P0: lights-on to first shot"
          suffix="min"
          error={err('p0_minutes')}
          registration={reg('p0_minutes')}
          className="col-span-2 sm:col-span-4"
        />
        <NumberField label="P1 shots" step="1" error={err('p1_shots')} registration={reg('p1_shots')} />
        <NumberField
          label="P1 shot size"
          suffix="%"
          hint="Of the substrate volume."
          error={err('p1_shot_pct')}
          registration={reg('p1_shot_pct')}
        />
        <NumberField
          label="P1 interval"
          suffix="min"
          error={err('p1_interval_min')}
          registration={reg('p1_interval_min')}
          className="col-span-2"
        />
        <NumberField label="P2 shots" step="1" error={err('p2_shots')} registration={reg('p2_shots')} />
        <NumberField
          label="P2 shot size"
          suffix="%"
          error={err('p2_shot_pct')}
          registration={reg('p2_shot_pct')}
        />
        <NumberField
          label="P2 interval"
          suffix="min"
          error={err('p2_interval_min')}
          registration={reg('p2_interval_min')}
          className="col-span-2"
        />
        <NumberField
          label="P3: last shot to lights-off"
          suffix="min"
          error={err('p3_minutes')}
          registration={reg('p3_minutes')}
          className="col-span-2 sm:col-span-4"
        />
      </fieldset>
      <fieldset className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <legend className="col-span-full mb-1 text-sm font-semibold text-brand-950">
          Dryback and runoff targets
        </legend>
        <NumberField label="Dryback from" error={err('dryback_min')} registration={reg('dryback_min')} />
        <NumberField label="Dryback to" error={err('dryback_max')} registration={reg('dryback_max')} />
        <SelectField
          label="Dryback measured as"
          className="col-span-2"
          error={err('dryback_basis')}
          {...register(`${prefix}.dryback_basis` as never)}
        >
          {DRYBACK_BASES.map((b) => (
            <option key={b} value={b}>
              {DRYBACK_BASIS_LABELS[b]}
            </option>
          ))}
        </SelectField>
        <NumberField
          label="Runoff from"
          suffix="%"
          error={err('runoff_min')}
          registration={reg('runoff_min')}
        />
        <NumberField
          label="Runoff to"
          suffix="%"
          error={err('runoff_max')}
          registration={reg('runoff_max')}
        />
      </fieldset>
    </div>
  );
}
