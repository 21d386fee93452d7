// /atlas/resources/consumables/:consumableId: stock of one consumable, its lots (with expiry), and
// the ledger of deliveries and use it is the sum of.
import { useEffect, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { DetailList } from '@/components/ui/detail-list';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { Table } from '@/components/ui/table';
import { tableColumns, type TableColumn } from '@/components/ui/table-columns';
import { formatDate, formatDateTime, formatUnit } from '@/lib/format';
import { useConsumable, type ConsumableDetail } from '../api/get-consumables';
import { personName, useTeam } from '@/lib/data/facilities';
import { useFacility, useFacilityTo } from '../components/facility-context';
import { ConsumableDialog, StockMoveDialog } from '../components/resource-dialogs';
import { toIsoDate } from '../cycles/plan';
import { atlasPaths } from '../paths';
import { CONSUMABLE_CATEGORY_LABELS, type ConsumableCategory } from '../resources/schemas';

type Move = ConsumableDetail['moves'][number];
type Lot = ConsumableDetail['lots'][number];

export function ConsumablePage() {
  const { consumableId = '' } = useParams();
  const { facility, select } = useFacility();
  const consumable = useConsumable(facility.id, consumableId);
  const owner = consumable.data?.item.facility_id;
  useEffect(() => {
    if (owner && owner !== facility.id) select(owner);
  }, [owner, facility.id, select]);
  if (consumable.isPending) return <PageSkeleton label="Loading the consumable" variant="detail" />;
  if (consumable.isError)
    return (
      <LoadError error={consumable.error} onRetry={() => void consumable.refetch()}>
        Could not load this consumable.
      </LoadError>
    );
  if (!consumable.data)
    return (
      <EmptyState
        title="Consumable not found"
        action={
          <Link
            to={atlasPaths.resources.href({ tab: 'consumables' })}
            className="font-semibold text-brand-800 underline"
          >
            Back to consumables
          </Link>
        }
      />
    );
  return <ConsumableView detail={consumable.data} />;
}

function ConsumableView({ detail }: { detail: ConsumableDetail }) {
  const { facility } = useFacility();
  const facilityTo = useFacilityTo();
  const team = useTeam(facility.id);
  const { item, onHand, belowReorderPoint, lots, moves } = detail;
  const [dialog, setDialog] = useState<'edit' | 'addition' | 'withdrawal' | null>(null);
  const today = toIsoDate(new Date());
  const unit = item.unit;

  const lotColumns = useMemo(() => {
    const col = tableColumns<Lot>();
    return [
      col.accessor('lot_code', { header: 'Lot' }),
      col.accessor('on_hand', {
        header: 'On hand',
        meta: { align: 'end' },
        cell: ({ getValue }) => formatUnit(getValue(), unit),
      }),
      col.accessor('received_at', { header: 'Received', cell: ({ getValue }) => formatDate(getValue()) }),
      col.accessor('expires_on', {
        header: 'Expires',
        cell: ({ getValue }) =>
          getValue() ? (
            getValue()! < today ? (
              <Badge tone="danger">Expired {formatDate(getValue())}</Badge>
            ) : (
              formatDate(getValue())
            )
          ) : (
            '—'
          ),
      }),
    ] as TableColumn<Lot>[];
  }, [unit, today]);

  const moveColumns = useMemo(() => {
    const col = tableColumns<Move>();
    return [
      col.accessor('moved_at', {
        header: 'When',
        meta: { className: 'whitespace-nowrap', csv: (m: Move) => formatDateTime(m.moved_at) },
        cell: ({ getValue }) => formatDateTime(getValue()),
      }),
      col.accessor((m) => (m.kind === 'addition' ? m.quantity : -m.quantity), {
        id: 'quantity',
        header: 'Change',
        meta: { align: 'end', className: 'whitespace-nowrap' },
        cell: ({ getValue }) => (
          <span className={getValue() > 0 ? 'text-emerald-700' : 'text-ink'}>
            {getValue() > 0 ? '+' : '−'}
            {formatUnit(Math.abs(getValue()), unit)}
          </span>
        ),
      }),
      col.accessor('lot_code', { header: 'Lot' }),
      col.accessor((m) => personName(team.data, m.moved_by), { id: 'who', header: 'By' }),
      col.accessor('note', { header: 'Note', meta: { className: 'min-w-48' } }),
    ] as TableColumn<Move>[];
  }, [unit, team.data]);

  return (
    <div className="flex flex-col gap-5">
      <PageHeader
        back={
          <Link
            to={facilityTo(atlasPaths.resources.href(), { tab: 'consumables' })}
            className="text-sm font-medium text-brand-800 underline"
          >
            ← Consumables
          </Link>
        }
        title={item.name}
        badge={belowReorderPoint ? <Badge tone="danger">Below reorder point</Badge> : null}
        description={`${CONSUMABLE_CATEGORY_LABELS[item.category as ConsumableCategory] ?? item.category}${item.location ? ` · kept in ${item.location}` : ''}`}
        actions={
          <>
            {facility.can('log') ? (
              <>
                <Button onClick={() => setDialog('addition')}>Record delivery</Button>
                <Button variant="secondary" onClick={() => setDialog('withdrawal')} disabled={onHand <= 0}>
                  Record use
                </Button>
              </>
            ) : null}
            {facility.can('edit') ? (
              <Button variant="ghost" onClick={() => setDialog('edit')}>
                Edit
              </Button>
            ) : null}
          </>
        }
      />
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {[
          ['On hand', formatUnit(onHand, unit)],
          ['Reorder point', formatUnit(Number(item.reorder_point), unit)],
          [
            'Usual order',
            item.reorder_quantity === null ? '—' : formatUnit(Number(item.reorder_quantity), unit),
          ],
          ['Vendor', item.vendor ?? '—'],
        ].map(([term, value]) => (
          <Card key={term} className="p-4">
            <dt className="text-xs text-muted">{term}</dt>
            <dd className="mt-1 text-xl font-semibold break-words text-brand-950">{value}</dd>
          </Card>
        ))}
      </dl>
      {item.sku || item.notes ? (
        <Card>
          <DetailList
            items={[
              { term: 'SKU', value: item.sku },
              { term: 'Notes', value: item.notes },
            ]}
          />
        </Card>
      ) : null}
      <Card>
        <CardHeader title="Lots" description="Deliveries by lot, what is left of each and when it expires." />
        <Table
          caption="Lots"
          data={lots}
          columns={lotColumns}
          getRowId={(l) => l.lot_code ?? ''}
          maxHeight="none"
          empty="No lots recorded."
        />
      </Card>
      <Card>
        <CardHeader
          title="Ledger"
          description="Every delivery and use; a mistake is corrected with an opposite move, never edited."
        />
        <Table
          caption="Stock moves"
          data={moves}
          columns={moveColumns}
          getRowId={(m) => m.id}
          pageSize={25}
          exportCsv={{ fileName: `${item.name}-moves` }}
          empty="No moves yet."
        />
      </Card>
      {dialog === 'edit' ? <ConsumableDialog item={item} onClose={() => setDialog(null)} /> : null}
      {dialog === 'addition' || dialog === 'withdrawal' ? (
        <StockMoveDialog
          item={{ consumable_id: item.id, name: item.name, unit, on_hand: onHand }}
          kind={dialog}
          lots={lots}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </div>
  );
}
