import { useRef, type KeyboardEvent } from 'react';
import { cn } from '@/lib/cn';

export interface Choice<V> {
  value: V;
  label: string;
  /** Smaller text under the label. */
  detail?: string;
}

/**
 * One choice out of several as big buttons (a thumb on a phone, gloves in a grow room): a
 * radiogroup with a roving tab stop; arrow keys move and choose, as in any radio group.
 */
export function ChoiceGroup<V extends string | number>({
  label,
  choices,
  value,
  onChange,
  columns = 2,
  className,
}: {
  label: string;
  choices: readonly Choice<V>[];
  value: V | null;
  onChange: (value: V) => void;
  columns?: 2 | 3 | 5;
  className?: string;
}) {
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const current = choices.findIndex((c) => c.value === value);
  const focusable = current >= 0 ? current : 0;

  const onKeyDown = (e: KeyboardEvent, i: number) => {
    const delta = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[e.key];
    if (delta === undefined) return;
    e.preventDefault();
    const next = (i + delta + choices.length) % choices.length;
    refs.current[next]?.focus();
    onChange(choices[next]!.value);
  };

  return (
    <div
      role="radiogroup"
      aria-label={label}
      className={cn(
        'grid gap-2',
        columns === 2 && 'grid-cols-2',
        columns === 3 && 'grid-cols-3',
        columns === 5 && 'grid-cols-3 sm:grid-cols-5',
        className,
      )}
    >
      {choices.map((c, i) => {
        const checked = c.value === value;
        return (
          <button
            key={String(c.value)}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="radio"
            aria-checked={checked}
            tabIndex={i === focusable ? 0 : -1}
            onClick={() => onChange(c.value)}
            onKeyDown={(e) => onKeyDown(e, i)}
            className={cn(
              'flex min-h-14 flex-col items-start justify-center rounded-xl border px-3 py-2 text-left transition-colors',
              'focus-visible:ring-4 focus-visible:ring-brand-600/25 focus-visible:outline-none',
              checked
                ? 'border-brand-700 bg-brand-700 text-white'
                : 'border-line bg-white text-ink hover:border-brand-300 active:bg-brand-50',
            )}
          >
            <span className="text-base leading-tight font-semibold">{c.label}</span>
            {c.detail ? (
              <span className={cn('text-xs', checked ? 'text-white/85' : 'text-muted')}>{c.detail}</span>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}
