// The records screen's filters: facility (when there are several), room, lot, the water filter (the
// Filters log) and period; a custom
// period shows two day inputs. Every change goes to the URL.
import { SelectField } from '@/components/ui/fields';
import { TextField } from '@/components/ui/text-field';
import type { Lot } from '../../api/get-lots';
import type { RecordPlace } from '../../api/get-record-places';
import { PERIODS, type Period, type UrlFilters } from '../../records/filters';

export function RecordFiltersBar({
  places,
  facility,
  lots,
  filters,
  withWaterFilters = false,
  onChange,
}: {
  places: RecordPlace[];
  facility: RecordPlace;
  lots: Lot[];
  filters: UrlFilters;
  /** The log is kept per water filter (the Filters log): offer the facility's filters. */
  withWaterFilters?: boolean;
  /** A change to the filters; applied to the URL as it is then (two quick changes both land). */
  onChange: (patch: Partial<UrlFilters>) => void;
}) {
  return (
    <div
      role="group"
      aria-label="Filters"
      className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap sm:items-end [&>*]:min-w-0 sm:[&>*]:w-44"
    >
      {places.length > 1 && (
        <SelectField
          label="Facility"
          value={facility.id}
          onChange={(e) =>
            onChange({ facility: e.target.value, room: undefined, lot: undefined, filter: undefined })
          }
        >
          {places.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </SelectField>
      )}
      <SelectField
        label="Room"
        value={filters.room ?? ''}
        onChange={(e) => onChange({ room: e.target.value || undefined })}
      >
        <option value="">All rooms</option>
        {facility.rooms.map((r) => (
          <option key={r.id} value={r.id}>
            {r.room_name}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Lot"
        value={filters.lot ?? ''}
        onChange={(e) => onChange({ lot: e.target.value || undefined })}
      >
        <option value="">All lots</option>
        {lots.map((l) => (
          <option key={l.id} value={l.id}>
            {l.name}
          </option>
        ))}
      </SelectField>
      {withWaterFilters && (
        <SelectField
          label="Filter"
          value={filters.filter ?? ''}
          onChange={(e) => onChange({ filter: e.target.value || undefined })}
        >
          <option value="">All filters</option>
          {facility.filters.map((f) => (
            <option key={f.id} value={f.id}>
              {f.archived ? `${f.name} (archived)` : f.name}
            </option>
          ))}
        </SelectField>
      )}
      <SelectField
        label="Period"
        value={filters.period}
        onChange={(e) => onChange({ period: e.target.value as Period })}
      >
        {PERIODS.map((p) => (
          <option key={p.value} value={p.value}>
            {p.label}
          </option>
        ))}
      </SelectField>
      {filters.period === 'custom' && (
        <>
          <TextField
            label="From"
            type="date"
            value={filters.from ?? ''}
            max={filters.to}
            onChange={(e) => onChange({ from: e.target.value || undefined })}
          />
          <TextField
            label="To"
            type="date"
            value={filters.to ?? ''}
            min={filters.from}
            onChange={(e) => onChange({ to: e.target.value || undefined })}
          />
        </>
      )}
    </div>
  );
}
