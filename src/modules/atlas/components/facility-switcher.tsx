import { useId } from 'react';
import { ROLE_LABELS } from '../team/roles';
import { useFacility } from './facility-context';

/** The facility every Atlas screen shows; a plain label when there is only one. */
export function FacilitySwitcher() {
  const { facility, facilities, select } = useFacility();
  const id = useId();
  if (facilities.length < 2)
    return (
      <p className="text-sm text-muted">
        <span className="font-medium text-ink">{facility.name}</span> · {ROLE_LABELS[facility.role]}
      </p>
    );
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm text-muted">
        Facility
      </label>
      <select
        id={id}
        value={facility.id}
        onChange={(e) => select(e.target.value)}
        className="h-9 max-w-56 rounded-lg border border-line bg-white px-2 text-sm text-ink"
      >
        {facilities.map((f) => (
          <option key={f.id} value={f.id}>
            {f.name} ({ROLE_LABELS[f.role].toLowerCase()})
          </option>
        ))}
      </select>
    </div>
  );
}
