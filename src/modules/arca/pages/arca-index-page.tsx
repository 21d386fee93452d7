// /arca: the module's tools, and for a grower who keeps records (on Arca's tier, or in a facility
// whose plan has it) first what matters today: the newest entries of every log and what is due
// (filter changes and cleans, planned entries).
import { Link } from 'react-router-dom';
import { ModuleIndexPage } from '@/components/module-index-page';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { useAccess } from '@/hooks/use-access';
import { formatDate } from '@/lib/format';
import { useFilters } from '../api/get-filters';
import type { RecordPlace } from '../api/get-record-places';
import { FacilityPicker } from '../components/facility-scope';
import { RoomHolds } from '../components/room-holds';
import { EntryTimeline } from '../components/records/entry-timeline';
import { useRecordUnits } from '../components/records/use-record-units';
import { useFacilityScope } from '../components/use-facility-scope';
import { arcaModule, arcaPaths } from '../paths';
import { dueList, dueText } from '../records/filter-status';

/** Filter changes this many days ahead count as due. */
const DUE_AHEAD_DAYS = 14;

export function ArcaIndexPage() {
  // Records need Arca's tier: the user's own plan, or a facility's they work in.
  const records = useAccess(arcaModule.requiredTier, arcaModule.scope);
  return <ModuleIndexPage>{records.access.open ? <Today /> : null}</ModuleIndexPage>;
}

function Today() {
  const scope = useFacilityScope(arcaModule.requiredTier);
  // No facility (or not loaded yet): the tools are the page.
  if (!scope.facility) return null;
  return (
    <div className="flex flex-col gap-4">
      <FacilityPicker scope={scope} />
      {/* Which rooms nobody may enter, or harvest in, right now: first, on a phone too. */}
      <RoomHolds facility={scope.facility} />
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <Newest facility={scope.facility} places={scope.facilities} />
        <Due facility={scope.facility} />
      </div>
    </div>
  );
}

function Newest({ facility, places }: { facility: RecordPlace; places: RecordPlace[] }) {
  const [units] = useRecordUnits();
  return (
    <div className="flex min-w-0 flex-col gap-3">
      <h2 className="text-lg font-semibold text-brand-950">Newest entries</h2>
      <EntryTimeline
        where={{ facilityId: facility.id, status: 'done' }}
        places={places}
        units={units}
        label="Newest entries"
        empty="Nothing logged yet. Diary entries, readings and harvests show up here."
      />
    </div>
  );
}

function Due({ facility }: { facility: RecordPlace }) {
  const filters = useFilters(facility.id);
  const due = dueList(filters.data ?? []).filter(
    (d) => d.due.daysLeft <= DUE_AHEAD_DAYS || d.health.warnings.some((w) => w.level === 'clean'),
  );
  return (
    <section aria-labelledby="due-heading" className="flex flex-col gap-3">
      <h2 id="due-heading" className="text-lg font-semibold text-brand-950">
        Due
      </h2>
      {filters.isPending ? (
        <Skeleton className="h-24 rounded-xl" />
      ) : filters.isError ? (
        <p className="text-sm text-muted">What is due could not be loaded.</p>
      ) : due.length === 0 ? (
        <p className="rounded-xl border border-line bg-white p-4 text-sm text-muted">
          Nothing due in the next {DUE_AHEAD_DAYS} days.
        </p>
      ) : (
        <ul className="flex flex-col divide-y divide-line rounded-xl border border-line bg-white">
          {due.map(({ filter, due: when, health }) => {
            const clean = health.warnings.find((w) => w.level === 'clean');
            return (
              <li key={filter.id} className="flex flex-col gap-1 px-4 py-3">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <Link
                    to={arcaPaths.filters.href({ facility: facility.id })}
                    className="font-medium text-brand-800 hover:underline"
                  >
                    {filter.name}
                  </Link>
                  {when.daysLeft <= DUE_AHEAD_DAYS ? (
                    <Badge tone={when.daysLeft < 0 ? 'danger' : 'warning'}>
                      Change {dueText(when.daysLeft)}
                    </Badge>
                  ) : null}
                </div>
                {when.daysLeft <= DUE_AHEAD_DAYS ? (
                  <p className="text-xs text-muted">{formatDate(`${when.due}T12:00:00`)}</p>
                ) : null}
                {clean ? <p className="text-sm text-amber-900">{clean.message}</p> : null}
              </li>
            );
          })}
        </ul>
      )}
      <Link to={arcaPaths.filtersCalendar.href()} className="text-sm font-medium text-brand-700 underline">
        Filter calendar
      </Link>
    </section>
  );
}
