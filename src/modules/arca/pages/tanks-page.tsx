// Tank Management: the facility's stock tanks (capacity, dilution, part, room) and the way to the
// stock on hand and the batches mixed in them.
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { Table } from '@/components/ui/table';
import { tableColumns } from '@/components/ui/table-columns';
import { formatNumber, formatUnit } from '@/lib/format';
import type { RecordPlace } from '../api/get-record-places';
import { useTanks, type Tank } from '../api/get-tanks';
import { FacilityPicker, FacilityScope } from '../components/facility-scope';
import { useFacilityScope } from '../components/use-facility-scope';
import { TankDialog } from '../components/tank-dialog';
import { TANK_PART_LABELS } from '../nutrients/stock-form';
import { arcaPaths } from '../paths';
import { RoomHoldBadge, RoomWithHolds } from '../components/room-hold-badge';

const col = tableColumns<Tank>();
const partLabel = (part: string) => TANK_PART_LABELS[part as keyof typeof TANK_PART_LABELS] ?? part;
const ratio = (t: Tank) =>
  t.dilution_ratio === 1 ? 'Ready to use' : `1:${formatNumber(t.dilution_ratio, 1)}`;

function columns(edit: (t: Tank) => void) {
  return [
    col.accessor('name', {
      header: 'Tank',
      enableHiding: false,
      cell: ({ row: { original: t } }) => (
        <div className="flex flex-col gap-0.5">
          <span className="flex flex-wrap items-center gap-2 font-medium text-ink">
            {t.name}
            {t.archived ? <Badge>Archived</Badge> : null}
          </span>
          <span className="text-xs text-muted sm:hidden">
            {formatUnit(t.capacity_l, 'L', 0)} · {partLabel(t.part)} · {ratio(t)}
          </span>
          {t.room_id ? (
            <span className="flex flex-col items-start gap-1 text-xs text-muted md:hidden">
              Feeds {t.room?.room_name}
              <RoomHoldBadge roomId={t.room_id} />
            </span>
          ) : null}
        </div>
      ),
    }),
    col.accessor('capacity_l', {
      header: 'Capacity',
      meta: { align: 'end', className: 'hidden sm:table-cell' },
      cell: ({ getValue }) => formatUnit(getValue(), 'L', 0),
    }),
    col.accessor((t) => partLabel(t.part), {
      id: 'part',
      header: 'Holds',
      meta: { className: 'hidden sm:table-cell' },
    }),
    col.accessor('dilution_ratio', {
      header: 'Dilution',
      meta: { className: 'hidden sm:table-cell', csv: ratio },
      cell: ({ row: { original: t } }) => ratio(t),
    }),
    col.accessor((t) => t.room?.room_name ?? '', {
      id: 'room',
      header: 'Feeds',
      meta: { className: 'hidden md:table-cell' },
      // The room a tank feeds, with its running intervals (a feed by hand walks in).
      cell: ({ row: { original: t }, getValue }) =>
        t.room_id ? <RoomWithHolds name={getValue()} roomId={t.room_id} /> : '—',
    }),
    col.display({
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      enableHiding: false,
      meta: { noExport: true, align: 'end' },
      cell: ({ row: { original: t } }) => (
        <Button variant="ghost" className="h-9 px-3" onClick={() => edit(t)} aria-label={`Edit ${t.name}`}>
          Edit
        </Button>
      ),
    }),
  ];
}

export function TanksPage() {
  const scope = useFacilityScope();
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Tank Management"
        description="Your stock tanks and what they hold. Stock on hand is kept as purchases and withdrawals, never a number typed over."
        actions={
          <div className="flex flex-wrap gap-4 text-sm font-medium">
            <Link
              className="text-brand-700 underline"
              to={arcaPaths.tanksBatch.href({ facility: scope.facility?.id })}
            >
              Batches
            </Link>
            <Link
              className="text-brand-700 underline"
              to={arcaPaths.tanksStock.href({ facility: scope.facility?.id })}
            >
              Stock on hand
            </Link>
            <Link
              className="text-brand-700 underline"
              to={arcaPaths.fertilizers.href({ facility: scope.facility?.id })}
            >
              Fertilizers
            </Link>
          </div>
        }
      />
      <FacilityPicker scope={scope} />
      <FacilityScope scope={scope}>{(facility) => <Tanks facility={facility} />}</FacilityScope>
    </div>
  );
}

function Tanks({ facility }: { facility: RecordPlace }) {
  const tanks = useTanks(facility.id);
  const [editing, setEditing] = useState<Tank | 'new' | null>(null);
  const cols = useMemo(() => columns(setEditing), []);
  if (tanks.isError)
    return (
      <LoadError error={tanks.error} onRetry={() => void tanks.refetch()}>
        Error loading the tanks.
      </LoadError>
    );
  return (
    <>
      <Table
        data={tanks.data ?? []}
        columns={cols}
        caption="Stock tanks"
        getRowId={(t) => t.id}
        loading={tanks.isPending}
        empty="No tanks yet. Add the reservoirs and stock tanks you mix in."
        exportCsv={{ fileName: 'tanks' }}
        toolbar={<Button onClick={() => setEditing('new')}>Add tank</Button>}
      />
      {editing ? (
        <TankDialog
          facility={facility}
          tank={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </>
  );
}
