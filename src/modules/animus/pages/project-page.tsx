import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LinkButton } from '@/components/ui/link-button';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { Table } from '@/components/ui/table';
import { tableColumns } from '@/components/ui/table-columns';
import { usePhenos, type Pheno } from '../api/get-phenos';
import { useProject } from '../api/get-project';
import { DeletePhenoDialog } from '../components/delete-pheno-dialog';
import { DeleteProjectDialog } from '../components/delete-project-dialog';
import { PhenoFormDialog } from '../components/pheno-form-dialog';
import { ProjectFormDialog } from '../components/project-form-dialog';
import { CrossesSection } from '../components/origins/crosses-section';
import { ProjectNotes } from '../components/project-notes';
import { crossLabel, nextPhenoNumber } from '../project-schemas';
import { animusPaths } from '../paths';

const dash = (v: number | null | undefined) => (v === null || v === undefined ? '—' : v);

const col = tableColumns<Pheno>();
/** Ratings 1–10: hidden on a phone, where the plant cell sums them up. */
const RATING = { align: 'end', className: 'hidden tabular-nums md:table-cell' } as const;

function plantColumns(onEdit: (ph: Pheno) => void, onDelete: (ph: Pheno) => void) {
  return [
    col.accessor('plant_id', {
      header: 'Plant',
      sortFn: 'alphanumeric',
      cell: ({ row: { original: ph } }) => (
        <>
          <span className="font-semibold text-brand-950">{ph.plant_id}</span>
          {ph.selected_for_final ? (
            <Badge tone="success" className="ml-2">
              Final
            </Badge>
          ) : null}
          <p className="text-xs text-muted md:hidden">
            {ph.generation} · {ph.growth_stage} · {ph.status} · Structure {dash(ph.structure)} · Yield{' '}
            {dash(ph.yield_estimate)}
          </p>
        </>
      ),
    }),
    col.accessor('generation', { header: 'Generation', meta: { className: 'hidden md:table-cell' } }),
    col.accessor('growth_stage', { header: 'Stage', meta: { className: 'hidden md:table-cell' } }),
    col.accessor('status', { header: 'Status', meta: { className: 'hidden md:table-cell' } }),
    col.accessor('structure', {
      header: 'Structure',
      cell: ({ getValue }) => dash(getValue()),
      meta: RATING,
    }),
    col.accessor('growth_rate', { header: 'Vigor', cell: ({ getValue }) => dash(getValue()), meta: RATING }),
    col.accessor('yield_estimate', {
      header: 'Yield',
      cell: ({ getValue }) => dash(getValue()),
      meta: RATING,
    }),
    col.accessor('frost_production', {
      header: 'Frost',
      cell: ({ getValue }) => dash(getValue()),
      meta: RATING,
    }),
    col.accessor('aroma_intensity', {
      header: 'Aroma',
      cell: ({ getValue }) => dash(getValue()),
      meta: RATING,
    }),
    col.display({
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      cell: ({ row: { original: ph } }) => (
        <div className="flex justify-end whitespace-nowrap">
          <Button
            variant="ghost"
            className="h-9 px-2"
            aria-label={`Edit plant ${ph.plant_id}`}
            onClick={() => onEdit(ph)}
          >
            Edit
          </Button>
          <Button
            variant="ghost"
            className="h-9 px-2 text-danger-700"
            aria-label={`Delete plant ${ph.plant_id}`}
            onClick={() => onDelete(ph)}
          >
            Delete
          </Button>
        </div>
      ),
      meta: { label: 'Actions', noExport: true, align: 'end', className: 'py-2' },
    }),
  ];
}

/** /animus/origins/{projectId}: the project, its plants (phenos) and notes, and the way to its selections. */
export function ProjectPage() {
  const { projectId = '' } = useParams();
  const project = useProject(projectId);
  const phenos = usePhenos(projectId);
  const [editing, setEditing] = useState<{ pheno: Pheno | null } | null>(null);
  const [deletingPheno, setDeletingPheno] = useState<Pheno | null>(null);
  const [editingProject, setEditingProject] = useState(false);
  const [deletingProject, setDeletingProject] = useState(false);

  if (project.isPending) return <PageSkeleton label="Loading project" variant="detail" />;
  if (project.isError) {
    return (
      <LoadError error={project.error} onRetry={() => void project.refetch()}>
        Could not load the project.
      </LoadError>
    );
  }
  if (project.data === null) {
    return (
      <EmptyState
        title="Project not found"
        description="This breeding project does not exist or is not yours."
        action={
          <Link to={animusPaths.origins.href()} className="font-semibold text-brand-800 underline">
            Back to Origins
          </Link>
        }
      />
    );
  }
  const p = project.data;
  const plants = phenos.data ?? [];
  const cross = crossLabel(p.mother_strain, p.father_strain);

  return (
    <div className="flex flex-col gap-5">
      <PageHeader
        back={
          <nav aria-label="Breadcrumb" className="text-sm text-muted">
            <Link to={animusPaths.origins.href()} className="hover:underline">
              Origins
            </Link>
          </nav>
        }
        title={p.name}
        description={cross ? <span className="text-ink">{cross}</span> : undefined}
        actions={
          <>
            <Button variant="secondary" onClick={() => setEditingProject(true)}>
              Edit project
            </Button>
            <Button variant="danger" onClick={() => setDeletingProject(true)}>
              Delete project
            </Button>
            <LinkButton to={animusPaths.selections.href({ projectId: p.id })}>View selections</LinkButton>
          </>
        }
      />
      {p.description || p.target_traits.length > 0 ? (
        <Card>
          {p.description ? <p className="text-sm whitespace-pre-line text-ink">{p.description}</p> : null}
          {p.target_traits.length > 0 ? (
            <div className={p.description ? 'mt-3' : ''}>
              <h2 className="text-xs font-semibold tracking-wide text-muted uppercase">Target traits</h2>
              <div className="mt-1 flex flex-wrap gap-1.5">
                {p.target_traits.map((t) => (
                  <Badge key={t} tone="brand">
                    {t}
                  </Badge>
                ))}
              </div>
            </div>
          ) : null}
        </Card>
      ) : null}

      <Card>
        <CardHeader
          title={`Plants (${plants.length})`}
          description="The phenotypes of this cross."
          actions={<Button onClick={() => setEditing({ pheno: null })}>Add plant</Button>}
        />
        {phenos.isError ? (
          <LoadError error={phenos.error} onRetry={() => void phenos.refetch()}>
            Could not load the plants.
          </LoadError>
        ) : !phenos.isPending && plants.length === 0 ? (
          <p className="text-sm text-muted">
            No plants yet. Add the phenotypes you are growing out, such as #1, #2 and #3.
          </p>
        ) : (
          <Table
            data={plants}
            columns={plantColumns(
              (ph) => setEditing({ pheno: ph }),
              (ph) => setDeletingPheno(ph),
            )}
            caption={`Plants of ${p.name}`}
            getRowId={(ph) => ph.id}
            loading={phenos.isPending}
            maxHeight="none"
          />
        )}
      </Card>

      <CrossesSection project={p} />

      <ProjectNotes projectId={p.id} />

      <PhenoFormDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        projectId={p.id}
        pheno={editing?.pheno ?? null}
        nextPlantId={nextPhenoNumber(plants.map((ph) => ph.plant_id))}
      />
      <DeletePhenoDialog
        projectId={p.id}
        pheno={deletingPheno}
        onOpenChange={(open) => !open && setDeletingPheno(null)}
      />
      <ProjectFormDialog open={editingProject} onOpenChange={setEditingProject} project={p} />
      <DeleteProjectDialog
        project={deletingProject ? p : null}
        onOpenChange={(open) => !open && setDeletingProject(false)}
      />
    </div>
  );
}
