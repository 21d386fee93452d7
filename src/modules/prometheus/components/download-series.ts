// The lenses' "Download CSV": the series as shown (zoomed window, chosen metrics), one row per bucket
// with its mean, min, max and readings, in a file named after the lens and the room.
import { buildCsvBlob, csvFileName, downloadBlob } from '@/lib/csv';
import { seriesCsvRows, type Point } from '../series.ts';

export async function downloadShownSeries(
  lens: string,
  roomName: string,
  shown: { metric: string; unit: string; points: Point[] }[],
): Promise<void> {
  const blob = await buildCsvBlob(
    [
      { header: 'time', value: (r) => r.time },
      { header: 'metric', value: (r) => r.metric },
      { header: 'unit', value: (r) => r.unit },
      { header: 'mean', value: (r) => r.mean },
      { header: 'min', value: (r) => r.min },
      { header: 'max', value: (r) => r.max },
      { header: 'readings', value: (r) => r.readings },
    ],
    seriesCsvRows(shown),
  );
  downloadBlob(blob, csvFileName(`${lens}-${roomName.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`));
}
