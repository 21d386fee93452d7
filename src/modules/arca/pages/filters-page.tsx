// /arca/filters: the facility's water filters, each with how it is doing (rejection, normalized
// flow and salt passage against the reading after its last clean or change), when it is next due,
// and the way to log a reading or a change. Warnings follow the RO cleaning triggers
// (records/water.ts).
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { formatDate } from '@/lib/format';
import { useFilters, type WaterFilter } from '../api/get-filters';
import { dueList, dueText } from '../records/filter-status';
import type { RecordPlace } from '../api/get-record-places';
import { FacilityPicker, FacilityScope } from '../components/facility-scope';
import { FilterDialog } from '../components/filter-dialog';
import { useRecordUnits } from '../components/records/use-record-units';
import { useFacilityScope } from '../components/use-facility-scope';
import { arcaPaths } from '../paths';
import { formatWithUnit } from '../records/units';
import { FILTER_TYPE_LABELS, type FilterType } from '../records/water';

export function FiltersPage() {
  const scope = useFacilityScope();
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Filter Maintenance"
        description="Your water filters: how each is doing against its baseline, and when it is next due for a change."
        actions={
          <div className="flex flex-wrap gap-4 text-sm font-medium">
            <Link className="text-brand-700 underline" to={arcaPaths.filtersCalendar.href()}>
              Calendar
            </Link>
            <Link className="text-brand-700 underline" to={arcaPaths.filtersRecords.href()}>
              All records
            </Link>
          </div>
        }
      />
      <FacilityPicker scope={scope} />
      <FacilityScope scope={scope}>{(facility) => <Filters facility={facility} />}</FacilityScope>
    </div>
  );
}

function Filters({ facility }: { facility: RecordPlace }) {
  const filters = useFilters(facility.id);
  const [units] = useRecordUnits();
  const [editing, setEditing] = useState<WaterFilter | 'new' | null>(null);
  if (filters.isPending) return <PageSkeleton variant="table" />;
  if (filters.isError)
    return (
      <LoadError error={filters.error} onRetry={() => void filters.refetch()}>
        The filters could not be loaded.
      </LoadError>
    );
  const list = dueList(filters.data);
  const archived = filters.data.filter((f) => f.archived);
  return (
    <>
      <div className="flex flex-wrap gap-3">
        <Button onClick={() => setEditing('new')}>Add filter</Button>
        {list.length > 0 ? (
          <Link
            to={arcaPaths.filtersLogger.href()}
            className="inline-flex h-11 items-center rounded-lg border border-line bg-white px-4 text-sm font-semibold text-ink shadow-sm hover:bg-brand-50"
          >
            Log a reading or change
          </Link>
        ) : null}
      </div>
      {list.length === 0 ? (
        <EmptyState
          title="No filters yet"
          description="Add your RO membrane, sediment and carbon cartridges to log their readings and plan their changes."
        />
      ) : (
        <ul aria-label="Filters" className="grid gap-4 md:grid-cols-2">
          {list.map(({ filter, due, health }) => {
            const last = health.latest ?? health.baseline;
            return (
              <li
                key={filter.id}
                className="flex flex-col gap-3 rounded-xl border border-line bg-white p-4 shadow-xs"
              >
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="min-w-0">
                    <h2 className="font-semibold break-words text-brand-950">{filter.name}</h2>
                    <p className="text-xs text-muted">
                      {FILTER_TYPE_LABELS[filter.filter_type as FilterType]}
                    </p>
                  </div>
                  <Badge tone={due.daysLeft < 0 ? 'danger' : due.daysLeft <= 14 ? 'warning' : 'neutral'}>
                    Change {dueText(due.daysLeft)}
                  </Badge>
                </div>
                <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-3">
                  {last === null ? (
                    <div className="col-span-2 sm:col-span-3">
                      <dt className="text-xs text-muted">Readings</dt>
                      <dd>None since its last change</dd>
                    </div>
                  ) : null}
                  <div className={last === null ? 'hidden' : undefined}>
                    <dt className="text-xs text-muted">Rejection</dt>
                    <dd className="font-semibold tabular-nums">
                      {health.rejectionPct === null
                        ? '—'
                        : formatWithUnit(health.rejectionPct, 'percent', units)}
                    </dd>
                  </div>
                  <div className={last === null ? 'hidden' : undefined}>
                    <dt className="text-xs text-muted">Permeate flow</dt>
                    <dd className="font-semibold tabular-nums">
                      {last?.permeateFlow == null ? '—' : formatWithUnit(last.permeateFlow, 'flow', units)}
                    </dd>
                  </div>
                  <div className={last === null ? 'hidden' : undefined}>
                    <dt className="text-xs text-muted">Flow vs baseline</dt>
                    <dd className="font-semibold tabular-nums">
                      {health.flowChangePct === null
                        ? '—'
                        : formatWithUnit(health.flowChangePct, 'percent', units, { signed: true })}
                    </dd>
                  </div>
                  <div className="col-span-2 sm:col-span-3">
                    <dt className="text-xs text-muted">Next change</dt>
                    <dd>
                      {formatDate(`${due.due}T12:00:00`)} (last {formatDate(`${due.lastChange}T12:00:00`)})
                    </dd>
                  </div>
                </dl>
                {health.warnings.map((w) => (
                  <Alert key={w.kind} tone="warning">
                    {w.message}
                  </Alert>
                ))}
                <div className="flex flex-wrap gap-2">
                  <Link
                    to={`${arcaPaths.filtersLogger.href()}?filter=${filter.id}`}
                    className="inline-flex h-11 items-center rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
                  >
                    Log for {filter.name}
                  </Link>
                  <Link
                    to={`${arcaPaths.filtersRecords.href()}?filter=${filter.id}&period=90d`}
                    aria-label={`Trend of ${filter.name}`}
                    className="inline-flex h-11 items-center rounded-lg border border-line bg-white px-4 text-sm font-semibold text-ink shadow-sm hover:bg-brand-50"
                  >
                    Trend
                  </Link>
                  <Button
                    variant="ghost"
                    onClick={() => setEditing(filter)}
                    aria-label={`Edit ${filter.name}`}
                  >
                    Edit
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {archived.length > 0 ? (
        <p className="text-sm text-muted">Archived: {archived.map((f) => f.name).join(', ')}</p>
      ) : null}
      {editing ? (
        <FilterDialog
          facility={facility}
          filter={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </>
  );
}
