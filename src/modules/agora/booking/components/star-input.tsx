import { useId, useRef } from 'react';
import { cn } from '@/lib/cn';

const LABELS = ['Poor', 'Fair', 'Good', 'Very good', 'Excellent'];

/** 1–5 stars as a radio group: arrows move and select, as with native radios. */
export function StarInput({
  value,
  onChange,
  error,
  label = 'Rating',
}: {
  value: number;
  onChange: (value: number) => void;
  error?: string;
  label?: string;
}) {
  const labelId = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const move = (next: number) => {
    const v = Math.min(5, Math.max(1, next));
    onChange(v);
    refs.current[v - 1]?.focus();
  };
  return (
    <div className="flex flex-col gap-1.5">
      <span id={labelId} className="text-sm font-medium text-ink">
        {label}
      </span>
      <div
        role="radiogroup"
        tabIndex={-1}
        aria-labelledby={labelId}
        aria-invalid={error ? true : undefined}
        className="flex items-center gap-1"
        onKeyDown={(e) => {
          if (e.key === 'ArrowRight' || e.key === 'ArrowUp') {
            e.preventDefault();
            move((value || 0) + 1);
          } else if (e.key === 'ArrowLeft' || e.key === 'ArrowDown') {
            e.preventDefault();
            move((value || 2) - 1);
          }
        }}
      >
        {[1, 2, 3, 4, 5].map((n) => (
          <button
            key={n}
            ref={(el) => {
              refs.current[n - 1] = el;
            }}
            type="button"
            role="radio"
            aria-checked={value === n}
            aria-label={`${n} ${n === 1 ? 'star' : 'stars'}`}
            tabIndex={value === n || (value === 0 && n === 1) ? 0 : -1}
            onClick={() => onChange(n)}
            className="grid size-11 place-items-center rounded-lg hover:bg-brand-50 focus-visible:ring-4 focus-visible:ring-brand-600/30 focus-visible:outline-none"
          >
            <svg
              viewBox="0 0 24 24"
              aria-hidden="true"
              className={cn('size-8', n <= value ? 'fill-amber-400' : 'fill-slate-200')}
            >
              <path d="M12 2.5l2.94 5.96 6.58.96-4.76 4.64 1.12 6.55L12 17.52l-5.88 3.09 1.12-6.55L2.48 9.42l6.58-.96z" />
            </svg>
          </button>
        ))}
        <span className="ml-2 text-sm text-muted" aria-hidden="true">
          {value > 0 ? LABELS[value - 1] : ''}
        </span>
      </div>
      {error ? <p className="text-xs font-medium text-danger-700">{error}</p> : null}
    </div>
  );
}
