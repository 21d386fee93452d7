import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { useUser } from '@/hooks/use-session';
import { usePhenos } from '../api/get-phenos';
import { useProject } from '../api/get-project';
import { useObservations } from '../api/observations';
import { useProjectTraits, useTraits } from '../api/traits';
import { comparePlantIds } from '../capture';
import { CaptureView } from '../components/traits/capture-view';
import { ObservationsTable } from '../components/traits/observations-table';
import { TraitPicker } from '../components/traits/trait-picker';
import { animusPaths } from '../paths';

/** /animus/traits/{projectId}: the project's observations, its trait picks, and capture. */
export function ProjectTraitsPage() {
  const { projectId = '' } = useParams();
  const user = useUser();
  const project = useProject(projectId);
  const phenos = usePhenos(projectId);
  const traits = useTraits();
  const picks = useProjectTraits(projectId);
  const observations = useObservations(projectId);
  const [capturing, setCapturing] = useState(false);
  const queries = [project, phenos, traits, picks, observations];

  if (queries.some((q) => q.isPending)) return <PageSkeleton variant="table" />;
  const failed = queries.find((q) => q.isError);
  if (failed)
    return (
      <LoadError error={failed.error} onRetry={() => queries.forEach((q) => void q.refetch())}>
        Could not load the project’s traits.
      </LoadError>
    );
  if (!project.data)
    return (
      <p className="text-muted">
        This project does not exist or is not yours.{' '}
        <Link to={animusPaths.traits.href()} className="font-medium text-brand-800 underline">
          Back to Traits
        </Link>
      </p>
    );

  const plants = [...phenos.data!].sort((a, b) => comparePlantIds(a.plant_id, b.plant_id));
  const byId = new Map(traits.data!.map((t) => [t.id, t]));
  const picked = picks.data!.flatMap((id) => (byId.get(id) ? [byId.get(id)!] : []));
  const mirrored = observations.data!.filter((o) => o.source === 'selection').length;

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        back={
          <Link
            to={animusPaths.project.href({ projectId })}
            className="text-sm font-medium text-brand-800 hover:underline"
          >
            ← {project.data.name}
          </Link>
        }
        title={`Traits: ${project.data.name}`}
        description={`${plants.length} plants · ${picked.length} traits recorded here`}
        actions={
          capturing ? null : (
            <Button onClick={() => setCapturing(true)} disabled={plants.length === 0 || picked.length === 0}>
              Start capture
            </Button>
          )
        }
      />
      {capturing ? (
        <CaptureView
          projectId={projectId}
          userId={user.id}
          plants={plants}
          traits={picked}
          observations={observations.data!}
          onDone={() => {
            setCapturing(false);
            void observations.refetch();
          }}
        />
      ) : (
        <>
          {picked.length === 0 ? (
            <p className="rounded-xl bg-brand-50 p-4 text-sm text-brand-950">
              Choose the traits this project records below, then start capture.
            </p>
          ) : null}
          <section aria-labelledby="obs-heading" className="flex flex-col gap-3">
            <h2 id="obs-heading" className="text-lg font-semibold text-brand-950">
              Observations
            </h2>
            <ObservationsTable plants={plants} traits={picked} observations={observations.data!} />
            {mirrored ? (
              <p className="text-sm text-muted">
                The project’s selections add {mirrored} ratings to the default traits (structure, vigor,
                yield, frost, overall and the sensory ones);{' '}
                <Link
                  to={animusPaths.selections.href({ projectId })}
                  className="font-medium text-brand-800 underline"
                >
                  see them in Selections
                </Link>
                .
              </p>
            ) : null}
          </section>
          <section
            aria-labelledby="picks-heading"
            className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-5"
          >
            <h2 id="picks-heading" className="text-lg font-semibold text-brand-950">
              Traits this project records
            </h2>
            <TraitPicker
              key={picks.data!.join()}
              projectId={projectId}
              traits={traits.data!}
              picked={picks.data!}
            />
          </section>
        </>
      )}
    </div>
  );
}
