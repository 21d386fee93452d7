// /arca/diary: the facility's lots (running first) with where each is, its stage and day in stage,
// and the newest entries of every log. From here: a new diary entry, the records, a new lot.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate, formatNumber } from '@/lib/format';
import { arcaPaths } from '@/modules/arca/paths';
import { useLots, type Lot } from '../api/get-lots';
import type { RecordPlace } from '../api/get-record-places';
import { EntryTimeline } from '../components/records/entry-timeline';
import { LotDialog } from '../components/records/lot-dialog';
import { useRecordUnits } from '../components/records/use-record-units';
import { stageDay } from '../records/lots';
import { stageLabel } from '../records/stages';
import { FacilityPicker, FacilityScope } from '../components/facility-scope';
import { useFacilityScope } from '../components/use-facility-scope';
import { LotHoldBadge } from '../components/room-hold-badge';

const LINK_BUTTON =
  'inline-flex h-11 items-center justify-center rounded-lg px-4 text-sm font-semibold shadow-sm';

export function DiaryPage() {
  const scope = useFacilityScope();
  const facility = scope.facility;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Cultivation Diary"
        description="Your lots, where they are and how far along, and everything logged."
        actions={
          facility ? (
            <div className="flex flex-wrap gap-2">
              <Link
                to={arcaPaths.diaryRecords.href()}
                className={`${LINK_BUTTON} border border-line bg-white text-ink`}
              >
                All records
              </Link>
              <Link to={arcaPaths.diaryLogger.href()} className={`${LINK_BUTTON} bg-brand-700 text-white`}>
                New diary entry
              </Link>
            </div>
          ) : null
        }
      />
      <FacilityPicker scope={scope} />
      <FacilityScope scope={scope} loading={<PageSkeleton variant="cards" />}>
        {(chosen) => (
          <>
            <Lots facility={chosen} />
            <Latest facility={chosen} places={scope.facilities} />
          </>
        )}
      </FacilityScope>
    </div>
  );
}

function Lots({ facility }: { facility: RecordPlace }) {
  const lots = useLots(facility.id);
  const [starting, setStarting] = useState(false);
  return (
    <section aria-labelledby="lots-heading" className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-3">
        <h2 id="lots-heading" className="text-lg font-semibold text-brand-950">
          Lots
        </h2>
        <Button variant="secondary" className="h-10" onClick={() => setStarting(true)}>
          Start a lot
        </Button>
      </div>
      {lots.isPending ? (
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          <Skeleton className="h-32" />
          <Skeleton className="h-32" />
        </div>
      ) : lots.isError && !lots.data ? (
        <LoadError error={lots.error} onRetry={() => void lots.refetch()}>
          The lots could not be loaded.
        </LoadError>
      ) : lots.data.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line p-6 text-center text-sm text-muted">
          No lots yet. Start one to follow its plants from propagation to cure.
        </p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {lots.data.map((lot) => (
            <li key={lot.id}>
              <LotCard lot={lot} />
            </li>
          ))}
        </ul>
      )}
      {starting && <LotDialog facility={facility} onClose={() => setStarting(false)} />}
    </section>
  );
}

function LotCard({ lot }: { lot: Lot }) {
  const done = lot.current_stage === 'done';
  const { day, week } = stageDay(lot.stage_started_at);
  return (
    // The whole card opens the lot (the name's link covers it); the countdown above it opens its
    // own details, so it is not a control inside a link.
    <article className="relative flex h-full flex-col gap-2 rounded-2xl border border-line bg-white p-4 shadow-xs hover:border-brand-300 has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-brand-600">
      <span className="flex items-start justify-between gap-2">
        <span className="min-w-0">
          <Link
            to={arcaPaths.diaryLot.href({ lotId: lot.id })}
            className="block font-semibold break-words text-brand-950 after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
          >
            {lot.name}
          </Link>
          <span className="block text-sm break-words text-muted">{lot.strain}</span>
        </span>
        <span
          className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ${done ? 'bg-surface text-muted' : 'bg-brand-50 text-brand-800'}`}
        >
          {stageLabel(lot.current_stage)}
        </span>
      </span>
      <span className="text-sm text-ink">
        {done
          ? `Finished ${formatDate(lot.stage_started_at)}`
          : `Day ${day} of ${stageLabel(lot.current_stage).toLowerCase()} · week ${week}`}
      </span>
      <span className="text-xs text-muted">
        {[
          lot.room?.room_name,
          `${formatNumber(lot.current_plant_count, 0)} plants`,
          `since ${formatDate(lot.started_at)}`,
        ]
          .filter(Boolean)
          .join(' · ')}
      </span>
      <LotHoldBadge lotId={lot.id} className="relative z-10 self-start" />
    </article>
  );
}

function Latest({ facility, places }: { facility: RecordPlace; places: RecordPlace[] }) {
  const [units] = useRecordUnits();
  return (
    <div className="flex flex-col gap-3">
      <h2 className="text-lg font-semibold text-brand-950">Latest entries</h2>
      <EntryTimeline
        where={{ facilityId: facility.id }}
        places={places}
        units={units}
        label="Latest entries"
        empty="Nothing logged yet. Diary entries, runoff and PPM readings show up here."
      />
    </div>
  );
}
