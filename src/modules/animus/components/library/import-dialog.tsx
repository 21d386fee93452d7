import { formatNumber } from '@/lib/format';
import { useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ProgressBar } from '@/components/ui/progress-bar';
import { Table } from '@/components/ui/table';
import { tableColumns } from '@/components/ui/table-columns';
import { downloadBlob } from '@/lib/csv';
import { getErrorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useImportCultivars } from '../../api/import-cultivars';
import { dbImportErrors, IMPORT_TEMPLATE, MAX_IMPORT_ROWS, type PreviewRow } from '../../library-csv';
import { useCsvImport } from './use-csv-import';

const col = tableColumns<PreviewRow>();
const columns = [
  col.accessor('line', { header: 'Line', meta: { align: 'end' } }),
  col.accessor('name', { header: 'Name', cell: (c) => c.getValue() || '—' }),
  col.accessor('breeder', { header: 'Breeder', cell: (c) => c.getValue() || '—' }),
  col.accessor('chemotype', {
    header: 'Chemotype',
    cell: ({ row }) =>
      row.original.chemotype
        ? `${row.original.chemotype} (${row.original.chemotypeFrom === 'lab' ? 'lab' : 'declared'})`
        : '—',
  }),
  col.accessor('parents', { header: 'Parents', cell: (c) => c.getValue() || '—' }),
  col.accessor('errors', {
    header: 'Problems',
    enableSorting: false,
    cell: (c) =>
      c.getValue().length ? (
        <ul className="list-disc pl-4 text-danger-700">
          {c.getValue().map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      ) : (
        <span className="text-emerald-700">Ready</span>
      ),
    meta: { csv: (r: PreviewRow) => r.errors.join('; ') },
  }),
];

/**
 * CSV import: choose a file, see every row checked (problems first), import all or nothing. A
 * refusal by the database comes back per row and is shown the same way; nothing is kept.
 */
export function ImportDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const inputId = useId();
  const { state, read, reset } = useCsvImport();
  const importRows = useImportCultivars();
  const [dbErrors, setDbErrors] = useState<Map<number, string[]>>(new Map());

  const rows =
    state.phase === 'checked'
      ? state.rows
          .map((r) => (dbErrors.has(r.line) ? { ...r, errors: [...r.errors, ...dbErrors.get(r.line)!] } : r))
          .sort((a, b) => Number(b.errors.length > 0) - Number(a.errors.length > 0) || a.line - b.line)
      : [];
  const bad = rows.filter((r) => r.errors.length > 0).length;

  const close = (next: boolean) => {
    if (!next) {
      reset();
      setDbErrors(new Map());
    }
    onOpenChange(next);
  };

  const submit = () => {
    if (state.phase !== 'checked' || bad > 0) return;
    const ready = state.rows.flatMap((r) => (r.row ? [r.row] : []));
    const lines = state.rows.filter((r) => r.row).map((r) => r.line);
    importRows.mutate(ready, {
      onSuccess: (res) => {
        toast.success('Import complete', { description: `${res.imported} cultivars added to your library.` });
        close(false);
      },
      onError: (error) => {
        const perRow = dbImportErrors((error as { details?: unknown }).details, lines);
        if (perRow.length) {
          const map = new Map<number, string[]>();
          for (const e of perRow) map.set(e.line, [...(map.get(e.line) ?? []), e.message]);
          setDbErrors(map);
        }
        toast.error('Nothing was imported', {
          description: perRow.length
            ? `${perRow.length} rows were refused: see the Problems column.`
            : getErrorMessage(error),
        });
      },
    });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !importRows.isPending && close(next)}
      title="Import cultivars from CSV"
      description={`Up to ${formatNumber(MAX_IMPORT_ROWS, 0)} rows. Every row is checked first; the import adds all of them or none.`}
      size="xl"
      footer={
        <>
          <Button variant="secondary" onClick={() => close(false)} disabled={importRows.isPending}>
            Cancel
          </Button>
          <Button
            onClick={submit}
            busy={importRows.isPending}
            disabled={state.phase !== 'checked' || bad > 0}
          >
            {state.phase === 'checked' ? `Import ${state.rows.length} cultivars` : 'Import'}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <div className="flex flex-wrap items-end gap-3">
          <div className="flex flex-col gap-1.5">
            <label htmlFor={inputId} className="text-sm font-medium text-ink">
              CSV file
            </label>
            <input
              id={inputId}
              type="file"
              accept=".csv,text/csv"
              onChange={(e) => {
                const file = e.target.files?.[0];
                setDbErrors(new Map());
                if (file) void read(file);
              }}
              className="text-sm file:mr-3 file:rounded-lg file:border file:border-line file:bg-white file:px-3 file:py-2 file:text-sm file:font-semibold"
            />
          </div>
          <Button
            variant="ghost"
            onClick={() =>
              downloadBlob(
                new Blob([IMPORT_TEMPLATE], { type: 'text/csv;charset=utf-8' }),
                'cultivar-import-template.csv',
              )
            }
          >
            Download the template
          </Button>
        </div>
        <p className="text-sm text-muted">
          Columns: name (required), synonyms (separated by ;), breeder, origin, type (clone, seed lot, tissue
          culture), sex, acquisition_date (YYYY-MM-DD), chemotype (I–V, when there is no lab result), notes,
          lab_name, tested_on, thc, thca, cbd, cbda, cbg, cbga (%), terpenes (“limonene 0.8; myrcene 0.5”),
          mother, father (names in your library, the shared library or this file), lineage_evidence,
          lineage_source.
        </p>
        {state.phase === 'reading' ? (
          <ProgressBar value={state.done} label={`Checking rows: ${state.done} %`} />
        ) : null}
        {state.phase === 'refused' ? <Alert>{state.message}</Alert> : null}
        {state.phase === 'checked' ? (
          <>
            {bad > 0 ? (
              <Alert>
                {bad} of {state.rows.length} rows have problems. Fix them in your file and choose it again:
                nothing is imported until every row is ready.
              </Alert>
            ) : (
              <Alert tone="success">
                All {state.rows.length} rows of {state.fileName} are ready to import.
              </Alert>
            )}
            {state.unknownColumns.length ? (
              <p className="text-sm text-muted">Ignored columns: {state.unknownColumns.join(', ')}.</p>
            ) : null}
            <Table
              caption="Rows to import"
              data={rows}
              columns={columns}
              getRowId={(r) => String(r.line)}
              pageSize={50}
              maxHeight="max-h-[50vh]"
            />
          </>
        ) : null}
      </div>
    </Dialog>
  );
}
