import { useId, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useDecimalReading } from '@/hooks/use-decimal-reading';
import { cn } from '@/lib/cn';
import type { Option } from '../display';

const CONTROL =
  'h-11 w-full min-w-0 rounded-lg border bg-white px-3 text-base text-ink shadow-xs transition-colors sm:text-sm ' +
  'focus-visible:border-brand-600 focus-visible:ring-4 focus-visible:ring-brand-600/20 focus-visible:outline-none';

type FieldProps = {
  label: string;
  error?: string;
  hint?: ReactNode;
  className?: string;
};

/** Label, control, hint and inline error, wired together for screen readers. */
function FieldFrame({
  id,
  label,
  error,
  hint,
  className,
  readAs,
  children,
}: FieldProps & { id: string; readAs?: string; children: ReactNode }) {
  return (
    <div className={cn('flex min-w-0 flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-danger-700">
          {error}
        </p>
      )}
      {readAs && !error && (
        <p id={`${id}-read`} className="text-xs text-brand-800" aria-live="polite">
          {readAs}
        </p>
      )}
    </div>
  );
}

function describedBy(id: string, error?: string, hint?: ReactNode, readAs?: string) {
  return (
    [
      hint && !error ? `${id}-hint` : null,
      error ? `${id}-error` : null,
      readAs && !error ? `${id}-read` : null,
    ]
      .filter(Boolean)
      .join(' ') || undefined
  );
}

type NumberFieldProps = FieldProps & {
  /** `register(name, numberInput)`: the text is read by parseDecimal. */
  registration: UseFormRegisterReturn;
  /** A fixed unit shown inside the input, e.g. '%' or 'h'. */
  suffix?: string;
  /** A unit picker shown beside the input. */
  unit?: { label: string; registration: UseFormRegisterReturn; options: readonly Option[] };
  step?: string;
  placeholder?: string;
};

/**
 * A decimal input (numeric keyboard on phones), optionally with a suffix or a unit picker. It is a
 * text input read by parseDecimal, not type="number", which drops a decimal comma without a word.
 */
export function NumberField({
  label,
  error: formError,
  hint,
  className,
  registration,
  suffix,
  unit,
  step,
  placeholder,
}: NumberFieldProps) {
  const id = useId();
  const reading = useDecimalReading(registration.onChange);
  const error = reading.error ?? formError;
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} readAs={reading.readAs} className={className}>
      <div className="flex gap-2">
        <div className="relative min-w-0 flex-1">
          <input
            id={id}
            type="text"
            inputMode={step === '1' ? 'numeric' : 'decimal'}
            autoComplete="off"
            placeholder={placeholder}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(id, error, hint, reading.readAs)}
            className={cn(
              CONTROL,
              error ? 'border-danger-600' : 'border-line hover:border-brand-300',
              suffix && 'pr-14',
            )}
            {...registration}
            onChange={reading.onChange}
          />
          {suffix && (
            <span
              className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-muted"
              aria-hidden="true"
            >
              {suffix}
            </span>
          )}
        </div>
        {unit && (
          <select
            aria-label={unit.label}
            className={cn(CONTROL.replace('w-full', ''), 'w-28 shrink-0 border-line sm:w-32')}
            {...unit.registration}
          >
            {unit.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        )}
      </div>
    </FieldFrame>
  );
}

type SelectFieldProps = FieldProps & {
  registration?: UseFormRegisterReturn;
  options: readonly Option[];
  value?: string;
  onChange?: (value: string) => void;
};

export function SelectField({
  label,
  error,
  hint,
  className,
  registration,
  options,
  value,
  onChange,
}: SelectFieldProps) {
  const id = useId();
  const controlled = onChange
    ? { value, onChange: (e: React.ChangeEvent<HTMLSelectElement>) => onChange(e.target.value) }
    : {};
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} className={className}>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={cn(CONTROL, error ? 'border-danger-600' : 'border-line hover:border-brand-300')}
        {...registration}
        {...controlled}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

type TextInputProps = FieldProps & {
  registration: UseFormRegisterReturn;
  maxLength?: number;
  placeholder?: string;
};

export function TextInput({
  label,
  error,
  hint,
  className,
  registration,
  maxLength,
  placeholder,
}: TextInputProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} className={className}>
      <input
        id={id}
        type="text"
        maxLength={maxLength}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={cn(CONTROL, error ? 'border-danger-600' : 'border-line hover:border-brand-300')}
        {...registration}
      />
    </FieldFrame>
  );
}

/** A titled group of fields in a card. */
export function FieldGroup({
  title,
  children,
  className,
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <fieldset
      className={cn('min-w-0 rounded-2xl border border-line bg-white p-4 shadow-xs sm:p-5', className)}
    >
      <legend className="sr-only">{title}</legend>
      <h2 className="mb-4 text-base font-semibold text-brand-950" aria-hidden="true">
        {title}
      </h2>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}
