import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormDialog } from '@/components/ui/dialog';
import { SelectField, TextAreaField } from '@/components/ui/fields';
import { TextField } from '@/components/ui/text-field';
import { getErrorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useAddTraitVersion, useCreateTrait, type Trait } from '../../api/traits';
import { scaleFromForm, traitFormSchema, type TraitFormValues } from '../../library-schemas';
import { checkScale, levelsText, sameScale, SCALE_TYPE_LABELS, SCALE_TYPES } from '../../trait-scale';

const CATEGORIES = ['growth', 'sensory', 'chemistry', 'morphology', 'phenology', 'health', 'other'] as const;

const EMPTY: TraitFormValues = {
  name: '',
  description: '',
  category: 'growth',
  method: '',
  scale_type: 'ordinal',
  unit: '',
  min_value: '',
  max_value: '',
  step: '',
  levels: '',
  classes: '',
};

function fromTrait(t: Trait): TraitFormValues {
  const s = t.current.scale;
  const str = (n: number | null) => (n === null ? '' : String(n));
  return {
    name: t.name,
    description: t.description,
    category: t.category as TraitFormValues['category'],
    method: t.current.method,
    scale_type: s.scale_type,
    unit: s.unit,
    min_value: str(s.min_value),
    max_value: str(s.max_value),
    step: str(s.step),
    levels: levelsText(s.levels),
    classes: s.classes.join('\n'),
  };
}

/**
 * A new trait (trait + method + scale), or — with `trait` — a new version of one: a changed method
 * or scale never rescales what was recorded; those values stay on the version they were taken on.
 */
export function TraitFormDialog({
  open,
  onOpenChange,
  userId,
  trait,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  userId: string;
  trait?: Trait | null;
  onCreated?: (id: string) => void;
}) {
  const create = useCreateTrait();
  const version = useAddTraitVersion();
  const [scaleError, setScaleError] = useState<string | null>(null);
  const { register, handleSubmit, formState, reset, control } = useForm<TraitFormValues>({
    resolver: zodResolver(traitFormSchema),
    defaultValues: trait ? fromTrait(trait) : EMPTY,
  });
  const traitId = trait?.id;
  useEffect(() => {
    if (open) reset(trait ? fromTrait(trait) : EMPTY);
    // Only on opening, or for another trait.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, traitId, reset]);
  const type = useWatch({ control, name: 'scale_type' });
  const e = formState.errors;
  const next = trait ? trait.current.version + 1 : 1;

  const onSubmit = handleSubmit((v) => {
    const scale = scaleFromForm(v);
    const problem = checkScale(scale);
    setScaleError(problem);
    if (problem) return;
    if (trait) {
      if (sameScale(scale, trait.current.scale) && v.method.trim() === trait.current.method) {
        setScaleError('Nothing changed: a new version needs a different method or scale.');
        return;
      }
      version.mutate(
        { traitId: trait.id, userId, method: v.method.trim(), scale },
        {
          onSuccess: (n) => {
            toast.success(`${trait.name}: version ${n}`, {
              description: 'Earlier values stay on the version they were recorded on.',
            });
            onOpenChange(false);
          },
          onError: (error) =>
            toast.error('Could not save the new version', { description: getErrorMessage(error) }),
        },
      );
      return;
    }
    create.mutate(
      {
        userId,
        name: v.name.trim(),
        description: v.description.trim(),
        category: v.category,
        method: v.method.trim(),
        scale,
      },
      {
        onSuccess: (id) => {
          toast.success('Trait created', { description: v.name.trim() });
          setScaleError(null);
          onOpenChange(false);
          onCreated?.(id);
        },
        onError: (error) =>
          toast.error('Could not create the trait', {
            description: getErrorMessage(error, { '23505': 'You already have a trait with this name.' }),
          }),
      },
    );
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setScaleError(null);
        onOpenChange(next);
      }}
      title={trait ? `New version of ${trait.name}` : 'New trait'}
      description={
        trait
          ? `Version ${trait.current.version} keeps its values. What you save here becomes version ${next}.`
          : 'A trait is what you observe, the method is how, the scale is what a value can be.'
      }
      size="lg"
      submitLabel={trait ? `Save as version ${next}` : 'Create trait'}
      busy={create.isPending || version.isPending}
      onSubmit={onSubmit}
    >
      {trait ? null : (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label="Name" {...register('name')} error={e.name?.message} />
            <SelectField label="Category" {...register('category')}>
              {CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {c[0]!.toUpperCase() + c.slice(1)}
                </option>
              ))}
            </SelectField>
          </div>
          <TextAreaField
            label="Description"
            rows={2}
            {...register('description')}
            error={e.description?.message}
          />
        </>
      )}
      <TextAreaField
        label="Method"
        rows={2}
        {...register('method')}
        error={e.method?.message}
        hint="How and when it is observed, so others score it the same way"
      />
      <SelectField label="Scale" {...register('scale_type')}>
        {SCALE_TYPES.map((t) => (
          <option key={t} value={t}>
            {SCALE_TYPE_LABELS[t]}
          </option>
        ))}
      </SelectField>
      {type === 'numeric' || type === 'counter' ? (
        <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
          <TextField label="Unit" {...register('unit')} error={e.unit?.message} hint="cm, days, g" />
          <TextField label="Minimum" type="number" {...register('min_value')} error={e.min_value?.message} />
          <TextField label="Maximum" type="number" {...register('max_value')} error={e.max_value?.message} />
          {type === 'numeric' ? (
            <TextField label="Step" type="number" {...register('step')} error={e.step?.message} />
          ) : null}
        </div>
      ) : null}
      {type === 'ordinal' ? (
        <TextAreaField
          label="Levels (one per line)"
          rows={6}
          {...register('levels')}
          hint="Numbered 1, 2, 3… in order; write “0: None” to give your own numbers"
        />
      ) : null}
      {type === 'nominal' ? (
        <TextAreaField label="Classes (one per line)" rows={5} {...register('classes')} />
      ) : null}
      {scaleError ? (
        <p role="alert" className="text-sm font-medium text-danger-700">
          {scaleError}
        </p>
      ) : null}
    </FormDialog>
  );
}
