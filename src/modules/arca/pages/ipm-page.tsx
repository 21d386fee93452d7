// Beneficial Insects: releases of beneficials into rooms (species, quantity, supplier, lot) and
// scouting counts, with a chart of one organism's counts per room. A release into a room still
// inside a harmful spray's persistence window (IOBC class ≥ 3 for that species) is refused by the
// database with the reason, or saved with a stated override.
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { SelectField } from '@/components/ui/fields';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { Table } from '@/components/ui/table';
import { tableColumns } from '@/components/ui/table-columns';
import { formatDate, formatDateTime, formatNumber } from '@/lib/format';
import type { RecordPlace } from '../api/get-record-places';
import { useReleases, type Release } from '../api/get-releases';
import { useScouting, type Scouting } from '../api/get-scouting';
import { RoomHoldBadge, RoomWithHolds } from '../components/room-hold-badge';
import { FacilityPicker, FacilityScope } from '../components/facility-scope';
import { ReleaseDialog, ScoutingDialog } from '../components/ipm-dialogs';
import { RoomHolds } from '../components/room-holds';
import { useFacilityScope } from '../components/use-facility-scope';
import { COUNT_BASIS_LABELS, ORGANISM_TYPE_LABELS } from '../protection/ipm-form';
import { organismsByCounts, scoutingSeries } from '../protection/scouting-chart';
import { arcaPaths } from '../paths';

type ReleaseRow = Release & { roomName: string };
type ScoutingRow = Scouting & { roomName: string };
const rc = tableColumns<ReleaseRow>();
const sc = tableColumns<ScoutingRow>();
const SERIES_COLORS = ['#2f7d4f', '#b45309', '#1d4ed8', '#9d174d', '#0f766e', '#6d28d9'];

const RELEASE_COLUMNS = [
  rc.accessor('occurred_at', {
    header: 'Released',
    enableHiding: false,
    meta: { csv: (r: ReleaseRow) => r.occurred_at ?? '' },
    cell: ({ row: { original: r } }) => (
      <div className="flex min-w-0 flex-col gap-0.5">
        <span className="font-medium text-ink">{formatDateTime(r.occurred_at)}</span>
        <span className="text-xs text-ink italic">{r.species}</span>
        <span className="text-xs text-muted sm:hidden">
          {r.roomName} · {formatNumber(r.quantity, 0)} {r.quantity_unit}
        </span>
        <span className="sm:hidden">
          <RoomHoldBadge roomId={r.room_id} />
        </span>
        {r.override_reason ? (
          <span className="flex flex-wrap items-center gap-1.5 text-xs text-muted">
            <Badge tone="warning">Override</Badge> {r.override_reason}
          </span>
        ) : null}
      </div>
    ),
  }),
  rc.accessor('roomName', {
    header: 'Room',
    meta: { className: 'hidden sm:table-cell' },
    cell: ({ row: { original: r } }) => <RoomWithHolds name={r.roomName} roomId={r.room_id} />,
  }),
  rc.accessor((r) => `${formatNumber(r.quantity, 0)} ${r.quantity_unit ?? ''}`.trim(), {
    id: 'quantity',
    header: 'Quantity',
    meta: { align: 'end', className: 'hidden sm:table-cell' },
  }),
  rc.accessor((r) => r.supplier ?? '', {
    id: 'supplier',
    header: 'Supplier',
    meta: { className: 'hidden md:table-cell' },
  }),
  rc.accessor((r) => r.lot_number ?? '', {
    id: 'lot',
    header: 'Lot',
    meta: { className: 'hidden md:table-cell' },
  }),
  rc.accessor((r) => r.override_reason ?? '', {
    id: 'override',
    header: 'Override reason',
    meta: { className: 'hidden' },
  }),
  rc.accessor((r) => r.species ?? '', { id: 'species', header: 'Species', meta: { className: 'hidden' } }),
];

const SCOUTING_COLUMNS = [
  sc.accessor('occurred_at', {
    header: 'Counted',
    enableHiding: false,
    meta: { csv: (r: ScoutingRow) => r.occurred_at ?? '' },
    cell: ({ row: { original: r } }) => (
      <div className="flex min-w-0 flex-col gap-0.5">
        <span className="font-medium text-ink">{formatDateTime(r.occurred_at)}</span>
        <span className="text-xs text-ink">
          {r.organism} · {formatNumber(r.count, 0)}{' '}
          {COUNT_BASIS_LABELS[r.basis as keyof typeof COUNT_BASIS_LABELS] ?? r.basis}
        </span>
        <span className="text-xs text-muted sm:hidden">{r.roomName}</span>
        <span className="sm:hidden">
          <RoomHoldBadge roomId={r.room_id} />
        </span>
      </div>
    ),
  }),
  sc.accessor('roomName', {
    header: 'Room',
    meta: { className: 'hidden sm:table-cell' },
    cell: ({ row: { original: r } }) => <RoomWithHolds name={r.roomName} roomId={r.room_id} />,
  }),
  sc.accessor(
    (r) =>
      ORGANISM_TYPE_LABELS[r.organism_type as keyof typeof ORGANISM_TYPE_LABELS] ?? r.organism_type ?? '',
    {
      id: 'type',
      header: 'Type',
      meta: { className: 'hidden md:table-cell' },
    },
  ),
  sc.accessor((r) => r.location ?? '', {
    id: 'location',
    header: 'Location',
    meta: { className: 'hidden md:table-cell' },
  }),
  sc.accessor((r) => r.organism ?? '', { id: 'organism', header: 'Organism', meta: { className: 'hidden' } }),
  sc.accessor((r) => r.count ?? 0, { id: 'count', header: 'Count', meta: { className: 'hidden' } }),
];

export function IpmPage() {
  const scope = useFacilityScope();
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Beneficial Insects"
        description="Releases of beneficials and scouting counts. A release into a room still inside a harmful spray's persistence window is refused with the reason, unless you state an override."
        actions={
          <Link
            className="text-sm font-medium text-brand-700 underline"
            to={arcaPaths.applicationLog.href({ facility: scope.facility?.id })}
          >
            Application log
          </Link>
        }
      />
      <FacilityPicker scope={scope} />
      <FacilityScope scope={scope}>
        {(facility) => <Ipm key={facility.id} facility={facility} />}
      </FacilityScope>
    </div>
  );
}

function Ipm({ facility }: { facility: RecordPlace }) {
  const releases = useReleases(facility.id);
  const scouting = useScouting(facility.id);
  // What is open: a new release or count (entry null), or the one being edited.
  const [open, setOpen] = useState<
    { kind: 'release'; entry: Release | null } | { kind: 'scouting'; entry: Scouting | null } | null
  >(null);
  const roomName = useMemo(() => new Map(facility.rooms.map((r) => [r.id, r.room_name])), [facility.rooms]);
  const releaseRows = useMemo(
    () => (releases.data ?? []).map((r) => ({ ...r, roomName: roomName.get(r.room_id ?? '') ?? '' })),
    [releases.data, roomName],
  );
  const scoutingRows = useMemo(
    () => (scouting.data ?? []).map((r) => ({ ...r, roomName: roomName.get(r.room_id ?? '') ?? '' })),
    [scouting.data, roomName],
  );
  return (
    <div className="flex flex-col gap-8">
      <RoomHolds facility={facility} />
      <section aria-labelledby="releases-title" className="flex flex-col gap-3">
        <h2 id="releases-title" className="text-lg font-semibold text-brand-950">
          Releases
        </h2>
        {releases.isError ? (
          <LoadError error={releases.error} onRetry={() => void releases.refetch()}>
            Error loading the releases.
          </LoadError>
        ) : (
          <Table
            data={releaseRows}
            columns={RELEASE_COLUMNS}
            caption="Releases"
            getRowId={(r) => r.id ?? ''}
            loading={releases.isPending}
            pageSize={10}
            empty="No releases yet."
            exportCsv={{ fileName: 'beneficial-releases' }}
            toolbar={<Button onClick={() => setOpen({ kind: 'release', entry: null })}>Log a release</Button>}
            onRowClick={(r) => setOpen({ kind: 'release', entry: r })}
            rowLabel={(r) => `Edit the release of ${r.species ?? ''} on ${formatDateTime(r.occurred_at)}`}
          />
        )}
      </section>
      <section aria-labelledby="scouting-title" className="flex flex-col gap-3">
        <h2 id="scouting-title" className="text-lg font-semibold text-brand-950">
          Scouting
        </h2>
        <ScoutingChart rows={scoutingRows} roomName={roomName} />
        {scouting.isError ? (
          <LoadError error={scouting.error} onRetry={() => void scouting.refetch()}>
            Error loading the scouting counts.
          </LoadError>
        ) : (
          <Table
            data={scoutingRows}
            columns={SCOUTING_COLUMNS}
            caption="Scouting counts"
            getRowId={(r) => r.id ?? ''}
            loading={scouting.isPending}
            pageSize={10}
            empty="No scouting counts yet."
            exportCsv={{ fileName: 'scouting' }}
            toolbar={
              <Button variant="secondary" onClick={() => setOpen({ kind: 'scouting', entry: null })}>
                Log a count
              </Button>
            }
            onRowClick={(r) => setOpen({ kind: 'scouting', entry: r })}
            rowLabel={(r) => `Edit the count of ${r.organism ?? ''} on ${formatDateTime(r.occurred_at)}`}
          />
        )}
      </section>
      {open?.kind === 'release' ? (
        <ReleaseDialog facility={facility} entry={open.entry} onClose={() => setOpen(null)} />
      ) : null}
      {open?.kind === 'scouting' ? (
        <ScoutingDialog facility={facility} entry={open.entry} onClose={() => setOpen(null)} />
      ) : null}
    </div>
  );
}

function ScoutingChart({ rows, roomName }: { rows: ScoutingRow[]; roomName: Map<string, string> }) {
  const organisms = useMemo(() => organismsByCounts(rows), [rows]);
  const [chosen, setChosen] = useState<string | null>(null);
  const organism = chosen && organisms.includes(chosen) ? chosen : organisms[0];
  const series = useMemo(
    () =>
      scoutingSeries(
        rows
          .filter((r) => r.organism === organism && r.room_id && r.occurred_at)
          .map((r) => ({ occurredAt: r.occurred_at!, roomId: r.room_id!, count: r.count ?? 0 })),
      ),
    [rows, organism],
  );
  if (!organism) return null;
  return (
    <Card aria-label="Scouting trend" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h3 className="text-base font-semibold text-brand-950">Counts over time</h3>
        <SelectField
          label="Organism"
          className="w-full sm:w-64"
          value={organism}
          onChange={(e) => setChosen(e.target.value)}
        >
          {organisms.map((o) => (
            <option key={o} value={o}>
              {o}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="h-48">
        <ResponsiveContainer width="100%" height="100%">
          <LineChart margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
            <CartesianGrid stroke="#e5ebe7" vertical={false} />
            <XAxis
              dataKey="x"
              type="number"
              scale="time"
              domain={['dataMin', 'dataMax']}
              tickFormatter={(v: number) => formatDate(v, { withoutYear: true })}
              tick={{ fontSize: 11 }}
              minTickGap={24}
            />
            <YAxis dataKey="y" tick={{ fontSize: 11 }} width="auto" allowDecimals={false} />
            <Tooltip
              labelFormatter={(v) => formatDateTime(Number(v))}
              formatter={(v, name) => [formatNumber(Number(v), 0), name]}
            />
            {series.map((s, i) => (
              <Line
                key={s.roomId}
                data={s.points as { x: number; y: number }[]}
                dataKey="y"
                name={roomName.get(s.roomId) ?? 'Room'}
                stroke={SERIES_COLORS[i % SERIES_COLORS.length]}
                strokeWidth={2}
                dot={{ r: 2 }}
                isAnimationActive={false}
              />
            ))}
          </LineChart>
        </ResponsiveContainer>
      </div>
      <ul className="flex flex-wrap gap-3 text-xs text-muted">
        {series.map((s, i) => (
          <li key={s.roomId} className="flex items-center gap-1.5">
            <span
              aria-hidden="true"
              className="inline-block h-0.5 w-4"
              style={{ background: SERIES_COLORS[i % SERIES_COLORS.length] }}
            />
            {roomName.get(s.roomId) ?? 'Room'}
          </li>
        ))}
      </ul>
    </Card>
  );
}
