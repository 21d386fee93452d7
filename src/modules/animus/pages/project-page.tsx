import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { getErrorMessage } from '@/lib/errors';
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

/** /animus/origins/{projectId}: the project, its plants (phenos) and notes, and the way to its selections. */
export function ProjectPage() {
  const { projectId = '' } = useParams();
  const project = useProject(projectId);
  const phenos = usePhenos(projectId);
  const [editing, setEditing] = useState<{ pheno: Pheno | null } | null>(null);
  const [deletingPheno, setDeletingPheno] = useState<Pheno | null>(null);
  const [editingProject, setEditingProject] = useState(false);
  const [deletingProject, setDeletingProject] = useState(false);

  if (project.isPending) {
    return (
      <div className="flex flex-col gap-4" aria-busy="true" aria-label="Loading project">
        <Skeleton className="h-8 w-1/2" />
        <Skeleton className="h-4 w-1/3" />
        <Skeleton className="h-48 w-full" />
      </div>
    );
  }
  if (project.isError) return <Alert>Could not load the project: {getErrorMessage(project.error)}</Alert>;
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
      <nav aria-label="Breadcrumb" className="text-sm text-muted">
        <Link to={animusPaths.origins.href()} className="hover:underline">
          Origins
        </Link>
      </nav>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold tracking-tight text-brand-950 sm:text-3xl">{p.name}</h1>
          {cross ? <p className="mt-1 text-ink">{cross}</p> : null}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => setEditingProject(true)}>
            Edit project
          </Button>
          <Button variant="danger" onClick={() => setDeletingProject(true)}>
            Delete project
          </Button>
          <Link
            to={animusPaths.selections.href({ projectId: p.id })}
            className="inline-flex h-11 items-center rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white shadow-sm hover:bg-brand-800"
          >
            View selections
          </Link>
        </div>
      </div>
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
        {phenos.isPending ? (
          <Skeleton className="h-32 w-full" />
        ) : phenos.isError ? (
          <Alert>Could not load the plants: {getErrorMessage(phenos.error)}</Alert>
        ) : plants.length === 0 ? (
          <p className="text-sm text-muted">
            No plants yet. Add the phenotypes you are growing out, such as #1, #2 and #3.
          </p>
        ) : (
          <>
            <div className="hidden overflow-x-auto md:block">
              <table className="w-full text-sm">
                <thead>
                  <tr className="border-b border-line text-left text-muted">
                    {[
                      'Plant',
                      'Generation',
                      'Stage',
                      'Status',
                      'Structure',
                      'Vigor',
                      'Yield',
                      'Frost',
                      'Aroma',
                      '',
                    ].map((h, i) => (
                      <th key={h || i} scope="col" className="py-2 pr-3 font-medium">
                        {h || <span className="sr-only">Actions</span>}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {plants.map((ph) => (
                    <tr key={ph.id} className="border-b border-line/60">
                      <th scope="row" className="py-2 pr-3 text-left font-semibold">
                        {ph.plant_id}
                        {ph.selected_for_final ? (
                          <Badge tone="success" className="ml-2">
                            Final
                          </Badge>
                        ) : null}
                      </th>
                      <td className="py-2 pr-3">{ph.generation}</td>
                      <td className="py-2 pr-3">{ph.growth_stage}</td>
                      <td className="py-2 pr-3">{ph.status}</td>
                      <td className="py-2 pr-3 tabular-nums">{dash(ph.structure)}</td>
                      <td className="py-2 pr-3 tabular-nums">{dash(ph.growth_rate)}</td>
                      <td className="py-2 pr-3 tabular-nums">{dash(ph.yield_estimate)}</td>
                      <td className="py-2 pr-3 tabular-nums">{dash(ph.frost_production)}</td>
                      <td className="py-2 pr-3 tabular-nums">{dash(ph.aroma_intensity)}</td>
                      <td className="py-2 text-right whitespace-nowrap">
                        <PlantActions
                          plantId={ph.plant_id}
                          onEdit={() => setEditing({ pheno: ph })}
                          onDelete={() => setDeletingPheno(ph)}
                        />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <ul className="flex flex-col divide-y divide-line md:hidden">
              {plants.map((ph) => (
                <li key={ph.id} className="flex items-center justify-between gap-3 py-3">
                  <div className="min-w-0">
                    <p className="font-semibold text-brand-950">
                      {ph.plant_id} <span className="font-normal text-muted">· {ph.generation}</span>
                    </p>
                    <p className="text-xs text-muted">
                      {ph.growth_stage} · {ph.status} · Structure {dash(ph.structure)} · Yield{' '}
                      {dash(ph.yield_estimate)}
                    </p>
                  </div>
                  <div className="flex shrink-0">
                    <PlantActions
                      plantId={ph.plant_id}
                      onEdit={() => setEditing({ pheno: ph })}
                      onDelete={() => setDeletingPheno(ph)}
                    />
                  </div>
                </li>
              ))}
            </ul>
          </>
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

/** Edit and Delete for one plant, in the desktop table and the phone list alike. */
function PlantActions({
  plantId,
  onEdit,
  onDelete,
}: {
  plantId: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <>
      <Button variant="ghost" className="h-9 px-2" aria-label={`Edit plant ${plantId}`} onClick={onEdit}>
        Edit
      </Button>
      <Button
        variant="ghost"
        className="h-9 px-2 text-danger-700"
        aria-label={`Delete plant ${plantId}`}
        onClick={onDelete}
      >
        Delete
      </Button>
    </>
  );
}
