import { Badge, type BadgeTone } from '@/components/ui/badge';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { Table } from '@/components/ui/table';
import { tableColumns } from '@/components/ui/table-columns';
import { formatNumber } from '@/lib/format';
import { useSegregation, type SegregationRow } from '../../api/crosses';
import {
  chiSquarePValue,
  ratioLabel,
  readSegregation,
  SEGREGATING_TYPES,
  type Verdict,
} from '../../inheritance';

const TONES: Record<Verdict, BadgeTone> = {
  consistent: 'success',
  deviates: 'warning',
  impossible: 'danger',
  'no-plants': 'neutral',
  unchecked: 'neutral',
};
const VERDICT_LABELS: Record<Verdict, string> = {
  consistent: 'Consistent',
  deviates: 'Deviates',
  impossible: 'Impossible plants',
  'no-plants': 'No data yet',
  unchecked: 'Father unknown',
};

interface Row extends SegregationRow {
  reading: ReturnType<typeof readSegregation>;
}
const col = tableColumns<Row>();

function Bars({ row }: { row: Row }) {
  const observed = [row.observed_i, row.observed_ii, row.observed_iii];
  const expected = row.reading.expectedCounts;
  const max = Math.max(1, ...observed, ...(expected ?? []));
  return (
    <div className="flex items-end gap-3" aria-hidden="true">
      {SEGREGATING_TYPES.map((t, i) => (
        <div key={t} className="flex flex-col items-center gap-1">
          <div className="flex h-12 items-end gap-0.5">
            <span
              className="w-3 rounded-t bg-brand-600"
              style={{ height: `${(observed[i]! / max) * 100}%` }}
            />
            <span
              className="w-3 rounded-t border border-dashed border-brand-700 bg-brand-100"
              style={{ height: `${((expected?.[i] ?? 0) / max) * 100}%` }}
            />
          </div>
          <span className="text-[11px] text-muted">{t}</span>
        </div>
      ))}
    </div>
  );
}

/**
 * Observed against expected offspring chemotypes per cross (B_T/B_D, codominant), with a
 * chi-square reading and the plants no parentage can explain.
 */
export function SegregationSection({ projectId }: { projectId: string }) {
  const seg = useSegregation(projectId);
  if (seg.isPending) return <Skeleton className="h-24 w-full" />;
  if (seg.isError)
    return (
      <LoadError error={seg.error} onRetry={() => void seg.refetch()}>
        Could not load the chemotype check.
      </LoadError>
    );
  const rows: Row[] = seg.data.map((r) => ({
    ...r,
    reading: readSegregation({
      ...r,
      expected_i: r.expected_i === null ? null : Number(r.expected_i),
      expected_ii: r.expected_ii === null ? null : Number(r.expected_ii),
      expected_iii: r.expected_iii === null ? null : Number(r.expected_iii),
    }),
  }));
  const tested = rows.filter((r) => r.reading.test);
  const total = tested.reduce((s, r) => s + r.reading.test!.statistic, 0);
  const df = tested.reduce((s, r) => s + r.reading.test!.df, 0);

  const columns = [
    col.accessor('code', {
      header: 'Cross',
      cell: (c) => <span className="font-semibold">{c.getValue()}</span>,
    }),
    col.accessor(
      (r) =>
        `${r.mother_chemotype ?? '?'} × ${r.father_chemotype ?? (r.cross_type === 'open' || r.cross_type === 'polycross' ? 'unknown' : '?')}`,
      {
        id: 'parents',
        header: 'Parents',
      },
    ),
    col.accessor(
      (r) =>
        r.expected_i === null
          ? '—'
          : ratioLabel([Number(r.expected_i), Number(r.expected_ii), Number(r.expected_iii)]),
      { id: 'expected', header: 'Expected' },
    ),
    col.accessor((r) => `${r.observed_i} : ${r.observed_ii} : ${r.observed_iii}`, {
      id: 'observed',
      header: 'Observed I : II : III',
      cell: ({ row }) => (
        <div className="flex items-center gap-3">
          <span className="tabular-nums">
            {row.original.observed_i} : {row.original.observed_ii} : {row.original.observed_iii}
            {row.original.observed_other ? ` (+${row.original.observed_other} IV/V)` : ''}
          </span>
          <Bars row={row.original} />
        </div>
      ),
    }),
    col.accessor(
      (r) =>
        r.reading.expectedCounts ? r.reading.expectedCounts.map((v) => formatNumber(v, 1)).join(' : ') : '—',
      {
        id: 'expected-counts',
        header: 'Expected counts',
      },
    ),
    col.accessor((r) => r.reading.verdict, {
      id: 'reading',
      header: 'Reading',
      cell: ({ row }) => (
        <div className="flex max-w-md flex-col gap-1">
          <Badge tone={TONES[row.original.reading.verdict]} className="w-fit">
            {VERDICT_LABELS[row.original.reading.verdict]}
          </Badge>
          <span className="text-xs text-muted">{row.original.reading.text}</span>
        </div>
      ),
      meta: { csv: (r: Row) => r.reading.text },
    }),
  ];

  return (
    <section aria-labelledby="segregation-heading" className="flex flex-col gap-3">
      <div>
        <h3 id="segregation-heading" className="text-base font-semibold text-brand-950">
          Chemotype segregation
        </h3>
        <p className="text-sm text-muted">
          Chemotype alleles are codominant: I × III gives only II, III × III never gives I, II × II splits
          about 1 : 2 : 1. Dark bars are the plants counted, dashed bars what the parents predict.
        </p>
      </div>
      <Table
        caption="Chemotype segregation per cross"
        data={rows}
        columns={columns}
        getRowId={(r) => r.cross_id}
        maxHeight="none"
      />
      {tested.length > 1 ? (
        <p className="text-sm">
          All tested crosses together: χ² = {formatNumber(total, 2)}, df = {df}, p ={' '}
          {formatNumber(chiSquarePValue(total, df), 3)}.
        </p>
      ) : null}
    </section>
  );
}
