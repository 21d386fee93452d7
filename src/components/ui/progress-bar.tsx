import { cn } from '@/lib/cn';

/**
 * A filled bar for a value between 0 and `max`: a progressbar for progress towards done, a meter
 * for a measurement (a rating on a scale). Name it with `label` or `labelledBy`.
 */
export function ProgressBar({
  value,
  max = 100,
  role = 'progressbar',
  label,
  labelledBy,
  className,
}: {
  value: number;
  max?: number;
  role?: 'progressbar' | 'meter';
  label?: string;
  labelledBy?: string;
  className?: string;
}) {
  const percent = Math.max(0, Math.min(100, (value / max) * 100));
  return (
    <div
      role={role}
      aria-label={label}
      aria-labelledby={labelledBy}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={value}
      className={cn('h-2 overflow-hidden rounded-full bg-brand-100', className)}
    >
      <div className="h-full rounded-full bg-brand-600 transition-[width]" style={{ width: `${percent}%` }} />
    </div>
  );
}
