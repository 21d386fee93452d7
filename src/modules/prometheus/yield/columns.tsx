// The columns of the yield and benchmarking tables: every figure of YieldFigures once, with its
// unit, its decimals and its CSV cell (the number as shown). A missing figure shows "—" and sorts
// below every real one.
import type { RowData } from '@tanstack/react-table';
import { tableColumns, type TableColumn } from '@/components/ui/table-columns';
import { EMPTY, formatNumber } from '@/lib/format';
import type { YieldFigures } from './figures.ts';

type Figure = Exclude<keyof YieldFigures, 'key' | 'label'>;

export const FIGURE_COLUMNS: ReadonlyArray<{
  id: Figure;
  header: string;
  decimals: number;
  /** Hidden on a phone (the column menu brings it back). */
  wide?: boolean;
}> = [
  { id: 'cycles', header: 'Cycles', decimals: 0, wide: true },
  { id: 'dryG', header: 'Dry (kg)', decimals: 1, wide: true },
  { id: 'gPerM2', header: 'g/m²', decimals: 0 },
  { id: 'gPerW', header: 'g/W', decimals: 2 },
  { id: 'gPerMol', header: 'g/mol', decimals: 2 },
  { id: 'inBandPct', header: '% in band', decimals: 0, wide: true },
  { id: 'meanVpd', header: 'VPD (kPa)', decimals: 2, wide: true },
  { id: 'meanEc', header: 'EC (mS/cm)', decimals: 2, wide: true },
  { id: 'meanDryback', header: 'Dryback (% VWC)', decimals: 1, wide: true },
  { id: 'vegDays', header: 'Veg days', decimals: 0, wide: true },
  { id: 'flowerDays', header: 'Flower days', decimals: 0, wide: true },
  { id: 'dryingDays', header: 'Drying days', decimals: 0, wide: true },
  { id: 'qualityPassPct', header: 'Quality passed %', decimals: 0, wide: true },
];

const shown = (id: Figure, v: number | null, decimals: number) =>
  v === null ? EMPTY : formatNumber(id === 'dryG' ? v / 1000 : v, decimals);

/** The figure columns for rows that carry YieldFigures (`of` picks them out of the row). */
export function figureColumns<T extends RowData>(
  of: (row: T) => YieldFigures,
  ids?: readonly Figure[],
): TableColumn<T>[] {
  const col = tableColumns<T>();
  return FIGURE_COLUMNS.filter((f) => !ids || ids.includes(f.id)).map((f) =>
    col.accessor((row) => of(row)[f.id] ?? Number.NEGATIVE_INFINITY, {
      id: f.id,
      header: f.header,
      meta: {
        align: 'end' as const,
        className: f.wide ? 'hidden whitespace-nowrap sm:table-cell' : 'whitespace-nowrap',
        csv: (row: T) => shown(f.id, of(row)[f.id], f.decimals),
      },
      cell: ({ row }) => shown(f.id, of(row.original)[f.id], f.decimals),
    }),
  );
}
