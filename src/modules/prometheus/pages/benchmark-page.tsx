// /prometheus4, Benchmarking: a facility's rooms, or its harvested cycles, side by side on the same
// figures (g/m², g/W, g/mol, % of the flower stage's climate in band, mean VPD, substrate EC,
// dryback, days per stage, quality), ranked on the figure the grower picks; the shared Table sorts
// on any other column and exports what it shows.
import { useState } from 'react';
import { SelectField } from '@/components/ui/fields';
import { PageHeader } from '@/components/ui/page-header';
import { Table } from '@/components/ui/table';
import { tableColumns } from '@/components/ui/table-columns';
import { EMPTY, formatDate } from '@/lib/format';
import { BenchmarkChart } from '../benchmark/benchmark-chart';
import { CycleScope } from '../yield/cycle-scope';
import { figureColumns } from '../yield/columns';
import {
  groupCycles,
  rankBy,
  RANK_FIGURES,
  type Cycle,
  type RankFigure,
  type Ranked,
  type YieldFigures,
} from '../yield/figures.ts';

type Side = 'room' | 'cycle';

export function BenchmarkPage() {
  const [side, setSide] = useState<Side>('room');
  const [figure, setFigure] = useState<RankFigure>('gPerM2');
  return (
    <div className="flex flex-col gap-5">
      <PageHeader
        title="Benchmarking"
        description="Rooms and cycles side by side on the same figures, ranked: yield per m², watt and mol of light, climate in band, VPD and days per stage."
      />
      <CycleScope
        controls={
          <>
            <SelectField
              label="Side by side"
              className="w-full sm:w-40"
              value={side}
              onChange={(e) => setSide(e.target.value as Side)}
            >
              <option value="room">Rooms</option>
              <option value="cycle">Cycles</option>
            </SelectField>
            <SelectField
              label="Rank by"
              className="w-full sm:w-48"
              value={figure}
              onChange={(e) => setFigure(e.target.value as RankFigure)}
            >
              {RANK_FIGURES.map((f) => (
                <option key={f.value} value={f.value}>
                  {f.label}
                </option>
              ))}
            </SelectField>
          </>
        }
      >
        {(cycles) => <Benchmark cycles={cycles} side={side} figure={figure} />}
      </CycleScope>
    </div>
  );
}

type Row = Ranked<YieldFigures>;
const col = tableColumns<Row>();

function Benchmark({ cycles, side, figure }: { cycles: Cycle[]; side: Side; figure: RankFigure }) {
  const rows = rankBy(groupCycles(cycles, side), figure);
  const info = RANK_FIGURES.find((f) => f.value === figure)!;
  const cycleOfRow = (r: Row) => r.row as Cycle;
  const columns = [
    col.accessor((r) => r.rank ?? Number.POSITIVE_INFINITY, {
      id: 'rank',
      header: 'Rank',
      meta: { align: 'end' as const, csv: (r: Row) => r.rank ?? '' },
      cell: ({ row }) => (row.original.rank === null ? EMPTY : `#${row.original.rank}`),
    }),
    col.accessor((r) => r.row.label, {
      id: 'name',
      header: side === 'room' ? 'Room' : 'Cycle',
      enableHiding: false,
    }),
    ...(side === 'cycle'
      ? [
          col.accessor((r) => cycleOfRow(r).strain, { id: 'strain', header: 'Strain' }),
          col.accessor((r) => cycleOfRow(r).roomName ?? EMPTY, {
            id: 'room',
            header: 'Room',
            meta: { className: 'hidden sm:table-cell' },
          }),
          col.accessor((r) => cycleOfRow(r).harvestedAt, {
            id: 'harvested',
            header: 'Harvested',
            sortFn: 'text',
            meta: {
              className: 'hidden whitespace-nowrap sm:table-cell',
              csv: (r: Row) => formatDate(cycleOfRow(r).harvestedAt),
            },
            cell: ({ getValue }) => formatDate(getValue()),
          }),
        ]
      : []),
    ...figureColumns<Row>((r) => r.row),
  ];
  return (
    <>
      <BenchmarkChart rows={rows} figure={info} />
      <Table
        key={side}
        data={rows}
        columns={columns}
        caption={`${side === 'room' ? 'Rooms' : 'Cycles'} ranked by ${info.label}`}
        getRowId={(r) => r.row.key}
        initialSorting={[{ id: 'rank', desc: false }]}
        exportCsv={{ fileName: `prometheus-benchmark-${side}s` }}
        columnMenu
      />
      <p className="text-sm text-muted">
        A room&apos;s figures combine its cycles harvested in the period: g/m², g/W and g/mol are total grams
        over total area, watts and light; climate figures are over the flower stages, weighted by hours of
        readings. Days per stage are means. Rank ties share a place; rooms or cycles without the figure are
        not ranked.
      </p>
    </>
  );
}
