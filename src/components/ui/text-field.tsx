import {
  useCallback,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentPropsWithRef,
  type Ref,
} from 'react';
import { useDecimalReading } from '@/hooks/use-decimal-reading';
import { cn } from '@/lib/cn';

type TextFieldProps = Omit<ComponentPropsWithRef<'input'>, 'id'> & {
  label: string;
  error?: string;
  hint?: string;
  /** Adds a Show/Hide toggle; for password inputs. */
  revealable?: boolean;
};

/**
 * A labelled input whose hint and error are tied to it for screen readers. `type="number"` is a
 * decimal text field read by `parseDecimal` (register it with `numberInput`): it takes "3,5" as
 * well as "3.5" and says how it read the text.
 */
export function TextField({
  label,
  error: formError,
  hint,
  revealable = false,
  className,
  type,
  onChange,
  ref,
  ...props
}: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const readId = `${id}-read`;
  const [revealed, setRevealed] = useState(false);
  const numeric = type === 'number';
  const reading = useDecimalReading(onChange);
  const input = useRef<HTMLInputElement | null>(null);
  const setRef = useCallback(
    (node: HTMLInputElement | null) => {
      input.current = node;
      assignRef(ref, node);
      // A form keeps an empty number as NaN (toFormNumber); the field shows it empty, not "NaN".
      if (numeric && node?.value === 'NaN') node.value = '';
    },
    [ref, numeric],
  );
  // A form's reset (or any value set without typing) must not leave a stale "Read as" behind.
  useLayoutEffect(() => {
    if (numeric && input.current?.value === 'NaN') input.current.value = '';
    if (numeric) reading.sync(input.current?.value ?? '');
  });
  const error = (numeric && reading.error) || formError;
  const readAs = numeric && !error ? reading.readAs : undefined;
  const describedBy =
    [hint && !error ? hintId : null, error ? errorId : null, readAs ? readId : null]
      .filter(Boolean)
      .join(' ') || undefined;

  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          type={numeric || (revealable && revealed) ? 'text' : type}
          inputMode={numeric ? 'decimal' : undefined}
          autoComplete={numeric ? 'off' : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={cn(
            'h-11 w-full rounded-lg border bg-white px-3.5 text-base text-ink shadow-xs transition-colors sm:text-sm',
            'placeholder:text-muted/70 focus-visible:border-brand-600 focus-visible:ring-4 focus-visible:ring-brand-600/20 focus-visible:outline-none',
            error ? 'border-danger-600' : 'border-line hover:border-brand-300',
            revealable && 'pr-16',
          )}
          {...props}
          ref={setRef}
          onChange={numeric ? reading.onChange : onChange}
        />
        {revealable && (
          <button
            type="button"
            onClick={() => setRevealed((r) => !r)}
            aria-pressed={revealed}
            aria-label={revealed ? 'Hide password' : 'Show password'}
            className="absolute inset-y-1.5 right-1.5 rounded-md px-2.5 text-xs font-semibold text-brand-800 hover:bg-brand-50"
          >
            {revealed ? 'Hide' : 'Show'}
          </button>
        )}
      </div>
      {hint && !error && (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-xs font-medium text-danger-700">
          {error}
        </p>
      )}
      {readAs && (
        <p id={readId} className="text-xs text-brand-800" aria-live="polite">
          {readAs}
        </p>
      )}
    </div>
  );
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}
