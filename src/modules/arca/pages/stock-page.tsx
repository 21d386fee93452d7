// Stock on hand: every tracked product with what the ledger adds up to, the movements behind it,
// and the way to record a purchase, use, disposal or stated correction.
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { Table } from '@/components/ui/table';
import { tableColumns } from '@/components/ui/table-columns';
import { formatDate, formatDateTime, formatNumber } from '@/lib/format';
import { useFertilizers } from '../api/get-fertilizers';
import type { RecordPlace } from '../api/get-record-places';
import { useProtectionProducts } from '../api/get-protection-products';
import { useStockLedger, useStockOnHand, type StockItem, type StockMovement } from '../api/get-stock';
import { FacilityPicker, FacilityScope } from '../components/facility-scope';
import { useFacilityScope } from '../components/use-facility-scope';
import { StockMovementDialog } from '../components/stock-movement-dialog';
import { displayStock, MOVEMENT_LABELS } from '../nutrients/stock-form';
import { arcaPaths } from '../paths';

interface Line {
  id: string;
  item: StockItem;
  name: string;
  type: 'Fertilizer' | 'Crop protection';
  unit: string;
  quantity: number;
  lastMovementAt: string | null;
}

const shown = (quantity: number, unit: string) => {
  const d = displayStock(quantity, unit);
  return `${formatNumber(d.value, 2)} ${d.unit}`;
};

const col = tableColumns<Line>();

function columns(actions: { record: (l: Line) => void; history: (l: Line) => void }) {
  return [
    col.accessor('name', {
      header: 'Product',
      enableHiding: false,
      cell: ({ row: { original: l } }) => (
        <div className="flex flex-col gap-0.5">
          <span className="font-medium text-ink">{l.name}</span>
          <span className="text-xs text-muted sm:hidden">
            {l.type} ·{' '}
            <span className={l.quantity <= 0 ? 'font-medium text-danger-700' : ''}>
              {shown(l.quantity, l.unit)}
            </span>
          </span>
        </div>
      ),
    }),
    col.accessor('type', { header: 'Type', meta: { className: 'hidden sm:table-cell' } }),
    col.accessor('quantity', {
      header: 'On hand',
      meta: { align: 'end', className: 'hidden sm:table-cell', csv: (l: Line) => shown(l.quantity, l.unit) },
      cell: ({ row: { original: l } }) => (
        <span className={l.quantity <= 0 ? 'font-medium text-danger-700' : 'tabular-nums'}>
          {shown(l.quantity, l.unit)}
        </span>
      ),
    }),
    col.accessor('lastMovementAt', {
      header: 'Last movement',
      sortDescFirst: true,
      meta: { className: 'hidden md:table-cell' },
      cell: ({ getValue }) => (getValue() ? formatDate(getValue()) : 'None yet'),
    }),
    col.display({
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      enableHiding: false,
      meta: { noExport: true, align: 'end' },
      cell: ({ row: { original: l } }) => (
        <div className="flex justify-end gap-1">
          <Button
            variant="ghost"
            className="h-9 px-3"
            onClick={() => actions.history(l)}
            aria-label={`History of ${l.name}`}
          >
            History
          </Button>
          <Button
            variant="secondary"
            className="h-9 px-3"
            onClick={() => actions.record(l)}
            aria-label={`Record stock of ${l.name}`}
          >
            Record
          </Button>
        </div>
      ),
    }),
  ];
}

export function StockPage() {
  const scope = useFacilityScope();
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Stock on hand"
        back={
          <Link
            className="text-sm font-medium text-brand-700 underline"
            to={arcaPaths.tanks.href({ facility: scope.facility?.id })}
          >
            Tank Management
          </Link>
        }
        description="What each tracked product's ledger adds up to. Batches and applications take from it when saved; nothing can go below zero without a stated correction."
      />
      <FacilityPicker scope={scope} />
      <FacilityScope scope={scope}>{(facility) => <Stock facility={facility} />}</FacilityScope>
    </div>
  );
}

function Stock({ facility }: { facility: RecordPlace }) {
  const stock = useStockOnHand(facility.id);
  const fertilizers = useFertilizers(facility.id);
  const products = useProtectionProducts(facility.id);
  const [recording, setRecording] = useState<Line | null>(null);
  const [history, setHistory] = useState<Line | null>(null);
  const cols = useMemo(() => columns({ record: setRecording, history: setHistory }), []);

  const lines = useMemo<Line[]>(() => {
    const on = (key: 'fertilizer_id' | 'protection_product_id', id: string) =>
      (stock.data ?? []).find((s) => s[key] === id);
    const out: Line[] = [];
    for (const f of fertilizers.data ?? []) {
      const s = on('fertilizer_id', f.id);
      if (!f.track_stock && !s) continue;
      out.push({
        id: f.id,
        item: { fertilizer_id: f.id },
        name: f.name,
        type: 'Fertilizer',
        unit: s?.unit ?? (f.form === 'liquid' ? 'mL' : 'g'),
        quantity: s?.quantity ?? 0,
        lastMovementAt: s?.last_movement_at ?? null,
      });
    }
    for (const p of products.data ?? []) {
      const s = on('protection_product_id', p.id);
      if (!p.track_stock && !s) continue;
      out.push({
        id: p.id,
        item: { protection_product_id: p.id },
        name: p.name,
        type: 'Crop protection',
        unit: s?.unit ?? p.unit,
        quantity: s?.quantity ?? 0,
        lastMovementAt: s?.last_movement_at ?? null,
      });
    }
    return out;
  }, [stock.data, fertilizers.data, products.data]);

  const failed = [stock, fertilizers, products].find((q) => q.isError);
  if (failed)
    return (
      <LoadError
        error={failed.error}
        onRetry={() => void Promise.all([stock.refetch(), fertilizers.refetch(), products.refetch()])}
      >
        Error loading the stock.
      </LoadError>
    );
  return (
    <>
      <Table
        data={lines}
        columns={cols}
        caption="Stock on hand"
        getRowId={(l) => l.id}
        loading={stock.isPending || fertilizers.isPending}
        empty={
          <span>
            No tracked products. Tick “Track stock on hand” on a product in{' '}
            <Link className="underline" to={arcaPaths.fertilizers.href({ facility: facility.id })}>
              Fertilizers
            </Link>
            .
          </span>
        }
        initialSorting={[{ id: 'name', desc: false }]}
        exportCsv={{ fileName: 'stock-on-hand' }}
      />
      {recording ? (
        <StockMovementDialog
          facilityId={facility.id}
          item={recording.item}
          name={recording.name}
          stockUnit={recording.unit}
          onClose={() => setRecording(null)}
        />
      ) : null}
      {history ? (
        <LedgerDialog facilityId={facility.id} line={history} onClose={() => setHistory(null)} />
      ) : null}
    </>
  );
}

const ledgerCol = tableColumns<StockMovement & { unit: string }>();
const LEDGER_COLUMNS = [
  ledgerCol.accessor('occurred_at', {
    header: 'When',
    sortDescFirst: true,
    cell: ({ getValue }) => formatDateTime(getValue()),
  }),
  ledgerCol.accessor((m) => MOVEMENT_LABELS[m.kind] ?? m.kind, { id: 'kind', header: 'What' }),
  ledgerCol.accessor('quantity', {
    header: 'Amount',
    meta: { align: 'end' },
    cell: ({ row: { original: m } }) => (
      <span className={m.quantity < 0 ? 'text-danger-700 tabular-nums' : 'text-emerald-800 tabular-nums'}>
        {m.quantity > 0 ? '+' : '−'}
        {shown(Math.abs(m.quantity), m.unit)}
      </span>
    ),
  }),
  ledgerCol.accessor((m) => [m.note, m.lot_number && `lot ${m.lot_number}`].filter(Boolean).join(' · '), {
    id: 'note',
    header: 'Note',
    meta: { className: 'hidden sm:table-cell' },
  }),
];

function LedgerDialog({
  facilityId,
  line,
  onClose,
}: {
  facilityId: string;
  line: Line;
  onClose: () => void;
}) {
  const ledger = useStockLedger(facilityId, line.item);
  const rows = useMemo(
    () => (ledger.data ?? []).map((m) => ({ ...m, unit: line.unit })),
    [ledger.data, line.unit],
  );
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`${line.name}: movements`}
      description={`On hand: ${shown(line.quantity, line.unit)}. The latest 200 movements, newest first.`}
      size="lg"
    >
      {ledger.isError ? (
        <LoadError error={ledger.error} onRetry={() => void ledger.refetch()}>
          Error loading the movements.
        </LoadError>
      ) : (
        <Table
          data={rows}
          columns={LEDGER_COLUMNS}
          caption={`Stock movements of ${line.name}`}
          getRowId={(m) => m.id}
          loading={ledger.isPending}
          empty="No movements yet."
          initialSorting={[{ id: 'occurred_at', desc: true }]}
          maxHeight="max-h-[55vh]"
          exportCsv={{ fileName: 'stock-movements' }}
        />
      )}
    </Dialog>
  );
}
