import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Table } from '@/components/ui/table';
import { tableColumns } from '@/components/ui/table-columns';
import { formatDate, formatUnit } from '@/lib/format';
import { useDeleteLabResult } from '../../api/delete-lab-result';
import type { Cultivar, LabResult } from '../../api/get-cultivar';
import { useFileUrls } from '../../api/library-files';
import { ChemotypeBadge } from './chemotype-badge';
import { LabResultDialog } from './lab-result-dialog';
import { deleteColumn } from './delete-column';
import { ConfirmDelete, ListSection } from './list-section';
import { TerpeneBars } from './terpene-bars';

const col = tableColumns<LabResult>();
const pct = (v: number | string | null) => (v === null ? '—' : formatUnit(Number(v), '%', 2));

/** Lab results, newest test first; the latest one sets the cultivar's chemotype and terpenes. */
export function LabResultsSection({
  cultivar,
  mine,
  userId,
}: {
  cultivar: Cultivar;
  mine: boolean;
  userId: string;
}) {
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<LabResult | null>(null);
  const remove = useDeleteLabResult();
  const coaPaths = cultivar.lab_results.flatMap((l) => (l.coa_path ? [l.coa_path] : []));
  const coaUrls = useFileUrls('animus-coas', coaPaths);
  const latest = cultivar.lab_results[0];

  const columns = [
    col.accessor('tested_on', {
      header: 'Tested',
      cell: (c) => (c.getValue() ? formatDate(c.getValue()!) : '—'),
    }),
    col.accessor('lab_name', { header: 'Lab', cell: (c) => c.getValue() || '—' }),
    col.accessor('total_thc', {
      header: 'Total THC',
      cell: (c) => pct(c.getValue()),
      meta: { align: 'end' },
    }),
    col.accessor('total_cbd', {
      header: 'Total CBD',
      cell: (c) => pct(c.getValue()),
      meta: { align: 'end' },
    }),
    col.accessor('total_cbg', {
      header: 'Total CBG',
      cell: (c) => pct(c.getValue()),
      meta: { align: 'end' },
    }),
    col.accessor('chemotype', {
      header: 'Chemotype',
      cell: (c) => <ChemotypeBadge chemotype={c.getValue()} />,
    }),
    col.display({
      id: 'coa',
      header: 'COA',
      cell: ({ row }) => {
        const url = row.original.coa_path ? coaUrls.data?.[row.original.coa_path] : undefined;
        return url ? (
          <a href={url} target="_blank" rel="noreferrer" className="font-medium text-brand-800 underline">
            Open COA
          </a>
        ) : row.original.coa_path ? (
          '…'
        ) : (
          '—'
        );
      },
      meta: { noExport: true, label: 'COA' },
    }),
    ...(mine
      ? [deleteColumn<LabResult>((r) => `Delete the ${r.lab_name || 'lab'} result`, setDeleting)]
      : []),
  ];

  return (
    <ListSection
      title="Lab results"
      action={mine ? <Button onClick={() => setAdding(true)}>Add lab result</Button> : null}
      description="Totals count the acids once decarboxylated: THC + 0.877 × THCA, CBD + 0.877 × CBDA, CBG + 0.878 × CBGA."
      list={
        <Table
          caption="Lab results"
          data={cultivar.lab_results}
          columns={columns}
          getRowId={(r) => r.id}
          maxHeight="none"
        />
      }
      empty={
        cultivar.lab_results.length === 0 &&
        (mine ? 'No lab results yet. Add one from its certificate of analysis.' : 'No lab results.')
      }
    >
      {latest && Object.keys(latest.terpenes as object).length ? (
        <TerpeneBars
          terpenes={latest.terpenes as Record<string, number>}
          caption="Terpenes of the latest test"
        />
      ) : null}
      {mine ? (
        <LabResultDialog open={adding} onOpenChange={setAdding} userId={userId} cultivarId={cultivar.id} />
      ) : null}
      <ConfirmDelete
        row={deleting}
        onClose={() => setDeleting(null)}
        what="lab result"
        description="Its COA file goes too. The chemotype then follows the next latest result."
        remove={remove}
      />
    </ListSection>
  );
}
