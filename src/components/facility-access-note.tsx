// What a screen says when it is open to the user only through the plan of a facility they work in
// (src/lib/access.ts), not through their own: where it works, and whose plan that is.
import { facilityAccessText, type Workplace } from '@/lib/access';
import { cn } from '@/lib/cn';

export function FacilityAccessNote({
  name,
  facilities,
  className,
}: {
  name: string;
  facilities: readonly Workplace[];
  className?: string;
}) {
  if (facilities.length === 0) return null;
  return (
    <p
      role="note"
      className={cn(
        'rounded-xl border border-brand-200 bg-brand-50 px-4 py-2.5 text-sm text-brand-900',
        className,
      )}
    >
      {facilityAccessText(name, facilities)}
    </p>
  );
}
