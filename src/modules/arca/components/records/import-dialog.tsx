// CSV import of one log: the file is read on the device and every row checked with the entry rules
// (per-cell errors with their line), then the database checks the good rows without saving (dry
// run: its own rules and duplicates), and only a confirmed import saves — all rows or none.
import { useState } from 'react';
import { CsvDateFields } from '@/components/csv-date-fields';
import { Button } from '@/components/ui/button';
import { CheckboxField, SelectField } from '@/components/ui/fields';
import { Dialog } from '@/components/ui/dialog';
import { deviceTimeZone, guessDateOrder, type CsvDateSettings, type DateOrder } from '@/lib/csv-dates';
import { toast } from '@/lib/toast';
import type { Lot } from '../../api/get-lots';
import type { RecordPlace } from '../../api/get-record-places';
import { useImportEntries, type ImportResult } from '../../api/import-entries';
import { mapHeaders, parseCsv, readImportRows, type ImportMapping, type ImportRow } from '../../records/csv';
import { recordErrorMessage } from '../../records/errors';
import type { RecordKind } from '../../records/kinds/types';
import type { RecordUnits } from '../../records/units';

/** The database refuses files above this many rows (AR007). */
const MAX_ROWS = 5000;
const SHOWN_ROWS_WITH_ERRORS = 50;

interface Preview {
  fileName: string;
  mapping: ImportMapping;
  rows: ImportRow[];
  /** The database's dry run over the rows without errors, by file line. */
  server?: { duplicates: number[]; errors: Array<{ line: number; message: string }> };
  problem?: string;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function ImportDialog({
  kind,
  facility,
  lots,
  roomId,
  units,
  onClose,
}: {
  kind: RecordKind;
  facility: RecordPlace;
  lots: Lot[];
  /** The room filtered on: rows without a Room column go there. */
  roomId?: string;
  units: RecordUnits;
  onClose: () => void;
}) {
  const [preview, setPreview] = useState<Preview | null>(null);
  const [leaveOut, setLeaveOut] = useState(false);
  const [reading, setReading] = useState(false);
  const [defaultRoom, setDefaultRoom] = useState(roomId ?? '');
  const [dates, setDates] = useState<CsvDateSettings>(() => ({ order: 'ymd', timeZone: deviceTimeZone() }));
  const [orders, setOrders] = useState<DateOrder[]>(['ymd']);
  const run = useImportEntries();

  const good = (p: Preview) =>
    p.rows.filter((r) => r.payload && !p.server?.errors.some((e) => e.line === r.line));
  const withErrors = (p: Preview) =>
    p.rows.filter((r) => !r.payload || p.server?.errors.some((e) => e.line === r.line));

  /** Reads the file; `chosen` is the dates setting picked for it, absent when a file is new. */
  async function read(file: File, room = defaultRoom, chosen?: CsvDateSettings) {
    setReading(true);
    setLeaveOut(false);
    try {
      const { headers, rows: records, errors } = parseCsv(await file.text());
      const mapping = mapHeaders(kind, headers, units);
      let fileDates = chosen ?? dates;
      if (!chosen) {
        const at = mapping.columns.findIndex(
          (c) => c.target.kind === 'envelope' && c.target.key === 'occurred_at',
        );
        const guess = guessDateOrder(at < 0 ? [] : records.map((r) => r[at]));
        setOrders(guess.possible);
        fileDates = { ...dates, order: guess.order };
      }
      setDates(fileDates);
      if (errors.length > 0) mapping.problems.push(...errors);
      if (records.length > MAX_ROWS)
        mapping.problems.push(
          `A file can hold up to ${MAX_ROWS.toLocaleString('en-US')} rows; split this one.`,
        );
      const rows = readImportRows(kind, mapping, records, {
        facilityId: facility.id,
        rooms: facility.rooms.map((r) => ({ id: r.id, name: r.room_name })),
        filters: facility.filters.map((f) => ({ id: f.id, name: f.name })),
        lots: lots.map((l) => ({ id: l.id, name: l.name })),
        defaultRoomId: room || null,
        dates: fileDates,
      });
      const next: Preview = { fileName: file.name, mapping, rows };
      setPreview(next);
      const ok = rows.filter((r) => r.payload);
      if (mapping.problems.length > 0 || ok.length === 0) return;
      try {
        const result = await run.mutateAsync({
          kind: kind.kind,
          facilityId: facility.id,
          rows: ok.map((r) => stripFacility(r.payload!)),
          dryRun: true,
        });
        setPreview({ ...next, server: byLine(result, ok) });
      } catch (e) {
        setPreview({ ...next, problem: recordErrorMessage(e) });
      }
    } finally {
      setReading(false);
    }
  }

  async function commit(p: Preview) {
    const rows = good(p);
    try {
      const result = await run.mutateAsync({
        kind: kind.kind,
        facilityId: facility.id,
        rows: rows.map((r) => stripFacility(r.payload!)),
        dryRun: false,
      });
      const saved = plural(result.saved, 'entry imported', 'entries imported');
      toast.success(saved.charAt(0).toUpperCase() + saved.slice(1), {
        description:
          result.duplicates.length > 0
            ? `${plural(result.duplicates.length, 'row was', 'rows were')} already there and left out.`
            : undefined,
      });
      onClose();
    } catch (e) {
      // Nothing was saved; the preview stays so the file can be fixed and read again.
      setPreview({ ...p, problem: recordErrorMessage(e) });
    }
  }

  const [file, setFile] = useState<File | null>(null);
  const bad = preview ? withErrors(preview) : [];
  const ready = preview ? good(preview) : [];
  const duplicates = preview?.server?.duplicates.length ?? 0;
  const toSave = ready.length - duplicates;
  const blocked =
    !preview ||
    !preview.server ||
    preview.mapping.problems.length > 0 ||
    toSave <= 0 ||
    (bad.length > 0 && !leaveOut);

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !run.isPending && onClose()}
      title={`Import ${kind.noun.many}`}
      description={`Into ${facility.name}. Nothing is saved until you confirm, and then every row or none.`}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={run.isPending}>
            Cancel
          </Button>
          <Button
            disabled={blocked}
            busy={run.isPending && !reading}
            onClick={() => preview && void commit(preview)}
          >
            {`Import ${plural(Math.max(toSave, 0), 'entry', 'entries')}`}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4 text-sm">
        <p className="text-muted">
          One row per entry with a Date column (2026-03-01 09:30 or 03/01/2026 9:30 AM) and a column per
          value. Units in the headers are read (
          {kind.fields.find((f) => f.type === 'number')?.label ?? 'Value'} (gal), EC (ppm 500)); other columns
          use your units. An exported file imports as-is.
        </p>
        <label className="flex flex-col gap-1.5">
          <span className="font-medium text-ink">CSV file</span>
          <input
            type="file"
            accept=".csv,text/csv"
            className="block w-full min-w-0 text-sm file:mr-3 file:h-11 file:rounded-lg file:border file:border-line file:bg-white file:px-3 file:font-semibold"
            onChange={(e) => {
              const f = e.target.files?.[0];
              setFile(f ?? null);
              if (f) void read(f);
            }}
          />
        </label>
        {!kind.roomOptionalWith || facility.rooms.length > 0 ? (
          <SelectField
            label="Room for rows without one"
            value={defaultRoom}
            onChange={(e) => {
              setDefaultRoom(e.target.value);
              if (file) void read(file, e.target.value, dates);
            }}
          >
            <option value="">None (the file names the room)</option>
            {facility.rooms.map((r) => (
              <option key={r.id} value={r.id}>
                {r.room_name}
              </option>
            ))}
          </SelectField>
        ) : null}
        {preview ? (
          <CsvDateFields
            value={dates}
            orders={orders}
            onChange={(next) => {
              if (file) void read(file, defaultRoom, next);
            }}
          />
        ) : null}
        {reading && <p role="status">Checking the file…</p>}
        {preview && !reading && (
          <section aria-label="Preview" className="flex flex-col gap-3">
            <p role="status" className="text-ink">
              <strong>{preview.fileName}</strong>: {plural(preview.rows.length, 'row', 'rows')},{' '}
              {plural(ready.length, 'ready', 'ready')}
              {duplicates > 0 ? `, ${plural(duplicates, 'duplicate', 'duplicates')} (left out)` : ''}
              {bad.length > 0 ? `, ${plural(bad.length, 'with errors', 'with errors')}` : ''}.
            </p>
            {preview.mapping.ignored.length > 0 && (
              <p className="text-muted">Columns left out: {preview.mapping.ignored.join(', ')}.</p>
            )}
            {[...preview.mapping.problems, ...(preview.problem ? [preview.problem] : [])].map((p) => (
              <p key={p} role="alert" className="rounded-lg bg-danger-50 px-3 py-2 text-danger-700">
                {p}
              </p>
            ))}
            {bad.length > 0 && (
              <>
                <ul className="flex max-h-64 flex-col gap-2 overflow-y-auto rounded-lg border border-line p-3">
                  {bad.slice(0, SHOWN_ROWS_WITH_ERRORS).map((r) => (
                    <li key={r.line}>
                      <span className="font-semibold text-ink">Line {r.line}</span>
                      <ul className="text-danger-700">
                        {r.issues.map((i) => (
                          <li key={`${i.column}:${i.message}`}>
                            {i.column}: {i.message}
                          </li>
                        ))}
                        {preview.server?.errors
                          .filter((e) => e.line === r.line)
                          .map((e) => (
                            <li key={e.message}>{e.message}</li>
                          ))}
                      </ul>
                    </li>
                  ))}
                  {bad.length > SHOWN_ROWS_WITH_ERRORS && (
                    <li className="text-muted">…and {bad.length - SHOWN_ROWS_WITH_ERRORS} more lines.</li>
                  )}
                </ul>
                <CheckboxField
                  label="Leave out the rows with errors"
                  checked={leaveOut}
                  onChange={(e) => setLeaveOut(e.target.checked)}
                />
              </>
            )}
          </section>
        )}
      </div>
    </Dialog>
  );
}

function stripFacility<T extends { facility_id: string }>(payload: T): Omit<T, 'facility_id'> {
  const { facility_id: _facility, ...rest } = payload;
  return rest;
}

/** The dry run numbers rows as sent (from 1); the preview speaks in file lines. */
function byLine(result: ImportResult, sent: ImportRow[]): NonNullable<Preview['server']> {
  const line = (n: number) => sent[n - 1]?.line ?? n;
  return {
    duplicates: result.duplicates.map(line),
    errors: result.errors.map((e) => ({ line: line(e.row), message: recordErrorMessage(e) })),
  };
}
