import { cn } from '@/lib/cn';
import { Skeleton } from './skeleton';

/**
 * What a screen shows while its data loads: the shape of a header and of its content (`cards`
 * panels, or a `table`), announced once as 'Loading...'. Pair with LoadError for the failure.
 */
export function PageSkeleton({
  label = 'Loading...',
  variant = 'cards',
  cards = 2,
  className,
}: {
  label?: string;
  variant?: 'cards' | 'table' | 'detail';
  cards?: number;
  className?: string;
}) {
  return (
    <div role="status" aria-live="polite" className={cn('flex flex-col gap-6', className)}>
      <span className="sr-only">{label}</span>
      <div aria-hidden="true" className="flex flex-col gap-2">
        <Skeleton className="h-8 w-64 max-w-full" />
        <Skeleton className="h-4 w-96 max-w-full" />
      </div>
      {variant === 'table' ? (
        <div aria-hidden="true" className="flex flex-col gap-2 rounded-2xl border border-line bg-white p-4">
          <Skeleton className="h-6 w-full" />
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-10 w-full" />
          ))}
        </div>
      ) : variant === 'detail' ? (
        <div
          aria-hidden="true"
          className="grid gap-4 rounded-2xl border border-line bg-white p-5 sm:grid-cols-2"
        >
          {Array.from({ length: 6 }, (_, i) => (
            <div key={i} className="flex flex-col gap-1.5">
              <Skeleton className="h-3 w-24" />
              <Skeleton className="h-4 w-40 max-w-full" />
            </div>
          ))}
        </div>
      ) : (
        <div aria-hidden="true" className="grid gap-4 md:grid-cols-2">
          {Array.from({ length: cards }, (_, i) => (
            <Skeleton key={i} className="h-40 w-full rounded-2xl" />
          ))}
        </div>
      )}
    </div>
  );
}
