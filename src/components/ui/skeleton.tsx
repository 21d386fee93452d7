import { cn } from '@/lib/cn';

/** A grey placeholder block shown while content loads; hidden from screen readers. */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-brand-100/70', className)} />;
}
