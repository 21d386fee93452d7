import { formatDateTime } from '@/lib/format';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { useViewer } from '@/hooks/use-viewer';
import { getErrorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useDeleteSavedCalculation } from '../api/delete-saved-calculation';
import { useSavedCalculations, type SavedCalculation } from '../api/get-saved-calculations';
import { useSaveCalculation } from '../api/save-calculation';
import {
  fromSaved,
  MAX_CALCULATION_NAME_LENGTH,
  saveCalculationSchema,
  toSavable,
  type ArcaToolId,
  type SaveCalculationInput,
} from '../saved-calculation';
import { TextInput } from './fields';

export interface Snapshot {
  inputs: Record<string, unknown>;
  results: Record<string, unknown>;
}

const ERRORS = {
  '42501': 'Your plan does not include saving calculations for this tool.',
  '23514': 'This calculation is too large to save.',
};

type Props = {
  toolId: ArcaToolId;
  /** The form values and figures to store; null while the inputs give no result. */
  snapshot: () => Snapshot | null;
  onOpen: (saved: SavedCalculation) => void;
};

/**
 * SavedCalculations for a calculator form: stores the form values with the result while the result
 * is valid, and reopening resets the form to the defaults overlaid with what was stored (older saves
 * may lack fields added since).
 */
export function FormSavedCalculations<T extends FieldValues>({
  toolId,
  form,
  defaults,
  values,
  result,
}: {
  toolId: ArcaToolId;
  form: UseFormReturn<T>;
  defaults: T;
  values: T;
  result: { ok: true; value: unknown } | { ok: false };
}) {
  return (
    <SavedCalculations
      toolId={toolId}
      snapshot={() =>
        result.ok ? { inputs: values, results: result.value as Record<string, unknown> } : null
      }
      onOpen={(saved) => form.reset({ ...defaults, ...fromSaved<Partial<T>>(saved.inputs) })}
    />
  );
}

/** Save the current calculation under a name; reopen or delete earlier ones. Signed-in users only. */
export function SavedCalculations(props: Props) {
  const viewer = useViewer();
  if (!viewer.signedIn || !viewer.userId) return null;
  return <SavedCalculationsPanel {...props} userId={viewer.userId} />;
}

function SavedCalculationsPanel({ toolId, snapshot, onOpen, userId }: Props & { userId: string }) {
  const list = useSavedCalculations(userId, toolId);
  const save = useSaveCalculation(userId);
  const remove = useDeleteSavedCalculation(userId);
  const [toDelete, setToDelete] = useState<SavedCalculation | null>(null);
  const form = useForm<SaveCalculationInput>({
    resolver: zodResolver(saveCalculationSchema),
    defaultValues: { name: '' },
  });

  const onSubmit = form.handleSubmit(async ({ name }) => {
    const current = snapshot();
    if (!current) {
      form.setError('name', { message: 'Fix the inputs above before saving' });
      return;
    }
    try {
      await save.mutateAsync({
        toolId,
        name,
        inputs: toSavable(current.inputs),
        results: toSavable(current.results),
      });
      toast.success('Calculation saved', { description: name });
      form.reset({ name: '' });
    } catch (error) {
      toast.error('Could not save the calculation', { description: getErrorMessage(error, ERRORS) });
    }
  });

  async function confirmDelete() {
    if (!toDelete) return;
    try {
      await remove.mutateAsync({ id: toDelete.id, toolId });
      toast.success('Calculation deleted', { description: toDelete.name });
    } catch (error) {
      toast.error('Could not delete the calculation', { description: getErrorMessage(error) });
    } finally {
      setToDelete(null);
    }
  }

  return (
    <section
      aria-labelledby="saved-calculations-title"
      className="rounded-2xl border border-line bg-white p-4 shadow-xs sm:p-5"
    >
      <h2 id="saved-calculations-title" className="text-base font-semibold text-brand-950">
        Saved calculations
      </h2>
      <form
        onSubmit={(e) => void onSubmit(e)}
        noValidate
        className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-start"
      >
        <TextInput
          className="flex-1"
          label="Calculation name"
          placeholder="e.g. Flower room 2, week 3"
          maxLength={MAX_CALCULATION_NAME_LENGTH}
          registration={form.register('name')}
          error={form.formState.errors.name?.message}
        />
        <Button type="submit" busy={save.isPending} className="sm:mt-7">
          Save calculation
        </Button>
      </form>

      {list.isPending ? (
        <p className="mt-4 text-sm text-muted">Loading saved calculations…</p>
      ) : list.isError ? (
        <p className="mt-4 text-sm text-danger-700" role="alert">
          {getErrorMessage(list.error)}
        </p>
      ) : list.data.length === 0 ? (
        <p className="mt-4 text-sm text-muted">
          Nothing saved yet. Name the calculation and save it to reopen it later.
        </p>
      ) : (
        <ul className="mt-4 divide-y divide-line" aria-label="Saved calculations">
          {list.data.map((saved) => (
            <li key={saved.id} className="flex items-center gap-2 py-2.5">
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium text-ink">{saved.name}</p>
                <p className="text-xs text-muted">{formatDateTime(saved.updated_at)}</p>
              </div>
              <Button
                variant="secondary"
                className="h-9 px-3"
                onClick={() => onOpen(saved)}
                aria-label={`Open ${saved.name}`}
              >
                Open
              </Button>
              <Button
                variant="ghost"
                className="h-9 px-3 text-danger-700"
                onClick={() => setToDelete(saved)}
                aria-label={`Delete ${saved.name}`}
              >
                Delete
              </Button>
            </li>
          ))}
        </ul>
      )}

      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title="Delete saved calculation?"
        description={`“${toDelete?.name ?? ''}” will be deleted for good.`}
        confirmLabel="Delete"
        destructive
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
      />
    </section>
  );
}
