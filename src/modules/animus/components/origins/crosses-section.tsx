import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { Table } from '@/components/ui/table';
import { tableColumns } from '@/components/ui/table-columns';
import { useViewer } from '@/hooks/use-viewer';
import { formatDate } from '@/lib/format';
import { fullName } from '@/lib/names';
import { useCrosses, useDeleteCross, type CrossRow } from '../../api/crosses';
import { usePedigree } from '../../api/get-pedigree';
import { crossName } from '../../crosses';
import { animusPaths } from '../../paths';
import { deleteColumn } from '../library/delete-column';
import { ConfirmDelete, ListSection } from '../library/list-section';
import { PedigreeGraph } from '../library/pedigree-graph';
import { CrossDialog } from './cross-dialog';
import { SegregationSection } from './segregation-section';

const col = tableColumns<CrossRow>();

/**
 * A project's crosses (parents from the library, type, generation, pollination, who made it), the
 * pedigree they build across projects, and the chemotype check of their offspring.
 */
export function CrossesSection({ project }: { project: { id: string; name: string } }) {
  const viewer = useViewer();
  const crosses = useCrosses(project.id);
  const remove = useDeleteCross(project.id);
  const [recording, setRecording] = useState(false);
  const [deleting, setDeleting] = useState<CrossRow | null>(null);
  const roots = (crosses.data ?? []).flatMap((x) =>
    [x.mother?.id, x.father?.id, x.offspring?.id].filter((id): id is string => Boolean(id)),
  );
  const pedigree = usePedigree(roots);
  const href = (id: string) => animusPaths.library.href({ cultivar: id });

  const columns = [
    col.accessor('code', {
      header: 'Cross',
      cell: (c) => <span className="font-semibold text-brand-950">{c.getValue()}</span>,
    }),
    col.accessor((x) => crossName(x.cross_type, x.mother?.name ?? '?', x.father?.name ?? null), {
      id: 'parents',
      header: 'Parents',
    }),
    col.accessor('cross_type', { header: 'Type' }),
    col.accessor('generation', { header: 'Seeds' }),
    col.accessor('pollination_date', {
      header: 'Pollinated',
      cell: (c) => (c.getValue() ? formatDate(c.getValue()!) : '—'),
    }),
    col.accessor('made_by', { header: 'Made by', cell: (c) => c.getValue() || '—' }),
    col.accessor('seeds_harvested', {
      header: 'Seeds harvested',
      meta: { align: 'end' },
      cell: (c) => c.getValue() ?? '—',
    }),
    col.accessor('plantCount', { header: 'Plants', meta: { align: 'end' } }),
    col.accessor((x) => x.offspring?.name ?? '', {
      id: 'offspring',
      header: 'Library entry',
      cell: ({ row }) =>
        row.original.offspring ? (
          <Link to={href(row.original.offspring.id)} className="font-medium text-brand-800 hover:underline">
            {row.original.offspring.name}
          </Link>
        ) : (
          '—'
        ),
    }),
    deleteColumn<CrossRow>((x) => `Delete cross ${x.code}`, setDeleting),
  ];

  return (
    <ListSection
      title="Crosses"
      description="Pollinations of this project, with parents from the library."
      action={<Button onClick={() => setRecording(true)}>Record cross</Button>}
      list={
        crosses.isPending ? (
          <Skeleton className="h-32 w-full" />
        ) : crosses.isError ? (
          <LoadError error={crosses.error} onRetry={() => void crosses.refetch()}>
            Could not load the crosses.
          </LoadError>
        ) : crosses.data.length === 0 ? (
          <EmptyState
            title="No crosses yet"
            description="Record a pollination: the parents come from your library (or the shared one), and the seeds can get their own library entry."
          />
        ) : (
          <>
            <Table
              caption="Crosses"
              data={crosses.data}
              columns={columns}
              getRowId={(r) => r.id}
              maxHeight="none"
              exportCsv={{ fileName: 'crosses' }}
            />
            {pedigree.data && pedigree.data.length > 0 ? (
              <PedigreeGraph
                claims={pedigree.data}
                highlight={crosses.data.flatMap((x) => (x.offspring ? [x.offspring.id] : []))}
                hrefFor={href}
              />
            ) : null}
            <SegregationSection projectId={project.id} />
          </>
        )
      }
    >
      <CrossDialog
        open={recording}
        onOpenChange={setRecording}
        project={project}
        existingCodes={(crosses.data ?? []).map((x) => x.code)}
        madeBy={fullName(viewer.firstName, viewer.lastName)}
      />
      <ConfirmDelete
        row={deleting}
        onClose={() => setDeleting(null)}
        what="cross"
        name={deleting?.code}
        description="Its plants stay in the project without a cross. The seeds’ library entry and seed lot stay too, without the parentage this cross recorded."
        remove={remove}
      />
    </ListSection>
  );
}
