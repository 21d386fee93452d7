import { useEffect, useRef, useState } from 'react';
import { cn } from '@/lib/cn';

type State = 'idle' | 'copied' | 'failed';

/** Copies a result as text, and says so for two seconds (announced to screen readers too). */
export function CopyButton({ text, label, className }: { text: string; label: string; className?: string }) {
  const [state, setState] = useState<State>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setState('idle'), 2000);
  }

  return (
    <button
      type="button"
      onClick={() => void copy()}
      aria-label={`Copy ${label}`}
      className={cn(
        'inline-flex h-9 min-w-16 shrink-0 items-center justify-center gap-1 rounded-lg border px-2.5 text-xs font-semibold transition-colors',
        state === 'copied'
          ? 'border-brand-300 bg-brand-50 text-brand-800'
          : state === 'failed'
            ? 'border-danger-200 bg-danger-50 text-danger-700'
            : 'border-line bg-white text-brand-800 hover:bg-brand-50',
        className,
      )}
    >
      <span aria-live="polite">
        {state === 'copied' ? 'Copied' : state === 'failed' ? 'Copy failed' : 'Copy'}
      </span>
    </button>
  );
}
