import type { RowData } from '@tanstack/react-table';
import { Button } from '@/components/ui/button';
import { tableColumns } from '@/components/ui/table-columns';

/** The last column of such a list: a Delete button that names its row for screen readers. */
export function deleteColumn<T extends RowData>(label: (row: T) => string, onDelete: (row: T) => void) {
  return tableColumns<T>().display({
    id: 'actions',
    header: '',
    cell: ({ row }) => (
      <Button
        variant="ghost"
        className="h-9"
        aria-label={label(row.original)}
        onClick={() => onDelete(row.original)}
      >
        Delete
      </Button>
    ),
    meta: { noExport: true, label: 'Actions' },
  });
}
