// Cultivation Targets: for a room and a stage, the day and night band of every metric, with where
// it comes from (the shipped default and its source, or the grower's own). Editing makes a room's
// own band; resetting brings the default back.
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/fields';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { Table } from '@/components/ui/table';
import { tableColumns } from '@/components/ui/table-columns';
import { getErrorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useDeleteTarget } from '../api/delete-target';
import type { RecordPlace } from '../api/get-record-places';
import { useTargetBands } from '../api/get-target-bands';
import { FacilityPicker, FacilityScope } from '../components/facility-scope';
import { useFacilityScope } from '../components/use-facility-scope';
import { TargetDialog, type RoomBand } from '../components/target-dialog';
import { RoomHoldBadge } from '../components/room-hold-badge';
import {
  describeBand,
  TARGET_METRICS,
  TARGET_STAGE_LABELS,
  TARGET_STAGES,
  targetMetric,
  type TargetStage,
} from '../targets/metrics';

const col = tableColumns<RoomBand>();
const metricOrder = (key: string) => TARGET_METRICS.findIndex((m) => m.key === key);

function columns(actions: { edit: (b: RoomBand) => void; reset: (b: RoomBand) => void }) {
  return [
    col.accessor(
      (b) => `${targetMetric(b.metric)?.label ?? b.metric}${b.period === 'night' ? ' (night)' : ''}`,
      {
        id: 'metric',
        header: 'Metric',
        enableHiding: false,
        sortFn: (a, b) =>
          metricOrder(a.original.metric) - metricOrder(b.original.metric) ||
          a.original.period.localeCompare(b.original.period),
        cell: ({ row: { original: b }, getValue }) => (
          <div className="flex flex-col gap-0.5">
            <span className="font-medium text-ink">{getValue()}</span>
            <span className="text-xs text-muted sm:hidden">{describeBand(b)}</span>
            {/* On a phone the source sits here, so Edit stays in view. */}
            <span className="text-xs text-muted sm:hidden">
              {b.isCustom ? 'Your own' : `Default · ${b.defaultSource ?? 'Canopy'}`}
            </span>
          </div>
        ),
      },
    ),
    col.accessor((b) => describeBand(b), {
      id: 'band',
      header: 'Band',
      meta: { className: 'hidden sm:table-cell' },
      cell: ({ getValue }) => <span className="tabular-nums">{getValue()}</span>,
    }),
    col.accessor((b) => (b.isCustom ? 'Your own' : `Default: ${b.defaultSource ?? 'Canopy'}`), {
      id: 'source',
      header: 'Source',
      meta: { className: 'hidden sm:table-cell' },
      cell: ({ row: { original: b } }) =>
        b.isCustom ? (
          <Badge tone="brand">Your own</Badge>
        ) : (
          <span className="text-xs text-muted">Default · {b.defaultSource ?? 'Canopy'}</span>
        ),
    }),
    col.display({
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      enableHiding: false,
      meta: { noExport: true, align: 'end' },
      cell: ({ row: { original: b } }) => {
        const name = `${targetMetric(b.metric)?.label ?? b.metric}${b.period === 'night' ? ' at night' : ''}`;
        return (
          <div className="flex justify-end gap-1">
            <Button
              variant="ghost"
              className="h-9 px-3"
              onClick={() => actions.edit(b)}
              aria-label={`Edit ${name}`}
            >
              Edit
            </Button>
            {b.isCustom ? (
              <Button
                variant="ghost"
                className="h-9 px-3"
                onClick={() => actions.reset(b)}
                aria-label={`Reset ${name} to the default`}
              >
                Reset
              </Button>
            ) : null}
          </div>
        );
      },
    }),
  ];
}

export function TargetsPage() {
  const scope = useFacilityScope();
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Cultivation Targets"
        description="Day and night bands per room and stage. Defaults show their source; any band you set is this room's own."
      />
      <FacilityPicker scope={scope} />
      <FacilityScope scope={scope}>{(facility) => <Targets facility={facility} />}</FacilityScope>
    </div>
  );
}

function Targets({ facility }: { facility: RecordPlace }) {
  const [params, setParams] = useSearchParams();
  const bands = useTargetBands(facility.id);
  const remove = useDeleteTarget(facility.id);
  const [editing, setEditing] = useState<RoomBand | null>(null);
  const room = facility.rooms.find((r) => r.id === params.get('room')) ?? facility.rooms[0];
  const stageParam = params.get('stage') as TargetStage | null;
  const stage: TargetStage = stageParam && TARGET_STAGES.includes(stageParam) ? stageParam : 'veg';
  const set = (key: string, value: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set(key, value);
        return next;
      },
      { replace: true },
    );

  const reset = async (b: RoomBand) => {
    if (!b.targetId) return;
    try {
      await remove.mutateAsync(b.targetId);
      toast.success('Default restored', { description: describeBand(b) });
    } catch (error) {
      toast.error('Could not reset the target', { description: getErrorMessage(error) });
    }
  };
  const cols = useMemo(() => columns({ edit: setEditing, reset: (b) => void reset(b) }), []); // eslint-disable-line react-hooks/exhaustive-deps
  const rows = useMemo(
    () => (bands.data ?? []).filter((b) => b.roomId === room?.id && b.stage === stage),
    [bands.data, room?.id, stage],
  );

  if (!room)
    return (
      <p className="text-sm text-muted">
        This facility has no rooms yet. Add them in your profile to set targets.
      </p>
    );
  if (bands.isError)
    return (
      <LoadError error={bands.error} onRetry={() => void bands.refetch()}>
        Error loading the targets.
      </LoadError>
    );
  return (
    <>
      <Table
        data={rows}
        columns={cols}
        caption={`Targets for ${room.room_name}, ${TARGET_STAGE_LABELS[stage]}`}
        getRowId={(b) => `${b.metric}-${b.period}-${b.basis ?? ''}`}
        loading={bands.isPending}
        empty="No bands for this stage yet."
        initialSorting={[{ id: 'metric', desc: false }]}
        exportCsv={{ fileName: 'targets' }}
        toolbar={
          <div className="flex w-full flex-wrap items-end gap-3 sm:w-auto">
            <SelectField
              label="Room"
              className="w-full sm:w-48"
              value={room.id}
              onChange={(e) => set('room', e.target.value)}
            >
              {facility.rooms.map((r) => (
                <option key={r.id} value={r.id}>
                  {r.room_name}
                </option>
              ))}
            </SelectField>
            <SelectField
              label="Stage"
              className="w-full sm:w-40"
              value={stage}
              onChange={(e) => set('stage', e.target.value)}
            >
              {TARGET_STAGES.map((s) => (
                <option key={s} value={s}>
                  {TARGET_STAGE_LABELS[s]}
                </option>
              ))}
            </SelectField>
            {/* The room's running intervals, where the room is chosen. */}
            <RoomHoldBadge roomId={room.id} />
          </div>
        }
      />
      {editing ? (
        <TargetDialog
          facilityId={facility.id}
          roomName={room.room_name}
          band={editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </>
  );
}
