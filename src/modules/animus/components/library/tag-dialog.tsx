import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormDialog } from '@/components/ui/dialog';
import { SelectField, TextAreaField } from '@/components/ui/fields';
import { TextField } from '@/components/ui/text-field';
import { getErrorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useProposeTag } from '../../api/community-tags';
import { fileProblem } from '../../api/library-files';
import { needsCoa, normalizeTagLabel, TAG_CATEGORIES } from '../../consensus';
import { tagFormSchema, type TagFormValues } from '../../library-schemas';
import { CoaField } from './lab-result-dialog';

const EMPTY: TagFormValues = { label: '', category: 'aroma', note: '' };

/** Proposes a community tag; chemistry claims need a certificate of analysis. */
export function TagDialog({
  open,
  onOpenChange,
  userId,
  cultivar,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  userId: string;
  cultivar: { id: string; name: string };
}) {
  const propose = useProposeTag();
  const { register, handleSubmit, formState, reset, control } = useForm<TagFormValues>({
    resolver: zodResolver(tagFormSchema),
    defaultValues: EMPTY,
  });
  const [coa, setCoa] = useState<File | null>(null);
  const [coaError, setCoaError] = useState<string | null>(null);
  useEffect(() => {
    if (open) reset(EMPTY);
  }, [open, reset]);
  // The chosen file goes with the dialog: cleared on closing, so the next opening starts empty.
  const close = (next: boolean) => {
    if (!next) {
      setCoa(null);
      setCoaError(null);
    }
    onOpenChange(next);
  };
  const category = useWatch({ control, name: 'category' });
  const e = formState.errors;
  const onSubmit = handleSubmit((v) => {
    // The COA field only exists for chemistry tags: its message (and a file picked before the
    // category changed) must not block or ride along with an aroma tag.
    const withCoa = needsCoa(v.category);
    if (withCoa && !coa) {
      setCoaError('Chemistry tags need the certificate of analysis that shows it.');
      return;
    }
    if (withCoa && coaError) return;
    const label = normalizeTagLabel(v.label);
    propose.mutate(
      {
        userId,
        cultivarId: cultivar.id,
        label,
        category: v.category,
        note: v.note.trim(),
        coa: withCoa ? coa : null,
      },
      {
        onSuccess: () => {
          toast.success('Tag proposed', {
            description: `“${label}” on ${cultivar.name}: two more agreeing votes confirm it.`,
          });
          close(false);
        },
        onError: (error) =>
          toast.error('Could not propose the tag', {
            description: getErrorMessage(error, {
              '23505': 'This cultivar already has that tag: vote on it instead.',
            }),
          }),
      },
    );
  });
  return (
    <FormDialog
      open={open}
      onOpenChange={close}
      title={`Tag ${cultivar.name}`}
      description="A tag is community-confirmed at 3 votes with more than two thirds agreeing."
      submitLabel="Propose tag"
      busy={propose.isPending}
      onSubmit={onSubmit}
    >
      <TextField
        label="Tag"
        {...register('label')}
        error={e.label?.message}
        hint="citrus, mold resistant, cbd-dominant"
      />
      <SelectField label="Category" {...register('category')}>
        {TAG_CATEGORIES.map((c) => (
          <option key={c} value={c}>
            {c[0]!.toUpperCase() + c.slice(1)}
          </option>
        ))}
      </SelectField>
      {needsCoa(category) ? (
        <CoaField
          required
          file={coa}
          error={coaError}
          onChange={(file) => {
            setCoa(file);
            setCoaError(file ? fileProblem('animus-coas', file) : null);
          }}
        />
      ) : null}
      <TextAreaField label="Why" rows={2} {...register('note')} error={e.note?.message} />
    </FormDialog>
  );
}
