// /prometheus3, Yield and quality: a facility's harvests (Arca lots with a dry weight) by strain,
// room or cycle in grams per m² of canopy, per watt of lighting and per mol of light on the canopy
// (from the room's logged PPFD over the flower stage), their quality pass rates, and what preceded
// the best and the worst harvest. Figures come from public.prometheus_cycles (read as the user).
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { SelectField } from '@/components/ui/fields';
import { PageHeader } from '@/components/ui/page-header';
import { Table } from '@/components/ui/table';
import { tableColumns } from '@/components/ui/table-columns';
import { formatNumber } from '@/lib/format';
import { accountPaths } from '@/modules/account/paths';
import { BestAndWorst } from '../yield/best-worst';
import { CycleScope } from '../yield/cycle-scope';
import { figureColumns } from '../yield/columns';
import { FigureChart } from '../yield/figure-chart';
import {
  groupCycles,
  GROUPINGS,
  LIGHT_COVERAGE_MIN,
  type Cycle,
  type Grouping,
  type YieldFigures,
} from '../yield/figures.ts';

export function YieldPage() {
  const [by, setBy] = useState<Grouping>('strain');
  return (
    <div className="flex flex-col gap-5">
      <PageHeader
        title="Yield and quality"
        description="Harvests by strain, room and cycle: grams per m², per watt and per mol of light, quality pass rates, and what preceded the best and worst harvests."
      />
      <CycleScope
        controls={
          <SelectField
            label="Compare"
            className="w-full sm:w-44"
            value={by}
            onChange={(e) => setBy(e.target.value as Grouping)}
          >
            {GROUPINGS.map((g) => (
              <option key={g.value} value={g.value}>
                {g.label}
              </option>
            ))}
          </SelectField>
        }
      >
        {(cycles) => <YieldLens cycles={cycles} by={by} />}
      </CycleScope>
    </div>
  );
}

const col = tableColumns<YieldFigures>();

function YieldLens({ cycles, by }: { cycles: Cycle[]; by: Grouping }) {
  const groups = groupCycles(cycles, by);
  const all = cycles.length > 0 ? totals(cycles) : null;
  const bars = (f: 'gPerM2' | 'gPerW' | 'gPerMol' | 'qualityPassPct') =>
    groups.map((g) => ({ label: g.label, value: g[f] }));
  const noArea = cycles.filter((c) => c.gPerM2 === null).length;
  const noWatts = cycles.filter((c) => c.gPerW === null).length;
  const noLight = cycles.filter((c) => !c.lightCovered).length;
  const heading = by === 'strain' ? 'Strain' : by === 'room' ? 'Room' : 'Cycle';

  const columns = [
    col.accessor('label', { header: heading, enableHiding: false }),
    ...figureColumns<YieldFigures>(
      (g) => g,
      ['cycles', 'dryG', 'gPerM2', 'gPerW', 'gPerMol', 'qualityPassPct', 'flowerDays'],
    ),
  ];

  return (
    <>
      {all ? (
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-5">
          {[
            ['Harvests', formatNumber(all.cycles, 0)],
            ['Dry weight', `${formatNumber(all.dryG / 1000, 1)} kg`],
            ['g/m²', formatNumber(all.gPerM2, 0)],
            ['g/W', formatNumber(all.gPerW, 2)],
            ['g/mol', formatNumber(all.gPerMol, 2)],
          ].map(([label, value]) => (
            <div key={label} className="rounded-2xl border border-line bg-white p-4">
              <dt className="text-sm text-muted">{label}</dt>
              <dd className="text-xl font-semibold text-brand-950">{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <div className="grid gap-4 lg:grid-cols-2">
        <FigureChart
          title="Grams per m² of canopy"
          unit="g/m²"
          bars={bars('gPerM2')}
          decimals={0}
          missing="No harvest here has its room's canopy area."
        />
        <FigureChart
          title="Grams per watt of lighting"
          unit="g/W"
          bars={bars('gPerW')}
          decimals={2}
          missing="No harvest here has its room's lighting watts."
        />
        <FigureChart
          title="Grams per mol of light"
          unit="g/mol"
          bars={bars('gPerMol')}
          decimals={2}
          color="#ca8a04"
          missing="No harvest here has PPFD readings over its flower stage."
        />
        <FigureChart
          title="Quality checks passed"
          unit="%"
          bars={bars('qualityPassPct')}
          decimals={0}
          color="#0369a1"
          missing="No quality checks logged for these harvests."
        />
      </div>
      {noArea + noWatts + noLight > 0 ? (
        <ul className="flex list-disc flex-col gap-1 pl-5 text-sm text-muted">
          {noArea > 0 || noWatts > 0 ? (
            <li>
              {Math.max(noArea, noWatts)} of {cycles.length} harvests grew in a room without its canopy area
              or lighting watts, so they are left out of g/m² or g/W.{' '}
              <Link className="font-medium text-brand-700 underline" to={accountPaths.facilities.href()}>
                Add them to your rooms
              </Link>
            </li>
          ) : null}
          {noLight > 0 ? (
            <li>
              {noLight} of {cycles.length} harvests have PPFD readings for less than{' '}
              {formatNumber(LIGHT_COVERAGE_MIN * 100, 0)} % of their flower stage, so they have no g/mol (mol
              = Σ hourly PPFD × 3,600 s ÷ 10⁶ × canopy m²).
            </li>
          ) : null}
        </ul>
      ) : null}
      <Table
        data={groups}
        columns={columns}
        caption={`Yields and quality by ${heading.toLowerCase()}`}
        getRowId={(g) => g.key}
        initialSorting={[{ id: 'gPerM2', desc: true }]}
        exportCsv={{ fileName: `prometheus-yields-by-${by}` }}
        columnMenu
      />
      <BestAndWorst cycles={cycles} />
    </>
  );
}

/** Every shown harvest as one group: the page's headline figures. */
function totals(cycles: readonly Cycle[]): YieldFigures {
  return groupCycles(
    cycles.map((c) => ({ ...c, strain: 'all' })),
    'strain',
  )[0]!;
}
