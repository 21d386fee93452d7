import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadError } from '@/components/ui/load-error';
import { getErrorMessage } from '@/lib/errors';
import { useProjects, type ProjectSummary } from '../api/get-projects';
import { CardMenu } from '../components/card-menu';
import { DeleteProjectDialog } from '../components/delete-project-dialog';
import { ProjectFormDialog } from '../components/project-form-dialog';
import { crossLabel } from '../project-schemas';
import { animusPaths } from '../paths';
import { PageHeader } from '@/components/ui/page-header';

/** /animus/origins: the grower's breeding projects. */
export function OriginsPage() {
  const projects = useProjects();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<ProjectSummary | null>(null);
  const [deleting, setDeleting] = useState<ProjectSummary | null>(null);

  return (
    <div className="flex flex-col gap-5">
      <PageHeader
        title="Origins"
        description="Your breeding projects: crosses, their plants and your selections."
        actions={<Button onClick={() => setCreating(true)}>New project</Button>}
      />

      {projects.isPending ? (
        <div
          className="grid gap-4 md:grid-cols-2 xl:grid-cols-3"
          aria-busy="true"
          aria-label="Loading projects"
        >
          {[0, 1, 2].map((i) => (
            <div key={i} className="rounded-2xl border border-line bg-white p-5">
              <Skeleton className="h-5 w-2/3" />
              <Skeleton className="mt-2 h-3 w-1/2" />
              <Skeleton className="mt-4 h-12 w-full" />
            </div>
          ))}
        </div>
      ) : projects.isError ? (
        <LoadError onRetry={() => void projects.refetch()}>
          Could not load your projects: {getErrorMessage(projects.error)}
        </LoadError>
      ) : projects.data.length === 0 ? (
        <EmptyState
          title="No breeding projects yet"
          description="Start a project for a cross you are working on, then add its plants and make selections."
          action={<Button onClick={() => setCreating(true)}>Create your first project</Button>}
        />
      ) : (
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {projects.data.map((p) => (
            <li key={p.id} className="relative">
              <Link
                to={animusPaths.project.href({ projectId: p.id })}
                className="flex h-full flex-col gap-2 rounded-2xl border border-line bg-white p-5 shadow-xs transition-colors hover:border-brand-300 focus-visible:ring-4 focus-visible:ring-brand-600/20 focus-visible:outline-none"
              >
                {/* Room for the menu, which sits over the card rather than inside the link. */}
                <h2 className="pr-8 text-base font-semibold text-brand-950">{p.name}</h2>
                {crossLabel(p.mother_strain, p.father_strain) ? (
                  <p className="text-sm text-ink">{crossLabel(p.mother_strain, p.father_strain)}</p>
                ) : null}
                {p.description ? <p className="line-clamp-2 text-sm text-muted">{p.description}</p> : null}
                {p.target_traits.length > 0 ? (
                  <div className="flex flex-wrap gap-1">
                    {p.target_traits.slice(0, 4).map((t) => (
                      <Badge key={t} tone="brand">
                        {t}
                      </Badge>
                    ))}
                    {p.target_traits.length > 4 ? (
                      <Badge tone="neutral">+{p.target_traits.length - 4} more</Badge>
                    ) : null}
                  </div>
                ) : null}
                <p className="mt-auto pt-2 text-xs text-muted">
                  {p.plantCount} {p.plantCount === 1 ? 'plant' : 'plants'} · {p.selectionCount}{' '}
                  {p.selectionCount === 1 ? 'selection' : 'selections'}
                </p>
              </Link>
              <div className="absolute top-3 right-3">
                <CardMenu
                  label={`Actions for ${p.name}`}
                  items={[
                    { label: 'Edit project', onSelect: () => setEditing(p) },
                    { label: 'Delete project', onSelect: () => setDeleting(p), destructive: true },
                  ]}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
      <ProjectFormDialog open={creating} onOpenChange={setCreating} />
      <ProjectFormDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        project={editing}
      />
      <DeleteProjectDialog project={deleting} onOpenChange={(open) => !open && setDeleting(null)} />
    </div>
  );
}
