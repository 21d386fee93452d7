import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface Detail {
  term: ReactNode;
  /** Shown as '—' when empty, so a missing value reads as missing rather than as a layout gap. */
  value: ReactNode;
  /** A stable key when `term` is not a string. */
  key?: string;
}

/**
 * Term/definition pairs (a record's facts): one column on a phone, `columns` side by side from
 * 640 px. A real <dl>, so screen readers announce each value with its term.
 */
export function DetailList({
  items,
  columns = 2,
  className,
}: {
  items: readonly Detail[];
  columns?: 1 | 2 | 3;
  className?: string;
}) {
  return (
    <dl
      className={cn(
        'grid gap-x-6 gap-y-3 text-sm',
        columns === 2 && 'sm:grid-cols-2',
        columns === 3 && 'sm:grid-cols-3',
        className,
      )}
    >
      {items.map((item, i) => (
        <div key={item.key ?? (typeof item.term === 'string' ? item.term : i)} className="min-w-0">
          <dt className="text-muted">{item.term}</dt>
          <dd className="mt-0.5 font-medium break-words text-ink">
            {item.value === null || item.value === undefined || item.value === '' ? '—' : item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
