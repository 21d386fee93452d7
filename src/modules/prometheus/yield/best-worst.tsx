// "What preceded the best and worst harvests": the best and the worst cycle by g/m², side by side
// on what came before the harvest — stage lengths, climate in band, VPD, substrate EC, overnight
// dryback, runoff EC — and what came after it (quality).
import { Card } from '@/components/ui/card';
import { EMPTY, formatDate, formatNumber } from '@/lib/format';
import { bestAndWorst, type Cycle } from './figures.ts';

const num = (v: number | null, decimals: number, unit = '') =>
  v === null ? EMPTY : `${formatNumber(v, decimals)}${unit}`;

const ROWS: ReadonlyArray<{ label: string; value: (c: Cycle) => string }> = [
  { label: 'Strain', value: (c) => c.strain },
  { label: 'Room', value: (c) => c.roomName ?? EMPTY },
  { label: 'Harvested', value: (c) => formatDate(c.harvestedAt) },
  { label: 'g/m²', value: (c) => num(c.gPerM2, 0) },
  { label: 'g/W', value: (c) => num(c.gPerW, 2) },
  { label: 'g/mol', value: (c) => num(c.gPerMol, 2) },
  { label: 'Veg', value: (c) => num(c.vegDays, 0, ' days') },
  { label: 'Flower', value: (c) => num(c.flowerDays, 0, ' days') },
  { label: 'Drying', value: (c) => num(c.dryingDays, 0, ' days') },
  {
    label: 'Climate in band',
    value: (c) =>
      c.inBandPct === null
        ? 'No readings'
        : `${formatNumber(c.inBandPct, 0)} % (readings for ${formatNumber(c.climateCoveragePct, 0)} % of flower)`,
  },
  { label: 'Mean VPD', value: (c) => num(c.meanVpd, 2, ' kPa') },
  { label: 'Substrate EC', value: (c) => num(c.meanEc, 2, ' mS/cm') },
  { label: 'Overnight dryback', value: (c) => num(c.meanDryback, 1, ' % VWC') },
  { label: 'Runoff EC', value: (c) => num(c.runoffEc, 2, ' mS/cm') },
  {
    label: 'Quality passed',
    value: (c) => (c.qualityPassPct === null ? 'Not checked' : `${formatNumber(c.qualityPassPct, 0)} %`),
  },
];

export function BestAndWorst({ cycles }: { cycles: readonly Cycle[] }) {
  const pair = bestAndWorst(cycles, 'gPerM2');
  return (
    <Card aria-labelledby="prometheus-best-worst" className="flex min-w-0 flex-col gap-3">
      <div>
        <h2 id="prometheus-best-worst" className="text-base font-semibold text-brand-950">
          What preceded the best and worst harvests
        </h2>
        <p className="text-sm text-muted">
          The cycles with the highest and lowest g/m² in this period. Climate, EC and dryback are over the
          flower stage in its room; dryback is the fall in VWC across each night, averaged.
        </p>
      </div>
      {pair === null ? (
        <p className="text-sm text-muted">
          It takes two harvests with their room&apos;s canopy area to compare.
        </p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">Best and worst harvest side by side</caption>
            <thead>
              <tr className="border-b border-line text-left">
                <th scope="col" className="py-2 pr-3 font-semibold text-muted">
                  Figure
                </th>
                <th scope="col" className="py-2 pr-3 font-semibold text-brand-800">
                  Best: {pair.best.label}
                </th>
                <th scope="col" className="py-2 font-semibold text-danger-700">
                  Worst: {pair.worst.label}
                </th>
              </tr>
            </thead>
            <tbody>
              {ROWS.map((r) => (
                <tr key={r.label} className="border-b border-line last:border-0">
                  <th scope="row" className="py-2 pr-3 text-left font-medium text-ink">
                    {r.label}
                  </th>
                  <td className="py-2 pr-3 text-ink">{r.value(pair.best)}</td>
                  <td className="py-2 text-ink">{r.value(pair.worst)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
