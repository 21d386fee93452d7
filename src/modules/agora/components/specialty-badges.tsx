import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';

export interface Specialty {
  id: number;
  name: string;
}

/** Specialty pills; with `max`, the first `max` and a '+N more' badge for the rest (spec-1 §2). */
export function SpecialtyBadges({
  specialties,
  max,
  className,
}: {
  specialties: readonly Specialty[];
  max?: number;
  className?: string;
}) {
  const sorted = [...specialties].sort((a, b) => a.name.localeCompare(b.name));
  const shown = max === undefined ? sorted : sorted.slice(0, max);
  const hidden = sorted.length - shown.length;
  if (sorted.length === 0) return null;
  return (
    <ul className={cn('flex flex-wrap gap-1.5', className)} aria-label="Specialties">
      {shown.map((s) => (
        <li key={s.id}>
          <Badge tone="brand">{s.name}</Badge>
        </li>
      ))}
      {hidden > 0 ? (
        <li
          title={sorted
            .slice(shown.length)
            .map((s) => s.name)
            .join(', ')}
        >
          <Badge>+{hidden} more</Badge>
        </li>
      ) : null}
    </ul>
  );
}
