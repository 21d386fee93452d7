// Add or change a library product: from one of the Chemical Calculator's salts (its analysis comes
// from the formula) or from a label (as printed: N by form, P and K as oxides or elements). The
// dialog keeps what was typed when the save fails.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { FormDialog } from '@/components/ui/dialog';
import { CheckboxField, SelectField, TextAreaField } from '@/components/ui/fields';
import { TextField } from '@/components/ui/text-field';
import { getErrorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import type { Fertilizer } from '../api/get-fertilizers';
import { useSaveFertilizer } from '../api/save-fertilizer';
import {
  MIX_GROUP_LABELS,
  MIX_GROUPS,
  npkLine,
  suggestedMixGroup,
  analysisFromSalt,
} from '../nutrients/fertilizer';
import {
  EMPTY_FERTILIZER,
  fertilizerFormSchema,
  fertilizerFormValues,
  fertilizerRow,
  OTHER_ELEMENTS,
  type FertilizerForm,
} from '../nutrients/fertilizer-form';
import { SALTS, type SaltId } from '../salts';
import { NumberField } from './fields';
import { numberInput } from '@/lib/decimal';

type Parsed = Parameters<typeof fertilizerRow>[0];

export function FertilizerDialog({
  facilityId,
  fertilizer,
  onClose,
}: {
  facilityId: string;
  /** The product to change; none adds one. */
  fertilizer?: Fertilizer;
  onClose: () => void;
}) {
  const save = useSaveFertilizer(facilityId);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    control,
    setValue,
    formState: { errors },
  } = useForm<FertilizerForm, unknown, Parsed>({
    resolver: zodResolver(fertilizerFormSchema),
    defaultValues: fertilizer ? fertilizerFormValues(fertilizer) : EMPTY_FERTILIZER,
  });
  const source = useWatch({ control, name: 'source' });
  const form = useWatch({ control, name: 'form' });
  const saltId = useWatch({ control, name: 'saltId' });

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await save.mutateAsync({ id: fertilizer?.id, facility_id: facilityId, ...fertilizerRow(values) });
      toast.success(fertilizer ? 'Product saved' : 'Product added', { description: values.name });
      onClose();
    } catch (error) {
      setFailure(
        getErrorMessage(error, {
          '23505': 'Your library already has a product with this name. Choose another name.',
        }),
      );
    }
  });

  const numberError = (name: string) =>
    (errors as Record<string, { message?: string } | undefined>)[name]?.message;
  return (
    <FormDialog
      onOpenChange={(open) => !open && onClose()}
      title={fertilizer ? `Edit ${fertilizer.name}` : 'Add a fertilizer'}
      description="Its analysis feeds every batch, the predicted EC and the fertility figures."
      size="lg"
      submitLabel={fertilizer ? 'Save' : 'Add fertilizer'}
      busy={save.isPending}
      onSubmit={submit}
    >
      {failure ? <Alert>{failure}</Alert> : null}
      <TextField label="Product name" maxLength={100} error={errors.name?.message} {...register('name')} />
      <SelectField label="Analysis from" error={errors.source?.message} {...register('source')}>
        <option value="salt">A salt of the Chemical Calculator</option>
        <option value="label">The product label</option>
      </SelectField>
      {source === 'salt' ? (
        <SelectField
          label="Salt"
          error={errors.saltId?.message}
          hint={
            saltId
              ? `N-P₂O₅-K₂O ${npkLine(analysisFromSalt(saltId as SaltId), 'oxide')}, from the formula`
              : undefined
          }
          {...register('saltId', {
            onChange: (e: { target: { value: string } }) =>
              setValue('mixGroup', suggestedMixGroup(analysisFromSalt(e.target.value as SaltId))),
          })}
        >
          {SALTS.map((salt) => (
            <option key={salt.id} value={salt.id}>
              {salt.name}
            </option>
          ))}
        </SelectField>
      ) : (
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 text-sm font-semibold text-brand-950">Guaranteed analysis (% w/w)</legend>
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            <NumberField
              label="Nitrate N"
              suffix="%"
              error={errors.nitrateN?.message}
              registration={register('nitrateN', numberInput)}
            />
            <NumberField
              label="Ammoniacal N"
              suffix="%"
              error={errors.ammoniumN?.message}
              registration={register('ammoniumN', numberInput)}
            />
            <NumberField
              label="Urea N"
              suffix="%"
              error={errors.ureaN?.message}
              registration={register('ureaN', numberInput)}
            />
            <NumberField
              label="Phosphorus"
              suffix="%"
              error={errors.phosphorus?.message}
              registration={register('phosphorus', numberInput)}
            />
            <NumberField
              label="Potassium"
              suffix="%"
              error={errors.potassium?.message}
              registration={register('potassium', numberInput)}
            />
            <SelectField label="P and K stated as" {...register('pkBasis')}>
              <option value="oxide">Oxides (P₂O₅, K₂O)</option>
              <option value="elemental">Elements (P, K)</option>
            </SelectField>
            {OTHER_ELEMENTS.map((element) => (
              <NumberField
                key={element}
                label={element}
                suffix="%"
                error={errors.others?.[element]?.message}
                registration={register(`others.${element}`, numberInput)}
              />
            ))}
          </div>
        </fieldset>
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField label="Form" {...register('form')}>
          <option value="dry">Dry (weighed)</option>
          <option value="liquid">Liquid (measured)</option>
        </SelectField>
        {form === 'liquid' ? (
          <NumberField
            label="Density"
            suffix="g/mL"
            error={numberError('density')}
            registration={register('density', numberInput)}
          />
        ) : null}
        <SelectField
          label="Mixing order"
          hint="Water first, then additives and acids, silica, calcium / part A, the rest."
          {...register('mixGroup')}
        >
          {MIX_GROUPS.map((group) => (
            <option key={group} value={group}>
              {MIX_GROUP_LABELS[group]}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Manufacturer"
          maxLength={100}
          error={errors.manufacturer?.message}
          {...register('manufacturer')}
        />
        <TextField
          label="Supplier"
          maxLength={100}
          error={errors.supplier?.message}
          {...register('supplier')}
        />
        <TextField
          label="Lot number"
          maxLength={60}
          error={errors.lotNumber?.message}
          {...register('lotNumber')}
        />
        <TextField
          label="Purchase date"
          type="date"
          error={errors.purchaseDate?.message}
          {...register('purchaseDate')}
        />
      </div>
      <CheckboxField
        label="Track stock on hand"
        hint="Purchases add to it, batches take from it, and it never goes below zero."
        {...register('trackStock')}
      />
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
