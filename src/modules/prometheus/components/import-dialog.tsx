// Import a controller's CSV export into one room: papaparse reads the file, every column is mapped
// to a metric and a unit (read from the header or guessed from the values, and changeable here),
// every row is checked in slices that yield to the page, a preview lists the rows that will not be
// imported and why, and the good readings go to the database in batches under a progress bar.
import { useQueryClient } from '@tanstack/react-query';
import Papa from 'papaparse';
import { useState } from 'react';
import { CsvDateFields } from '@/components/csv-date-fields';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { SelectField } from '@/components/ui/fields';
import { ProgressBar } from '@/components/ui/progress-bar';
import { yieldToMain } from '@/lib/csv';
import { deviceTimeZone, guessDateOrder, type CsvDateSettings, type DateOrder } from '@/lib/csv-dates';
import { getErrorMessage } from '@/lib/errors';
import { formatDateTime, formatNumber } from '@/lib/format';
import { toast } from '@/lib/toast';
import { importReadings } from '../api/import-readings';
import { prometheusKeys } from '../api/keys';
import {
  checkRow,
  planImport,
  UNIT_LABELS,
  unitsFor,
  type CheckedRow,
  type ColumnMapping,
  type ImportPlan,
  type SourceUnit,
} from '../csv-import.ts';
import { METRIC_INFO, METRICS, type Metric, type ReadingInput } from '../metrics.ts';

const MAX_ROWS = 200_000;
const SLICE = 2000;

type Phase =
  | { step: 'pick'; error?: string }
  | { step: 'checking'; done: number; total: number }
  // A change of mapping or dates checks the rows again with the review kept on screen (and the
  // control just used keeping focus); `again` is that check's progress.
  | { step: 'review'; fileName: string; rows: CheckedRow[]; again?: { done: number; total: number } }
  | { step: 'importing'; done: number; total: number };

/** Readings this far past now are not a clock drifting: the file's zone is likely wrong. */
const FUTURE_SLACK_MS = 10 * 60_000;

async function checkAll(
  records: Record<string, string>[],
  plan: ImportPlan,
  dates: CsvDateSettings,
  onProgress: (done: number) => void,
): Promise<CheckedRow[]> {
  const out: CheckedRow[] = [];
  for (let i = 0; i < records.length; i += SLICE) {
    records.slice(i, i + SLICE).forEach((r, j) => out.push(checkRow(r, plan, i + j + 2, dates)));
    onProgress(out.length);
    await yieldToMain();
  }
  return out;
}

export function ImportDialog({
  open,
  onOpenChange,
  facilityId,
  room,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  facilityId: string;
  room: { id: string; room_name: string };
}) {
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<Phase>({ step: 'pick' });
  const [records, setRecords] = useState<Record<string, string>[]>([]);
  const [plan, setPlan] = useState<ImportPlan | null>(null);
  const [dates, setDates] = useState<CsvDateSettings>(() => ({ order: 'ymd', timeZone: deviceTimeZone() }));
  const [orders, setOrders] = useState<DateOrder[]>(['ymd']);

  const close = (next: boolean) => {
    if (phase.step === 'importing') return;
    onOpenChange(next);
    if (!next) {
      setPhase({ step: 'pick' });
      setRecords([]);
      setPlan(null);
    }
  };

  async function recheck(
    recs: Record<string, string>[],
    nextPlan: ImportPlan,
    fileName: string,
    nextDates: CsvDateSettings = dates,
  ) {
    setPlan(nextPlan);
    setDates(nextDates);
    const total = recs.length;
    const progress = (done: number) =>
      setPhase((p) =>
        p.step === 'review' ? { ...p, again: { done, total } } : { step: 'checking', done, total },
      );
    progress(0);
    const rows = await checkAll(recs, nextPlan, nextDates, progress);
    setPhase({ step: 'review', fileName, rows });
  }

  async function read(file: File) {
    const parsed = Papa.parse<Record<string, string>>(await file.text(), {
      header: true,
      skipEmptyLines: 'greedy',
      transformHeader: (h) => h.trim(),
    });
    const headers = parsed.meta.fields ?? [];
    if (parsed.data.length === 0)
      return setPhase({ step: 'pick', error: 'The file has no rows under its header.' });
    if (parsed.data.length > MAX_ROWS)
      return setPhase({
        step: 'pick',
        error: `The file has ${formatNumber(parsed.data.length, 0)} rows; import at most ${formatNumber(MAX_ROWS, 0)} at a time.`,
      });
    const nextPlan = planImport(headers, parsed.data.slice(0, 200));
    if (!nextPlan.timeColumn)
      return setPhase({
        step: 'pick',
        error: 'No time column found: name one “Timestamp”, “Date” or “Time”.',
      });
    if (!nextPlan.columns.some((c) => c.metric))
      return setPhase({
        step: 'pick',
        error: 'No column names a metric Prometheus stores (temperature, RH, CO₂, PPFD, VWC, EC).',
      });
    setRecords(parsed.data);
    const guess = guessDateOrder(parsed.data.slice(0, 2000).map((r) => r[nextPlan.timeColumn!]));
    setOrders(guess.possible);
    await recheck(parsed.data, nextPlan, file.name, { ...dates, order: guess.order });
  }

  function changeColumn(header: string, change: Partial<ColumnMapping>) {
    if (!plan || phase.step !== 'review') return;
    const columns = plan.columns.map((c) => {
      if (c.header !== header) return c;
      const next = { ...c, ...change, guessed: false };
      if (change.metric !== undefined) next.unit = change.metric ? unitsFor(change.metric)[0]! : 'canonical';
      return next;
    });
    void recheck(records, { ...plan, columns }, phase.fileName);
  }

  async function runImport(rows: CheckedRow[]) {
    const readings: ReadingInput[] = rows
      .filter((r) => r.errors.length === 0 && r.at)
      .flatMap((r) =>
        r.values.map((v) => ({
          facility_id: facilityId,
          room_id: room.id,
          metric: v.metric,
          at: r.at!,
          value: v.value,
          source: 'csv' as const,
        })),
      );
    setPhase({ step: 'importing', done: 0, total: readings.length });
    try {
      const result = await importReadings(readings, (done) =>
        setPhase({ step: 'importing', done, total: readings.length }),
      );
      await queryClient.invalidateQueries({ queryKey: prometheusKeys.room(room.id) });
      toast.success(
        `Imported ${formatNumber(result.added, 0)} readings into ${room.room_name}` +
          (result.skipped ? ` (${formatNumber(result.skipped, 0)} were already there).` : '.'),
      );
      setPhase({ step: 'pick' });
      onOpenChange(false);
    } catch (error) {
      toast.error('The import stopped.', { description: getErrorMessage(error) });
      setPhase({ step: 'review', fileName: 'the file', rows });
    }
  }

  const bad = phase.step === 'review' ? phase.rows.filter((r) => r.errors.length > 0) : [];
  const good = phase.step === 'review' ? phase.rows.length - bad.length : 0;
  const readingCount =
    phase.step === 'review'
      ? phase.rows.reduce((n, r) => n + (r.errors.length === 0 ? r.values.length : 0), 0)
      : 0;
  const span = phase.step === 'review' ? timeSpan(phase.rows) : null;

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      size="lg"
      title={`Import readings into ${room.room_name}`}
      description="A CSV export from AROYA, TrolMaster, Growlink or any controller: one time column and a column per sensor."
      footer={
        phase.step === 'review' ? (
          <>
            <Button variant="secondary" onClick={() => close(false)}>
              Cancel
            </Button>
            <Button
              disabled={readingCount === 0 || phase.again !== undefined}
              onClick={() => void runImport(phase.rows)}
            >
              Import {formatNumber(readingCount, 0)} readings
            </Button>
          </>
        ) : null
      }
    >
      {phase.step === 'pick' ? (
        <div className="flex flex-col gap-3">
          <label className="flex flex-col gap-1.5 text-sm font-medium text-ink">
            CSV file
            <input
              type="file"
              accept=".csv,text/csv"
              className="text-sm"
              onChange={(e) => {
                const file = e.target.files?.[0];
                if (file) void read(file);
              }}
            />
          </label>
          {phase.error ? (
            <p role="alert" className="text-sm text-danger-700">
              {phase.error}
            </p>
          ) : null}
          <p className="text-xs text-muted">
            Temperatures in °F and EC in µS/cm are converted. Once the file is read, you say which zone its
            times are in (this device’s to start with) and, if its dates could be read two ways, their format.
          </p>
        </div>
      ) : null}

      {phase.step === 'checking' || phase.step === 'importing' ? (
        <div className="flex flex-col gap-2 py-2">
          <p id="prometheus-import-progress" className="text-sm text-ink">
            {phase.step === 'checking' ? 'Checking rows' : 'Importing readings'}:{' '}
            {formatNumber(phase.done, 0)} of {formatNumber(phase.total, 0)}
          </p>
          <ProgressBar
            value={phase.total ? (phase.done / phase.total) * 100 : 0}
            labelledBy="prometheus-import-progress"
          />
        </div>
      ) : null}

      {phase.step === 'review' && plan ? (
        <div className="flex flex-col gap-4">
          {phase.again ? (
            <ProgressBar
              value={phase.again.total ? (phase.again.done / phase.again.total) * 100 : 0}
              label={`Checking the rows again: ${formatNumber(phase.again.done, 0)} of ${formatNumber(phase.again.total, 0)}`}
            />
          ) : null}
          <p className="text-sm text-ink" aria-live="polite">
            {formatNumber(good, 0)} rows ready ({formatNumber(readingCount, 0)} readings)
            {bad.length ? `, ${formatNumber(bad.length, 0)} with errors will be skipped` : ''}.
            {span?.first && span.last
              ? ` From ${formatDateTime(span.first)} to ${formatDateTime(span.last)}, your time.`
              : ''}
          </p>
          {span && span.future > 0 ? (
            <Alert tone="warning">
              {formatNumber(span.future, 0)} {span.future === 1 ? 'row is' : 'rows are'} later than now: are
              the file’s times in another zone? Choose it below.
            </Alert>
          ) : null}
          <CsvDateFields
            value={dates}
            orders={orders}
            onChange={(next) => void recheck(records, plan, phase.fileName, next)}
          />
          {bad.length ? (
            <section
              aria-label="Rows with errors"
              className="max-h-56 overflow-y-auto rounded-lg border border-danger-200 bg-danger-50 p-3"
            >
              <ul className="flex flex-col gap-1 text-sm text-danger-700">
                {bad.slice(0, 100).map((r) => (
                  <li key={r.line}>
                    Line {r.line}: {r.errors.join(' ')}
                  </li>
                ))}
              </ul>
              {bad.length > 100 ? (
                <p className="mt-2 text-xs text-danger-700">…and {formatNumber(bad.length - 100, 0)} more.</p>
              ) : null}
            </section>
          ) : null}
          <fieldset className="flex flex-col gap-2">
            <legend className="text-sm font-semibold text-ink">Columns</legend>
            <p className="text-xs text-muted">Time: {plan.timeColumn}</p>
            <ul className="flex flex-col gap-2">
              {plan.columns.map((c) => (
                <li
                  key={c.header}
                  className="grid grid-cols-1 gap-2 rounded-lg border border-line p-2 sm:grid-cols-3 sm:items-end"
                >
                  <span className="text-sm font-medium break-words text-ink">{c.header}</span>
                  <SelectField
                    label="Metric"
                    value={c.metric ?? ''}
                    onChange={(e) =>
                      changeColumn(c.header, { metric: (e.target.value || null) as Metric | null })
                    }
                  >
                    <option value="">Not imported</option>
                    {METRICS.map((m) => (
                      <option key={m} value={m}>
                        {METRIC_INFO[m].label}
                      </option>
                    ))}
                  </SelectField>
                  {c.metric ? (
                    <SelectField
                      label="Unit"
                      hint={c.guessed ? 'Guessed from the values' : undefined}
                      value={c.unit}
                      onChange={(e) => changeColumn(c.header, { unit: e.target.value as SourceUnit })}
                    >
                      {unitsFor(c.metric).map((u) => (
                        <option key={u} value={u}>
                          {u === 'canonical' ? METRIC_INFO[c.metric!].unit : UNIT_LABELS[u]}
                        </option>
                      ))}
                    </SelectField>
                  ) : null}
                </li>
              ))}
            </ul>
          </fieldset>
        </div>
      ) : null}
    </Dialog>
  );
}

/**
 * The first and last instants of the rows that will be imported, and how many rows lie in the
 * future — counted whether or not they are refused for it (a reading cannot be ahead of now), since
 * either way the likely cause is the file's zone, which the warning offers to change.
 */
function timeSpan(rows: readonly CheckedRow[]): {
  first: string | null;
  last: string | null;
  future: number;
} {
  let first: string | null = null;
  let last: string | null = null;
  let future = 0;
  const limit = new Date(Date.now() + FUTURE_SLACK_MS).toISOString();
  for (const r of rows) {
    if (!r.at) continue;
    if (r.at > limit) future += 1;
    if (r.errors.length > 0) continue;
    if (first === null || r.at < first) first = r.at;
    if (last === null || r.at > last) last = r.at;
  }
  return { first, last, future };
}
