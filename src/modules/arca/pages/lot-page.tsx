// /arca/diary/lots/{lotId}: one lot — strain (and its Animus origin), where it is now, its stage
// and day in stage, plants — derived by the database from its diary events, then its timeline
// across every log.
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { LinkButton } from '@/components/ui/link-button';
import { DetailList } from '@/components/ui/detail-list';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { formatDate, formatNumber } from '@/lib/format';
import { ToolLink } from '@/components/tool-link';
import { animusModule, animusPaths } from '@/modules/animus/paths';
import { arcaPaths } from '@/modules/arca/paths';
import { useLot } from '../api/get-lot';
import { useRecordPlaces } from '../api/get-record-places';
import { EntryTimeline } from '../components/records/entry-timeline';
import { LotDialog } from '../components/records/lot-dialog';
import { useRecordUnits } from '../components/records/use-record-units';
import { LotHoldBadge } from '../components/room-hold-badge';
import { stageDay } from '../records/lots';
import { stageLabel } from '../records/stages';

export function LotPage() {
  const { lotId = '' } = useParams();
  const lot = useLot(lotId);
  const places = useRecordPlaces();
  const [units] = useRecordUnits();
  const [editing, setEditing] = useState(false);
  const back = (
    <Link to={arcaPaths.diary.href()} className="text-sm text-muted hover:underline">
      Cultivation Diary
    </Link>
  );

  if (lot.isPending || places.isPending) return <PageSkeleton variant="detail" />;
  if ((lot.isError && !lot.data) || (places.isError && !places.data))
    return (
      <LoadError
        error={lot.error ?? places.error}
        onRetry={() => void Promise.all([lot.refetch(), places.refetch()])}
      >
        The lot could not be loaded.
      </LoadError>
    );
  if (!lot.data)
    return (
      <div className="flex flex-col gap-5">
        <PageHeader title="Lot not found" back={back} />
        <EmptyState
          title="This lot is not there"
          description="It may have been removed, or it is not yours."
        />
      </div>
    );

  const l = lot.data;
  const facility = places.data.find((p) => p.id === l.facility_id);
  const done = l.current_stage === 'done';
  const { day, week } = stageDay(l.stage_started_at);
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={l.name}
        back={back}
        description={l.strain}
        badge={
          <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-sm font-semibold text-brand-800">
            {stageLabel(l.current_stage)}
          </span>
        }
        actions={
          <div className="flex flex-wrap gap-2">
            {facility ? (
              <Button variant="secondary" onClick={() => setEditing(true)}>
                Edit lot
              </Button>
            ) : null}
            <LinkButton
              variant="secondary"
              to={`${arcaPaths.yieldsLogger.href()}?lot=${l.id}&facility=${l.facility_id}`}
            >
              Log harvest yield
            </LinkButton>
            <LinkButton to={`${arcaPaths.diaryLogger.href()}?lot=${l.id}&facility=${l.facility_id}`}>
              New diary entry
            </LinkButton>
          </div>
        }
      />
      <section
        aria-label="Lot"
        className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-4 shadow-xs sm:p-5"
      >
        {/* What would hold its harvest now: the REI of its room, its PHI wherever it was sprayed. */}
        <LotHoldBadge lotId={l.id} />
        <DetailList
          columns={3}
          items={[
            { term: 'Room', value: l.room?.room_name },
            {
              term: 'Stage',
              value: done
                ? `Done since ${formatDate(l.stage_started_at)}`
                : `${stageLabel(l.current_stage)}, day ${day} (week ${week})`,
            },
            { term: 'Plants', value: formatNumber(l.current_plant_count, 0) },
            {
              term: 'Started',
              value: `${formatDate(l.started_at)} with ${formatNumber(l.plant_count, 0)} plants`,
            },
            {
              term: 'Origin',
              value: l.origin_project_id ? (
                <ToolLink
                  tool={animusModule}
                  to={animusPaths.project.href({ projectId: l.origin_project_id })}
                  className="font-semibold text-brand-800 hover:underline"
                >
                  Open in Animus
                </ToolLink>
              ) : undefined,
            },
            { term: 'Notes', value: l.notes },
          ]}
        />
      </section>
      <div className="flex flex-col gap-3">
        <h2 className="text-lg font-semibold text-brand-950">Timeline</h2>
        <EntryTimeline
          where={{ facilityId: l.facility_id, lotId: l.id }}
          places={places.data}
          units={units}
          label="Timeline"
          empty="Nothing logged for this lot yet."
        />
      </div>
      {editing && facility && <LotDialog facility={facility} lot={l} onClose={() => setEditing(false)} />}
    </div>
  );
}
