// The facility's crop-protection products: what an application names, with REI, PHI and side
// effects on beneficials; add or change one.
import { useMemo, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { Table } from '@/components/ui/table';
import { tableColumns } from '@/components/ui/table-columns';
import { formatNumber } from '@/lib/format';
import { useProtectionProducts, type ProtectionProduct } from '../api/get-protection-products';
import type { RecordPlace } from '../api/get-record-places';
import { PRODUCT_TYPE_LABELS } from '../protection/product-form';
import { ProtectionProductDialog } from './protection-product-dialog';

const col = tableColumns<ProtectionProduct>();
const typeLabel = (t: string) => PRODUCT_TYPE_LABELS[t as keyof typeof PRODUCT_TYPE_LABELS] ?? t;

function columns(edit: (p: ProtectionProduct) => void) {
  return [
    col.accessor('name', {
      header: 'Product',
      enableHiding: false,
      cell: ({ row: { original: p } }) => (
        <div className="flex min-w-0 flex-col gap-0.5">
          <span className="flex flex-wrap items-center gap-2 font-medium text-ink">
            {p.name}
            {p.archived ? <Badge>Archived</Badge> : null}
          </span>
          <span className="text-xs text-muted">{p.active_ingredients}</span>
          <span className="text-xs text-muted sm:hidden">
            REI {formatNumber(p.rei_hours, 0)} h · PHI {formatNumber(p.phi_days, 0)} d
          </span>
        </div>
      ),
    }),
    col.accessor('registration_number', {
      header: 'Registration',
      meta: { className: 'hidden md:table-cell', label: 'Registration number' },
      cell: ({ getValue }) => getValue() ?? '—',
    }),
    col.accessor((p) => typeLabel(p.product_type), {
      id: 'type',
      header: 'Type',
      meta: { className: 'hidden lg:table-cell' },
    }),
    col.accessor('rei_hours', {
      header: 'REI',
      meta: { align: 'end', className: 'hidden sm:table-cell', label: 'REI (h)' },
      cell: ({ getValue }) => `${formatNumber(getValue(), 0)} h`,
    }),
    col.accessor('phi_days', {
      header: 'PHI',
      meta: { align: 'end', className: 'hidden sm:table-cell', label: 'PHI (d)' },
      cell: ({ getValue }) => `${formatNumber(getValue(), 0)} d`,
    }),
    col.accessor((p) => p.side_effects.length, {
      id: 'side-effects',
      header: 'Side effects',
      meta: { align: 'end', className: 'hidden lg:table-cell' },
    }),
    col.display({
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      enableHiding: false,
      meta: { noExport: true, align: 'end' },
      cell: ({ row: { original: p } }) => (
        <Button variant="ghost" className="h-9 px-3" onClick={() => edit(p)} aria-label={`Edit ${p.name}`}>
          Edit
        </Button>
      ),
    }),
  ];
}

export function ProtectionProductsSection({ facility }: { facility: RecordPlace }) {
  const products = useProtectionProducts(facility.id);
  const [editing, setEditing] = useState<ProtectionProduct | 'new' | null>(null);
  const cols = useMemo(() => columns(setEditing), []);
  // The dialog follows the cached product, so a side effect added there shows at once.
  const current =
    editing && editing !== 'new' ? (products.data?.find((p) => p.id === editing.id) ?? editing) : undefined;
  if (products.isError)
    return (
      <LoadError error={products.error} onRetry={() => void products.refetch()}>
        Error loading the products.
      </LoadError>
    );
  return (
    <section aria-labelledby="protection-products-title" className="flex flex-col gap-3">
      <h2 id="protection-products-title" className="text-lg font-semibold text-brand-950">
        Crop-protection products
      </h2>
      <Table
        data={products.data ?? []}
        columns={cols}
        caption="Crop-protection products"
        getRowId={(p) => p.id}
        loading={products.isPending}
        empty="No products yet. Add the ones you apply, with the REI and PHI from their labels."
        exportCsv={{ fileName: 'crop-protection-products' }}
        toolbar={
          <Button variant="secondary" onClick={() => setEditing('new')}>
            Add product
          </Button>
        }
      />
      {editing ? (
        <ProtectionProductDialog facility={facility} product={current} onClose={() => setEditing(null)} />
      ) : null}
    </section>
  );
}
