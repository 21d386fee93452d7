// Add or change a water filter: name, type, how often it is changed and when it was installed.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { type z } from 'zod/mini';
import { Alert } from '@/components/ui/alert';
import { FormDialog } from '@/components/ui/dialog';
import { SelectField, TextAreaField } from '@/components/ui/fields';
import { TextField } from '@/components/ui/text-field';
import { numberInput } from '@/lib/decimal';
import { toast } from '@/lib/toast';
import type { RecordPlace } from '../api/get-record-places';
import type { WaterFilter } from '../api/get-filters';
import { useSaveFilter } from '../api/save-filter';
import { filterFormSchema, type FilterForm } from '../records/filter-form';
import { recordErrorMessage } from '../records/errors';
import { FILTER_TYPE_LABELS, FILTER_TYPES, type FilterType } from '../records/water';
import { NumberField } from './fields';

type Parsed = z.output<typeof filterFormSchema>;

const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

export function FilterDialog({
  facility,
  filter,
  onClose,
}: {
  facility: RecordPlace;
  filter?: WaterFilter;
  onClose: () => void;
}) {
  const save = useSaveFilter();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<FilterForm, unknown, Parsed>({
    resolver: zodResolver(filterFormSchema),
    defaultValues: filter
      ? {
          name: filter.name,
          filterType: filter.filter_type as FilterType,
          intervalDays: filter.change_interval_days,
          installedOn: filter.installed_on,
          notes: filter.notes ?? '',
          archived: filter.archived,
        }
      : { name: '', filterType: 'ro_membrane', installedOn: today(), notes: '' },
  });

  const submit = handleSubmit(async (v) => {
    setFailure(null);
    try {
      await save.mutateAsync({
        id: filter?.id,
        facility_id: facility.id,
        name: v.name,
        filter_type: v.filterType,
        change_interval_days: v.intervalDays,
        installed_on: v.installedOn,
        notes: v.notes?.trim() || null,
        archived: v.archived ?? false,
      });
      toast.success(filter ? 'Filter saved' : 'Filter added', { description: v.name });
      onClose();
    } catch (error) {
      const code = (error as { code?: string } | null)?.code;
      setFailure(
        code === '23505' ? 'This facility already has a filter with this name.' : recordErrorMessage(error),
      );
    }
  });

  return (
    <FormDialog
      onOpenChange={(open) => !open && onClose()}
      title={filter ? `Edit ${filter.name}` : 'Add a filter'}
      submitLabel={filter ? 'Save' : 'Add filter'}
      busy={save.isPending}
      onSubmit={submit}
    >
      {failure ? <Alert>{failure}</Alert> : null}
      <TextField label="Filter name" maxLength={60} error={errors.name?.message} {...register('name')} />
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField label="Type" error={errors.filterType?.message} {...register('filterType')}>
          {FILTER_TYPES.map((t) => (
            <option key={t} value={t}>
              {FILTER_TYPE_LABELS[t]}
            </option>
          ))}
        </SelectField>
        <NumberField
          label="Change every"
          suffix="days"
          step="1"
          hint="Sediment cartridges ~90 days; RO membranes 2–3 years."
          error={errors.intervalDays?.message}
          registration={register('intervalDays', numberInput)}
        />
        <TextField
          label="Installed on"
          type="date"
          error={errors.installedOn?.message}
          {...register('installedOn')}
        />
      </div>
      {filter ? (
        <label className="flex min-h-11 items-center gap-2 text-sm">
          <input type="checkbox" className="size-5 accent-brand-700" {...register('archived')} />
          Archived (no longer in use; its records stay)
        </label>
      ) : null}
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
