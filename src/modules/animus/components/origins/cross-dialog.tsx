import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormDialog } from '@/components/ui/dialog';
import { SelectField, TextAreaField } from '@/components/ui/fields';
import { TextField } from '@/components/ui/text-field';
import { getErrorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useCultivarOptions } from '../../api/get-cultivar-options';
import { useRecordCross } from '../../api/crosses';
import {
  CROSS_TYPE_LABELS,
  CROSS_TYPES,
  defaultGeneration,
  fatherRule,
  suggestCrossCode,
} from '../../crosses';
import { crossFormSchema, type CrossFormValues } from '../../library-schemas';
import { numOrNull } from '../../project-schemas';
import { CultivarSelect } from '../library/cultivar-select';

/** The name the seeds' library entry gets unless the breeder types another. */
function offspringName(type: string, mother: string, father: string, generation: string) {
  if (!mother) return '';
  const rule = fatherRule(type);
  if (rule === 'self') return `${mother} ${generation}`;
  if (rule === 'none') return `${mother} ${generation}`;
  return father ? `${mother} × ${father} ${generation}` : '';
}

/**
 * Records a cross of a project: parents from the library, cross type and generation code,
 * pollination date and who made it, and (optionally) a library entry and seed lot for its seeds,
 * all in one transaction (animus_record_cross).
 */
export function CrossDialog({
  open,
  onOpenChange,
  project,
  existingCodes,
  madeBy,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  project: { id: string; name: string };
  existingCodes: readonly string[];
  madeBy: string;
}) {
  const record = useRecordCross(project.id);
  const options = useCultivarOptions();
  const list = options.data ?? [];
  const empty = (): CrossFormValues => ({
    code: suggestCrossCode(project.name, 'F1', existingCodes),
    cross_type: 'F1',
    generation: 'F1',
    mother_id: '',
    father_id: '',
    pollination_date: '',
    made_by: madeBy,
    seeds_harvested: '',
    offspring_name: '',
    storage_location: '',
    notes: '',
  });
  const { register, handleSubmit, formState, reset, control, setValue } = useForm<CrossFormValues>({
    resolver: zodResolver(crossFormSchema),
    defaultValues: empty(),
  });
  // Fields the breeder typed into keep what they typed; the others follow the suggestions.
  const [typed, setTyped] = useState<ReadonlySet<string>>(new Set());
  const own = (name: 'code' | 'generation' | 'offspring_name') =>
    register(name, { onChange: () => setTyped((t) => new Set(t).add(name)) });
  useEffect(() => {
    if (open) reset(empty());
    // Only on opening: the suggestions use what the project has then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, reset]);
  const close = (next: boolean) => {
    if (!next) setTyped(new Set());
    onOpenChange(next);
  };

  const [type, generation, motherId, fatherId] = useWatch({
    control,
    name: ['cross_type', 'generation', 'mother_id', 'father_id'],
  });
  const rule = fatherRule(type);
  const nameOf = (id: string) => list.find((o) => o.id === id)?.name ?? '';

  // Suggestions follow the choices until the breeder types their own.
  useEffect(() => {
    if (!typed.has('code')) setValue('code', suggestCrossCode(project.name, type, existingCodes));
    if (!typed.has('generation')) setValue('generation', defaultGeneration(type));
  }, [type, project.name, existingCodes, setValue, typed]);
  useEffect(() => {
    if (!typed.has('offspring_name'))
      setValue('offspring_name', offspringName(type, nameOf(motherId), nameOf(fatherId), generation));
    // nameOf reads the options list, which the ids identify.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [type, motherId, fatherId, generation, list, setValue, typed]);

  const e = formState.errors;
  const onSubmit = handleSubmit((v) =>
    record.mutate(
      {
        projectId: project.id,
        code: v.code.trim(),
        crossType: v.cross_type,
        generation: v.generation.trim(),
        motherId: v.mother_id,
        fatherId: rule === 'required' ? v.father_id : rule === 'self' ? v.mother_id : null,
        pollinationDate: v.pollination_date.trim() || null,
        madeBy: v.made_by.trim(),
        seedsHarvested: numOrNull(v.seeds_harvested),
        notes: v.notes.trim(),
        offspringName: v.offspring_name.trim() || null,
        storageLocation: v.storage_location.trim(),
      },
      {
        onSuccess: () => {
          toast.success('Cross recorded', { description: v.code.trim() });
          close(false);
        },
        onError: (error) =>
          toast.error('Could not record the cross', {
            description: getErrorMessage(error, {
              '23505':
                'This project already has a cross with that code, or you already have a cultivar of that name.',
            }),
          }),
      },
    ),
  );

  return (
    <FormDialog
      open={open}
      onOpenChange={close}
      title="Record a cross"
      description={`A cross of ${project.name}: parents from your library or the shared one.`}
      size="lg"
      submitLabel="Record cross"
      busy={record.isPending}
      onSubmit={onSubmit}
    >
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField label="Cross type" {...register('cross_type')}>
          {CROSS_TYPES.map((t) => (
            <option key={t} value={t}>
              {CROSS_TYPE_LABELS[t]}
            </option>
          ))}
        </SelectField>
        <TextField label="Code" {...own('code')} error={e.code?.message} />
        <TextField
          label="Generation"
          {...own('generation')}
          error={e.generation?.message}
          hint="Of the seeds"
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <CultivarSelect
          label="Mother (seed parent)"
          options={list}
          {...register('mother_id')}
          error={e.mother_id?.message}
        />
        {rule === 'required' ? (
          <CultivarSelect
            label="Father (pollen parent)"
            options={list}
            {...register('father_id')}
            error={e.father_id?.message}
          />
        ) : (
          <p className="self-end pb-3 text-sm text-muted">
            {rule === 'self' ? 'A self: the mother pollinates herself.' : 'No single known father.'}
          </p>
        )}
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label="Pollination date"
          type="date"
          {...register('pollination_date')}
          error={e.pollination_date?.message}
        />
        <TextField label="Made by" {...register('made_by')} error={e.made_by?.message} />
        <TextField
          label="Seeds harvested"
          type="number"
          inputMode="numeric"
          {...register('seeds_harvested')}
          error={e.seeds_harvested?.message}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Library entry for the seeds"
          {...own('offspring_name')}
          error={e.offspring_name?.message}
          hint="Leave blank to record the cross only"
        />
        <TextField
          label="Storage location"
          {...register('storage_location')}
          error={e.storage_location?.message}
          hint="Where the seed lot is kept"
        />
      </div>
      <TextAreaField label="Notes" rows={2} {...register('notes')} error={e.notes?.message} />
    </FormDialog>
  );
}
