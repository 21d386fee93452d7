import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { FormDialog } from '@/components/ui/dialog';
import { SelectField, TextAreaField } from '@/components/ui/fields';
import { TextField } from '@/components/ui/text-field';
import { getErrorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useSaveCultivar } from '../../api/save-cultivar';
import { useSimilarCultivars } from '../../api/get-similar-cultivars';
import { CHEMOTYPE_LABELS, CHEMOTYPES } from '../../chemotype';
import {
  ACCESSION_TYPE_LABELS,
  ACCESSION_TYPES,
  cultivarFormSchema,
  EMPTY_CULTIVAR,
  SEX_LABELS,
  SEXES,
  toCultivarInput,
  type CultivarFormValues,
} from '../../library-schemas';

export const DUPLICATE_CULTIVAR = 'You already have a cultivar with this name from this breeder.';

export interface EditableCultivar {
  id: string;
  name: string;
  synonyms: string[];
  breeder: string;
  origin: string;
  accession_type: string;
  sex: string;
  acquisition_date: string | null;
  declared_chemotype: string | null;
  notes: string;
}

function formValues(c: EditableCultivar | null | undefined): CultivarFormValues {
  if (!c) return EMPTY_CULTIVAR;
  return {
    name: c.name,
    synonyms: c.synonyms.join(', '),
    breeder: c.breeder,
    origin: c.origin,
    accession_type: c.accession_type as CultivarFormValues['accession_type'],
    sex: c.sex as CultivarFormValues['sex'],
    acquisition_date: c.acquisition_date ?? '',
    declared_chemotype: (c.declared_chemotype ?? '') as CultivarFormValues['declared_chemotype'],
    notes: c.notes,
  };
}

/** Waits until typing pauses, so the same-name check runs once per name, not per key. */
function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return settled;
}

/**
 * A cultivar's passport: a new one, or `cultivar` in edit mode. Warns (without refusing) when the
 * name matches another breeder's cultivar, since same-named strains are often different genetics.
 */
export function CultivarFormDialog({
  open,
  onOpenChange,
  cultivar,
  onSaved,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  cultivar?: EditableCultivar | null;
  onSaved?: (id: string) => void;
}) {
  const save = useSaveCultivar();
  const { register, handleSubmit, formState, reset, control } = useForm<CultivarFormValues>({
    resolver: zodResolver(cultivarFormSchema),
    defaultValues: formValues(cultivar),
  });
  const cultivarId = cultivar?.id;
  useEffect(() => {
    if (open) reset(formValues(cultivar));
    // Only on opening, or when another cultivar is being edited.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, cultivarId, reset]);

  const [name, breeder] = useWatch({ control, name: ['name', 'breeder'] });
  const settledName = useDebounced(name, 300);
  const settledBreeder = useDebounced(breeder, 300);
  const similar = useSimilarCultivars(settledName, settledBreeder, cultivarId ?? null);
  const clashes = open && settledName.trim().length >= 3 ? (similar.data ?? []) : [];

  const e = formState.errors;
  const onSubmit = handleSubmit((values) =>
    save.mutate(
      { ...(cultivar ? { id: cultivar.id } : {}), values: toCultivarInput(values) },
      {
        onSuccess: (saved) => {
          toast.success(cultivar ? 'Cultivar updated' : 'Cultivar added', { description: saved.name });
          onOpenChange(false);
          onSaved?.(saved.id);
        },
        onError: (error) =>
          toast.error(cultivar ? 'Could not save the cultivar' : 'Could not add the cultivar', {
            description: getErrorMessage(error, { '23505': DUPLICATE_CULTIVAR }),
          }),
      },
    ),
  );

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={cultivar ? `Edit ${cultivar.name}` : 'Add cultivar'}
      description="The passport of a cultivar or accession: where it comes from and what it is."
      size="lg"
      submitLabel={cultivar ? 'Save cultivar' : 'Add cultivar'}
      busy={save.isPending}
      onSubmit={onSubmit}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Name" {...register('name')} error={e.name?.message} autoComplete="off" />
        <TextField
          label="Breeder or source"
          {...register('breeder')}
          error={e.breeder?.message}
          hint="Breeder, seed bank or where the cut came from"
        />
      </div>
      {clashes.length > 0 ? (
        <Alert tone="warning">
          <p className="font-semibold">Same name, different breeder</p>
          <p className="mt-1">
            Same-named cultivars are often different genetics. Add the breeder, or a synonym, so they stay
            apart.
          </p>
          <ul className="mt-1 list-disc pl-5">
            {clashes.map((c) => (
              <li key={c.id}>
                {c.name} by {c.breeder || 'an unknown breeder'} {c.mine ? '(yours)' : '(community)'}
              </li>
            ))}
          </ul>
        </Alert>
      ) : null}
      <TextField
        label="Synonyms"
        {...register('synonyms')}
        error={e.synonyms?.message}
        hint="Separate with commas"
      />
      <TextField
        label="Origin"
        {...register('origin')}
        error={e.origin?.message}
        hint="Region, year or story"
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField label="Type" {...register('accession_type')} error={e.accession_type?.message}>
          {ACCESSION_TYPES.map((t) => (
            <option key={t} value={t}>
              {ACCESSION_TYPE_LABELS[t]}
            </option>
          ))}
        </SelectField>
        <SelectField label="Sex" {...register('sex')} error={e.sex?.message}>
          {SEXES.map((s) => (
            <option key={s} value={s}>
              {SEX_LABELS[s]}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Acquisition date"
          type="date"
          {...register('acquisition_date')}
          error={e.acquisition_date?.message}
        />
      </div>
      <SelectField
        label="Declared chemotype"
        {...register('declared_chemotype')}
        error={e.declared_chemotype?.message}
        hint="Lab results replace it with the measured chemotype"
      >
        <option value="">Not stated</option>
        {CHEMOTYPES.map((c) => (
          <option key={c} value={c}>
            {c} · {CHEMOTYPE_LABELS[c]}
          </option>
        ))}
      </SelectField>
      <TextAreaField label="Notes" {...register('notes')} error={e.notes?.message} />
    </FormDialog>
  );
}
