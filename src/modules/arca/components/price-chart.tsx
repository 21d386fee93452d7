// Prices over time, one step line per strain and grade, in the unit and currency most prices use
// (recharts loads with the prices page only).
import { useMemo } from 'react';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Card } from '@/components/ui/card';
import { formatDate, formatIsoDate, formatMoney } from '@/lib/format';
import { commonTerms, priceSeries, type Price } from '../records/prices';

const COLORS = ['#2f855a', '#c05621', '#2b6cb0', '#805ad5', '#b7791f', '#319795', '#d53f8c', '#4a5568'];

export function PriceChart({ prices }: { prices: readonly Price[] }) {
  const { unit, currency } = commonTerms(prices);
  const { series, data } = useMemo(() => {
    const series = priceSeries(prices, unit, currency);
    // One row per day any price changes, each series carrying its price in force on to today.
    const days = [...new Set(series.flatMap((s) => s.points.map((p) => p.day)))].sort();
    const today = formatIsoDate(new Date());
    if (days.length > 0 && days[days.length - 1]! < today) days.push(today);
    const data = days.map((day) => {
      const row: Record<string, number | string> = { day, x: new Date(`${day}T12:00:00`).getTime() };
      for (const s of series) {
        const inForce = s.points.filter((p) => p.day <= day).at(-1);
        if (inForce) row[s.key] = inForce.price;
      }
      return row;
    });
    return { series, data };
  }, [prices, unit, currency]);
  const others = prices.filter((p) => p.currency !== currency).length;
  return (
    <Card aria-label="Prices over time" className="flex flex-col gap-3">
      <h2 className="text-base font-semibold text-brand-950">
        Prices over time ({currency} per {unit})
      </h2>
      <div className="h-56">
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
            <CartesianGrid stroke="#e5ebe7" vertical={false} />
            <XAxis
              dataKey="x"
              type="number"
              scale="time"
              domain={['dataMin', 'dataMax']}
              tick={{ fontSize: 11 }}
              tickFormatter={(x: number) => formatDate(x, { withoutYear: true })}
              minTickGap={24}
            />
            <YAxis tick={{ fontSize: 11 }} width="auto" />
            <Tooltip
              labelFormatter={(x) => formatDate(Number(x))}
              formatter={(v, name) => [formatMoney(Number(v), { currency }), String(name)]}
            />
            <Legend wrapperStyle={{ fontSize: 12 }} />
            {series.map((s, i) => (
              <Line
                key={s.key}
                dataKey={s.key}
                name={s.label}
                type="stepAfter"
                stroke={COLORS[i % COLORS.length]}
                strokeWidth={2}
                dot={{ r: 3 }}
                isAnimationActive={false}
                connectNulls
              />
            ))}
          </LineChart>
        </ResponsiveContainer>
      </div>
      {others > 0 ? (
        <p className="text-xs text-muted">
          {others} {others === 1 ? 'price is' : 'prices are'} in another currency and not drawn.
        </p>
      ) : null}
    </Card>
  );
}
