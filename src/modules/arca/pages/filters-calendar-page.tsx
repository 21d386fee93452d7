// /arca/filters/calendar: every filter change due in the next twelve months, month by month, each
// filter's interval counted from its last logged change; a filter whose readings call for a clean
// is due now, whatever the date says.
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { formatDate } from '@/lib/format';
import { useFilters } from '../api/get-filters';
import { dueList, dueText } from '../records/filter-status';
import type { RecordPlace } from '../api/get-record-places';
import { FacilityPicker, FacilityScope } from '../components/facility-scope';
import { useFacilityScope } from '../components/use-facility-scope';
import { arcaPaths } from '../paths';
import { calendarOf } from '../records/water';

export function FiltersCalendarPage() {
  const scope = useFacilityScope();
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Filter calendar"
        description="Upcoming cartridge and membrane changes from each filter's interval, and cleans its readings call for."
        back={
          <Link to={arcaPaths.filters.href()} className="text-sm text-muted hover:underline">
            Filter Maintenance
          </Link>
        }
      />
      <FacilityPicker scope={scope} />
      <FacilityScope scope={scope}>{(facility) => <Calendar facility={facility} />}</FacilityScope>
    </div>
  );
}

function Calendar({ facility }: { facility: RecordPlace }) {
  const filters = useFilters(facility.id);
  if (filters.isPending) return <PageSkeleton variant="table" />;
  if (filters.isError)
    return (
      <LoadError error={filters.error} onRetry={() => void filters.refetch()}>
        The filters could not be loaded.
      </LoadError>
    );
  const due = dueList(filters.data);
  if (due.length === 0)
    return (
      <EmptyState
        title="Nothing to plan yet"
        description="Add a filter with its change interval to see its changes here."
        action={
          <Link className="font-medium text-brand-700 underline" to={arcaPaths.filters.href()}>
            Add a filter
          </Link>
        }
      />
    );
  const now = due.filter((d) => d.health.warnings.some((w) => w.level === 'clean'));
  const months = calendarOf(
    due.map((d) => ({
      id: d.filter.id,
      name: d.filter.name,
      firstDue: d.due.due,
      intervalDays: d.filter.change_interval_days,
    })),
  );
  return (
    <div className="flex flex-col gap-6">
      {now.length > 0 ? (
        <section aria-labelledby="clean-now" className="rounded-xl border border-amber-200 bg-amber-50 p-4">
          <h2 id="clean-now" className="font-semibold text-amber-950">
            Clean now
          </h2>
          <ul className="mt-2 flex flex-col gap-1 text-sm text-amber-950">
            {now.map((d) => (
              <li key={d.filter.id}>
                <span className="font-medium">{d.filter.name}</span>:{' '}
                {d.health.warnings.find((w) => w.level === 'clean')!.message}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {months.map((month) => (
        <section key={month.month} aria-labelledby={`m-${month.month}`}>
          <h2 id={`m-${month.month}`} className="mb-2 text-sm font-semibold text-brand-950">
            {formatDate(`${month.month}-01T12:00:00`, { month: 'long' }).replace(/ 1,/, '')}
          </h2>
          <ul className="flex flex-col divide-y divide-line rounded-xl border border-line bg-white">
            {month.items.map((item) => (
              <li
                key={`${item.id}-${item.date}`}
                className="flex flex-wrap items-center justify-between gap-2 px-4 py-3"
              >
                <div className="min-w-0">
                  <p className="font-medium break-words text-ink">Change {item.name}</p>
                  <p className="text-xs text-muted">
                    {formatDate(`${item.date}T12:00:00`, { weekday: true })}
                  </p>
                </div>
                <Badge tone={item.daysLeft < 0 ? 'danger' : item.daysLeft <= 14 ? 'warning' : 'neutral'}>
                  {dueText(item.daysLeft)}
                </Badge>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
