import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { Table } from '@/components/ui/table';
import { tableColumns } from '@/components/ui/table-columns';

/** The Basic View's one sample row: a static demonstration, not stored data. */
interface SampleRow {
  id: string;
  stage: string;
  structure: number;
  vigor: number;
  aroma: number;
  overall: number;
  notes: string;
}

const SAMPLE: readonly SampleRow[] = [
  {
    id: '#1',
    stage: 'Flowering',
    structure: 8,
    vigor: 7,
    aroma: 9,
    overall: 8.5,
    notes: 'Sample row: dense, frosty, loud citrus nose.',
  },
];

const col = tableColumns<SampleRow>();

/** The Basic View: the static demonstration table with its one sample row, whose Select opens the form. */
export function BasicView({ onAdd }: { onAdd: () => void }) {
  const columns = [
    col.accessor('id', { header: 'ID', meta: { className: 'font-medium' } }),
    col.accessor('stage', { header: 'Stage' }),
    col.accessor('structure', { header: 'Structure' }),
    col.accessor('vigor', { header: 'Vigor' }),
    col.accessor('aroma', { header: 'Aroma' }),
    col.accessor('overall', { header: 'Overall' }),
    col.accessor('notes', { header: 'Selection Notes', enableSorting: false }),
    col.display({
      id: 'actions',
      header: 'Actions',
      cell: ({ row }) => (
        <Button variant="secondary" className="h-9" onClick={onAdd} aria-label={`Select ${row.original.id}`}>
          Select
        </Button>
      ),
    }),
  ];
  return (
    <Card>
      <CardHeader title="Selected Phenotypes" description="Plants marked as selected for final evaluation." />
      <Table data={SAMPLE} columns={columns} caption="Selected Phenotypes" getRowId={(r) => r.id} />
    </Card>
  );
}
