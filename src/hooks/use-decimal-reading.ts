import { useState, type ChangeEvent } from 'react';
import { formatReading, parseDecimal, type DecimalReading } from '@/lib/decimal';

/**
 * Follows what is typed in a numeric field and says how it was read ("Read as 1,234.5") or why it
 * cannot be ("“1,234” could be 1234 or 1.234 …"), so a person sees the number the form will use.
 */
export function useDecimalReading<E extends HTMLInputElement>(onChange?: (event: ChangeEvent<E>) => unknown) {
  // The text the reading is for: a value set without typing (a form's reset, a loaded record) is
  // read again by `sync`, so the echo never describes text that is no longer there.
  const [state, setState] = useState<{ text: string; reading: DecimalReading } | null>(null);
  const reading = state?.reading ?? null;
  return {
    onChange: (event: ChangeEvent<E>) => {
      setState({ text: event.target.value, reading: parseDecimal(event.target.value) });
      return onChange?.(event);
    },
    /** Re-reads the field when its text changed without an input event (call after each render). */
    sync: (text: string) => {
      if ((state?.text ?? '') === text) return;
      setState(text === '' ? null : { text, reading: parseDecimal(text) });
    },
    /** Shown under the field while the text is readable but not a plain number. */
    readAs: reading?.ok && reading.echo ? `Read as ${formatReading(reading.value)}` : undefined,
    /** Takes the place of the form's own error: it says what is wrong with the text itself. */
    error: reading && !reading.ok ? reading.message : undefined,
  };
}
