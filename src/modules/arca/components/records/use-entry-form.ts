import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { entrySchema, type EntryDraft } from '../../records/entry-rules';
import type { RecordKind } from '../../records/kinds/types';
import type { RecordUnits } from '../../records/units';

export interface EntryFormValues {
  facility_id: string;
  room_id: string;
  lot_id: string;
  occurred_at: string;
  status: 'done' | 'planned';
  notes: string;
  /** Why the entry is made inside a running interval (asked only when one runs). */
  override_reason: string;
  values: Record<string, number | string>;
}

export function useEntryForm(kind: RecordKind, units: RecordUnits, defaults: EntryFormValues) {
  const schema = useMemo(() => entrySchema(kind, units), [kind, units]);
  return useForm<EntryFormValues>({
    // The one narrowing cast left among the Arca forms: entry rules also read drafts from the
    // outbox, where the envelope may be null, so the schema's input is wider than these
    // values; react-hook-form's Resolver type is invariant in its input, so TypeScript cannot
    // accept the wider schema for the narrower form without it.
    resolver: zodResolver(schema as never) as unknown as Resolver<EntryFormValues>,
    mode: 'onTouched',
    defaultValues: defaults,
  });
}

/** The form's values as the entry rules read them. */
export function toDraft(values: EntryFormValues): EntryDraft {
  return { ...values, values: { ...values.values } };
}

/**
 * Every value field blank. Resetting to `values: {}` is not enough: a registered input whose new
 * value is undefined keeps what the DOM shows, so the last reading would stay in the form.
 */
export function blankValues(kind: RecordKind): EntryFormValues['values'] {
  return Object.fromEntries(kind.fields.map((field) => [field.key, kind.defaultValues?.[field.key] ?? '']));
}
