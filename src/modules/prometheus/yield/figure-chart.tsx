// One figure of several cycles or groups as a bar chart (recharts), for looking; the tables beside
// it hold the same numbers for reading and the CSV.
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Card } from '@/components/ui/card';
import { formatNumber } from '@/lib/format';

export function FigureChart({
  title,
  unit,
  bars,
  decimals,
  missing,
  color = '#2f7d4f',
}: {
  title: string;
  unit: string;
  bars: ReadonlyArray<{ label: string; value: number | null }>;
  decimals: number;
  /** What to say when no bar has the figure. */
  missing: string;
  color?: string;
}) {
  const data = bars.filter((b) => b.value !== null);
  return (
    <Card aria-label={title} className="flex min-w-0 flex-col gap-3">
      <h2 className="text-base font-semibold text-brand-950">{title}</h2>
      {data.length === 0 ? (
        <p className="text-sm text-muted">{missing}</p>
      ) : (
        <div className="h-56">
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
              <CartesianGrid stroke="#e5ebe7" vertical={false} />
              {/* Slanted so several strain names fit side by side on a phone. */}
              <XAxis
                dataKey="label"
                tick={{ fontSize: 11 }}
                interval={0}
                angle={-30}
                textAnchor="end"
                height={56}
              />
              <YAxis tick={{ fontSize: 11 }} width="auto" />
              <Tooltip formatter={(v) => [`${formatNumber(Number(v), decimals)} ${unit}`, title]} />
              <Bar dataKey="value" fill={color} isAnimationActive={false} radius={[4, 4, 0, 0]} />
            </BarChart>
          </ResponsiveContainer>
        </div>
      )}
    </Card>
  );
}
