import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** What a list shows when it has nothing (or nothing matches), with the action that helps. */
export function EmptyState({
  title,
  description,
  action,
  className,
}: {
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={cn(
        'flex flex-col items-center gap-2 rounded-2xl border border-dashed border-line bg-white px-6 py-10 text-center',
        className,
      )}
    >
      <p className="text-base font-semibold text-brand-950">{title}</p>
      {description ? <p className="max-w-md text-sm text-muted">{description}</p> : null}
      {action ? <div className="mt-2">{action}</div> : null}
    </div>
  );
}
