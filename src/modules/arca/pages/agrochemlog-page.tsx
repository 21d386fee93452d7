// AgroChemLog (Advanced): the crop-protection compliance record an inspector asks for — one row
// per product applied, with what a US WPS or EU Reg. 2023/564 record holds — exported as CSV or
// printed, the product library with REI, PHI and side effects, and the inventory (stock kept as
// purchases and withdrawals).
import { startOfDay, subDays } from 'date-fns';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { PrintPage } from '@/components/print-page';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/fields';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { Table } from '@/components/ui/table';
import { tableColumns } from '@/components/ui/table-columns';
import { formatDateTime, formatNumber } from '@/lib/format';
import { useComplianceRecords, type ComplianceRecord } from '../api/get-compliance-records';
import type { RecordPlace } from '../api/get-record-places';
import { FacilityPicker, FacilityScope } from '../components/facility-scope';
import { ProtectionProductsSection } from '../components/protection-products-section';
import { RoomHolds } from '../components/room-holds';
import { useFacilityScope } from '../components/use-facility-scope';
import { APPLICATION_METHOD_LABELS, type ApplicationMethod } from '../protection/application-form';
import { PRODUCT_TYPE_LABELS } from '../protection/product-form';
import { arcaPaths } from '../paths';

const PERIODS = [
  { days: 30, label: 'Last 30 days' },
  { days: 90, label: 'Last 90 days' },
  { days: 365, label: 'Last 12 months' },
  { days: 730, label: 'Last 2 years' },
] as const;

const col = tableColumns<ComplianceRecord>();
const text = (v: string | null | undefined) => v ?? '';
const num = (v: number | null | undefined, d = 2) =>
  v === null || v === undefined ? '' : formatNumber(v, d);

// Every column exports; the screen shows the ones an inspector scans first.
const COLUMNS = [
  col.accessor('started_at', {
    header: 'Started',
    enableHiding: false,
    meta: { csv: (r: ComplianceRecord) => r.started_at ?? '' },
    cell: ({ row: { original: r } }) => (
      <div className="flex min-w-0 flex-col gap-0.5">
        <span className="font-medium text-ink">{formatDateTime(r.started_at)}</span>
        <span className="text-xs text-muted md:hidden">
          {r.room_name} · {r.product} · {num(r.amount)} {r.amount_unit}
        </span>
      </div>
    ),
  }),
  col.accessor('ended_at', {
    header: 'Ended',
    meta: { className: 'hidden', csv: (r: ComplianceRecord) => r.ended_at ?? '' },
    cell: ({ getValue }) => formatDateTime(getValue()),
  }),
  col.accessor((r) => text(r.room_name), {
    id: 'room',
    header: 'Room',
    meta: { className: 'hidden md:table-cell' },
  }),
  col.accessor((r) => text(r.crop), { id: 'crop', header: 'Crop', meta: { className: 'hidden' } }),
  col.accessor((r) => text(r.product), {
    id: 'product',
    header: 'Product',
    meta: { className: 'hidden md:table-cell' },
  }),
  col.accessor((r) => text(r.registration_number), {
    id: 'registration',
    header: 'Registration number',
    meta: { className: 'hidden lg:table-cell' },
  }),
  col.accessor((r) => text(r.active_ingredients), {
    id: 'active',
    header: 'Active ingredients',
    meta: { className: 'hidden xl:table-cell' },
  }),
  col.accessor(
    (r) => PRODUCT_TYPE_LABELS[r.product_type as keyof typeof PRODUCT_TYPE_LABELS] ?? text(r.product_type),
    {
      id: 'type',
      header: 'Type',
      meta: { className: 'hidden' },
    },
  ),
  col.accessor((r) => `${num(r.rate, 3)} ${text(r.rate_unit)}`.trim(), {
    id: 'rate',
    header: 'Rate',
    meta: { className: 'hidden lg:table-cell' },
  }),
  col.accessor((r) => `${num(r.amount)} ${text(r.amount_unit)}`.trim(), {
    id: 'amount',
    header: 'Total amount',
    meta: { align: 'end', className: 'hidden md:table-cell' },
  }),
  col.accessor(
    (r) => (r.method ? (APPLICATION_METHOD_LABELS[r.method as ApplicationMethod] ?? r.method) : ''),
    {
      id: 'method',
      header: 'Method',
      meta: { className: 'hidden xl:table-cell' },
    },
  ),
  col.accessor((r) => text(r.target), { id: 'target', header: 'Target', meta: { className: 'hidden' } }),
  col.accessor((r) => num(r.area_m2), { id: 'area', header: 'Area (m²)', meta: { className: 'hidden' } }),
  col.accessor((r) => num(r.water_volume_l), {
    id: 'water',
    header: 'Spray volume (L)',
    meta: { className: 'hidden' },
  }),
  col.accessor((r) => text(r.applicator), {
    id: 'applicator',
    header: 'Applicator',
    meta: { className: 'hidden lg:table-cell' },
  }),
  col.accessor((r) => text(r.applicator_licence), {
    id: 'licence',
    header: 'Applicator licence',
    meta: { className: 'hidden' },
  }),
  col.accessor((r) => num(r.product_rei_hours, 1), {
    id: 'rei',
    header: 'REI (h)',
    meta: { align: 'end', className: 'hidden sm:table-cell' },
  }),
  col.accessor((r) => num(r.product_phi_days, 1), {
    id: 'phi',
    header: 'PHI (d)',
    meta: { align: 'end', className: 'hidden sm:table-cell' },
  }),
  col.accessor('rei_ends_at', {
    header: 'Re-entry from',
    meta: { className: 'hidden', csv: (r: ComplianceRecord) => r.rei_ends_at ?? '' },
    cell: ({ getValue }) => formatDateTime(getValue()),
  }),
  col.accessor('phi_ends_at', {
    header: 'Harvest from',
    meta: { className: 'hidden', csv: (r: ComplianceRecord) => r.phi_ends_at ?? '' },
    cell: ({ getValue }) => formatDateTime(getValue()),
  }),
  col.accessor((r) => text(r.notes), { id: 'notes', header: 'Notes', meta: { className: 'hidden' } }),
];

export function AgroChemLogPage() {
  const scope = useFacilityScope();
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="AgroChemLog"
        description="The crop-protection record an inspector asks for (US WPS, EU Reg. 2023/564): every product applied, where, by whom, at what rate, with its re-entry and pre-harvest intervals."
        actions={
          <div className="flex flex-wrap gap-4 text-sm font-medium print:hidden">
            <Link
              className="text-brand-700 underline"
              to={arcaPaths.applicationLog.href({ facility: scope.facility?.id })}
            >
              Application log
            </Link>
            <Link
              className="text-brand-700 underline"
              to={arcaPaths.tanksStock.href({ facility: scope.facility?.id })}
            >
              Inventory
            </Link>
          </div>
        }
      />
      <div className="print:hidden">
        <FacilityPicker scope={scope} />
      </div>
      <FacilityScope scope={scope}>
        {(facility) => <AgroChemLog key={facility.id} facility={facility} />}
      </FacilityScope>
    </div>
  );
}

function AgroChemLog({ facility }: { facility: RecordPlace }) {
  const [days, setDays] = useState<number>(365);
  const range = useMemo(() => {
    const today = startOfDay(new Date());
    return { from: subDays(today, days).toISOString(), to: subDays(today, -1).toISOString() };
  }, [days]);
  const records = useComplianceRecords(facility.id, range);
  const period = PERIODS.find((p) => p.days === days)?.label ?? '';
  return (
    <div className="flex flex-col gap-6">
      {/* Every column of the record, so landscape. */}
      <PrintPage header={`Compliance record · ${facility.name} · ${period}`} orientation="landscape" />
      <section aria-labelledby="compliance-title" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="compliance-title" className="text-lg font-semibold text-brand-950">
            Compliance record · {facility.name}
          </h2>
          <div className="flex flex-wrap items-end gap-3 print:hidden">
            <SelectField
              label="Period"
              className="w-full sm:w-48"
              value={String(days)}
              onChange={(e) => setDays(Number(e.target.value))}
            >
              {PERIODS.map((p) => (
                <option key={p.days} value={p.days}>
                  {p.label}
                </option>
              ))}
            </SelectField>
            <Button variant="secondary" onClick={() => window.print()}>
              Print
            </Button>
          </div>
        </div>
        {records.isError ? (
          <LoadError error={records.error} onRetry={() => void records.refetch()}>
            Error loading the compliance record.
          </LoadError>
        ) : (
          <Table
            data={records.data ?? []}
            columns={COLUMNS}
            caption="Compliance record"
            getRowId={(r) => `${r.application_id}-${r.position}`}
            loading={records.isPending}
            empty="No applications in this period."
            exportCsv={{ fileName: 'agrochemlog' }}
            maxHeight="none"
          />
        )}
      </section>
      <div className="flex flex-col gap-6 print:hidden">
        <RoomHolds facility={facility} />
        <ProtectionProductsSection facility={facility} />
      </div>
    </div>
  );
}
