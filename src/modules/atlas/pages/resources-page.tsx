// /atlas/resources: equipment with its reliability (MTBF, MTTR, next estimated failure, next
// preventive job), the maintenance board (open requests and due schedules), and consumables with
// stock against their reorder points.
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { Table } from '@/components/ui/table';
import { tableColumns, type TableColumn } from '@/components/ui/table-columns';
import { formatDate, formatMoney, formatNumber, formatUnit } from '@/lib/format';
import { useConsumables, type ConsumableStock } from '../api/get-consumables';
import { useEquipmentList, type EquipmentItem } from '../api/get-equipment';
import { useMaintenance, type MaintenanceBoard } from '../api/get-maintenance';
import { roomName, useRooms } from '../api/get-rooms';
import { useFacility, useFacilityTo } from '../components/facility-context';
import { TabbedPage } from '../components/tabbed-page';
import { useUrlTab } from '../components/use-url-tab';
import { MaintenanceRequestRow } from '../components/maintenance-request-row';
import { ConsumableDialog, EquipmentDialog, RequestDialog } from '../components/resource-dialogs';
import { toIsoDate } from '../cycles/plan';
import { atlasPaths } from '../paths';
import {
  CONSUMABLE_CATEGORY_LABELS,
  EQUIPMENT_CATEGORY_LABELS,
  type ConsumableCategory,
  type EquipmentCategory,
} from '../resources/schemas';

export function ResourcesPage() {
  const { facility } = useFacility();
  const [tab, setTab] = useUrlTab(['equipment', 'maintenance', 'consumables']);
  const [adding, setAdding] = useState<'equipment' | 'consumable' | null>(null);

  return (
    <TabbedPage
      title="Resources"
      description="Equipment and its maintenance, and the consumables the rooms run on."
      actions={
        facility.can('edit') ? (
          tab === 'consumables' ? (
            <Button onClick={() => setAdding('consumable')}>Add consumable</Button>
          ) : (
            <Button onClick={() => setAdding('equipment')}>Add equipment</Button>
          )
        ) : null
      }
      tab={tab}
      onTab={setTab}
      tabs={[
        { value: 'equipment', label: 'Equipment', content: <EquipmentList /> },
        { value: 'maintenance', label: 'Maintenance', content: <MaintenanceBoardView /> },
        { value: 'consumables', label: 'Consumables', content: <ConsumableList /> },
      ]}
    >
      {adding === 'equipment' ? <EquipmentDialog onClose={() => setAdding(null)} /> : null}
      {adding === 'consumable' ? <ConsumableDialog onClose={() => setAdding(null)} /> : null}
    </TabbedPage>
  );
}

function EquipmentList() {
  const { facility } = useFacility();
  const facilityTo = useFacilityTo();
  const navigate = useNavigate();
  const equipment = useEquipmentList(facility.id);
  const rooms = useRooms(facility.id);
  const today = toIsoDate(new Date());
  const columns = useMemo(() => {
    const col = tableColumns<EquipmentItem>();
    return [
      col.accessor('name', {
        header: 'Equipment',
        cell: ({ row: { original: e } }) => (
          <span className="flex flex-col">
            <span className="font-medium text-ink">{e.name}</span>
            <span className="text-xs text-muted">{[e.vendor, e.model].filter(Boolean).join(' ')}</span>
          </span>
        ),
      }),
      col.accessor((e) => EQUIPMENT_CATEGORY_LABELS[e.category as EquipmentCategory] ?? e.category, {
        id: 'category',
        header: 'Category',
      }),
      col.accessor((e) => roomName(rooms.data, e.room_id), { id: 'room', header: 'Room' }),
      col.accessor('serial_number', {
        header: 'Serial',
        meta: { className: 'whitespace-nowrap text-muted' },
      }),
      col.accessor('warranty_until', {
        header: 'Warranty',
        meta: { className: 'whitespace-nowrap', csv: (e: EquipmentItem) => e.warranty_until ?? '' },
        cell: ({ getValue }) =>
          getValue() ? (
            getValue()! < today ? (
              <Badge>Ended {formatDate(getValue())}</Badge>
            ) : (
              formatDate(getValue())
            )
          ) : (
            '—'
          ),
      }),
      col.accessor('cost', {
        header: 'Cost',
        meta: { align: 'end' },
        cell: ({ getValue }) => formatMoney(getValue()),
      }),
      col.accessor(
        (e) =>
          e.stats?.mtbf_days === null || e.stats?.mtbf_days === undefined ? null : Number(e.stats.mtbf_days),
        {
          id: 'mtbf',
          header: 'MTBF',
          meta: { align: 'end', className: 'whitespace-nowrap' },
          cell: ({ getValue }) => formatUnit(getValue(), 'days', 0),
        },
      ),
      col.accessor(
        (e) =>
          e.stats?.mttr_hours === null || e.stats?.mttr_hours === undefined
            ? null
            : Number(e.stats.mttr_hours),
        {
          id: 'mttr',
          header: 'MTTR',
          meta: { align: 'end', className: 'whitespace-nowrap' },
          cell: ({ getValue }) => formatUnit(getValue(), 'h', 1),
        },
      ),
      col.accessor((e) => e.stats?.next_failure_on ?? null, {
        id: 'next_failure',
        header: 'Next failure (est.)',
        meta: { className: 'whitespace-nowrap' },
        cell: ({ getValue }) => formatDate(getValue()),
      }),
      col.accessor('nextMaintenanceOn', {
        header: 'Next maintenance',
        meta: { className: 'whitespace-nowrap' },
        cell: ({ getValue }) =>
          getValue() ? (
            getValue()! < today ? (
              <Badge tone="danger">Overdue since {formatDate(getValue(), { withoutYear: true })}</Badge>
            ) : (
              formatDate(getValue())
            )
          ) : (
            '—'
          ),
      }),
      col.accessor((e) => e.stats?.open_requests ?? 0, {
        id: 'open',
        header: 'Open requests',
        meta: { align: 'end' },
        cell: ({ getValue }) => (getValue() ? <Badge tone="warning">{getValue()} open</Badge> : '—'),
      }),
    ] as TableColumn<EquipmentItem>[];
  }, [rooms.data, today]);

  if (equipment.isError)
    return (
      <LoadError error={equipment.error} onRetry={() => void equipment.refetch()}>
        Could not load the equipment.
      </LoadError>
    );
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-muted">
        MTBF: days in service ÷ breakdowns; MTTR: mean hours from report to repair; next failure: latest
        breakdown + MTBF (as Odoo Maintenance computes them).
      </p>
      <Table
        caption="Equipment"
        data={equipment.data ?? []}
        columns={columns}
        loading={equipment.isPending}
        getRowId={(e) => e.id}
        columnMenu
        initialColumnVisibility={{ serial_number: false, cost: false }}
        exportCsv={{ fileName: 'equipment' }}
        onRowClick={(e) => void navigate(facilityTo(atlasPaths.equipment.href({ equipmentId: e.id })))}
        rowLabel={(e) => e.name}
        empty={facility.can('edit') ? 'No equipment yet. Add the first piece.' : 'No equipment yet.'}
      />
    </div>
  );
}

function MaintenanceBoardView() {
  const { facility } = useFacility();
  const board = useMaintenance(facility.id);
  const rooms = useRooms(facility.id);
  const today = toIsoDate(new Date());
  const [logging, setLogging] = useState<MaintenanceBoard['schedule'][number] | null>(null);
  const equipmentName = (id: string | null) =>
    board.data?.requests.find((r) => r.equipment_id === id)?.equipment?.name;
  if (board.isError)
    return (
      <LoadError error={board.error} onRetry={() => void board.refetch()}>
        Could not load maintenance.
      </LoadError>
    );
  if (board.isPending) return <Skeleton className="h-64 w-full rounded-2xl" />;
  const fortnight = new Date();
  fortnight.setDate(fortnight.getDate() + 14);
  const due = board.data.schedule.filter((s) => s.next_due_on && s.next_due_on <= toIsoDate(fortnight));
  return (
    <div className="grid gap-5 lg:grid-cols-2">
      <Card>
        <CardHeader title="Open requests" description="Breakdowns and jobs not done yet, oldest first." />
        {board.data.requests.length ? (
          <ul className="flex flex-col gap-3">
            {board.data.requests.map((r) => (
              <MaintenanceRequestRow
                key={r.id}
                request={r}
                subtitle={`${r.equipment?.name ?? ''} · ${roomName(rooms.data, r.equipment?.room_id)}`}
              />
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted">Nothing open.</p>
        )}
      </Card>
      <Card>
        <CardHeader title="Preventive maintenance due" description="Due in the next two weeks or overdue." />
        {due.length ? (
          <ul className="flex flex-col gap-3">
            {due.map((s) => (
              <li
                key={s.plan_id}
                className="flex flex-wrap items-center justify-between gap-2 border-b border-line pb-3 last:border-0"
              >
                <div className="min-w-0">
                  <p className="text-sm font-medium text-ink">{s.title}</p>
                  <p className="text-xs text-muted">
                    Every {s.interval_days} days · last done{' '}
                    {s.last_done_at ? formatDate(s.last_done_at) : 'never'}
                  </p>
                </div>
                <span className="flex items-center gap-2">
                  <Badge tone={s.next_due_on! < today ? 'danger' : 'warning'}>
                    {s.next_due_on! < today
                      ? `Overdue since ${formatDate(s.next_due_on, { withoutYear: true })}`
                      : `Due ${formatDate(s.next_due_on, { withoutYear: true })}`}
                  </Badge>
                  {s.open_request_id ? (
                    <Badge tone="info">Request open</Badge>
                  ) : facility.can('log') ? (
                    <Button variant="secondary" className="h-9" onClick={() => setLogging(s)}>
                      Open request
                    </Button>
                  ) : null}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted">Nothing due in the next two weeks.</p>
        )}
      </Card>
      {logging ? (
        <RequestDialog
          equipmentId={logging.equipment_id!}
          equipmentName={equipmentName(logging.equipment_id) ?? logging.title!}
          kind="preventive"
          planId={logging.plan_id!}
          defaultTitle={logging.title ?? ''}
          onClose={() => setLogging(null)}
        />
      ) : null}
    </div>
  );
}

function ConsumableList() {
  const { facility } = useFacility();
  const facilityTo = useFacilityTo();
  const navigate = useNavigate();
  const consumables = useConsumables(facility.id);
  const columns = useMemo(() => {
    const col = tableColumns<ConsumableStock>();
    return [
      col.accessor('name', { header: 'Consumable', meta: { className: 'font-medium text-ink' } }),
      col.accessor((c) => CONSUMABLE_CATEGORY_LABELS[c.category as ConsumableCategory] ?? c.category, {
        id: 'category',
        header: 'Category',
      }),
      col.accessor('on_hand', {
        header: 'On hand',
        meta: {
          align: 'end',
          className: 'whitespace-nowrap',
          csv: (c: ConsumableStock) => `${c.on_hand} ${c.unit}`,
        },
        cell: ({ row: { original: c } }) => formatUnit(c.on_hand, c.unit),
      }),
      col.accessor('reorder_point', {
        header: 'Reorder point',
        meta: {
          align: 'end',
          className: 'whitespace-nowrap',
          csv: (c: ConsumableStock) => `${c.reorder_point} ${c.unit}`,
        },
        cell: ({ row: { original: c } }) => formatUnit(c.reorder_point, c.unit),
      }),
      col.accessor(
        (c) => (c.below_reorder_point ? 'Reorder' : c.on_hand < c.reorder_point * 1.25 ? 'Low' : 'OK'),
        {
          id: 'state',
          header: 'Stock',
          cell: ({ getValue, row: { original: c } }) =>
            getValue() === 'Reorder' ? (
              <Badge tone="danger">Below reorder point</Badge>
            ) : getValue() === 'Low' ? (
              <Badge tone="warning">Near reorder point</Badge>
            ) : (
              <span className="text-sm text-muted">
                {formatNumber(c.reorder_point ? c.on_hand / c.reorder_point : 0, 1)}× the point
              </span>
            ),
        },
      ),
      col.accessor('vendor', { header: 'Vendor' }),
      col.accessor('location', { header: 'Kept in' }),
    ] as TableColumn<ConsumableStock>[];
  }, []);
  if (consumables.isError)
    return (
      <LoadError error={consumables.error} onRetry={() => void consumables.refetch()}>
        Could not load the consumables.
      </LoadError>
    );
  return (
    <Table
      caption="Consumables"
      data={consumables.data ?? []}
      columns={columns}
      loading={consumables.isPending}
      getRowId={(c) => c.consumable_id}
      initialSorting={[{ id: 'state', desc: true }]}
      columnMenu
      exportCsv={{ fileName: 'consumables' }}
      onRowClick={(c) =>
        void navigate(facilityTo(atlasPaths.consumable.href({ consumableId: c.consumable_id })))
      }
      rowLabel={(c) => c.name}
      empty={facility.can('edit') ? 'No consumables yet. Add what the rooms use.' : 'No consumables yet.'}
    />
  );
}
