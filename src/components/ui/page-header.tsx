import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * A screen's title (its one h1), what it is for, and the actions that belong to the whole screen.
 * `back` sits above the title (a link to the parent screen); `badge` beside it (a status);
 * `leading` before it (an avatar). Actions wrap under the title on a phone.
 */
export function PageHeader({
  title,
  description,
  actions,
  back,
  badge,
  leading,
  className,
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  back?: ReactNode;
  badge?: ReactNode;
  leading?: ReactNode;
  className?: string;
}) {
  return (
    <header className={cn('flex flex-col gap-3', className)}>
      {back ? <div>{back}</div> : null}
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 items-center gap-4">
          {leading}
          <div className="min-w-0">
            <div className="flex flex-wrap items-center gap-3">
              <h1 className="text-2xl font-semibold tracking-tight break-words text-brand-950 sm:text-3xl">
                {title}
              </h1>
              {badge}
            </div>
            {description ? (
              <div className="mt-1 max-w-3xl text-sm text-muted sm:text-base">{description}</div>
            ) : null}
          </div>
        </div>
        {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
      </div>
    </header>
  );
}
