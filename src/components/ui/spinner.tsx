import { cn } from '@/lib/cn';

/** An indeterminate spinner; give it a label when nothing else on screen says what is loading. */
export function Spinner({ label, className }: { label?: string; className?: string }) {
  return (
    <span role={label ? 'status' : undefined} className="inline-flex items-center gap-2 text-sm text-muted">
      <span
        aria-hidden="true"
        className={cn(
          'size-5 animate-spin rounded-full border-2 border-brand-200 border-t-brand-700',
          className,
        )}
      />
      {label}
    </span>
  );
}
