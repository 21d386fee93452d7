// Applying a template: a room, a strain (free text or one of the breeder's Animus projects), a
// start date, optionally other rooms per phase; the dated plan is previewed before anything is
// saved. The database refuses a room already holding a cycle in those dates, naming that cycle and its dates (AT016), and the form
// keeps everything typed.
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { SelectField } from '@/components/ui/fields';
import { TextField } from '@/components/ui/text-field';
import { useViewer } from '@/hooks/use-viewer';
import { useBreedingOrigins } from '@/lib/data/breeding-projects';
import { formatDate } from '@/lib/format';
import { hasTier } from '@/lib/tiers';
import { toast } from '@/lib/toast';
import { applyTemplate, useCycleMutation } from '../api/cycle-mutations';
import { useTemplates } from '../api/get-templates';
import { PHASE_LABELS, planCycle, toIsoDate } from '../cycles/plan';
import { applySchema, type ApplyForm, type ApplyInput } from '../cycles/schemas';
import { numberOrNull } from '../forms/values';
import { atlasPaths } from '../paths';
import { useFacility, useFacilityTo } from './facility-context';
import { AtlasFormDialog, RoomSelectField } from './form-parts';

const PREVIEW_TASKS = 8;

export function ApplyTemplateDialog({ templateId, onClose }: { templateId?: string; onClose: () => void }) {
  const { facility } = useFacility();
  const viewer = useViewer();
  const navigate = useNavigate();
  const templates = useTemplates(facility.id);
  const facilityTo = useFacilityTo();
  const origins = useBreedingOrigins(viewer.userId, hasTier({ membership_tier: viewer.tier }, 'Advanced'));
  const {
    register,
    handleSubmit,
    control,
    setValue,
    formState: { errors },
  } = useForm<ApplyForm, unknown, ApplyInput>({
    resolver: zodResolver(applySchema),
    defaultValues: {
      template_id: templateId ?? '',
      room_id: '',
      starts_on: toIsoDate(new Date()),
      strain_name: '',
      origin_project_id: '',
      name: '',
      plant_count: null,
      phase_rooms: {},
    },
  });
  const values = useWatch({ control });
  const template = templates.data?.find((t) => t.id === values.template_id);
  const preview = useMemo(
    () =>
      template && values.starts_on ? planCycle(template.phases, template.tasks, values.starts_on) : null,
    [template, values.starts_on],
  );
  const apply = useCycleMutation(facility.id, applyTemplate);

  return (
    <AtlasFormDialog
      onClose={onClose}
      save={apply}
      title="Apply a template"
      description="Turns a template into a dated plan for one room; a room never holds two cycles at once."
      size="lg"
      submitLabel="Create cycle"
      onSubmit={handleSubmit((input) =>
        apply.mutate(input, {
          onSuccess: (id) => {
            toast.success('Cycle planned', { description: `${input.name}: ${input.strain_name}` });
            onClose();
            void navigate(facilityTo(atlasPaths.cycle.href({ cycleId: String(id) })));
          },
        }),
      )}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label="Template" error={errors.template_id?.message} {...register('template_id')}>
          <option value="">Choose a template</option>
          {(templates.data ?? []).map((t) => (
            <option key={t.id} value={t.id}>
              {t.name}
            </option>
          ))}
        </SelectField>
        <RoomSelectField
          label="Room"
          before={<option value="">Choose a room</option>}
          error={errors.room_id?.message}
          {...register('room_id')}
        />
        <TextField
          label="Start date"
          type="date"
          error={errors.starts_on?.message}
          {...register('starts_on')}
        />
        {(origins.data?.length ?? 0) > 0 ? (
          <SelectField
            label="Strain from Animus (optional)"
            {...register('origin_project_id', {
              onChange: (e) => {
                const origin = origins.data?.find((o) => o.id === e.target.value);
                if (origin) setValue('strain_name', origin.name, { shouldValidate: true });
              },
            })}
          >
            <option value="">None: type the strain</option>
            {origins.data!.map((o) => (
              <option key={o.id} value={o.id}>
                {o.name}
              </option>
            ))}
          </SelectField>
        ) : null}
        <TextField label="Strain" error={errors.strain_name?.message} {...register('strain_name')} />
        <TextField
          label="Batch name"
          placeholder="NC-WC-F1"
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label="Plants (optional)"
          type="number"
          inputMode="numeric"
          error={errors.plant_count?.message}
          {...register('plant_count', { setValueAs: numberOrNull })}
        />
      </div>
      {template && template.phases.length > 1 ? (
        <details className="rounded-lg border border-line p-3">
          <summary className="cursor-pointer text-sm font-medium text-ink">Rooms per phase</summary>
          <p className="mt-2 text-xs text-muted">
            Every phase holds the room above unless you choose another, or a shared space that holds no room.
          </p>
          <div className="mt-3 grid gap-3 sm:grid-cols-2">
            {template.phases.map((p) => (
              <RoomSelectField
                key={p.phase}
                label={PHASE_LABELS[p.phase]}
                before={
                  <>
                    <option value="same">The cycle's room</option>
                    <option value="">No room (shared space)</option>
                  </>
                }
                {...register(`phase_rooms.${p.phase}` as const)}
              />
            ))}
          </div>
        </details>
      ) : null}
      {preview ? (
        <section aria-label="Plan preview" className="rounded-lg bg-brand-50/60 p-3">
          <h3 className="text-sm font-semibold text-brand-950">
            {formatDate(preview.starts_on)} – {formatDate(preview.ends_on)}
          </h3>
          <p className="mt-1 text-xs text-muted">
            {preview.phases
              .map((p) => `${PHASE_LABELS[p.phase]} from ${formatDate(p.start_on, { withoutYear: true })}`)
              .join(' · ')}
          </p>
          <ul className="mt-2 flex flex-col gap-1 text-sm">
            {preview.tasks.slice(0, PREVIEW_TASKS).map((t, i) => (
              <li key={i} className="flex justify-between gap-3">
                <span className="min-w-0 truncate">{t.title}</span>
                <span className="shrink-0 text-muted">{formatDate(t.due_on, { withoutYear: true })}</span>
              </li>
            ))}
          </ul>
          {preview.tasks.length > PREVIEW_TASKS ? (
            <p className="mt-1 text-xs text-muted">and {preview.tasks.length - PREVIEW_TASKS} more tasks</p>
          ) : null}
        </section>
      ) : null}
    </AtlasFormDialog>
  );
}
