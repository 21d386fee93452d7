// Creating an SOP (its register entry; version 1 starts as a draft) or changing its details.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/lib/toast';
import { SelectField } from '@/components/ui/fields';
import { createSop, updateSop, useSopMutation } from '../api/sop-mutations';
import { useCourseChoices } from '../api/training-record';
import { atlasPaths } from '../paths';
import { SOP_CATEGORIES, SOP_CATEGORY_LABELS, sopSchema, type SopInput } from '../sops/schemas';
import { useFacility, useFacilityTo } from './facility-context';
import { AtlasFormDialog, OptionSelectField, PersonSelectField } from './form-parts';
import { numberInput } from '@/lib/decimal';

export function SopFormDialog({ sop, onClose }: { sop?: SopInput & { id: string }; onClose: () => void }) {
  const { facility } = useFacility();
  const navigate = useNavigate();
  const facilityTo = useFacilityTo();
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
      approver_id: '',
      review_months: 12,
      required_course_id: '',
    },
  });
  const courses = useCourseChoices();
  const save = useSopMutation(facility.id, (input: SopInput) =>
    sop ? updateSop(sop.id, input).then(() => sop.id) : createSop(facility.id, input),
  );

  return (
    <AtlasFormDialog
      onClose={onClose}
      save={save}
      errorMessages={{ '23505': 'Another SOP of this facility has that code.' }}
      title={sop ? `Edit ${sop.code}` : 'New SOP'}
      description={
        sop
          ? undefined
          : 'Version 1 starts as a draft: write its steps, then ask the approver to sign it off.'
      }
      submitLabel={sop ? 'Save changes' : 'Create SOP'}
      onSubmit={handleSubmit((input) =>
        save.mutate(input, {
          onSuccess: (id) => {
            toast.success(sop ? 'SOP updated' : 'SOP created', {
              description: `${input.code} ${input.title}`,
            });
            onClose();
            if (!sop) void navigate(facilityTo(atlasPaths.sopDraft.href({ sopId: id })));
          },
        }),
      )}
    >
      <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
        <TextField
          label="Code"
          placeholder="SOP-CUL-004"
          error={errors.code?.message}
          {...register('code')}
        />
        <TextField label="Title" error={errors.title?.message} {...register('title')} />
      </div>
      <OptionSelectField
        label="Category"
        options={SOP_CATEGORIES}
        labels={SOP_CATEGORY_LABELS}
        error={errors.category?.message}
        {...register('category')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <PersonSelectField
          label="Owner"
          empty="Choose a person"
          hint="Keeps the SOP up to date; reminded before its review."
          error={errors.owner_id?.message}
          {...register('owner_id')}
        />
        <PersonSelectField
          label="Approver"
          empty="Choose a person"
          approversOnly
          hint="Signs each version off: the owner or a manager."
          error={errors.approver_id?.message}
          {...register('approver_id')}
        />
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
      <SelectField
        label="Requires an Ancora certificate (optional)"
        hint="Its tasks can then only be completed by people holding a valid certificate for the course."
        error={errors.required_course_id?.message}
        disabled={courses.isPending}
        {...register('required_course_id')}
      >
        <option value="">No certificate needed</option>
        {(courses.data ?? []).map((c) => (
          <option key={c.id} value={c.id}>
            {c.title}
          </option>
        ))}
      </SelectField>
    </AtlasFormDialog>
  );
}
