import { useId } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';

type SpecialtyChipsProps = {
  specialties: readonly { id: number; name: string }[];
  value: readonly number[];
  onChange: (ids: number[]) => void;
  loading?: boolean;
  error?: string;
  label?: string;
  hint?: string;
};

/** Multi-select specialty chips: toggle buttons (aria-pressed), keyboard reachable. */
export function SpecialtyChips({
  specialties,
  value,
  onChange,
  loading = false,
  error,
  label = 'Specialties',
  hint = 'Select every area you can advise on.',
}: SpecialtyChipsProps) {
  const id = useId();
  const selected = new Set(value);
  const toggle = (sid: number) =>
    onChange(selected.has(sid) ? value.filter((v) => v !== sid) : [...value, sid]);

  return (
    <div role="group" aria-labelledby={`${id}-label`} aria-describedby={error ? `${id}-error` : `${id}-hint`}>
      <p id={`${id}-label`} className="text-sm font-medium text-ink">
        {label}
      </p>
      <p id={`${id}-hint`} className="mt-0.5 text-xs text-muted">
        {hint}
        {value.length > 0 ? ` ${value.length} selected.` : ''}
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        {loading
          ? Array.from({ length: 10 }, (_, i) => <Skeleton key={i} className="h-8 w-28 rounded-full" />)
          : specialties.map((s) => {
              const on = selected.has(s.id);
              return (
                <button
                  key={s.id}
                  type="button"
                  aria-pressed={on}
                  onClick={() => toggle(s.id)}
                  className={cn(
                    'inline-flex min-h-9 items-center gap-1 rounded-full border px-3 text-sm transition-colors',
                    'focus-visible:ring-4 focus-visible:ring-brand-600/20 focus-visible:outline-none',
                    on
                      ? 'border-brand-700 bg-brand-700 text-white hover:bg-brand-800'
                      : 'border-line bg-white text-ink hover:border-brand-300 hover:bg-brand-50',
                  )}
                >
                  {on && <span aria-hidden="true">✓</span>}
                  {s.name}
                </button>
              );
            })}
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-xs font-medium text-danger-700">
          {error}
        </p>
      )}
    </div>
  );
}
