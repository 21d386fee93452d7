// The form's Basic Info tab: plant id (suggesting the project's plants), generation, date,
// rationale, highlights and notes.
import { useId } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { TextAreaField } from '@/components/ui/fields';
import { TextField } from '@/components/ui/text-field';
import type { Pheno } from '../../api/get-phenos';
import { formatLocalDate, parseSelectionDate } from '../../dates';
import { addHighlight, removeAt, type SelectionFormValues } from '../../form-rules';
import { ChipInput, RemovableList } from '../chip-input';

export function BasicTab({
  form,
  values,
  phenos,
  matchedPheno,
}: {
  form: UseFormReturn<SelectionFormValues>;
  values: SelectionFormValues;
  phenos: readonly Pheno[];
  matchedPheno: Pheno | undefined;
}) {
  const { control, register, setValue, getValues, formState } = form;
  const e = formState.errors;
  const plantListId = useId();
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Plant ID *"
          list={plantListId}
          autoComplete="off"
          required
          error={e.plantId?.message}
          hint={matchedPheno ? `Linked to plant ${matchedPheno.plant_id}` : undefined}
          {...register('plantId')}
        />
        <datalist id={plantListId}>
          {phenos.map((p) => (
            <option key={p.id} value={p.plant_id} />
          ))}
        </datalist>
        <TextField label="Generation *" required error={e.generation?.message} {...register('generation')} />
      </div>
      <Controller
        control={control}
        name="selectionDate"
        render={({ field }) => (
          <TextField
            label="Selection date"
            type="date"
            required
            value={
              field.value instanceof Date && !Number.isNaN(field.value.getTime())
                ? formatLocalDate(field.value)
                : ''
            }
            // The picker selects one date and cannot be cleared.
            onChange={(ev) => {
              const t = parseSelectionDate(ev.target.value);
              if (!Number.isNaN(t)) field.onChange(new Date(t));
            }}
            onBlur={field.onBlur}
            error={e.selectionDate?.message}
          />
        )}
      />
      <TextAreaField
        label="Selection rationale"
        rows={3}
        placeholder="Why was this plant selected?"
        error={e.selectionRationale?.message}
        {...register('selectionRationale')}
      />
      <div className="flex flex-col gap-2">
        <ChipInput
          label="Highlights"
          placeholder="e.g. Terpene-rich, early finish"
          addLabel="Add highlight"
          onAdd={(t) =>
            setValue('selectionHighlights', addHighlight(getValues('selectionHighlights'), t), {
              shouldDirty: true,
            })
          }
        />
        <RemovableList
          items={values.selectionHighlights ?? []}
          onRemove={(i) =>
            setValue('selectionHighlights', removeAt(getValues('selectionHighlights'), i), {
              shouldDirty: true,
            })
          }
        />
        {e.selectionHighlights ? (
          <p className="text-xs font-medium text-danger-700">
            {e.selectionHighlights.message ?? 'Check the highlights'}
          </p>
        ) : null}
      </div>
      <TextAreaField
        label="Notes"
        rows={3}
        error={e.selectionNotes?.message}
        {...register('selectionNotes')}
      />
    </>
  );
}
