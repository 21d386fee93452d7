import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormDialog } from '@/components/ui/dialog';
import { TextAreaField } from '@/components/ui/fields';
import { TextField } from '@/components/ui/text-field';
import { getErrorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useAddLabResult } from '../../api/add-lab-result';
import { fileProblem, LIBRARY_BUCKETS } from '../../api/library-files';
import { CHEMOTYPE_LABELS, classifyChemotype, totals } from '../../chemotype';
import {
  CANNABINOIDS,
  COMMON_TERPENES,
  EMPTY_LAB_RESULT,
  labResultFormSchema,
  toLabResultInput,
  type LabResultFormValues,
} from '../../library-schemas';
import { formatPercent } from './library-format';

/** A lab result for a cultivar, with its COA; the totals and chemotype preview as values are typed. */
export function LabResultDialog({
  open,
  onOpenChange,
  userId,
  cultivarId,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  userId: string;
  cultivarId: string;
}) {
  const add = useAddLabResult();
  const listId = useId();
  const { register, handleSubmit, formState, reset, control } = useForm<LabResultFormValues>({
    resolver: zodResolver(labResultFormSchema),
    defaultValues: EMPTY_LAB_RESULT,
  });
  const terpenes = useFieldArray({ control, name: 'terpenes' });
  const [coa, setCoa] = useState<File | null>(null);
  const [coaError, setCoaError] = useState<string | null>(null);
  useEffect(() => {
    if (open) reset(EMPTY_LAB_RESULT);
  }, [open, reset]);
  // The chosen file goes with the dialog: cleared on closing, so the next opening starts empty.
  const close = (next: boolean) => {
    if (!next) {
      setCoa(null);
      setCoaError(null);
    }
    onOpenChange(next);
  };

  const values = useWatch({ control, name: ['thc', 'thca', 'cbd', 'cbda', 'cbg', 'cbga'] });
  const [thc, thca, cbd, cbda, cbg, cbga] = values.map((v) => {
    const n = Number(v);
    return v.trim() !== '' && Number.isFinite(n) && n >= 0 && n <= 100 ? n : 0;
  }) as [number, number, number, number, number, number];
  const t = totals({ thc, thca, cbd, cbda, cbg, cbga });
  const anyValue = values.some((v) => v.trim() !== '');
  const chemotype = classifyChemotype(t);

  const e = formState.errors;
  const onSubmit = handleSubmit((form) => {
    if (coaError) return;
    add.mutate(
      { userId, cultivarId, values: toLabResultInput(form), coa },
      {
        onSuccess: (saved) => {
          toast.success('Lab result saved', { description: `Chemotype ${saved.chemotype}` });
          close(false);
        },
        onError: (error) =>
          toast.error('Could not save the lab result', { description: getErrorMessage(error) }),
      },
    );
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={close}
      title="Add lab result"
      description="Cannabinoids as the certificate of analysis reports them, in % w/w (ND as 0)."
      size="lg"
      submitLabel="Save lab result"
      busy={add.isPending}
      onSubmit={onSubmit}
    >
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField label="Lab" {...register('lab_name')} error={e.lab_name?.message} />
        <TextField label="Sample code" {...register('sample_code')} error={e.sample_code?.message} />
        <TextField label="Tested on" type="date" {...register('tested_on')} error={e.tested_on?.message} />
      </div>
      <fieldset className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        <legend className="mb-2 text-sm font-semibold text-brand-950">Cannabinoids</legend>
        {CANNABINOIDS.map(([key, label]) => (
          <TextField
            key={key}
            label={`${label} (%)`}
            type="number"
            autoComplete="off"
            // The sum rule's message sits on the first field: re-check it when any other changes,
            // or a corrected value would leave a stale "more than 100 %" behind.
            {...register(key, { deps: CANNABINOIDS.flatMap(([k]) => (k === key ? [] : [k])) })}
            error={e[key]?.message}
          />
        ))}
      </fieldset>
      <div
        role="status"
        aria-live="polite"
        className="rounded-lg bg-brand-50 px-3.5 py-3 text-sm text-brand-950"
      >
        {anyValue ? (
          <div className="flex flex-wrap gap-x-4 gap-y-1">
            <span>Total THC {formatPercent(t.thc)}</span>
            <span>Total CBD {formatPercent(t.cbd)}</span>
            <span>Total CBG {formatPercent(t.cbg)}</span>
            <strong>
              Chemotype {chemotype} · {CHEMOTYPE_LABELS[chemotype]}
            </strong>
          </div>
        ) : (
          'Enter the values to see the totals (THC + 0.877 × THCA, and so on) and the chemotype.'
        )}
      </div>

      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 text-sm font-semibold text-brand-950">Terpenes</legend>
        <datalist id={listId}>
          {COMMON_TERPENES.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
        {terpenes.fields.map((field, i) => (
          <div key={field.id} className="grid grid-cols-[1fr_7rem_auto] items-end gap-2">
            <TextField
              label={`Terpene ${i + 1}`}
              list={listId}
              autoComplete="off"
              {...register(`terpenes.${i}.name`)}
              error={e.terpenes?.[i]?.name?.message}
            />
            <TextField
              label={`Terpene ${i + 1} (%)`}
              type="number"
              {...register(`terpenes.${i}.value`)}
              error={e.terpenes?.[i]?.value?.message}
            />
            <Button variant="ghost" aria-label={`Remove terpene ${i + 1}`} onClick={() => terpenes.remove(i)}>
              Remove
            </Button>
          </div>
        ))}
        {e.terpenes?.message ? (
          <p className="text-xs font-medium text-danger-700">{e.terpenes.message}</p>
        ) : null}
        <Button
          variant="secondary"
          className="self-start"
          onClick={() => terpenes.append({ name: '', value: '' })}
          disabled={terpenes.fields.length >= 40}
        >
          Add terpene
        </Button>
      </fieldset>

      <CoaField
        file={coa}
        error={coaError}
        onChange={(file) => {
          setCoa(file);
          setCoaError(file ? fileProblem('animus-coas', file) : null);
        }}
      />
      <TextAreaField label="Notes" rows={2} {...register('notes')} error={e.notes?.message} />
    </FormDialog>
  );
}

/** The COA file picker, shared by lab results and chemistry tags. */
export function CoaField({
  file,
  error,
  onChange,
  required = false,
}: {
  file: File | null;
  error: string | null;
  onChange: (file: File | null) => void;
  required?: boolean;
}) {
  const id = useId();
  const rules = LIBRARY_BUCKETS['animus-coas'];
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        Certificate of analysis (COA){required ? '' : ' — optional'}
      </label>
      <input
        id={id}
        type="file"
        accept={Object.keys(rules.types).join(',')}
        aria-invalid={error ? true : undefined}
        onChange={(e) => onChange(e.target.files?.[0] ?? null)}
        className="text-sm file:mr-3 file:rounded-lg file:border file:border-line file:bg-white file:px-3 file:py-2 file:text-sm file:font-semibold"
      />
      <p className={error ? 'text-xs font-medium text-danger-700' : 'text-xs text-muted'}>
        {error ??
          (file
            ? file.name
            : 'PDF, PNG, JPG or WebP, up to 10 MB. Only you, readers of the cultivar and moderators can open it.')}
      </p>
    </div>
  );
}
