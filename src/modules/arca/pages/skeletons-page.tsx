// Irrigation Skeletons (Professional): reusable crop-steering templates, phase by phase (added and
// edited here), and the rooms' dated plans made from them. Applying a skeleton to a room and a start date makes the plan;
// the plan can be deleted (and re-made) without touching the skeleton.
import { useMemo, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { Table } from '@/components/ui/table';
import { tableColumns } from '@/components/ui/table-columns';
import { getErrorMessage } from '@/lib/errors';
import { formatDate, formatIsoDate, formatNumber, formatUnit } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useDeleteRoomPlan } from '../api/delete-room-plan';
import type { RecordPlace } from '../api/get-record-places';
import { useRoomPlans, type RoomPlan, type RoomPlanPhase } from '../api/get-room-plans';
import { useSkeletons, type Skeleton, type SkeletonPhase } from '../api/get-skeletons';
import { ApplySkeletonDialog } from '../components/apply-skeleton-dialog';
import { FacilityPicker, FacilityScope } from '../components/facility-scope';
import { SkeletonDialog } from '../components/skeleton-dialog';
import { useFacilityScope } from '../components/use-facility-scope';
import { drybackLine, shotsLine } from '../components/steering-summary';
import { addDays } from '../irrigation/plan';
import { INTENT_LABELS, type Intent } from '../irrigation/steering';
import { stageLabel } from '../records/stages';
import { SUBSTRATE_INFO, type Substrate } from '../substrates';

// Plans store the day after a phase's last day (ranges are half-open); people read the last day.
const lastDay = (endsOn: string) => addDays(endsOn, -1);
const intentLabel = (intent: string) => INTENT_LABELS[intent as Intent]?.split(' (')[0] ?? intent;

const phaseCol = tableColumns<SkeletonPhase>();
const PHASE_COLUMNS = [
  phaseCol.accessor('name', {
    header: 'Phase',
    enableHiding: false,
    cell: ({ row: { original: p } }) => (
      <div className="flex flex-col gap-0.5">
        <span className="font-medium text-ink">{p.name}</span>
        <span className="text-xs text-muted">
          {stageLabel(p.stage)} · {intentLabel(p.intent)} · {p.duration_days} days ·{' '}
          {formatNumber(p.photoperiod_h, 1)} h light
        </span>
      </div>
    ),
  }),
  phaseCol.accessor((p) => shotsLine(p.steering), {
    id: 'shots',
    header: 'Shots',
    meta: { className: 'hidden md:table-cell' },
  }),
  phaseCol.accessor((p) => drybackLine(p.steering), {
    id: 'dryback',
    header: 'Dryback and runoff',
    meta: { className: 'hidden lg:table-cell' },
  }),
];

export function SkeletonsPage() {
  const scope = useFacilityScope();
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Irrigation Skeletons"
        description="Reusable steering plans. Apply one to a room and a start date to get the room's dated plan."
      />
      <FacilityPicker scope={scope} />
      <FacilityScope scope={scope}>{(facility) => <Skeletons facility={facility} />}</FacilityScope>
    </div>
  );
}

function Skeletons({ facility }: { facility: RecordPlace }) {
  const skeletons = useSkeletons(facility.id);
  const [applying, setApplying] = useState<Skeleton | null>(null);
  const [editing, setEditing] = useState<Skeleton | 'new' | null>(null);
  if (skeletons.isPending) return <PageSkeleton variant="cards" />;
  if (skeletons.isError)
    return (
      <LoadError error={skeletons.error} onRetry={() => void skeletons.refetch()}>
        Error loading the skeletons.
      </LoadError>
    );
  return (
    <>
      <div>
        <Button variant="secondary" onClick={() => setEditing('new')}>
          Add skeleton
        </Button>
      </div>
      {skeletons.data.length === 0 ? (
        <EmptyState
          title="No skeletons yet"
          description="A skeleton is a steering plan phase by phase (propagation, stretch, bulk, ripening) that any room can follow."
        />
      ) : (
        skeletons.data.map((skeleton) => (
          <Card key={skeleton.id} aria-label={skeleton.name} className="flex flex-col gap-4 p-4 sm:p-6">
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div className="min-w-0">
                <h2 className="text-lg font-semibold text-brand-950">{skeleton.name}</h2>
                <p className="text-sm text-muted">
                  {SUBSTRATE_INFO[skeleton.substrate as Substrate]?.label ?? skeleton.substrate} ·{' '}
                  {formatUnit(skeleton.container_volume_l, 'L', 1)} containers ·{' '}
                  {skeleton.phases.reduce((days, p) => days + p.duration_days, 0)} days
                </p>
                {skeleton.description ? (
                  <p className="mt-1 text-sm text-ink">{skeleton.description}</p>
                ) : null}
              </div>
              <div className="flex flex-wrap gap-2">
                <Button
                  variant="secondary"
                  onClick={() => setEditing(skeleton)}
                  aria-label={`Edit ${skeleton.name}`}
                >
                  Edit
                </Button>
                <Button onClick={() => setApplying(skeleton)} disabled={skeleton.phases.length === 0}>
                  Apply to a room
                </Button>
              </div>
            </div>
            <Table
              data={skeleton.phases}
              columns={PHASE_COLUMNS}
              caption={`Phases of ${skeleton.name}`}
              getRowId={(p) => p.id}
              empty="No phases yet."
              maxHeight="none"
            />
          </Card>
        ))
      )}
      <RoomPlans facility={facility} />
      {editing ? (
        <SkeletonDialog
          facility={facility}
          skeleton={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {applying ? (
        <ApplySkeletonDialog facility={facility} skeleton={applying} onClose={() => setApplying(null)} />
      ) : null}
    </>
  );
}

const planCol = tableColumns<RoomPlanPhase>();
const PLAN_COLUMNS = [
  planCol.accessor('name', {
    header: 'Phase',
    enableHiding: false,
    cell: ({ row: { original: p } }) => (
      <div className="flex flex-col gap-0.5">
        <span className="font-medium text-ink">{p.name}</span>
        <span className="text-xs text-muted">
          {formatDate(p.starts_on)} – {formatDate(lastDay(p.ends_on))}
        </span>
      </div>
    ),
  }),
  planCol.accessor((p) => `${stageLabel(p.stage)}, ${intentLabel(p.intent)}`, {
    id: 'stage',
    header: 'Stage',
    meta: { className: 'hidden sm:table-cell' },
  }),
  planCol.accessor((p) => shotsLine(p.steering), {
    id: 'shots',
    header: 'Shots',
    meta: { className: 'hidden lg:table-cell' },
  }),
];

function RoomPlans({ facility }: { facility: RecordPlace }) {
  const plans = useRoomPlans(facility.id);
  const remove = useDeleteRoomPlan(facility.id);
  const [deleting, setDeleting] = useState<RoomPlan | null>(null);
  const today = useMemo(() => formatIsoDate(new Date()), []);

  const confirm = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success('Plan deleted', { description: deleting.room?.room_name });
    } catch (error) {
      toast.error('Could not delete the plan', { description: getErrorMessage(error) });
    }
    setDeleting(null);
  };

  return (
    <section aria-labelledby="room-plans" className="flex flex-col gap-4">
      <h2 id="room-plans" className="text-xl font-semibold text-brand-950">
        Room plans
      </h2>
      {plans.isPending ? (
        <PageSkeleton variant="table" label="Loading the room plans..." />
      ) : plans.isError ? (
        <LoadError error={plans.error} onRetry={() => void plans.refetch()}>
          Error loading the room plans.
        </LoadError>
      ) : plans.data.length === 0 ? (
        <EmptyState
          title="No room follows a plan yet"
          description="Apply a skeleton to a room to make one."
        />
      ) : (
        plans.data.map((plan) => {
          const room = plan.room?.room_name ?? 'a room';
          const running = plan.starts_on <= today && today < plan.ends_on;
          return (
            <Card key={plan.id} aria-label={`Plan for ${room}`} className="flex flex-col gap-3 p-4 sm:p-6">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="min-w-0">
                  <h3 className="flex flex-wrap items-center gap-2 text-base font-semibold text-brand-950">
                    {room}: {plan.name}
                    {running ? <Badge tone="success">Running</Badge> : null}
                  </h3>
                  <p className="text-sm text-muted">
                    {formatDate(plan.starts_on)} – {formatDate(lastDay(plan.ends_on))} ·{' '}
                    {SUBSTRATE_INFO[plan.substrate as Substrate]?.label ?? plan.substrate} ·{' '}
                    {formatUnit(plan.container_volume_l, 'L', 1)} containers
                  </p>
                </div>
                <Button
                  variant="ghost"
                  className="h-9 px-3"
                  onClick={() => setDeleting(plan)}
                  aria-label={`Delete the plan for ${room}`}
                >
                  Delete
                </Button>
              </div>
              <Table
                data={plan.phases}
                columns={PLAN_COLUMNS}
                caption={`Phases of the plan for ${room}`}
                getRowId={(p) => p.id}
                maxHeight="none"
              />
            </Card>
          );
        })
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this plan?"
        description="The room's dated plan goes; the skeleton stays and can be applied again."
        confirmLabel="Delete plan"
        destructive
        busy={remove.isPending}
        onConfirm={() => void confirm()}
      />
    </section>
  );
}
