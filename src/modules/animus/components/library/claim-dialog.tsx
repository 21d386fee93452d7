import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormDialog } from '@/components/ui/dialog';
import { CheckboxField, SelectField } from '@/components/ui/fields';
import { TextField } from '@/components/ui/text-field';
import { getErrorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useCultivarOptions } from '../../api/get-cultivar-options';
import { useAddLineageClaim } from '../../api/save-lineage-claim';
import { claimFormSchema, type ClaimFormValues } from '../../library-schemas';
import { EVIDENCE, EVIDENCE_LABELS } from '../../pedigree-layout';
import { CultivarSelect } from './cultivar-select';

const EMPTY: ClaimFormValues = {
  mother_id: '',
  father_id: '',
  unknown_father: false,
  evidence: 'grower_claim',
  source: '',
};

/**
 * A claim about a cultivar's parents, with its evidence. Other claims stay: disagreement is kept
 * and weighed by evidence; "chemotype consistent" is refused by the database when it is not.
 */
export function ClaimDialog({
  open,
  onOpenChange,
  child,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  child: { id: string; name: string };
}) {
  const add = useAddLineageClaim();
  const options = useCultivarOptions();
  const { register, handleSubmit, formState, reset, control } = useForm<ClaimFormValues>({
    resolver: zodResolver(claimFormSchema),
    defaultValues: EMPTY,
  });
  useEffect(() => {
    if (open) reset(EMPTY);
  }, [open, reset]);
  const unknown = useWatch({ control, name: 'unknown_father' });
  const e = formState.errors;
  const list = options.data ?? [];
  const onSubmit = handleSubmit((v) =>
    add.mutate(
      {
        childId: child.id,
        motherId: v.mother_id,
        fatherId: v.unknown_father ? null : v.father_id,
        evidence: v.evidence,
        source: v.source.trim(),
      },
      {
        onSuccess: () => {
          toast.success('Parentage added', { description: child.name });
          onOpenChange(false);
        },
        onError: (error) =>
          toast.error('Could not add the parentage', {
            description: getErrorMessage(error, {
              '23505': 'You have already made this claim with this evidence.',
            }),
          }),
      },
    ),
  );
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Parents of ${child.name}`}
      description="Claims that disagree are kept side by side; the evidence tells them apart."
      submitLabel="Add parentage"
      busy={add.isPending}
      onSubmit={onSubmit}
    >
      <CultivarSelect
        label="Mother (seed parent)"
        options={list}
        exclude={child.id}
        {...register('mother_id')}
        error={e.mother_id?.message}
      />
      <CheckboxField label="Father unknown (open pollination)" {...register('unknown_father')} />
      {unknown ? null : (
        <CultivarSelect
          label="Father (pollen parent)"
          options={list}
          exclude={child.id}
          hint="The mother again for a self (S1)"
          {...register('father_id')}
          error={e.father_id?.message}
        />
      )}
      <SelectField label="Evidence" {...register('evidence')}>
        {EVIDENCE.map((ev) => (
          <option key={ev} value={ev}>
            {EVIDENCE_LABELS[ev]}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Source"
        {...register('source')}
        error={e.source?.message}
        hint="Where it comes from: a breeder’s page, a lab report number, a thread"
      />
    </FormDialog>
  );
}
