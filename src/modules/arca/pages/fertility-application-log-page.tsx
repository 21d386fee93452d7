// Fertility Application Log: every feed given to a room — the batches it was drawn from, the litres,
// the plants fed and the grams of each element it delivered (the database expands the batches'
// analyses); logging a feed withdraws concentrate from the tanks and updates Fertility Tracking.
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/fields';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { Table } from '@/components/ui/table';
import { tableColumns } from '@/components/ui/table-columns';
import { TextField } from '@/components/ui/text-field';
import { numberInput } from '@/lib/decimal';
import { formatDateTime, formatNumber } from '@/lib/format';
import { useBatches, type Batch } from '../api/get-batches';
import { FEED_LIST_LIMIT, useFeeds, type Feed } from '../api/get-feeds';
import type { RecordPlace } from '../api/get-record-places';
import { useTanks } from '../api/get-tanks';
import { RoomHoldBadge, RoomWithHolds } from '../components/room-hold-badge';
import { FacilityPicker, FacilityScope } from '../components/facility-scope';
import { NumberField } from '../components/fields';
import { RoomSelect } from '../components/room-select';
import { PlainEntryDialog } from '../components/records/plain-entry';
import { usePlainEntry } from '../components/records/use-plain-entry';
import { useFacilityScope } from '../components/use-facility-scope';
import {
  batchChoiceProblem,
  feedEntryValues,
  feedFormFromRow,
  feedFormSchema,
  type FeedForm,
  type FeedValues,
} from '../nutrients/feed-form';
import { toLocalInput } from '../records/datetime';
import { arcaPaths } from '../paths';
import { TargetMark } from '../components/records/target-mark';
import { useRecordTargets, useRoomTargets } from '../components/records/use-record-targets';
import { targetStatus } from '../records/targets';
import type { BandStatus } from '../targets/metrics';

/** An empty number input (NaN would print as “NaN”). */
const BLANK = undefined as unknown as number;

type Row = Feed & { roomName: string; batchNames: string; ecStatus: BandStatus | null };

/** A feed's measured EC and pH are judged against the room's feed targets (Cultivation Targets). */
const FEED_TARGETS = { targets: { measured_ec: 'feed_ec', measured_ph: 'feed_ph' } } as const;
const col = tableColumns<Row>();
const grams = (mg: number | null) => (mg === null ? '—' : formatNumber(mg / 1000, 1));

const COLUMNS = [
  col.accessor('occurred_at', {
    header: 'Fed',
    enableHiding: false,
    meta: { csv: (r: Row) => r.occurred_at ?? '' },
    cell: ({ row: { original: r } }) => (
      <div className="flex min-w-0 flex-col gap-0.5">
        <span className="font-medium text-ink">{formatDateTime(r.occurred_at)}</span>
        <span className="text-xs text-muted sm:hidden">
          {r.roomName} · {formatNumber(r.volume_l, 1)} L
        </span>
        <span className="sm:hidden">
          <RoomHoldBadge roomId={r.room_id} />
        </span>
        <span className="line-clamp-1 text-xs text-muted">{r.batchNames}</span>
      </div>
    ),
  }),
  col.accessor('roomName', {
    header: 'Room',
    meta: { className: 'hidden sm:table-cell' },
    cell: ({ row: { original: r } }) => <RoomWithHolds name={r.roomName} roomId={r.room_id} />,
  }),
  col.accessor('volume_l', {
    header: 'Litres',
    meta: { align: 'end', className: 'hidden sm:table-cell' },
    cell: ({ getValue }) => formatNumber(getValue(), 1),
  }),
  col.accessor('plant_count', {
    header: 'Plants',
    meta: { align: 'end', className: 'hidden md:table-cell' },
    cell: ({ getValue }) => formatNumber(getValue(), 0),
  }),
  col.accessor((r) => r.measured_ec ?? r.predicted_ec, {
    id: 'ec',
    header: 'EC',
    meta: { align: 'end', className: 'hidden md:table-cell', label: 'EC (mS/cm)' },
    cell: ({ row: { original: r } }) =>
      r.measured_ec !== null ? (
        <>
          {formatNumber(r.measured_ec, 2)}
          <TargetMark status={r.ecStatus} compact />
        </>
      ) : (
        `${formatNumber(r.predicted_ec, 2)} (predicted)`
      ),
  }),
  ...(['n', 'p', 'k', 'ca', 'mg', 's'] as const).map((e) =>
    col.accessor((r) => (r[`${e}_mg`] ?? 0) / 1000, {
      id: `${e}-g`,
      header: `${e === 'n' || e === 'p' || e === 'k' || e === 's' ? e.toUpperCase() : e[0]!.toUpperCase() + e.slice(1)} (g)`,
      meta: { align: 'end', className: e === 'n' || e === 'k' ? undefined : 'hidden lg:table-cell' },
      cell: ({ row: { original: r } }) => grams(r[`${e}_mg`]),
    }),
  ),
  col.accessor('notes', { header: 'Notes', meta: { className: 'hidden' } }),
];

export function FertilityApplicationLogPage() {
  const scope = useFacilityScope();
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Fertility Application Log"
        description="Every feed given to a room, drawn from the batches in your tanks, with the grams of each element it delivered."
        actions={
          <div className="flex flex-wrap gap-4 text-sm font-medium">
            <Link
              className="text-brand-700 underline"
              to={arcaPaths.fertility.href({ facility: scope.facility?.id })}
            >
              Fertility tracking
            </Link>
            <Link
              className="text-brand-700 underline"
              to={arcaPaths.tanksBatch.href({ facility: scope.facility?.id })}
            >
              Batches
            </Link>
          </div>
        }
      />
      <FacilityPicker scope={scope} />
      <FacilityScope scope={scope}>
        {(facility) => <Feeds key={facility.id} facility={facility} />}
      </FacilityScope>
    </div>
  );
}

function Feeds({ facility }: { facility: RecordPlace }) {
  const feeds = useFeeds(facility.id);
  const batches = useBatches(facility.id);
  const tanks = useTanks(facility.id);
  // A new feed (null entry) or the one being edited.
  const [open, setOpen] = useState<{ entry: Feed | null } | null>(null);
  const batchLabel = useBatchLabel(batches.data, tanks.data);
  const roomTargets = useRoomTargets(facility.id, FEED_TARGETS);
  const rows: Row[] = useMemo(() => {
    const roomName = new Map(facility.rooms.map((r) => [r.id, r.room_name]));
    return (feeds.data ?? []).map((f) => ({
      ...f,
      roomName: roomName.get(f.room_id ?? '') ?? '',
      batchNames: (f.batch_ids ?? []).map((id) => batchLabel(id)).join(' + '),
      ecStatus: targetStatus(roomTargets(f.room_id), 'measured_ec', f.measured_ec),
    }));
  }, [feeds.data, facility.rooms, batchLabel, roomTargets]);
  if (feeds.isError)
    return (
      <LoadError error={feeds.error} onRetry={() => void feeds.refetch()}>
        Error loading the feeds.
      </LoadError>
    );
  return (
    <>
      <Table
        data={rows}
        columns={COLUMNS}
        caption="Feeds"
        getRowId={(r) => r.id ?? ''}
        loading={feeds.isPending}
        pageSize={25}
        empty="No feeds yet. Log one to see what each room receives."
        exportCsv={{ fileName: 'fertility-application-log' }}
        toolbar={<Button onClick={() => setOpen({ entry: null })}>Log a feed</Button>}
        onRowClick={(r) => setOpen({ entry: r })}
        rowLabel={(r) => `Edit the feed of ${formatDateTime(r.occurred_at)} in ${r.roomName || 'a room'}`}
      />
      {rows.length >= FEED_LIST_LIMIT ? (
        <p className="text-xs text-muted">The newest {FEED_LIST_LIMIT} feeds are shown.</p>
      ) : null}
      {open ? (
        <FeedDialog
          facility={facility}
          entry={open.entry}
          batches={batches.data ?? []}
          batchLabel={batchLabel}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </>
  );
}

function useBatchLabel(batches: Batch[] | undefined, tanks: { id: string; name: string }[] | undefined) {
  return useMemo(() => {
    const tankName = new Map((tanks ?? []).map((t) => [t.id, t.name]));
    const byId = new Map((batches ?? []).map((b) => [b.id, b]));
    return (id: string) => {
      const b = byId.get(id);
      if (!b) return 'an older batch';
      const note = b.notes ? ` · ${b.notes.slice(0, 40)}` : '';
      return `${tankName.get(b.tank_id ?? '') ?? 'Tank'} · ${formatDateTime(b.occurred_at)}${note}`;
    };
  }, [batches, tanks]);
}

/** A field's hint with the value's verdict against the room's target, if off it; nothing when neither. */
function withMark(text: string | null, status: BandStatus | null) {
  const off = status === 'low' || status === 'high';
  if (!text && !off) return undefined;
  return (
    <>
      {text}
      {off ? <TargetMark status={status} /> : null}
    </>
  );
}

/** Batches offered for a feed: the newest of each tank first. */
const OFFERED_BATCHES = 12;

function FeedDialog({
  facility,
  entry,
  batches,
  batchLabel,
  onClose,
}: {
  facility: RecordPlace;
  /** The feed to edit; null logs a new one. */
  entry: Feed | null;
  batches: Batch[];
  batchLabel: (id: string) => string;
  onClose: () => void;
}) {
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<FeedForm, unknown, FeedValues>({
    resolver: zodResolver(feedFormSchema),
    defaultValues: entry
      ? feedFormFromRow(entry)
      : {
          roomId: '',
          occurredAt: toLocalInput(new Date()),
          batchIds: [],
          volumeL: BLANK,
          plantCount: BLANK,
          measuredEc: BLANK,
          measuredPh: BLANK,
          notes: '',
        },
  });
  const chosen = useWatch({ control, name: 'batchIds' }) ?? [];
  const [roomId, measuredEc, measuredPh] = useWatch({
    control,
    name: ['roomId', 'measuredEc', 'measuredPh'],
  });
  const targets = useRecordTargets(facility.id, roomId || null, FEED_TARGETS);
  // The newest batches, and an edited feed's own batches even when they are older.
  const offered = batches.filter(
    (b, i) => i < OFFERED_BATCHES || (entry?.batch_ids ?? []).includes(b.id ?? ''),
  );
  const predicted = offered
    .filter((b) => chosen.includes(b.id ?? ''))
    .reduce((sum, b) => sum + (b.predicted_ec ?? 0) - (b.source_water_ec ?? 0), 0);

  const plain = usePlainEntry({ kind: 'fertigation', entry, facilityId: facility.id });
  const submit = handleSubmit(async (values) => {
    const problem = batchChoiceProblem(
      values.batchIds.map((id) => {
        const b = batches.find((x) => x.id === id);
        return { tankId: b?.tank_id ?? id, mixedAt: b?.occurred_at ?? '' };
      }),
      new Date(values.occurredAt),
    );
    if (problem) {
      setError('batchIds', { message: problem });
      return;
    }
    const saved = await plain.submit(
      {
        room_id: values.roomId,
        occurredAt: values.occurredAt,
        notes: values.notes,
        values: feedEntryValues(values),
      },
      {
        title: entry ? 'Changes saved' : 'Feed saved',
        description: facility.rooms.find((r) => r.id === values.roomId)?.room_name,
      },
    );
    if (saved) onClose();
  });

  return (
    <PlainEntryDialog
      plain={plain}
      facility={facility}
      names={{ batch: (id) => batchLabel(id) }}
      title={entry ? 'Edit feed' : 'Log a feed'}
      submitLabel={entry ? 'Save changes' : 'Save feed'}
      deleteLabel="Delete feed"
      onSubmit={submit}
      onClose={onClose}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <RoomSelect
          rooms={facility.rooms}
          roomId={roomId}
          error={errors.roomId?.message}
          registration={register('roomId')}
        />
        <TextField
          label="Fed at"
          type="datetime-local"
          error={errors.occurredAt?.message}
          {...register('occurredAt')}
        />
      </div>
      <fieldset
        className="flex flex-col gap-2"
        aria-describedby={errors.batchIds ? 'feed-batches-error' : undefined}
      >
        <legend className="mb-1 text-sm font-medium text-ink">Drawn from (one batch per tank)</legend>
        {offered.length === 0 ? (
          <p className="text-sm text-muted">
            No batches yet.{' '}
            <Link className="font-medium text-brand-700 underline" to={arcaPaths.tanksBatchAdd.href()}>
              Mix one
            </Link>{' '}
            first.
          </p>
        ) : null}
        <ul className="flex max-h-56 flex-col gap-1 overflow-y-auto">
          {offered.map((b) => (
            <li key={b.id}>
              <label className="flex min-h-11 items-center gap-3 rounded-lg px-2 text-sm hover:bg-brand-50">
                <input
                  type="checkbox"
                  value={b.id ?? ''}
                  className="size-4 shrink-0"
                  {...register('batchIds')}
                />
                <span className="min-w-0">{batchLabel(b.id ?? '')}</span>
              </label>
            </li>
          ))}
        </ul>
        {errors.batchIds ? (
          <p id="feed-batches-error" role="alert" className="text-xs font-medium text-danger-700">
            {errors.batchIds.message ?? errors.batchIds.root?.message}
          </p>
        ) : null}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <NumberField
          label="Volume applied"
          suffix="L"
          hint="Litres of feed at working strength."
          error={errors.volumeL?.message}
          registration={register('volumeL', numberInput)}
        />
        <NumberField
          label="Plants fed"
          step="1"
          hint="For the per-plant figures."
          error={errors.plantCount?.message}
          registration={register('plantCount', numberInput)}
        />
        <NumberField
          label="Measured EC"
          suffix="mS/cm"
          hint={withMark(
            chosen.length > 0
              ? `Predicted about ${formatNumber(predicted, 2)} mS/cm above the source water.`
              : null,
            targetStatus(targets, 'measured_ec', measuredEc),
          )}
          error={errors.measuredEc?.message}
          registration={register('measuredEc', numberInput)}
        />
        <NumberField
          label="Measured pH"
          hint={withMark(null, targetStatus(targets, 'measured_ph', measuredPh))}
          error={errors.measuredPh?.message}
          registration={register('measuredPh', numberInput)}
        />
      </div>
      <TextAreaField label="Notes" rows={2} error={errors.notes?.message} {...register('notes')} />
    </PlainEntryDialog>
  );
}
