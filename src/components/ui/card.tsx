import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** The white bordered panel most screens are built from. */
export function Card({ className, ...props }: ComponentPropsWithoutRef<'section'>) {
  return (
    <section className={cn('rounded-2xl border border-line bg-white p-5 shadow-xs', className)} {...props} />
  );
}

export function CardHeader({
  title,
  description,
  actions,
  as: Heading = 'h2',
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  as?: 'h2' | 'h3';
}) {
  return (
    <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
      <div className="min-w-0">
        <Heading className="text-base font-semibold text-brand-950">{title}</Heading>
        {description ? <p className="mt-0.5 text-sm text-muted">{description}</p> : null}
      </div>
      {actions ? <div className="flex max-w-full shrink-0 flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}
