// The crop-steering inputs of a guide (and a skeleton phase): P0 to the first shot, the P1 ramp, P2
// maintenance, P3 before lights-off, and the dryback and runoff targets (a dryback always with its
// definition). Registered under `steering.*` of the surrounding form.
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { SelectField } from '@/components/ui/fields';
import { numberInput } from '@/lib/decimal';
import type { Steering } from '../irrigation/steering';
import { DRYBACK_BASES, DRYBACK_BASIS_LABELS } from '../targets/metrics';
import { NumberField } from './fields';

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
