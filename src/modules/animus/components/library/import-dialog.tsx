import { formatNumber } from '@/lib/format';
import { useId, useState } from 'react';
import { CsvDateFields } from '@/components/csv-date-fields';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { SelectField } from '@/components/ui/fields';
import { ProgressBar } from '@/components/ui/progress-bar';
import { Table } from '@/components/ui/table';
import { tableColumns } from '@/components/ui/table-columns';
import { downloadBlob } from '@/lib/csv';
import { getErrorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useUser } from '@/hooks/use-session';
import { nameKey } from '@/lib/name-match';
import { useImportCultivars } from '../../api/import-cultivars';
import {
  candidateLabel,
  dbImportErrors,
  IMPORT_TEMPLATE,
  MAX_IMPORT_ROWS,
  resolveParents,
  type PreviewRow,
} from '../../library-csv';
import { useCsvImport } from './use-csv-import';

/** A preview row with the parent choices it still waits for. */
type Row = PreviewRow & { pending: string[] };
const col = tableColumns<Row>();
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
    cell: ({ row: { original: r } }) =>
      r.errors.length || r.pending.length ? (
        <ul className="list-disc pl-4">
          {r.errors.map((e) => (
            <li key={e} className="text-danger-700">
              {e}
            </li>
          ))}
          {r.pending.map((e) => (
            <li key={e} className="text-amber-800">
              {e} (above)
            </li>
          ))}
        </ul>
      ) : (
        <span className="text-emerald-700">Ready</span>
      ),
    meta: { csv: (r: Row) => [...r.errors, ...r.pending].join('; ') },
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
  const user = useUser();
  const { state, read, changeOrder, reset } = useCsvImport(user.id);
  const importRows = useImportCultivars();
  const [dbErrors, setDbErrors] = useState<Map<number, string[]>>(new Map());
  // The cultivar picked for each parent name several share (by its lower-case name).
  const [picked, setPicked] = useState<Record<string, string>>({});

  const resolved = state.phase === 'checked' ? resolveParents(state.rows, state.library, picked) : null;
  const rows: Row[] = (resolved?.rows ?? [])
    .map((r) => ({
      ...r,
      errors: dbErrors.has(r.line) ? [...r.errors, ...dbErrors.get(r.line)!] : r.errors,
      pending: resolved?.pending.get(r.line) ?? [],
    }))
    .sort(
      (a, b) =>
        Number(b.errors.length + b.pending.length > 0) - Number(a.errors.length + a.pending.length > 0) ||
        a.line - b.line,
    );
  const bad = rows.filter((r) => r.errors.length > 0).length;
  const waiting = rows.filter((r) => r.pending.length > 0).length;

  const close = (next: boolean) => {
    if (!next) {
      reset();
      setDbErrors(new Map());
      setPicked({});
    }
    onOpenChange(next);
  };

  const submit = () => {
    if (!resolved?.payload || bad > 0) return;
    const ready = resolved.payload;
    const lines = resolved.rows.map((r) => r.line);
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
          <Button onClick={submit} busy={importRows.isPending} disabled={!resolved?.payload || bad > 0}>
            {state.phase === 'checked'
              ? `Import ${state.rows.length} ${state.rows.length === 1 ? 'cultivar' : 'cultivars'}`
              : 'Import'}
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
                setPicked({});
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
          culture), sex, acquisition_date (2024-03-02, or 03/02/2024 and the like: you choose how the file
          writes dates), chemotype (I–V, when there is no lab result), notes, lab_name, tested_on, thc, thca,
          cbd, cbda, cbg, cbga (%), terpenes (“limonene 0.8; myrcene 0.5”), mother, father (names in your
          library, the shared library or this file, or a cultivar’s id; where several share a name you pick
          which), lineage_evidence, lineage_source.
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
            ) : waiting > 0 ? (
              <Alert tone="warning">
                {waiting} of {state.rows.length} rows name a parent that several cultivars share: choose which
                is meant below.
              </Alert>
            ) : (
              <Alert tone="success">
                All {state.rows.length} rows of {state.fileName} are ready to import.
              </Alert>
            )}
            {state.orders.length > 1 || state.orders[0] !== 'ymd' ? (
              <CsvDateFields
                withZone={false}
                value={{ order: state.order, timeZone: 'UTC' }}
                orders={state.orders}
                onChange={(next) => changeOrder(next.order)}
              />
            ) : null}
            {resolved && resolved.choices.length > 0 ? (
              <fieldset className="flex flex-col gap-3">
                <legend className="text-sm font-semibold text-ink">Parents to choose</legend>
                <div className="grid gap-3 sm:grid-cols-2">
                  {resolved.choices.map((choice) => (
                    <SelectField
                      key={nameKey(choice.name)}
                      label={`Which “${choice.name}”?`}
                      hint={`${choice.options.length} cultivars have this name. Or name the parent by its id in the file.`}
                      value={picked[nameKey(choice.name)] ?? ''}
                      onChange={(e) => setPicked((p) => ({ ...p, [nameKey(choice.name)]: e.target.value }))}
                    >
                      <option value="">Choose…</option>
                      {choice.options.map((o) => (
                        <option key={o.key} value={o.key}>
                          {candidateLabel(o)}
                        </option>
                      ))}
                    </SelectField>
                  ))}
                </div>
              </fieldset>
            ) : null}
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
