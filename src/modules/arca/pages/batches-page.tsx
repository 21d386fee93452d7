// Tank Management → Batches: every mix made in the facility's tanks, newest first, with the EC
// predicted from its products against the EC measured after mixing (a mismatch is flagged: a
// product was likely weighed or dosed wrong), and the way to mix the next one.
import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { LinkButton } from '@/components/ui/link-button';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { Table } from '@/components/ui/table';
import { tableColumns } from '@/components/ui/table-columns';
import { formatDateTime, formatNumber, formatUnit } from '@/lib/format';
import { BATCH_LIST_LIMIT, useBatches, type Batch } from '../api/get-batches';
import { useFertilizers } from '../api/get-fertilizers';
import type { RecordPlace } from '../api/get-record-places';
import { useTanks } from '../api/get-tanks';
import { FacilityPicker, FacilityScope } from '../components/facility-scope';
import { useFacilityScope } from '../components/use-facility-scope';
import { arcaPaths } from '../paths';

type Row = Batch & { tankName: string; products: string };

const col = tableColumns<Row>();
const ec = (v: number | null | undefined) => (v === null || v === undefined ? '—' : formatNumber(v, 2));
const flag = (r: Row) =>
  r.ec_mismatch === true ? 'Check the mix' : r.ec_mismatch === false ? 'EC as predicted' : 'Not measured';

const COLUMNS = [
  col.accessor('occurred_at', {
    header: 'Mixed',
    enableHiding: false,
    meta: { csv: (r: Row) => r.occurred_at ?? '' },
    cell: ({ row: { original: r } }) => (
      <div className="flex min-w-0 flex-col gap-0.5">
        <span className="font-medium text-ink">{formatDateTime(r.occurred_at)}</span>
        <span className="text-xs text-muted md:hidden">
          {r.tankName} · {formatUnit(r.volume_l, 'L', 1)}
        </span>
        <span className="line-clamp-2 text-xs text-muted">{r.products}</span>
        {r.notes ? <span className="line-clamp-1 text-xs text-muted">{r.notes}</span> : null}
      </div>
    ),
  }),
  col.accessor('tankName', { header: 'Tank', meta: { className: 'hidden md:table-cell' } }),
  col.accessor('volume_l', {
    header: 'Volume (L)',
    meta: { align: 'end', className: 'hidden md:table-cell' },
    cell: ({ getValue }) => formatNumber(getValue(), 1),
  }),
  col.accessor('predicted_ec', {
    header: 'Predicted EC',
    meta: { align: 'end', className: 'hidden sm:table-cell', label: 'Predicted EC (mS/cm)' },
    cell: ({ getValue }) => ec(getValue()),
  }),
  col.accessor('measured_ec', {
    header: 'Measured EC',
    meta: { align: 'end', className: 'hidden sm:table-cell', label: 'Measured EC (mS/cm)' },
    cell: ({ getValue }) => ec(getValue()),
  }),
  col.accessor(flag, {
    id: 'check',
    header: 'EC check',
    cell: ({ row: { original: r } }) =>
      r.ec_mismatch === true ? (
        <Badge tone="warning">Check the mix</Badge>
      ) : r.ec_mismatch === false ? (
        <Badge tone="success">As predicted</Badge>
      ) : (
        <span className="text-xs text-muted">Not measured</span>
      ),
  }),
  col.accessor('notes', { header: 'Notes', meta: { className: 'hidden' } }),
];

export function BatchesPage() {
  const scope = useFacilityScope();
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Batches"
        back={
          <Link
            className="text-sm font-medium text-brand-700 underline"
            to={arcaPaths.tanks.href({ facility: scope.facility?.id })}
          >
            ← Tank Management
          </Link>
        }
        description="Every mix made in your tanks. The EC predicted from the products is checked against the EC measured after mixing."
        actions={
          <LinkButton to={arcaPaths.tanksBatchAdd.href({ facility: scope.facility?.id })}>
            Mix a batch
          </LinkButton>
        }
      />
      <FacilityPicker scope={scope} />
      <FacilityScope scope={scope}>{(facility) => <Batches facility={facility} />}</FacilityScope>
    </div>
  );
}

function Batches({ facility }: { facility: RecordPlace }) {
  const navigate = useNavigate();
  const batches = useBatches(facility.id);
  const tanks = useTanks(facility.id);
  const fertilizers = useFertilizers(facility.id);
  const rows: Row[] = useMemo(() => {
    const tankName = new Map((tanks.data ?? []).map((t) => [t.id, t.name]));
    const productName = new Map((fertilizers.data ?? []).map((f) => [f.id, f.name]));
    return (batches.data ?? []).map((b) => ({
      ...b,
      tankName: tankName.get(b.tank_id ?? '') ?? '',
      products: ((b.items ?? []) as Array<{ fertilizer_id: string }>)
        .map((i) => productName.get(i.fertilizer_id) ?? '')
        .filter(Boolean)
        .join(', '),
    }));
  }, [batches.data, tanks.data, fertilizers.data]);
  if (batches.isError)
    return (
      <LoadError error={batches.error} onRetry={() => void batches.refetch()}>
        Error loading the batches.
      </LoadError>
    );
  return (
    <>
      <Table
        data={rows}
        columns={COLUMNS}
        caption="Batches"
        getRowId={(r) => r.id ?? ''}
        loading={batches.isPending}
        pageSize={25}
        empty="No batches yet. Mix one to see what it delivers and check its EC."
        exportCsv={{ fileName: 'batches' }}
        onRowClick={(r) =>
          void navigate(arcaPaths.tanksBatchEdit.href({ id: r.id ?? '' }, { facility: facility.id }))
        }
        rowLabel={(r) => `Batch of ${formatDateTime(r.occurred_at)} in ${r.tankName}`}
      />
      {rows.length >= BATCH_LIST_LIMIT ? (
        <p className="text-xs text-muted">The newest {BATCH_LIST_LIMIT} batches are shown.</p>
      ) : null}
    </>
  );
}
