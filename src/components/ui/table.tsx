// The one list-of-rows component: TanStack Table (headless) under the house look. Sorting with
// aria-sort, loading and empty rows, a sticky header, keyboard-reachable rows, a column menu,
// pagination and CSV export — on rows held in memory (client mode) or on a list the server pages
// and sorts (server mode, for lists of 100,000 rows fetched one page at a time).
import {
  useTable,
  type Column,
  type ColumnVisibilityState,
  type OnChangeFn,
  type PaginationState,
  type Row,
  type RowData,
  type SortingState,
  type Table as TanStackTable,
} from '@tanstack/react-table';
import { useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useDismiss } from '@/hooks/use-dismiss';
import { usePrintMedia } from '@/hooks/use-print-media';
import { cn } from '@/lib/cn';
import { buildCsvBlob, csvFileName, downloadBlob, type CsvColumn } from '@/lib/csv';
import { getErrorMessage } from '@/lib/errors';
import { formatNumber } from '@/lib/format';
import { toast } from '@/lib/toast';
import { Button } from './button';
import { ProgressBar } from './progress-bar';
import { Skeleton } from './skeleton';
import { tableFeatures as features, type TableColumn, type TableFeatures as Features } from './table-columns';

/** The parent pages and sorts (with `.range()` and `.order()`), and tells the table the total. */
export interface ServerTableState {
  rowCount: number;
  pagination: PaginationState;
  onPaginationChange: OnChangeFn<PaginationState>;
  sorting?: SortingState;
  onSortingChange?: OnChangeFn<SortingState>;
}

export interface TableExport<T extends RowData> {
  /** The file's name before the date: 'earnings' → earnings-2026-03-04.csv. */
  fileName: string;
  /**
   * Server mode: every matching row, page by page (an async generator calling the same query with
   * growing ranges). Client mode exports the rows it holds, sorted as shown.
   */
  fetchAll?: () => AsyncIterable<readonly T[]>;
  /** Every cell quoted (when a spec asks for it). */
  quoteAll?: boolean;
  label?: string;
}

export interface TableProps<T extends RowData> {
  data: readonly T[];
  columns: readonly TableColumn<T>[];
  /** Names the table for screen readers; shown above it when `showCaption`. */
  caption: string;
  showCaption?: boolean;
  getRowId?: (row: T, index: number) => string;
  /** First load: skeleton rows. A refetch with rows keeps them on screen (aria-busy only). */
  loading?: boolean;
  /** What the table says when it has no rows (no data, or nothing matches the filters). */
  empty?: ReactNode;
  initialSorting?: SortingState;
  /** Client mode: rows per page; all rows on one page when omitted. */
  pageSize?: number;
  pageSizeOptions?: readonly number[];
  /** Server mode: the parent fetches the page; the table shows it and asks for others. */
  server?: ServerTableState;
  /** Offer the column menu (columns with `enableHiding: false` always stay). */
  columnMenu?: boolean;
  initialColumnVisibility?: ColumnVisibilityState;
  exportCsv?: TableExport<T>;
  /** Filters and the like, shown left of the column menu and the export button. */
  toolbar?: ReactNode;
  /** Makes rows focusable and activatable (click, Enter); arrow keys move between rows. */
  onRowClick?: (row: T) => void;
  /** How a clickable row is announced, e.g. the record's name. */
  rowLabel?: (row: T) => string;
  /** Extra classes for a row, e.g. a selected row's background. */
  rowClassName?: (row: T) => string | undefined;
  /** Tailwind max-height of the scroll area the header sticks in; 'none' lets the page scroll. */
  maxHeight?: string;
  className?: string;
}

const ALIGN = { start: 'text-left', end: 'text-right', center: 'text-center' } as const;

// A cell on paper: shown whatever the screen's width hides (`hidden lg:table-cell`), wrapping rather
// than running off the page, with paper-sized padding.
const PRINT_CELL = 'print:table-cell print:px-1 print:py-1 print:whitespace-normal print:break-words';

function columnLabel<T extends RowData>(column: Column<Features, T>): string {
  const header = column.columnDef.header;
  return column.columnDef.meta?.label ?? (typeof header === 'string' ? header : column.id);
}

function SortIcon({ direction }: { direction: false | 'asc' | 'desc' }) {
  return (
    <span
      aria-hidden="true"
      className={cn('text-xs print:hidden', direction ? 'text-brand-800' : 'text-muted/60')}
    >
      {direction === 'asc' ? '▲' : direction === 'desc' ? '▼' : '↕'}
    </span>
  );
}

export function Table<T extends RowData>({
  data,
  columns,
  caption,
  showCaption = false,
  getRowId,
  loading = false,
  empty = 'No rows.',
  initialSorting = [],
  pageSize,
  pageSizeOptions = [10, 25, 50, 100],
  server,
  columnMenu = false,
  initialColumnVisibility = {},
  exportCsv,
  toolbar,
  onRowClick,
  rowLabel,
  rowClassName,
  maxHeight = 'max-h-[75vh]',
  className,
}: TableProps<T>) {
  const [sorting, setSorting] = useState<SortingState>(initialSorting);
  const [pagination, setPagination] = useState<PaginationState>({
    pageIndex: 0,
    pageSize: pageSize ?? Number.MAX_SAFE_INTEGER,
  });
  const [columnVisibility, setColumnVisibility] = useState<ColumnVisibilityState>(initialColumnVisibility);
  const paginated = server !== undefined || pageSize !== undefined;

  // TanStack caches each row's accessor values for as long as `data` is the same array, so a column
  // whose value reads something loaded after the rows (a room's name from the rooms query, a
  // person's from the team) kept showing its first answer ("Unknown room") forever. New columns
  // mean new values: the rows are rebuilt whenever the columns are.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the copy exists for the columns' sake
  const rowData = useMemo(() => [...data], [data, columns]);
  // Client mode: a new order starts on the first page; rows that change (a refetch, a filter) keep the
  // page the reader is on unless it no longer exists. TanStack's own reset cannot tell rebuilt
  // columns from new rows, so the table does it.
  const lastPage = Math.max(0, Math.ceil(data.length / pagination.pageSize) - 1);
  if (!server && pagination.pageIndex > lastPage) setPagination({ ...pagination, pageIndex: lastPage });
  const onClientSortingChange: OnChangeFn<SortingState> = (updater) => {
    setSorting(updater);
    setPagination((p) => (p.pageIndex === 0 ? p : { ...p, pageIndex: 0 }));
  };

  // On paper a list is a record: every column (those the column menu hides and those the screen
  // hides at its width, below) and, held in memory, every row.
  const printing = usePrintMedia();
  const table = useTable<Features, T>({
    features,
    data: rowData,
    columns: columns as TableColumn<T>[],
    getRowId,
    state: {
      sorting: server?.sorting ?? sorting,
      pagination:
        server?.pagination ?? (printing ? { pageIndex: 0, pageSize: Number.MAX_SAFE_INTEGER } : pagination),
      columnVisibility: printing ? {} : columnVisibility,
    },
    onSortingChange: server ? server.onSortingChange : onClientSortingChange,
    onPaginationChange: server ? server.onPaginationChange : setPagination,
    onColumnVisibilityChange: setColumnVisibility,
    // Server mode: the rows given are the page, already sorted. Client mode without a page size:
    // every row on one page.
    manualSorting: server !== undefined,
    manualPagination: server !== undefined || pageSize === undefined,
    rowCount: server?.rowCount,
    enableSorting: server ? server.onSortingChange !== undefined : true,
    autoResetPageIndex: false,
  });

  const rows = table.getRowModel().rows;
  const visibleColumns = table.getVisibleLeafColumns();
  const hasToolbar = Boolean(toolbar) || columnMenu || exportCsv !== undefined;

  const onRowKeyDown = (event: KeyboardEvent<HTMLTableRowElement>, row: Row<Features, T>) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onRowClick?.(row.original);
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const sibling =
      event.key === 'ArrowDown'
        ? event.currentTarget.nextElementSibling
        : event.currentTarget.previousElementSibling;
    if (sibling instanceof HTMLElement && sibling.tabIndex >= 0) sibling.focus();
  };

  return (
    <div className={cn('flex min-w-0 flex-col gap-3', className)}>
      {hasToolbar ? (
        <div className="flex flex-wrap items-end justify-between gap-3 print:hidden">
          <div className="flex min-w-0 flex-wrap items-end gap-3">{toolbar}</div>
          <div className="flex flex-wrap items-center gap-2">
            {columnMenu ? <ColumnMenu table={table} /> : null}
            {exportCsv ? (
              <ExportButton table={table} options={exportCsv} server={server !== undefined} />
            ) : null}
          </div>
        </div>
      ) : null}
      {/* relative: a visually hidden (absolute) label in a cell must scroll with the table, not
          escape it and widen the page on a phone. */}
      <div
        className={cn(
          'relative overflow-auto rounded-2xl border border-line bg-white shadow-xs',
          maxHeight !== 'none' && maxHeight,
          'print:max-h-none print:overflow-visible print:rounded-none print:border-0 print:shadow-none',
        )}
      >
        <table
          className="w-full border-collapse text-sm print:text-[8pt] print:leading-snug"
          aria-busy={loading || undefined}
        >
          <caption className={showCaption ? 'px-4 pt-3 text-left font-semibold text-brand-950' : 'sr-only'}>
            {caption}
          </caption>
          {/* On paper the header repeats at the top of every page (a table-header-group does, a
              sticky one does not). */}
          <thead className="sticky top-0 z-10 bg-brand-50/95 backdrop-blur print:static print:table-header-group print:bg-transparent print:backdrop-blur-none">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const meta = header.column.columnDef.meta;
                  const sortable = header.column.getCanSort();
                  const direction = header.column.getIsSorted();
                  const content = header.isPlaceholder ? null : <table.FlexRender header={header} />;
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      aria-sort={
                        sortable
                          ? direction === 'asc'
                            ? 'ascending'
                            : direction === 'desc'
                              ? 'descending'
                              : 'none'
                          : undefined
                      }
                      className={cn(
                        'border-b border-line px-4 py-2.5 font-semibold whitespace-nowrap text-brand-950',
                        ALIGN[meta?.align ?? 'start'],
                        meta?.className,
                        PRINT_CELL,
                        'print:border-ink',
                      )}
                    >
                      {sortable ? (
                        <button
                          type="button"
                          onClick={header.column.getToggleSortingHandler()}
                          className={cn(
                            '-mx-1 inline-flex items-center gap-1.5 rounded px-1 hover:text-brand-800 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none',
                            meta?.align === 'end' && 'flex-row-reverse',
                          )}
                        >
                          {content}
                          <SortIcon direction={direction} />
                        </button>
                      ) : (
                        content
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {loading && rows.length === 0 ? (
              Array.from({ length: 5 }, (_, i) => (
                <tr key={i} aria-hidden="true" className="border-b border-line last:border-b-0">
                  {visibleColumns.map((column) => (
                    <td key={column.id} className="px-4 py-3">
                      <Skeleton className="h-4 w-full max-w-40" />
                    </td>
                  ))}
                </tr>
              ))
            ) : rows.length === 0 ? (
              <tr>
                <td colSpan={visibleColumns.length} className="px-4 py-10 text-center text-muted">
                  {empty}
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr
                  key={row.id}
                  tabIndex={onRowClick ? 0 : undefined}
                  aria-label={onRowClick && rowLabel ? rowLabel(row.original) : undefined}
                  onClick={onRowClick ? () => onRowClick(row.original) : undefined}
                  onKeyDown={onRowClick ? (event) => onRowKeyDown(event, row) : undefined}
                  className={cn(
                    'border-b border-line align-top last:border-b-0 print:break-inside-avoid',
                    onRowClick &&
                      'cursor-pointer hover:bg-brand-50/60 focus-visible:bg-brand-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600',
                    rowClassName?.(row.original),
                  )}
                >
                  {row.getVisibleCells().map((cell) => {
                    const meta = cell.column.columnDef.meta;
                    return (
                      <td
                        key={cell.id}
                        className={cn(
                          'px-4 py-3 text-ink',
                          ALIGN[meta?.align ?? 'start'],
                          meta?.className,
                          PRINT_CELL,
                        )}
                      >
                        <table.FlexRender cell={cell} />
                      </td>
                    );
                  })}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {paginated && !printing ? (
        <Pagination
          table={table}
          pagination={server?.pagination ?? pagination}
          pageSizeOptions={pageSizeOptions}
        />
      ) : null}
    </div>
  );
}

function Pagination<T extends RowData>({
  table,
  pagination,
  pageSizeOptions,
}: {
  table: TanStackTable<Features, T>;
  /** Passed in (not read from the table) so this re-renders when it changes. */
  pagination: PaginationState;
  pageSizeOptions: readonly number[];
}) {
  const id = useId();
  const { pageIndex, pageSize } = pagination;
  const total = table.getRowCount();
  const pageCount = Math.max(1, table.getPageCount());
  const first = total === 0 ? 0 : pageIndex * pageSize + 1;
  const last = Math.min(total, (pageIndex + 1) * pageSize);
  return (
    <nav aria-label="Pages" className="flex flex-wrap items-center justify-between gap-3 text-sm text-muted">
      <p aria-live="polite">
        {total === 0
          ? 'No rows'
          : `Showing ${formatNumber(first)}–${formatNumber(last)} of ${formatNumber(total)}`}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={id}>Rows per page</label>
        <select
          id={id}
          value={pageSize}
          onChange={(e) => table.setPageSize(Number(e.target.value))}
          className="h-9 rounded-lg border border-line bg-white px-2 text-ink"
        >
          {[...new Set([...pageSizeOptions, pageSize])]
            .sort((a, b) => a - b)
            .map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
        </select>
        <span className="px-1">
          Page {formatNumber(pageIndex + 1)} of {formatNumber(pageCount)}
        </span>
        <Button
          variant="secondary"
          className="h-9 px-3"
          onClick={() => table.previousPage()}
          disabled={!table.getCanPreviousPage()}
        >
          Previous
        </Button>
        <Button
          variant="secondary"
          className="h-9 px-3"
          onClick={() => table.nextPage()}
          disabled={!table.getCanNextPage()}
        >
          Next
        </Button>
      </div>
    </nav>
  );
}

function ColumnMenu<T extends RowData>({ table }: { table: TanStackTable<Features, T> }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const container = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  useDismiss(open, () => setOpen(false), container, trigger);
  const hideable = table.getAllLeafColumns().filter((c) => c.getCanHide());
  return (
    <div ref={container} className="relative">
      <Button
        ref={trigger}
        variant="secondary"
        className="h-9 px-3"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
        Columns
      </Button>
      {open ? (
        <fieldset
          id={id}
          className="absolute right-0 z-20 mt-1 flex w-56 flex-col gap-1 rounded-xl border border-line bg-white p-2 shadow-lg"
        >
          <legend className="sr-only">Shown columns</legend>
          {hideable.map((column) => (
            <label
              key={column.id}
              className="flex min-h-9 cursor-pointer items-center gap-2 rounded-md px-2 text-sm hover:bg-brand-50"
            >
              <input
                type="checkbox"
                className="size-4 accent-brand-700"
                checked={column.getIsVisible()}
                onChange={column.getToggleVisibilityHandler()}
              />
              {columnLabel(column)}
            </label>
          ))}
        </fieldset>
      ) : null}
    </div>
  );
}

/** The CSV columns: what is shown, in order, without columns marked noExport. */
function csvColumns<T extends RowData>(table: TanStackTable<Features, T>): CsvColumn<T>[] {
  return table
    .getVisibleLeafColumns()
    .filter((c) => !c.columnDef.meta?.noExport)
    .map((column) => {
      const meta = column.columnDef.meta;
      const accessor = column.accessorFn;
      return {
        header: columnLabel(column),
        value: (row: T) => (meta?.csv ? meta.csv(row) : accessor ? accessor(row, 0) : ''),
      };
    });
}

function ExportButton<T extends RowData>({
  table,
  options,
  server,
}: {
  table: TanStackTable<Features, T>;
  options: TableExport<T>;
  server: boolean;
}) {
  const [progress, setProgress] = useState<{ done: number; total?: number } | null>(null);
  const busy = progress !== null;

  const run = async () => {
    setProgress({ done: 0 });
    try {
      const source = server
        ? options.fetchAll?.()
        : // Sorted as on screen, every page.
          table.getPrePaginatedRowModel().rows.map((r) => r.original);
      if (!source) throw new Error('This list cannot be exported.');
      const blob = await buildCsvBlob(csvColumns(table), source, {
        quoteAll: options.quoteAll,
        total: server ? table.getRowCount() : undefined,
        onProgress: setProgress,
      });
      downloadBlob(blob, csvFileName(options.fileName));
    } catch (error) {
      toast.error('Export failed', { description: getErrorMessage(error) });
    } finally {
      setProgress(null);
    }
  };

  const percent =
    progress?.total !== undefined && progress.total > 0
      ? Math.round((progress.done / progress.total) * 100)
      : undefined;
  return (
    <div className="flex items-center gap-2">
      {busy ? <ProgressBar value={percent ?? 0} label="Export progress" className="w-24" /> : null}
      <Button variant="secondary" className="h-9 px-3" busy={busy} onClick={() => void run()}>
        {busy ? `Exporting${percent === undefined ? '…' : ` ${percent}%`}` : (options.label ?? 'Export CSV')}
      </Button>
    </div>
  );
}
