// Time in band per day and day vs night for the room over the chosen period (public.prometheus_daily,
// against the Cultivation Targets of the stage the room is in now), with the DLI per day.
import { useMemo } from 'react';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { Table } from '@/components/ui/table';
import { tableColumns } from '@/components/ui/table-columns';
import { formatDate, formatNumber } from '@/lib/format';
import { useDaily } from '../api/get-daily';
import { dayLines, dayNight, type DailyMetric, type DayLine } from '../daily.ts';

const LABELS: Record<DailyMetric, { title: string; unit: string; decimals: number }> = {
  air_temp: { title: 'Temperature', unit: '°C', decimals: 1 },
  rh: { title: 'RH', unit: '%', decimals: 1 },
  vpd: { title: 'VPD', unit: 'kPa', decimals: 2 },
  co2: { title: 'CO₂', unit: 'ppm', decimals: 0 },
};

const pct = (v: number | null) => (v === null ? 'no target' : `${formatNumber(v, 1)} %`);

export function DailyFigures({
  roomId,
  from,
  to,
  stage,
}: {
  roomId: string;
  from: string;
  to: string;
  stage: string | null;
}) {
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const daily = useDaily({ roomId, from, to, timeZone });
  const lines = useMemo(() => dayLines(daily.data ?? []), [daily.data]);
  const periods = useMemo(() => dayNight(daily.data ?? []), [daily.data]);

  const columns = useMemo(() => {
    const col = tableColumns<DayLine>();
    return [
      col.accessor('day', {
        header: 'Day',
        meta: { className: 'whitespace-nowrap' },
        cell: ({ getValue }) => formatDate(`${getValue()}T12:00:00`, { withoutYear: true }),
      }),
      ...(['air_temp', 'rh', 'vpd', 'co2'] as const).map((m) =>
        col.accessor((l) => l.inBand[m], {
          id: m,
          header: `${LABELS[m].title} in band`,
          meta: { align: 'end' as const, csv: (l: DayLine) => l.inBand[m] },
          cell: ({ getValue }) => pct(getValue()),
        }),
      ),
      col.accessor('dli', {
        header: 'DLI (mol/m²/d)',
        meta: { align: 'end' as const },
        cell: ({ row: { original: l } }) => (
          <span
            className={
              l.dli !== null && l.dliBand && (l.dli < l.dliBand[0] || l.dli > l.dliBand[1])
                ? 'font-semibold text-danger-700'
                : undefined
            }
          >
            {formatNumber(l.dli, 1)}
          </span>
        ),
      }),
    ];
  }, []);

  if (daily.isError)
    return (
      <LoadError error={daily.error} onRetry={() => void daily.refetch()}>
        The daily figures could not be loaded.
      </LoadError>
    );
  if (daily.isPending) return <Skeleton className="h-48 rounded-2xl" />;
  if (lines.length === 0) return null;

  return (
    <section aria-labelledby="prometheus-daily" className="flex flex-col gap-4">
      <div>
        <h2 id="prometheus-daily" className="text-lg font-semibold text-brand-950">
          Time in band
        </h2>
        <p className="text-sm text-muted">
          {stage ? `Against the targets for ${stage}` : 'The room has no stage, so no targets apply'}; day is
          lights on (PPFD ≥ 10 µmol/m²/s).
        </p>
      </div>
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {(['air_temp', 'rh', 'vpd', 'co2'] as const).map((m) => (
          <div key={m} className="rounded-2xl border border-line bg-white p-4">
            <dt className="text-sm font-semibold text-ink">{LABELS[m].title}</dt>
            {(['day', 'night'] as const).map((p) => {
              const s = periods[m][p];
              return (
                <dd key={p} className="mt-1 flex justify-between gap-2 text-sm">
                  <span className="text-muted">{p === 'day' ? 'Day' : 'Night'}</span>
                  <span className="text-right text-ink">
                    {s.mean === null ? '—' : `${formatNumber(s.mean, LABELS[m].decimals)} ${LABELS[m].unit}`}
                    {s.inBand !== null ? (
                      <span className="text-muted"> · {formatNumber(s.inBand, 1)} % in band</span>
                    ) : null}
                  </span>
                </dd>
              );
            })}
          </div>
        ))}
      </dl>
      <Table
        data={lines}
        columns={columns}
        caption="Share of time in band per day, and the daily light integral"
        getRowId={(l) => l.day}
        initialSorting={[{ id: 'day', desc: true }]}
        pageSize={10}
        exportCsv={{ fileName: 'climate-days' }}
      />
    </section>
  );
}
