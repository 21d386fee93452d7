// The ranked figure as horizontal bars, best at the top, so a phone shows every name in full.
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Card } from '@/components/ui/card';
import { formatNumber } from '@/lib/format';
import type { RankFigure, Ranked, YieldFigures } from '../yield/figures.ts';

export function BenchmarkChart({
  rows,
  figure,
}: {
  rows: ReadonlyArray<Ranked<YieldFigures>>;
  figure: { value: RankFigure; label: string; decimals: number };
}) {
  const data = rows
    .filter((r) => r.rank !== null)
    .map((r) => ({ label: `#${r.rank} ${r.row.label}`, value: r.row[figure.value] }));
  const title = `Ranked by ${figure.label}`;
  return (
    <Card aria-label={title} className="flex min-w-0 flex-col gap-3">
      <h2 className="text-base font-semibold text-brand-950">{title}</h2>
      {data.length === 0 ? (
        <p className="text-sm text-muted">Nothing here has this figure yet.</p>
      ) : (
        <div style={{ height: Math.max(120, 40 * data.length + 40) }}>
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={data} layout="vertical" margin={{ top: 4, right: 16, bottom: 0, left: 0 }}>
              <CartesianGrid stroke="#e5ebe7" horizontal={false} />
              <XAxis type="number" tick={{ fontSize: 11 }} />
              <YAxis type="category" dataKey="label" tick={{ fontSize: 11 }} width={110} />
              <Tooltip formatter={(v) => [formatNumber(Number(v), figure.decimals), figure.label]} />
              <Bar dataKey="value" fill="#2f7d4f" isAnimationActive={false} radius={[0, 4, 4, 0]} />
            </BarChart>
          </ResponsiveContainer>
        </div>
      )}
    </Card>
  );
}
