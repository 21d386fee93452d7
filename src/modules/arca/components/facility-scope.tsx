// The facility a screen works in. FacilityGate is the one place the loading, error and
// no-facility states of Arca's screens are written (the loggers, records, diary, deleted and the
// library screens all pass through it); FacilityScope adds the chosen facility: `?facility=` in
// the URL (a link keeps it), else the first one. A picker shows only when there is a choice.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { EmptyState } from '@/components/ui/empty-state';
import { SelectField } from '@/components/ui/fields';
import { LoadError } from '@/components/ui/load-error';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { accountPaths } from '@/modules/account/paths';
import type { RecordPlace } from '../api/get-record-places';
import type { useFacilityScope } from './use-facility-scope';

type Places = ReturnType<typeof useFacilityScope>['places'];

/**
 * Renders `children` with the user's facilities once there is at least one; until then the
 * loading state, the error (only when nothing is remembered: offline, the last list is used) or
 * where to add a facility.
 */
export function FacilityGate({
  places,
  loading,
  children,
}: {
  places: Places;
  /** Shown while the facilities load (default: a table skeleton). */
  loading?: ReactNode;
  children: (places: RecordPlace[]) => ReactNode;
}) {
  if (places.isPending) return <>{loading ?? <PageSkeleton variant="table" />}</>;
  if (places.isError && !places.data)
    return (
      <LoadError error={places.error} onRetry={() => void places.refetch()}>
        Your facilities could not be loaded.
      </LoadError>
    );
  if (places.data.length === 0)
    return (
      <EmptyState
        title="Add a facility first"
        description="Records belong to a facility and its rooms. Add yours, then log here."
        action={
          <Link to={accountPaths.facilities.href()} className="font-semibold text-brand-800 hover:underline">
            Go to Facilities
          </Link>
        }
      />
    );
  return <>{children(places.data)}</>;
}

/** Renders the screen's body for the chosen facility, or the gate's states. */
export function FacilityScope({
  scope,
  loading,
  children,
}: {
  scope: ReturnType<typeof useFacilityScope>;
  loading?: ReactNode;
  children: (facility: RecordPlace) => ReactNode;
}) {
  return (
    <FacilityGate places={scope.places} loading={loading}>
      {() => (scope.facility ? children(scope.facility) : null)}
    </FacilityGate>
  );
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
