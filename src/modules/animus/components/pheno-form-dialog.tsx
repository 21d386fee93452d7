import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { FormDialog } from '@/components/ui/dialog';
import { CheckboxField, SelectField, TextAreaField } from '@/components/ui/fields';
import { TextField } from '@/components/ui/text-field';
import { getErrorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import type { Pheno } from '../api/get-phenos';
import { useSavePheno } from '../api/save-pheno';
import {
  GROWTH_STAGES,
  PLANT_RATINGS,
  PLANT_SENSORY_RATINGS,
  PLANT_STATUSES,
  phenoFormSchema,
  phenoFormValues,
  toPhenoInput,
  type PhenoFormValues,
} from '../project-schemas';
import { useCrosses } from '../api/crosses';
import { CHEMOTYPE_LABELS, CHEMOTYPES } from '../chemotype';
import { crossName } from '../crosses';
import { ASH_COLOR_OPTIONS } from '../selection';

export interface PhenoFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  projectId: string;
  /** Edit mode when given. */
  pheno: Pheno | null;
  /** The pheno number offered to a new plant ('#4'). */
  nextPlantId: string;
}

export function PhenoFormDialog(props: PhenoFormDialogProps) {
  return props.open ? <PhenoForm key={props.pheno?.id ?? 'new'} {...props} /> : null;
}

const RATING_HINT = '1-10';

function PhenoForm({ open, onOpenChange, projectId, pheno, nextPlantId }: PhenoFormDialogProps) {
  const save = useSavePheno(projectId);
  const crosses = useCrosses(projectId);
  const { register, handleSubmit, formState } = useForm<PhenoFormValues>({
    resolver: zodResolver(phenoFormSchema),
    defaultValues: phenoFormValues(pheno, nextPlantId),
  });
  const e = formState.errors;
  const onSubmit = handleSubmit((values) =>
    save.mutate(
      { projectId, id: pheno?.id, values: toPhenoInput(values) },
      {
        onSuccess: () => {
          toast.success(pheno ? 'Plant updated' : 'Plant added', {
            description: `Plant ${values.plant_id.trim()}`,
          });
          onOpenChange(false);
        },
        onError: (error) =>
          toast.error(pheno ? 'Could not update the plant' : 'Could not add the plant', {
            description: getErrorMessage(error, {
              '23505': 'Another plant of this project already has this ID.',
            }),
          }),
      },
    ),
  );
  const number = (step: string) => ({ type: 'number' as const, inputMode: 'decimal' as const, step });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={pheno ? `Edit plant ${pheno.plant_id}` : 'Add plant'}
      description="Leave a rating empty when it has not been scored yet."
      size="lg"
      submitLabel={save.isPending ? 'Saving...' : pheno ? 'Save plant' : 'Add plant'}
      busy={save.isPending}
      onSubmit={onSubmit}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Plant ID"
          hint="A pheno number such as #3"
          required
          error={e.plant_id?.message}
          {...register('plant_id')}
        />
        <TextField label="Generation" required error={e.generation?.message} {...register('generation')} />
        <SelectField label="Status" {...register('status')}>
          {PLANT_STATUSES.map((s) => (
            <option key={s}>{s}</option>
          ))}
        </SelectField>
        <SelectField label="Growth stage" {...register('growth_stage')}>
          {GROWTH_STAGES.map((s) => (
            <option key={s}>{s}</option>
          ))}
        </SelectField>
        <SelectField
          label="From cross"
          {...register('cross_id')}
          hint="Counts the plant in the chemotype check"
        >
          <option value="">No recorded cross</option>
          {(crosses.data ?? []).map((x) => (
            <option key={x.id} value={x.id}>
              {x.code} · {crossName(x.cross_type, x.mother?.name ?? '?', x.father?.name ?? null)}
            </option>
          ))}
        </SelectField>
        <SelectField label="Chemotype" {...register('chemotype')} hint="From a lab test or a chemotype assay">
          <option value="">Not tested</option>
          {CHEMOTYPES.map((c) => (
            <option key={c} value={c}>
              {c} · {CHEMOTYPE_LABELS[c]}
            </option>
          ))}
        </SelectField>
      </div>
      <fieldset>
        <legend className="text-sm font-semibold text-brand-950">Ratings</legend>
        <div className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-3">
          {PLANT_RATINGS.map(([k, label]) => (
            <TextField
              key={k}
              label={label}
              placeholder={RATING_HINT}
              min={1}
              max={10}
              error={e.ratings?.[k]?.message}
              {...number('1')}
              {...register(`ratings.${k}`)}
            />
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className="text-sm font-semibold text-brand-950">Measurements</legend>
        <div className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-3">
          <TextField
            label="Height (cm)"
            error={e.height?.message}
            {...number('0.1')}
            {...register('height')}
          />
          <TextField
            label="Internodal spacing (cm)"
            error={e.internodal?.message}
            {...number('0.1')}
            {...register('internodal')}
          />
          <TextField
            label="Flowering time (days)"
            error={e.flowering_time?.message}
            {...number('1')}
            {...register('flowering_time')}
          />
        </div>
      </fieldset>
      <TextField
        label="Aroma profile"
        hint="Separated by commas"
        error={e.aroma_profile?.message}
        {...register('aroma_profile')}
      />
      <fieldset>
        <legend className="text-sm font-semibold text-brand-950">Sensory record</legend>
        <div className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-3">
          {PLANT_SENSORY_RATINGS.map(([k, label]) => (
            <TextField
              key={k}
              label={label}
              placeholder={RATING_HINT}
              min={1}
              max={10}
              error={e.sensory?.[k]?.message}
              {...number('1')}
              {...register(`sensory.${k}`)}
            />
          ))}
          <SelectField label="Ash color" {...register('sensory.ash_color')}>
            <option value="">Not recorded</option>
            {ASH_COLOR_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </SelectField>
        </div>
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          <TextField
            label="Aroma profiles"
            hint="Separated by commas"
            error={e.sensory?.aroma_profile?.message}
            {...register('sensory.aroma_profile')}
          />
          <TextField
            label="Flavor profiles"
            hint="Separated by commas"
            error={e.sensory?.flavor_profile?.message}
            {...register('sensory.flavor_profile')}
          />
        </div>
      </fieldset>
      <TextAreaField label="Notes" rows={2} error={e.notes?.message} {...register('notes')} />
      <CheckboxField label="Selected for final evaluation" {...register('selected_for_final')} />
      <TextAreaField
        label="Selection notes"
        rows={2}
        error={e.selection_notes?.message}
        {...register('selection_notes')}
      />
    </FormDialog>
  );
}
