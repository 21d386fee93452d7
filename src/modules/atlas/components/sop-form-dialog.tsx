// Creating an SOP (its register entry; version 1 starts as a draft) or changing its details.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { FormDialog } from '@/components/ui/dialog';
import { SelectField } from '@/components/ui/fields';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/lib/toast';
import { useTeam } from '../api/get-team';
import { createSop, updateSop, useSopMutation } from '../api/sop-mutations';
import { atlasErrorMessage } from '../errors';
import { atlasPaths } from '../paths';
import { SOP_CATEGORIES, SOP_CATEGORY_LABELS, sopSchema, type SopInput } from '../sops/schemas';
import { ROLE_LABELS } from '../team/roles';
import { useFacility } from './facility-context';
import { numberInput } from '@/lib/decimal';

export function SopFormDialog({ sop, onClose }: { sop?: SopInput & { id: string }; onClose: () => void }) {
  const { facility } = useFacility();
  const navigate = useNavigate();
  const team = useTeam(facility.id);
  const people = team.data ?? [];
  const approvers = people.filter((p) => p.role !== 'staff');
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SopInput>({
    resolver: zodResolver(sopSchema),
    defaultValues: sop ?? {
      code: '',
      title: '',
      category: 'cultivation',
      owner_id: '',
      approver_id: facility.role === 'owner' ? '' : '',
      review_months: 12,
    },
  });
  const save = useSopMutation(facility.id, (input: SopInput) =>
    sop ? updateSop(sop.id, input).then(() => sop.id) : createSop(facility.id, input),
  );

  return (
    <FormDialog
      onOpenChange={(open) => !open && onClose()}
      title={sop ? `Edit ${sop.code}` : 'New SOP'}
      description={
        sop
          ? undefined
          : 'Version 1 starts as a draft: write its steps, then ask the approver to sign it off.'
      }
      submitLabel={sop ? 'Save changes' : 'Create SOP'}
      busy={save.isPending}
      onSubmit={handleSubmit((input) =>
        save.mutate(input, {
          onSuccess: (id) => {
            toast.success(sop ? 'SOP updated' : 'SOP created', {
              description: `${input.code} ${input.title}`,
            });
            onClose();
            if (!sop)
              void navigate({
                pathname: atlasPaths.sopDraft.href({ sopId: id }),
                search: `?facility=${facility.id}`,
              });
          },
        }),
      )}
    >
      {save.isError ? (
        <Alert>
          {atlasErrorMessage(save.error, { '23505': 'Another SOP of this facility has that code.' })}
        </Alert>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
        <TextField
          label="Code"
          placeholder="SOP-CUL-004"
          error={errors.code?.message}
          {...register('code')}
        />
        <TextField label="Title" error={errors.title?.message} {...register('title')} />
      </div>
      <SelectField label="Category" error={errors.category?.message} {...register('category')}>
        {SOP_CATEGORIES.map((c) => (
          <option key={c} value={c}>
            {SOP_CATEGORY_LABELS[c]}
          </option>
        ))}
      </SelectField>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Owner"
          hint="Keeps the SOP up to date; reminded before its review."
          error={errors.owner_id?.message}
          {...register('owner_id')}
        >
          <option value="">Choose a person</option>
          {people.map((p) => (
            <option key={p.userId} value={p.userId}>
              {p.name} ({ROLE_LABELS[p.role].toLowerCase()})
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Approver"
          hint="Signs each version off: the owner or a manager."
          error={errors.approver_id?.message}
          {...register('approver_id')}
        >
          <option value="">Choose a person</option>
          {approvers.map((p) => (
            <option key={p.userId} value={p.userId}>
              {p.name} ({ROLE_LABELS[p.role].toLowerCase()})
            </option>
          ))}
        </SelectField>
      </div>
      <TextField
        label="Review every (months)"
        type="number"
        inputMode="numeric"
        min={1}
        max={60}
        error={errors.review_months?.message}
        {...register('review_months', numberInput)}
      />
    </FormDialog>
  );
}
