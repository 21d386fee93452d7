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
  valueText,
  fill,
  className,
}: {
  value: number;
  max?: number;
  role?: 'progressbar' | 'meter';
  label?: string;
  labelledBy?: string;
  /** aria-valuetext, when the number alone does not say it (e.g. "3 of 10, lower is smoother"). */
  valueText?: string;
  /** What the bar draws, when it differs from `value` (a lower-is-better rating drawn as how good). */
  fill?: number;
  className?: string;
}) {
  const percent = Math.max(0, Math.min(100, ((fill ?? value) / max) * 100));
  return (
    <div
      role={role}
      aria-label={label}
      aria-labelledby={labelledBy}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={value}
      aria-valuetext={valueText}
      className={cn('h-2 overflow-hidden rounded-full bg-brand-100', className)}
    >
      <div className="h-full rounded-full bg-brand-600 transition-[width]" style={{ width: `${percent}%` }} />
    </div>
  );
}
