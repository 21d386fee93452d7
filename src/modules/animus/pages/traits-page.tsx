import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { useUser } from '@/hooks/use-session';
import { getErrorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useProjects } from '../api/get-projects';
import { useTraits, useUpdateTrait, type Trait } from '../api/traits';
import { TraitCard } from '../components/traits/trait-card';
import { TraitFormDialog } from '../components/traits/trait-form-dialog';
import { animusPaths } from '../paths';

/** /animus/traits: the default traits, the grower's own (with their versions), and each project's capture. */
export function TraitsPage() {
  const user = useUser();
  const traits = useTraits();
  const projects = useProjects();
  const update = useUpdateTrait();
  const [creating, setCreating] = useState(false);
  const [versioning, setVersioning] = useState<Trait | null>(null);

  if (traits.isPending) return <PageSkeleton cards={3} />;
  if (traits.isError)
    return (
      <LoadError error={traits.error} onRetry={() => void traits.refetch()}>
        Could not load the traits.
      </LoadError>
    );
  const own = traits.data.filter((t) => t.user_id === user.id);
  const defaults = traits.data.filter((t) => t.user_id === null);

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Traits"
        description="A trait is what you observe, its method how, its scale what a value can be. Changing a method or scale adds a version; recorded values keep theirs."
        actions={<Button onClick={() => setCreating(true)}>New trait</Button>}
      />
      <section aria-labelledby="projects-heading" className="flex flex-col gap-3">
        <h2 id="projects-heading" className="text-lg font-semibold text-brand-950">
          Record traits in a project
        </h2>
        {projects.data?.length ? (
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {projects.data.map((p) => (
              <li key={p.id}>
                <Link
                  to={animusPaths.projectTraits.href({ projectId: p.id })}
                  className="flex h-full flex-col rounded-2xl border border-line bg-white p-4 hover:border-brand-300"
                >
                  <span className="font-semibold text-brand-950">{p.name}</span>
                  <span className="text-sm text-muted">
                    {p.plantCount} {p.plantCount === 1 ? 'plant' : 'plants'}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        ) : projects.isPending ? null : (
          <p className="text-sm text-muted">
            No breeding projects yet.{' '}
            <Link to={animusPaths.origins.href()} className="font-medium text-brand-800 underline">
              Start one in Origins
            </Link>
            .
          </p>
        )}
      </section>
      <section aria-labelledby="own-heading" className="flex flex-col gap-3">
        <h2 id="own-heading" className="text-lg font-semibold text-brand-950">
          Your traits
        </h2>
        {own.length ? (
          <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
            {own.map((t) => (
              <li key={t.id}>
                <TraitCard
                  trait={t}
                  own
                  onNewVersion={() => setVersioning(t)}
                  onArchive={() =>
                    update.mutate(
                      { id: t.id, archived: !t.archived },
                      {
                        onError: (error) =>
                          toast.error('Could not change the trait', { description: getErrorMessage(error) }),
                      },
                    )
                  }
                />
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState
            title="No traits of your own yet"
            description="The default set covers the Selections ratings and common measures; add your own for anything else."
          />
        )}
      </section>
      <section aria-labelledby="defaults-heading" className="flex flex-col gap-3">
        <h2 id="defaults-heading" className="text-lg font-semibold text-brand-950">
          Default set
        </h2>
        <p className="text-sm text-muted">
          Shared by everyone and fixed. Structure, vigor, yield, frost, overall and the sensory ratings are
          the ones the Selections screen records.
        </p>
        <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
          {defaults.map((t) => (
            <li key={t.id}>
              <TraitCard trait={t} own={false} />
            </li>
          ))}
        </ul>
      </section>
      <TraitFormDialog open={creating} onOpenChange={setCreating} userId={user.id} />
      <TraitFormDialog
        open={versioning !== null}
        onOpenChange={(open) => !open && setVersioning(null)}
        userId={user.id}
        trait={versioning}
      />
    </div>
  );
}
