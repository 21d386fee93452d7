import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Table } from '@/components/ui/table';
import { tableColumns } from '@/components/ui/table-columns';
import { formatDate, formatNumber, formatUnit } from '@/lib/format';
import type { SeedLot } from '../../api/get-cultivar';
import { useDeleteSeedLot } from '../../api/save-seed-lot';
import { ConfirmDelete, ListSection } from './list-section';
import { GerminationDialog, SeedLotDialog } from './seed-lot-dialogs';

const col = tableColumns<SeedLot>();

/** The grower's seed lots of a cultivar, with each lot's latest germination test. */
export function SeedLotsSection({ cultivarId, lots }: { cultivarId: string; lots: SeedLot[] }) {
  const [editing, setEditing] = useState<SeedLot | null | 'new'>(null);
  const [testing, setTesting] = useState<SeedLot | null>(null);
  const [deleting, setDeleting] = useState<SeedLot | null>(null);
  const remove = useDeleteSeedLot(cultivarId);

  const columns = [
    col.accessor('lot_code', { header: 'Lot' }),
    col.accessor('amount', {
      header: 'Amount',
      cell: ({ row }) => `${formatNumber(Number(row.original.amount))} ${row.original.unit}`,
      meta: { align: 'end', csv: (r: SeedLot) => `${r.amount} ${r.unit}` },
    }),
    col.accessor('storage_location', { header: 'Stored', cell: (c) => c.getValue() || '—' }),
    col.accessor('produced_on', {
      header: 'Produced',
      cell: (c) => (c.getValue() ? formatDate(c.getValue()!) : '—'),
    }),
    col.accessor('germination_tests', {
      header: 'Germination',
      enableSorting: false,
      cell: (c) => {
        const t = c.getValue()[0];
        if (!t) return <span className="text-muted">Not tested</span>;
        const rate = Number(t.germination_rate);
        return (
          <span className={rate < 70 ? 'font-medium text-danger-700' : undefined}>
            {formatUnit(rate, '%', 1)} ({t.seeds_germinated}/{t.seeds_sown}, {formatDate(t.tested_on)})
          </span>
        );
      },
      meta: {
        csv: (r: SeedLot) => (r.germination_tests[0] ? `${r.germination_tests[0].germination_rate} %` : ''),
      },
    }),
    col.display({
      id: 'actions',
      header: '',
      cell: ({ row }) => (
        <div className="flex gap-1">
          <Button variant="ghost" className="h-9" onClick={() => setTesting(row.original)}>
            Germination test
          </Button>
          <Button variant="ghost" className="h-9" onClick={() => setEditing(row.original)}>
            Edit
          </Button>
          <Button variant="ghost" className="h-9" onClick={() => setDeleting(row.original)}>
            Delete
          </Button>
        </div>
      ),
      meta: { noExport: true, label: 'Actions' },
    }),
  ];

  return (
    <ListSection
      title="Seed lots"
      action={
        <Button variant="secondary" onClick={() => setEditing('new')}>
          Add seed lot
        </Button>
      }
      list={
        <Table caption="Seed lots" data={lots} columns={columns} getRowId={(r) => r.id} maxHeight="none" />
      }
      empty={lots.length === 0 && 'No seed lots. Add one to track amounts, storage and germination.'}
    >
      <SeedLotDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        cultivarId={cultivarId}
        lot={editing === 'new' ? null : editing}
      />
      <GerminationDialog
        open={testing !== null}
        onOpenChange={(open) => !open && setTesting(null)}
        cultivarId={cultivarId}
        seedLot={testing}
      />
      <ConfirmDelete
        row={deleting}
        onClose={() => setDeleting(null)}
        what="seed lot"
        name={deleting?.lot_code}
        description="Its germination tests go with it."
        remove={remove}
      />
    </ListSection>
  );
}
