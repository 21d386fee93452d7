import { useId } from 'react';
import { cn } from '@/lib/cn';
import { starStates, type StarState } from './stars';

const STAR_PATH =
  'M12 2.5l2.94 5.96 6.58.96-4.76 4.64 1.12 6.55L12 17.52l-5.88 3.09 1.12-6.55L2.48 9.42l6.58-.96z';

function Star({ state, className }: { state: StarState; className?: string }) {
  const clipId = useId();
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      data-star={state}
      className={cn('size-4 shrink-0', className)}
    >
      <defs>
        <clipPath id={clipId}>
          <rect x="0" y="0" width="12" height="24" />
        </clipPath>
      </defs>
      <path d={STAR_PATH} className="fill-slate-200" />
      {state === 'full' ? <path d={STAR_PATH} className="fill-amber-400" /> : null}
      {state === 'half' ? (
        <path d={STAR_PATH} className="fill-amber-400" clipPath={`url(#${clipId})`} />
      ) : null}
    </svg>
  );
}

/**
 * The five stars with an accessible label ("Rated 4.5 out of 5"); optionally the review count. A
 * consultant with a review count of 0 is "New" instead.
 */
export function StarRating({
  rating,
  reviewCount,
  className,
  size = 'sm',
}: {
  rating: number;
  reviewCount?: number;
  className?: string;
  size?: 'sm' | 'lg';
}) {
  const value = Number(rating) || 0;
  if (reviewCount === 0) {
    // No reviews yet: five grey stars and "0.0 (0 reviews)" would read as a bad rating.
    return (
      <div className={cn('flex items-center', className)}>
        <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800 ring-1 ring-brand-200">
          New
        </span>
        <span className="sr-only">, no reviews yet</span>
      </div>
    );
  }
  return (
    <div className={cn('flex flex-wrap items-center gap-x-1.5 gap-y-0.5', className)}>
      <span
        role="img"
        aria-label={`Rated ${value.toFixed(1)} out of 5`}
        className="flex items-center gap-0.5"
      >
        {starStates(value).map((state, i) => (
          <Star key={i} state={state} className={size === 'lg' ? 'size-5' : undefined} />
        ))}
      </span>
      <span className="text-sm font-medium text-ink">{value.toFixed(1)}</span>
      {reviewCount !== undefined ? (
        <span className="text-sm whitespace-nowrap text-muted">
          ({reviewCount} {reviewCount === 1 ? 'review' : 'reviews'})
        </span>
      ) : null}
    </div>
  );
}
