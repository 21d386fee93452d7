// The facility a library screen works in: `?facility=` in the URL (a link keeps it), else the
// first one. A picker shows only when there is a choice; with no facility the screen says where to
// add one.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { EmptyState } from '@/components/ui/empty-state';
import { SelectField } from '@/components/ui/fields';
import { LoadError } from '@/components/ui/load-error';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { accountPaths } from '@/modules/account/paths';
import type { RecordPlace } from '../api/get-record-places';
import type { useFacilityScope } from './use-facility-scope';

/** Renders the screen's body for the chosen facility, or the loading, error and no-facility states. */
export function FacilityScope({
  scope,
  children,
}: {
  scope: ReturnType<typeof useFacilityScope>;
  children: (facility: RecordPlace) => ReactNode;
}) {
  const { places, facility } = scope;
  if (places.isPending) return <PageSkeleton variant="table" />;
  if (places.isError)
    return (
      <LoadError error={places.error} onRetry={() => void places.refetch()}>
        Your facilities could not be loaded.
      </LoadError>
    );
  if (!facility)
    return (
      <EmptyState
        title="No facility yet"
        description="Everything here belongs to a facility. Add yours (and its rooms) in your profile first."
        action={
          <Link className="font-medium text-brand-700 underline" to={accountPaths.facilities.href()}>
            Add a facility
          </Link>
        }
      />
    );
  return <>{children(facility)}</>;
}

/** The facility picker, shown only when the user has more than one. */
export function FacilityPicker({ scope }: { scope: ReturnType<typeof useFacilityScope> }) {
  if (scope.facilities.length < 2 || !scope.facility) return null;
  return (
    <SelectField
      label="Facility"
      className="w-full sm:w-64"
      value={scope.facility.id}
      onChange={(e) => scope.choose(e.target.value)}
    >
      {scope.facilities.map((f) => (
        <option key={f.id} value={f.id}>
          {f.name}
        </option>
      ))}
    </SelectField>
  );
}
