// /arca/yields/prices: what the grow sells each strain and grade for, dated, so every harvest is
// priced at what held on its day (records/prices.ts). A chart of the prices over time, the list
// with edit and delete, and CSV export of the list.
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { Table } from '@/components/ui/table';
import { tableColumns } from '@/components/ui/table-columns';
import { formatDate, formatMoney } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useDeleteYieldPrice } from '../api/delete-yield-price';
import { useLots } from '../api/get-lots';
import type { RecordPlace } from '../api/get-record-places';
import { useYieldPrices, type YieldPrice } from '../api/get-yield-prices';
import { FacilityPicker, FacilityScope } from '../components/facility-scope';
import { PriceChart } from '../components/price-chart';
import { PriceDialog } from '../components/price-dialog';
import { useFacilityScope } from '../components/use-facility-scope';
import { arcaPaths } from '../paths';
import { recordErrorMessage } from '../records/errors';

export function YieldPricesPage() {
  const scope = useFacilityScope();
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Yield prices"
        description="What each strain and grade sells for, from the day it holds. Every harvest is priced at what held on its day."
        actions={
          <div className="flex flex-wrap gap-4 text-sm font-medium">
            <Link className="text-brand-700 underline" to={arcaPaths.yieldsAnalytics.href()}>
              Analytics and revenue
            </Link>
            <Link className="text-brand-700 underline" to={arcaPaths.yieldsRecords.href()}>
              Yield records
            </Link>
          </div>
        }
      />
      <FacilityPicker scope={scope} />
      <FacilityScope scope={scope}>
        {(facility) => <Prices key={facility.id} facility={facility} />}
      </FacilityScope>
    </div>
  );
}

const col = tableColumns<YieldPrice>();
const priceText = (p: YieldPrice) => `${formatMoney(p.price, { currency: p.currency })}/${p.per_unit}`;
const priceName = (p: YieldPrice) =>
  `${p.strain ?? 'every strain'} ${p.grade} from ${formatDate(p.effective_on)}`;

function Prices({ facility }: { facility: RecordPlace }) {
  const prices = useYieldPrices(facility.id);
  const lots = useLots(facility.id);
  const remove = useDeleteYieldPrice(facility.id);
  const [editing, setEditing] = useState<YieldPrice | 'new' | null>(null);
  const [deleting, setDeleting] = useState<YieldPrice | null>(null);
  const strains = useMemo(
    () => [...new Set((lots.data ?? []).map((l) => l.strain))].sort((a, b) => a.localeCompare(b)),
    [lots.data],
  );
  const columns = useMemo(
    () => [
      col.accessor('effective_on', {
        header: 'From',
        cell: ({ getValue }) => formatDate(getValue()),
        sortFn: 'text',
      }),
      col.accessor((p) => p.strain ?? 'Every strain', {
        id: 'strain',
        header: 'Strain',
        // On a phone the grade reads under the strain, so the price stays on screen.
        cell: ({ row, getValue }) => (
          <>
            {getValue()}
            <span className="block text-xs text-muted sm:hidden">Grade {row.original.grade}</span>
          </>
        ),
      }),
      col.accessor('grade', { header: 'Grade', meta: { className: 'hidden sm:table-cell' } }),
      col.accessor('price', {
        header: 'Price',
        meta: { align: 'end', className: 'whitespace-nowrap', csv: (p: YieldPrice) => priceText(p) },
        cell: ({ row }) => priceText(row.original),
      }),
      col.accessor((p) => p.notes ?? '', {
        id: 'notes',
        header: 'Notes',
        meta: { className: 'hidden md:table-cell' },
      }),
    ],
    [],
  );

  if (prices.isPending) return <PageSkeleton variant="table" />;
  if (prices.isError)
    return (
      <LoadError error={prices.error} onRetry={() => void prices.refetch()}>
        The prices could not be loaded.
      </LoadError>
    );
  return (
    <>
      <div>
        <Button onClick={() => setEditing('new')}>Add price</Button>
      </div>
      {prices.data.length === 0 ? (
        <EmptyState
          title="No prices yet"
          description="Add what a grade sells for (for one strain, or every strain) to see the revenue of each harvest."
        />
      ) : (
        <>
          <PriceChart prices={prices.data} />
          <Table
            data={prices.data}
            columns={columns}
            caption="Prices"
            getRowId={(p) => p.id}
            exportCsv={{ fileName: 'yield-prices' }}
            onRowClick={setEditing}
            rowLabel={(p) => `Edit the price of ${priceName(p)}`}
            columnMenu
          />
        </>
      )}
      {editing ? (
        <PriceDialog
          facilityId={facility.id}
          price={editing === 'new' ? undefined : editing}
          last={prices.data[0]}
          strains={strains}
          onClose={() => setEditing(null)}
          onDelete={(p) => {
            setEditing(null);
            setDeleting(p);
          }}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this price?"
        description={
          deleting
            ? `${deleting.strain ?? 'Every strain'} · ${deleting.grade}: ${priceText(deleting)} from ${formatDate(deleting.effective_on)}. Harvests on its days take the price before it.`
            : ''
        }
        confirmLabel="Delete price"
        destructive
        busy={remove.isPending}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => {
              toast.success('Price deleted');
              setDeleting(null);
            },
            onError: (error) => toast.error(recordErrorMessage(error)),
          });
        }}
      />
    </>
  );
}
