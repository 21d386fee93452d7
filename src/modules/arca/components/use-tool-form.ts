import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import {
  get,
  useForm,
  useWatch,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Resolver,
} from 'react-hook-form';
import type { z } from 'zod/mini';
import { useViewer } from '@/hooks/use-viewer';
import { loadUnits, saveUnits } from '../remembered-units';

/**
 * A calculator form: the module's zod schema as the resolver, validated as the user types, with the
 * unit pickers named in `unitFields` remembered per user. `values` are the live form values the
 * page feeds to its pure calculator on every render.
 */
export function useToolForm<T extends FieldValues>({
  schema,
  tool,
  defaults,
  unitFields,
}: {
  schema: z.ZodMiniType;
  tool: string;
  defaults: T;
  unitFields: Partial<Record<keyof T & string, readonly string[]>>;
}) {
  const { userId } = useViewer();
  const [initial] = useState(() => {
    const unitDefaults = Object.fromEntries(
      Object.keys(unitFields).map((field) => [field, String(defaults[field])]),
    );
    return {
      ...defaults,
      ...loadUnits(userId, tool, unitDefaults, unitFields as Record<string, readonly string[]>),
    };
  });
  const form = useForm<T>({
    // A generic boundary: each calculator's schema transforms its input (blank fields, units), so
    // its input type is not T; the page's own `defaults: T` is what the form holds.
    resolver: zodResolver(schema as never) as unknown as Resolver<T>,
    mode: 'onChange',
    defaultValues: initial as DefaultValues<T>,
  });
  const values = useWatch({ control: form.control }) as T;

  const unitKey = Object.keys(unitFields)
    .map((field) => String(values[field]))
    .join('|');
  useEffect(() => {
    const fields = Object.keys(unitFields);
    const units = unitKey.split('|');
    saveUnits(userId, tool, Object.fromEntries(fields.map((field, i) => [field, units[i] ?? ''])));
    // unitFields is a literal per page; the key captures its values.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [unitKey, userId, tool]);

  return { form, values };
}

/** The message of a (possibly nested) field: 'lines.0.amount'. */
export function fieldError<T extends FieldValues>(errors: FieldErrors<T>, path: string): string | undefined {
  const error = get(errors, path) as { message?: unknown } | undefined;
  return typeof error?.message === 'string' ? error.message : undefined;
}
