// The grower's fertilizer library: every product with its analysis as the label prints it, its
// form, mixing-order group, supplier, lot and stock on hand; add, change, archive or delete.
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { Table } from '@/components/ui/table';
import { tableColumns } from '@/components/ui/table-columns';
import { getErrorMessage } from '@/lib/errors';
import { formatDate, formatNumber } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useDeleteFertilizer } from '../api/delete-fertilizer';
import { useFertilizers, type Fertilizer } from '../api/get-fertilizers';
import { useStockOnHand } from '../api/get-stock';
import { FacilityPicker, FacilityScope } from '../components/facility-scope';
import { useFacilityScope } from '../components/use-facility-scope';
import { FertilizerDialog } from '../components/fertilizer-dialog';
import { MIX_GROUP_LABELS, npkLine, type MixGroup, type PkBasis } from '../nutrients/fertilizer';
import { displayStock } from '../nutrients/stock-form';
import { arcaPaths } from '../paths';

type Row = Fertilizer & { stock: { value: number; unit: string } | null };

const col = tableColumns<Row>();
const npk = (r: Row) => npkLine(r, r.pk_basis as PkBasis);
const stockText = (r: Row) => (r.stock ? `${formatNumber(r.stock.value, 2)} ${r.stock.unit}` : '');

function columns(actions: { edit: (r: Row) => void; remove: (r: Row) => void }) {
  return [
    col.accessor('name', {
      header: 'Product',
      enableHiding: false,
      cell: ({ row: { original: r } }) => (
        <div className="flex min-w-0 flex-col gap-0.5">
          <span className="flex flex-wrap items-center gap-2 font-medium text-ink">
            {r.name}
            {r.archived ? <Badge>Archived</Badge> : null}
          </span>
          {/* The phone keeps the analysis and stock in the first cell. */}
          <span className="text-xs text-muted sm:hidden">
            {npk(r)} · {r.form}
            {r.stock ? ` · ${stockText(r)} in stock` : ''}
          </span>
        </div>
      ),
    }),
    col.accessor(npk, {
      id: 'npk',
      header: 'N-P₂O₅-K₂O',
      meta: { className: 'hidden sm:table-cell', label: 'N-P2O5-K2O' },
      cell: ({ getValue }) => <span className="tabular-nums">{getValue()}</span>,
    }),
    col.accessor('ca_pct', {
      header: 'Ca %',
      meta: { align: 'end', className: 'hidden md:table-cell' },
      cell: ({ getValue }) => formatNumber(getValue(), 2),
    }),
    col.accessor('mg_pct', {
      header: 'Mg %',
      meta: { align: 'end', className: 'hidden md:table-cell' },
      cell: ({ getValue }) => formatNumber(getValue(), 2),
    }),
    col.accessor('form', {
      header: 'Form',
      meta: { className: 'hidden sm:table-cell' },
      cell: ({ row: { original: r } }) =>
        r.form === 'liquid' ? `Liquid, ${formatNumber(r.density_g_ml ?? 0, 2)} g/mL` : 'Dry',
    }),
    col.accessor((r) => MIX_GROUP_LABELS[r.mix_group as MixGroup] ?? r.mix_group, {
      id: 'mix_group',
      header: 'Mixing order',
      meta: { className: 'hidden lg:table-cell' },
    }),
    col.accessor('supplier', { header: 'Supplier', meta: { className: 'hidden lg:table-cell' } }),
    col.accessor('lot_number', { header: 'Lot', meta: { className: 'hidden xl:table-cell' } }),
    col.accessor('purchase_date', {
      header: 'Purchased',
      meta: { className: 'hidden xl:table-cell' },
      cell: ({ getValue }) => (getValue() ? formatDate(getValue()) : '—'),
    }),
    col.accessor((r) => r.stock?.value ?? null, {
      id: 'stock',
      header: 'In stock',
      sortUndefined: 'last',
      meta: { align: 'end', className: 'hidden sm:table-cell', csv: stockText },
      cell: ({ row: { original: r } }) => (r.stock ? stockText(r) : r.track_stock ? '—' : 'Not tracked'),
    }),
    col.display({
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      enableHiding: false,
      meta: { noExport: true, align: 'end' },
      cell: ({ row: { original: r } }) => (
        <div className="flex justify-end gap-1">
          <Button
            variant="ghost"
            className="h-9 px-3"
            onClick={() => actions.edit(r)}
            aria-label={`Edit ${r.name}`}
          >
            Edit
          </Button>
          <Button
            variant="ghost"
            className="h-9 px-3"
            onClick={() => actions.remove(r)}
            aria-label={`Delete ${r.name}`}
          >
            Delete
          </Button>
        </div>
      ),
    }),
  ];
}

export function FertilizersPage() {
  const scope = useFacilityScope();
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Fertilizers"
        description="Your products and their guaranteed analyses. Batches, predicted EC and fertility tracking read them from here."
        actions={
          <Link className="text-sm font-medium text-brand-700 underline" to={arcaPaths.tanksStock.href()}>
            Stock on hand
          </Link>
        }
      />
      <FacilityPicker scope={scope} />
      <FacilityScope scope={scope}>{(facility) => <Library facilityId={facility.id} />}</FacilityScope>
    </div>
  );
}

function Library({ facilityId }: { facilityId: string }) {
  const fertilizers = useFertilizers(facilityId);
  const stock = useStockOnHand(facilityId);
  const remove = useDeleteFertilizer(facilityId);
  const [editing, setEditing] = useState<Fertilizer | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Fertilizer | null>(null);

  const rows = useMemo<Row[]>(() => {
    const byProduct = new Map((stock.data ?? []).map((s) => [s.fertilizer_id, s]));
    return (fertilizers.data ?? []).map((f) => {
      const s = byProduct.get(f.id);
      return { ...f, stock: s ? displayStock(s.quantity ?? 0, s.unit ?? 'g') : null };
    });
  }, [fertilizers.data, stock.data]);
  const cols = useMemo(() => columns({ edit: setEditing, remove: setDeleting }), []);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success('Product deleted', { description: deleting.name });
      setDeleting(null);
    } catch (error) {
      toast.error('Could not delete the product', {
        description: getErrorMessage(error, {
          '23503':
            'Batches or stock movements use this product, so it stays in the records. Archive it instead (Edit).',
        }),
      });
      setDeleting(null);
    }
  };

  if (fertilizers.isError)
    return (
      <LoadError error={fertilizers.error} onRetry={() => void fertilizers.refetch()}>
        Error loading the fertilizer library.
      </LoadError>
    );
  return (
    <>
      <Table
        data={rows}
        columns={cols}
        caption="Fertilizer library"
        getRowId={(r) => r.id}
        loading={fertilizers.isPending}
        empty="No products yet. Add the salts and bottles you mix with."
        initialSorting={[{ id: 'name', desc: false }]}
        columnMenu
        // The full record stays one click away (Columns); the table fits a laptop without scrolling.
        initialColumnVisibility={{ mix_group: false, lot_number: false, purchase_date: false }}
        exportCsv={{ fileName: 'fertilizers' }}
        toolbar={<Button onClick={() => setEditing('new')}>Add fertilizer</Button>}
      />
      {editing ? (
        <FertilizerDialog
          facilityId={facilityId}
          fertilizer={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={`Delete ${deleting?.name ?? 'product'}?`}
        description="It leaves the library for good. A product that batches or stock movements used cannot be deleted; archive it instead."
        confirmLabel="Delete"
        destructive
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
      />
    </>
  );
}
