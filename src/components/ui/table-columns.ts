// What every shared Table can do (sorting, pagination, column visibility, the column meta it
// reads), and the typed column builder screens define their columns with.
import {
  columnVisibilityFeature,
  createColumnHelper,
  createPaginatedRowModel,
  createSortedRowModel,
  metaHelper,
  rowPaginationFeature,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  sortFn_datetime,
  sortFn_text,
  tableFeatures as tableFeatures_,
  type ColumnDef,
  type RowData,
} from '@tanstack/react-table';

export interface TableColumnMeta {
  /** The column's name in the column menu and the CSV header, when its header is not plain text. */
  label?: string;
  /**
   * The CSV cell; defaults to the accessor's value. Return text a person can read. (The meta type is
   * shared by every table, so the row is untyped here: annotate it, `csv: (p: Plant) => …`.)
   */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  csv?(row: any): unknown;
  /** Left out of the CSV (e.g. an actions column). */
  noExport?: boolean;
  /** Numbers line up on the right. */
  align?: 'start' | 'end' | 'center';
  /** Classes for the column's cells and header (widths, wrapping). */
  className?: string;
}

// What every table here can do; fixed at module scope, as TanStack Table requires.
export const tableFeatures = tableFeatures_({
  rowSortingFeature,
  rowPaginationFeature,
  columnVisibilityFeature,
  sortedRowModel: createSortedRowModel(),
  paginatedRowModel: createPaginatedRowModel(),
  sortFns: {
    alphanumeric: sortFn_alphanumeric,
    text: sortFn_text,
    datetime: sortFn_datetime,
    basic: sortFn_basic,
  },
  columnMeta: metaHelper<TableColumnMeta>(),
});
export type TableFeatures = typeof tableFeatures;

// Each column has its own value type; a list of them is typed the way TanStack's helpers type it.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type TableColumn<T extends RowData> = ColumnDef<TableFeatures, T, any>;

/** Typed column builders for rows of T: `const col = tableColumns<Plant>(); col.accessor('name', …)`. */
export function tableColumns<T extends RowData>() {
  return createColumnHelper<TableFeatures, T>();
}
