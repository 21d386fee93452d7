// Export of a log's filtered rows with every column (not only the ones on screen), headers in the
// grower's units, so the file re-imports as duplicates. Pages are fetched one after another and
// written in time slices (src/lib/csv.ts), with progress.
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ProgressBar } from '@/components/ui/progress-bar';
import { buildCsvBlob, csvFileName, downloadBlob } from '@/lib/csv';
import { toast } from '@/lib/toast';
import { exportColumns } from '../../records/csv';
import { recordErrorMessage } from '../../records/errors';
import type { RecordKind, RecordRow } from '../../records/kinds/types';
import type { RecordUnits } from '../../records/units';

export function ExportRecordsButton({
  kind,
  units,
  total,
  rows,
}: {
  kind: RecordKind;
  units: RecordUnits;
  /** Rows matching the filters (for the progress), when known. */
  total: number | null;
  rows: () => AsyncIterable<readonly RecordRow[]>;
}) {
  const [percent, setPercent] = useState<number | null>(null);

  async function run() {
    setPercent(0);
    try {
      const blob = await buildCsvBlob(exportColumns(kind, units), rows(), {
        total: total ?? undefined,
        onProgress: ({ done, total: all }) => setPercent(all ? Math.round((done / all) * 100) : 0),
      });
      downloadBlob(blob, csvFileName(`${kind.kind}-records`));
    } catch (e) {
      toast.error('The export failed', { description: recordErrorMessage(e) });
    } finally {
      setPercent(null);
    }
  }

  const busy = percent !== null;
  return (
    <div className="flex items-center gap-2">
      {busy ? <ProgressBar value={percent} label="Export progress" className="w-24" /> : null}
      <Button variant="secondary" className="h-10" busy={busy} onClick={() => void run()}>
        {busy ? `Exporting… ${percent}%` : 'Export CSV'}
      </Button>
    </div>
  );
}
