import { cn } from '@/lib/cn';

/** A choice button of the booking form (duration, day, time), filled when chosen. */
export const option = (active: boolean) =>
  cn(
    'inline-flex min-h-11 items-center justify-center rounded-lg border px-3 text-sm font-medium transition-colors',
    'focus-visible:ring-4 focus-visible:ring-brand-600/30 focus-visible:outline-none',
    active
      ? 'border-brand-700 bg-brand-700 text-white hover:bg-brand-800'
      : 'border-line bg-white text-ink hover:border-brand-300 hover:bg-brand-50',
  );
