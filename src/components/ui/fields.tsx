// Labelled form controls beside TextField: a native select, a textarea and a checkbox, each with its
// hint and error tied to it for screen readers.
import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

const CONTROL =
  'w-full rounded-lg border bg-white px-3.5 text-base text-ink shadow-xs transition-colors sm:text-sm focus-visible:border-brand-600 focus-visible:ring-4 focus-visible:ring-brand-600/20 focus-visible:outline-none';

type Described = { label: string; error?: string; hint?: ReactNode; className?: string };

function useDescribed(error?: string, hint?: ReactNode) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy =
    [hint && !error ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const messages = (
    <>
      {hint && !error ? (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-xs font-medium text-danger-700">
          {error}
        </p>
      ) : null}
    </>
  );
  return { id, describedBy, messages };
}

export function SelectField({
  label,
  error,
  hint,
  className,
  children,
  ...props
}: Described & Omit<ComponentPropsWithRef<'select'>, 'id'>) {
  const { id, describedBy, messages } = useDescribed(error, hint);
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cn(
          CONTROL,
          'h-11 pr-8',
          error ? 'border-danger-600' : 'border-line hover:border-brand-300',
        )}
        {...props}
      >
        {children}
      </select>
      {messages}
    </div>
  );
}

export function TextAreaField({
  label,
  error,
  hint,
  className,
  rows = 4,
  ...props
}: Described & Omit<ComponentPropsWithRef<'textarea'>, 'id'>) {
  const { id, describedBy, messages } = useDescribed(error, hint);
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <textarea
        id={id}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cn(CONTROL, 'py-2.5', error ? 'border-danger-600' : 'border-line hover:border-brand-300')}
        {...props}
      />
      {messages}
    </div>
  );
}

export function CheckboxField({
  label,
  error,
  hint,
  className,
  ...props
}: Described & Omit<ComponentPropsWithRef<'input'>, 'id' | 'type'>) {
  const { id, describedBy, messages } = useDescribed(error, hint);
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <div className="flex min-h-11 items-center gap-2.5">
        <input
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className="size-4.5 shrink-0 rounded border-line accent-brand-700"
          {...props}
        />
        <label htmlFor={id} className="text-sm text-ink">
          {label}
        </label>
      </div>
      {messages}
    </div>
  );
}
