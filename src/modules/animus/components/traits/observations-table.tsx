import { useMemo } from 'react';
import { Table } from '@/components/ui/table';
import { tableColumns } from '@/components/ui/table-columns';
import type { Observation } from '../../api/observations';
import type { Trait } from '../../api/traits';
import { latestByPlantAndTrait, type CapturePlantLike } from '../../capture';
import { formatValue } from '../../trait-scale';

interface Row {
  plant: CapturePlantLike;
  cells: Map<string, { text: string; older: number | null }>;
}

const col = tableColumns<Row>();

/**
 * What a project recorded: one row per plant, one column per picked trait, each cell the latest
 * value. A value on an earlier version of the trait says which ("4 · Good (v1)"), never converted.
 */
export function ObservationsTable({
  plants,
  traits,
  observations,
}: {
  plants: readonly CapturePlantLike[];
  traits: readonly Trait[];
  observations: readonly Observation[];
}) {
  const rows = useMemo(() => {
    const latest = latestByPlantAndTrait(
      observations,
      new Map(traits.map((t) => [t.id, t.versions.map((v) => v.id)])),
    );
    return plants.map((plant): Row => {
      const cells = new Map<string, { text: string; older: number | null }>();
      for (const t of traits) {
        const o = latest.get(`${plant.id}:${t.id}`);
        if (!o) continue;
        const v = t.versions.find((x) => x.id === o.trait_version_id)!;
        cells.set(t.id, { text: formatValue(v.scale, o), older: v.id === t.current.id ? null : v.version });
      }
      return { plant, cells };
    });
  }, [plants, traits, observations]);

  const columns = [
    col.accessor((r) => r.plant.plant_id, {
      id: 'plant',
      header: 'Plant',
      sortFn: 'alphanumeric',
      cell: (c) => <span className="font-semibold text-brand-950">{c.getValue()}</span>,
    }),
    col.accessor((r) => r.plant.generation, { id: 'generation', header: 'Generation' }),
    ...traits.map((t) =>
      col.accessor((r) => r.cells.get(t.id)?.text ?? '', {
        id: t.id,
        header:
          t.current.scale.unit && t.current.scale.scale_type === 'numeric'
            ? `${t.name} (${t.current.scale.unit})`
            : t.name,
        meta: { label: t.name, csv: (r: Row) => r.cells.get(t.id)?.text ?? '' },
        cell: ({ row }) => {
          const cell = row.original.cells.get(t.id);
          if (!cell) return <span className="text-muted">—</span>;
          return (
            <span>
              {cell.text}
              {cell.older !== null ? (
                <span
                  className="ml-1 text-xs text-muted"
                  title={`Recorded on version ${cell.older} of the scale`}
                >
                  (v{cell.older})
                </span>
              ) : null}
            </span>
          );
        },
      }),
    ),
  ];

  return (
    <Table
      caption="Observations"
      data={rows}
      columns={columns}
      getRowId={(r) => r.plant.id}
      initialSorting={[{ id: 'plant', desc: false }]}
      columnMenu
      exportCsv={{ fileName: 'trait-observations' }}
      empty="No plants in this project yet."
    />
  );
}
