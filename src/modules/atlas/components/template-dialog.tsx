// A template's name, description and the days of each phase (0 leaves a phase out).
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { TextAreaField } from '@/components/ui/fields';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/lib/toast';
import { saveTemplate, useCycleMutation } from '../api/cycle-mutations';
import type { CycleTemplate } from '../api/get-templates';
import { PHASE_LABELS, PHASES } from '../cycles/plan';
import { templateSchema, type TemplateForm, type TemplateInput } from '../cycles/schemas';
import { atlasPaths } from '../paths';
import { useFacility, useFacilityTo } from './facility-context';
import { AtlasFormDialog } from './form-parts';
import { numberInput } from '@/lib/decimal';

// Trym's defaults: flip at day 30 of veg is common; a 9-week flower; ERPNext-style dry and cure.
const DEFAULT_DAYS = { propagation: 14, veg: 21, flower: 63, dry: 10, cure: 21 };

export function TemplateDialog({ template, onClose }: { template?: CycleTemplate; onClose: () => void }) {
  const { facility } = useFacility();
  const navigate = useNavigate();
  const facilityTo = useFacilityTo();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TemplateForm, unknown, TemplateInput>({
    resolver: zodResolver(templateSchema),
    defaultValues: {
      name: template?.name ?? '',
      description: template?.description ?? '',
      phases: template
        ? Object.fromEntries(
            PHASES.map((p) => [p, template.phases.find((x) => x.phase === p)?.duration_days ?? 0]),
          )
        : DEFAULT_DAYS,
    },
  });
  const save = useCycleMutation(facility.id, (input: TemplateInput) =>
    saveTemplate(facility.id, template?.id ?? null, input),
  );
  return (
    <AtlasFormDialog
      onClose={onClose}
      save={save}
      errorMessages={{ '23505': 'Another template has that name.' }}
      title={template ? `Edit ${template.name}` : 'New template'}
      submitLabel={template ? 'Save template' : 'Create template'}
      onSubmit={handleSubmit((input) =>
        save.mutate(input, {
          onSuccess: (id) => {
            toast.success(template ? 'Template saved' : 'Template created', { description: input.name });
            onClose();
            if (!template) void navigate(facilityTo(atlasPaths.template.href({ templateId: id })));
          },
        }),
      )}
    >
      <TextField label="Name" error={errors.name?.message} {...register('name')} />
      <TextAreaField
        label="Description"
        rows={2}
        error={errors.description?.message}
        {...register('description')}
      />
      <fieldset>
        <legend className="text-sm font-medium text-ink">Days per phase</legend>
        <p className="text-xs text-muted">0 leaves a phase out. Phases always run in this order.</p>
        <div className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-5">
          {PHASES.map((p) => (
            <TextField
              key={p}
              label={PHASE_LABELS[p]}
              type="number"
              inputMode="numeric"
              min={0}
              max={365}
              error={errors.phases?.[p]?.message}
              {...register(`phases.${p}` as const, numberInput)}
            />
          ))}
        </div>
        {errors.phases?.root?.message || errors.phases?.message ? (
          <p className="mt-1 text-xs font-medium text-danger-700">
            {errors.phases?.root?.message ?? errors.phases?.message}
          </p>
        ) : null}
      </fieldset>
    </AtlasFormDialog>
  );
}
