// The Substrate lens's daily table: per irrigation day VWC and EC, shots, first and last shot, P1
// ramp, the overnight dryback in the definition of the room's target (out-of-band in red) and in
// the other definition, and Arca's runoff; with the definitions written out and a CSV of the rows.
import { useMemo } from 'react';
import { Table } from '@/components/ui/table';
import { tableColumns } from '@/components/ui/table-columns';
import { formatDate, formatNumber, formatTime } from '@/lib/format';
import type { SubstrateDay } from '../api/get-substrate';
import { DRYBACK_BASIS_LABELS, DRYBACK_UNIT, type DrybackBasis, type DrybackTarget } from './substrate.ts';

const num = (v: number | null, decimals: number) => (v === null ? '' : formatNumber(v, decimals));
const time = (v: string | null) => (v === null ? '' : formatTime(v));
const dayLabel = (d: string) => formatDate(`${d}T12:00:00`, { withoutYear: true });

function drybackOf(day: SubstrateDay, basis: DrybackBasis): number | null {
  return basis === 'points' ? day.dryback_points : day.dryback_relative;
}

function rampLabel(minutes: number | null): string {
  if (minutes === null) return '';
  const h = Math.floor(minutes / 60);
  const m = Math.round(minutes - h * 60);
  return h > 0 ? `${h} h ${String(m).padStart(2, '0')} min` : `${m} min`;
}

export function SubstrateDays({
  days,
  target,
  roomName,
}: {
  days: SubstrateDay[];
  target: DrybackTarget | null;
  roomName: string;
}) {
  const basis: DrybackBasis = target?.basis ?? 'points';
  const other: DrybackBasis = basis === 'points' ? 'relative' : 'points';

  const columns = useMemo(() => {
    const col = tableColumns<SubstrateDay>();
    const outside = (v: number | null) => v !== null && target !== null && (v < target.min || v > target.max);
    return [
      col.accessor('day', {
        header: 'Day',
        meta: { className: 'whitespace-nowrap' },
        cell: ({ getValue }) => dayLabel(getValue()),
      }),
      col.accessor('vwc_mean', {
        header: 'VWC mean (%)',
        meta: { align: 'end' as const, csv: (d: SubstrateDay) => num(d.vwc_mean, 1) },
        cell: ({ row: { original: d } }) => (
          <span className="whitespace-nowrap">
            {num(d.vwc_mean, 1)}
            {d.vwc_min !== null ? (
              <span className="text-muted">
                {' '}
                ({num(d.vwc_min, 1)}–{num(d.vwc_max, 1)})
              </span>
            ) : null}
          </span>
        ),
      }),
      col.accessor('ec_mean', {
        header: 'EC mean (mS/cm)',
        meta: { align: 'end' as const, csv: (d: SubstrateDay) => num(d.ec_mean, 2) },
        cell: ({ getValue }) => num(getValue(), 2),
      }),
      col.accessor('shots', {
        header: 'Shots',
        meta: { align: 'end' as const },
        cell: ({ getValue }) => (
          <span className={getValue() === 0 ? 'font-semibold text-danger-700' : undefined}>{getValue()}</span>
        ),
      }),
      col.accessor('first_shot', {
        header: 'First shot',
        meta: { align: 'end' as const, csv: (d: SubstrateDay) => time(d.first_shot) },
        cell: ({ getValue }) => time(getValue()),
      }),
      col.accessor('last_shot', {
        header: 'Last shot',
        meta: { align: 'end' as const, csv: (d: SubstrateDay) => time(d.last_shot) },
        cell: ({ getValue }) => time(getValue()),
      }),
      col.accessor('p1_minutes', {
        header: 'P1 ramp',
        meta: {
          align: 'end' as const,
          label: 'P1 ramp (min)',
          csv: (d: SubstrateDay) => num(d.p1_minutes, 0),
        },
        cell: ({ getValue }) => rampLabel(getValue()),
      }),
      col.accessor((d) => drybackOf(d, basis), {
        id: 'dryback',
        header: `Overnight dryback (${DRYBACK_UNIT[basis]})`,
        meta: { align: 'end' as const, csv: (d: SubstrateDay) => num(drybackOf(d, basis), 1) },
        cell: ({ getValue }) => (
          <span className={outside(getValue()) ? 'font-semibold text-danger-700' : undefined}>
            {num(getValue(), 1)}
          </span>
        ),
      }),
      col.accessor((d) => drybackOf(d, other), {
        id: 'dryback_other',
        header: `Overnight dryback (${DRYBACK_UNIT[other]})`,
        meta: { align: 'end' as const, csv: (d: SubstrateDay) => num(drybackOf(d, other), 1) },
        cell: ({ getValue }) => <span className="text-muted">{num(getValue(), 1)}</span>,
      }),
      col.accessor('runoff_ec', {
        header: 'Runoff EC (mS/cm)',
        meta: { align: 'end' as const, csv: (d: SubstrateDay) => num(d.runoff_ec, 2) },
        cell: ({ getValue }) => num(getValue(), 2),
      }),
      col.accessor('runoff_pct', {
        header: 'Runoff (%)',
        meta: { align: 'end' as const, csv: (d: SubstrateDay) => num(d.runoff_pct, 1) },
        cell: ({ getValue }) => num(getValue(), 1),
      }),
    ];
  }, [basis, other, target]);

  return (
    <section aria-labelledby="substrate-days" className="flex flex-col gap-3">
      <div>
        <h2 id="substrate-days" className="text-lg font-semibold text-brand-950">
          Irrigation days
        </h2>
        <dl className="mt-1 grid gap-1 text-sm text-muted">
          <div>
            <dt className="inline font-medium text-ink">Overnight dryback: </dt>
            <dd className="inline">
              from the last shot of the day before to the day’s first shot, in {DRYBACK_BASIS_LABELS[basis]}
              {target
                ? `; target ${formatNumber(target.min, 1)}–${formatNumber(target.max, 1)} ${DRYBACK_UNIT[basis]} (Arca's Cultivation Targets)`
                : '; no dryback target is set for this room’s stage'}
              . The other column is the same dryback in {DRYBACK_BASIS_LABELS[other]}.
            </dd>
          </div>
          <div>
            <dt className="inline font-medium text-ink">Shot: </dt>
            <dd className="inline">
              a rise of 1 point of VWC or more within 5 minutes (rises less than 15 minutes apart are one
              shot).
            </dd>
          </div>
          <div>
            <dt className="inline font-medium text-ink">P1 ramp: </dt>
            <dd className="inline">
              from lights on (or the first shot) to within 0.5 points of the day’s peak VWC. A day runs from
              lights on to lights on.
            </dd>
          </div>
        </dl>
      </div>
      <Table
        data={days}
        columns={columns}
        caption={`Irrigation days in ${roomName}`}
        getRowId={(d) => d.day}
        initialSorting={[{ id: 'day', desc: true }]}
        pageSize={10}
        empty="No readings on these days."
        exportCsv={{ fileName: `substrate-days-${roomName.toLowerCase().replace(/[^a-z0-9]+/g, '-')}` }}
      />
    </section>
  );
}
