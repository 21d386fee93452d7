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
 * Term/definition pairs (a record's facts), as a real <dl> so screen readers announce each value
 * with its term. 'grid': terms above values, `columns` side by side from 640 px; 'inline': one
 * pair per line, term left and value right (a short summary).
 */
export function DetailList({
  items,
  layout = 'grid',
  columns = 2,
  className,
}: {
  items: readonly Detail[];
  layout?: 'grid' | 'inline';
  columns?: 1 | 2 | 3;
  className?: string;
}) {
  const inline = layout === 'inline';
  return (
    <dl
      className={cn(
        'text-sm',
        inline ? 'flex flex-col gap-1' : 'grid gap-x-6 gap-y-3',
        !inline && columns === 2 && 'sm:grid-cols-2',
        !inline && columns === 3 && 'sm:grid-cols-3',
        className,
      )}
    >
      {items.map((item, i) => (
        <div
          key={item.key ?? (typeof item.term === 'string' ? item.term : i)}
          className={cn('min-w-0', inline && 'flex justify-between gap-3')}
        >
          <dt className="shrink-0 text-muted">{item.term}</dt>
          <dd
            className={cn(
              'font-medium text-ink',
              inline ? 'min-w-0 truncate text-right' : 'mt-0.5 break-words',
            )}
          >
            {item.value === null || item.value === undefined || item.value === '' ? '—' : item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
