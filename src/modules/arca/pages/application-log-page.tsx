// Application Log: every pesticide and biological application with what a WPS / EU 2023/564 record
// holds, the re-entry and pre-harvest intervals each set (the largest of its products'), and the
// rooms whose intervals are running now.
import { useMemo, useState } from 'react';
import { ToolLink } from '@/components/tool-link';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { Table } from '@/components/ui/table';
import { tableColumns } from '@/components/ui/table-columns';
import { formatDateTime, formatNumber } from '@/lib/format';
import { APPLICATION_LIST_LIMIT, useApplications, type Application } from '../api/get-applications';
import { useProtectionProducts } from '../api/get-protection-products';
import type { RecordPlace } from '../api/get-record-places';
import { useReleases } from '../api/get-releases';
import { ApplicationHolds } from '../components/room-hold-badge';
import { ApplicationDialog } from '../components/application-dialog';
import { FacilityPicker, FacilityScope } from '../components/facility-scope';
import { ProtectionProductsSection } from '../components/protection-products-section';
import { RoomHolds } from '../components/room-holds';
import { useFacilityScope } from '../components/use-facility-scope';
import { APPLICATION_METHOD_LABELS, type ApplicationMethod } from '../protection/application-form';
import { arcaPaths, arcaTools } from '../paths';

type Row = Application & { roomName: string };
const col = tableColumns<Row>();
const methodLabel = (m: string | null) => (m ? (APPLICATION_METHOD_LABELS[m as ApplicationMethod] ?? m) : '');

const COLUMNS = [
  col.accessor('occurred_at', {
    header: 'Started',
    enableHiding: false,
    meta: { csv: (r: Row) => r.occurred_at ?? '' },
    cell: ({ row: { original: r } }) => (
      <div className="flex min-w-0 flex-col gap-0.5">
        <span className="font-medium text-ink">{formatDateTime(r.occurred_at)}</span>
        <span className="text-xs text-ink">{r.products}</span>
        <span className="text-xs text-muted md:hidden">
          {r.roomName} · REI {formatNumber(r.rei_hours, 0)} h · PHI {formatNumber(r.phi_days, 0)} d
        </span>
        {/* This application's own windows, not the room's newest. */}
        <span className="md:hidden">
          <ApplicationHolds application={r} roomName={r.roomName} />
        </span>
        {r.notes ? <span className="line-clamp-1 text-xs text-muted">{r.notes}</span> : null}
      </div>
    ),
  }),
  col.accessor('roomName', {
    header: 'Room',
    meta: { className: 'hidden md:table-cell' },
    cell: ({ row: { original: r } }) => (
      <div className="flex flex-col items-start gap-1">
        <span>{r.roomName}</span>
        <ApplicationHolds application={r} roomName={r.roomName} />
      </div>
    ),
  }),
  col.accessor((r) => methodLabel(r.method), {
    id: 'method',
    header: 'Method',
    meta: { className: 'hidden lg:table-cell' },
  }),
  col.accessor('target', {
    header: 'Target',
    meta: { className: 'hidden lg:table-cell' },
    cell: ({ getValue }) => getValue() ?? '—',
  }),
  col.accessor('applicator', { header: 'Applicator', meta: { className: 'hidden lg:table-cell' } }),
  col.accessor('rei_hours', {
    header: 'REI',
    meta: { align: 'end', className: 'hidden md:table-cell', label: 'REI (h)' },
    cell: ({ getValue }) => `${formatNumber(getValue(), 0)} h`,
  }),
  col.accessor('phi_days', {
    header: 'PHI',
    meta: { align: 'end', className: 'hidden md:table-cell', label: 'PHI (d)' },
    cell: ({ getValue }) => `${formatNumber(getValue(), 0)} d`,
  }),
  col.accessor('rei_ends_at', {
    header: 'Re-entry from',
    meta: { className: 'hidden xl:table-cell' },
    cell: ({ getValue }) => formatDateTime(getValue()),
  }),
  col.accessor('notes', { header: 'Notes', meta: { className: 'hidden' } }),
];

export function ApplicationLogPage() {
  const scope = useFacilityScope();
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Application Log"
        description="Pesticide and biological applications with the record an inspection asks for. A room's re-entry interval holds diary entries until it ends unless you state why."
        actions={
          <div className="flex flex-wrap gap-4 text-sm font-medium">
            <ToolLink
              tool={arcaTools.ipm}
              className="text-brand-700 underline"
              to={arcaPaths.ipm.href({ facility: scope.facility?.id })}
            >
              Beneficial insects
            </ToolLink>
            <ToolLink
              tool={arcaTools.agrochemlog}
              className="text-brand-700 underline"
              to={arcaPaths.agrochemlog.href({ facility: scope.facility?.id })}
            >
              AgroChemLog
            </ToolLink>
          </div>
        }
      />
      <FacilityPicker scope={scope} />
      <FacilityScope scope={scope}>
        {(facility) => <Applications key={facility.id} facility={facility} />}
      </FacilityScope>
    </div>
  );
}

function Applications({ facility }: { facility: RecordPlace }) {
  const applications = useApplications(facility.id);
  const products = useProtectionProducts(facility.id);
  const releases = useReleases(facility.id);
  // A new application (null entry) or the one being edited.
  const [open, setOpen] = useState<{ entry: Application | null } | null>(null);
  const rows: Row[] = useMemo(() => {
    const roomName = new Map(facility.rooms.map((r) => [r.id, r.room_name]));
    return (applications.data ?? []).map((a) => ({ ...a, roomName: roomName.get(a.room_id ?? '') ?? '' }));
  }, [applications.data, facility.rooms]);
  if (applications.isError)
    return (
      <LoadError error={applications.error} onRetry={() => void applications.refetch()}>
        Error loading the applications.
      </LoadError>
    );
  return (
    <>
      <RoomHolds facility={facility} />
      <Table
        data={rows}
        columns={COLUMNS}
        caption="Applications"
        getRowId={(r) => r.id ?? ''}
        loading={applications.isPending}
        pageSize={25}
        empty="No applications yet."
        exportCsv={{ fileName: 'application-log' }}
        toolbar={
          <Button onClick={() => setOpen({ entry: null })} disabled={products.isPending}>
            Log an application
          </Button>
        }
        onRowClick={products.isPending ? undefined : (r) => setOpen({ entry: r })}
        rowLabel={(r) =>
          `Edit the application of ${formatDateTime(r.occurred_at)} in ${r.roomName || 'a room'}`
        }
      />
      {rows.length >= APPLICATION_LIST_LIMIT ? (
        <p className="text-xs text-muted">The newest {APPLICATION_LIST_LIMIT} applications are shown.</p>
      ) : null}
      <ProtectionProductsSection facility={facility} />
      {open ? (
        <ApplicationDialog
          facility={facility}
          entry={open.entry}
          products={products.data ?? []}
          releases={releases.data ?? []}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </>
  );
}
