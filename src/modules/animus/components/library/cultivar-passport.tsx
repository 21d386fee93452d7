import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { DetailList } from '@/components/ui/detail-list';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { useUser } from '@/hooks/use-session';
import { getErrorCode, getErrorMessage } from '@/lib/errors';
import { formatDate } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useCultivar } from '../../api/get-cultivar';
import { useDeleteCultivar } from '../../api/delete-cultivar';
import { CHEMOTYPE_LABELS, isChemotype } from '../../chemotype';
import { ACCESSION_TYPE_LABELS, SEX_LABELS, type AccessionType, type Sex } from '../../library-schemas';
import { animusPaths } from '../../paths';
import { ChemotypeBadge } from './chemotype-badge';
import { CultivarFormDialog } from './cultivar-form-dialog';
import { LabResultsSection } from './lab-results-section';
import { LineageSection } from './lineage-section';
import { PhotosSection } from './photos-section';
import { SeedLotsSection } from './seed-lots-section';
import { SharingSection } from './sharing-section';
import { TagsSection } from './tags-section';

/** A cultivar's passport: where it comes from, what the lab says, its lineage, seeds and tags. */
export function CultivarPassport({ id }: { id: string }) {
  const user = useUser();
  const navigate = useNavigate();
  const cultivar = useCultivar(id);
  const remove = useDeleteCultivar();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const back = (
    <Link to={animusPaths.library.href()} className="text-sm font-medium text-brand-800 hover:underline">
      ← Back to the library
    </Link>
  );

  if (cultivar.isPending) return <PageSkeleton variant="detail" />;
  if (cultivar.isError)
    return (
      <div className="flex flex-col gap-4">
        {back}
        {getErrorCode(cultivar.error) === 'PGRST116' ? (
          <p className="text-muted">This cultivar does not exist, or it is not shared with you.</p>
        ) : (
          <LoadError error={cultivar.error} onRetry={() => void cultivar.refetch()}>
            Could not load the cultivar.
          </LoadError>
        )}
      </div>
    );

  const c = cultivar.data;
  const mine = c.user_id === user.id;
  const chemotype = isChemotype(c.chemotype) ? c.chemotype : null;

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        back={back}
        title={c.name}
        badge={chemotype ? <ChemotypeBadge chemotype={chemotype} /> : null}
        description={
          <>
            {c.synonyms.length ? <span>Also known as {c.synonyms.join(', ')}. </span> : null}
            {chemotype ? (
              <span>
                {CHEMOTYPE_LABELS[chemotype]},{' '}
                {c.chemotype_source === 'lab' ? 'from lab results' : 'as declared'}.
              </span>
            ) : (
              <span>No chemotype yet: add a lab result.</span>
            )}
          </>
        }
        actions={
          mine ? (
            <>
              <Button variant="secondary" onClick={() => setEditing(true)}>
                Edit
              </Button>
              <Button variant="ghost" onClick={() => setDeleting(true)}>
                Delete
              </Button>
            </>
          ) : null
        }
      />

      <section aria-labelledby="passport-heading" className="rounded-2xl border border-line bg-white p-5">
        <h2 id="passport-heading" className="mb-4 text-lg font-semibold text-brand-950">
          Passport
        </h2>
        <DetailList
          columns={3}
          items={[
            { term: 'Breeder or source', value: c.breeder },
            { term: 'Origin', value: c.origin },
            { term: 'Type', value: ACCESSION_TYPE_LABELS[c.accession_type as AccessionType] },
            { term: 'Sex', value: SEX_LABELS[c.sex as Sex] },
            { term: 'Acquired', value: c.acquisition_date ? formatDate(c.acquisition_date) : '' },
            { term: 'Declared chemotype', value: c.declared_chemotype ?? '' },
            {
              term: 'Whose',
              value: mine
                ? c.shared
                  ? 'Yours, shared with the community'
                  : 'Yours, private'
                : 'Shared by another grower',
            },
          ]}
        />
        {c.notes ? <p className="mt-4 text-sm whitespace-pre-line text-ink">{c.notes}</p> : null}
      </section>

      <LabResultsSection cultivar={c} mine={mine} userId={user.id} />
      <LineageSection cultivar={c} canClaim={mine || c.shared} />
      {mine ? <SeedLotsSection cultivarId={c.id} lots={c.seed_lots} /> : null}
      <TagsSection cultivar={c} mine={mine} userId={user.id} />
      <PhotosSection cultivar={c} mine={mine} userId={user.id} />
      {mine ? <SharingSection cultivar={c} /> : null}

      <CultivarFormDialog open={editing} onOpenChange={setEditing} cultivar={c} />
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={`Delete ${c.name}`}
        description="Its lab results, COAs, photos, seed lots, tags and lineage claims go with it. This cannot be undone."
        confirmLabel="Delete cultivar"
        destructive
        busy={remove.isPending}
        onConfirm={() =>
          remove.mutate(c.id, {
            onSuccess: () => {
              toast.success('Cultivar deleted', { description: c.name });
              void navigate(animusPaths.library.href());
            },
            onError: (error) =>
              toast.error('Could not delete the cultivar', {
                description: getErrorMessage(error, {
                  '23503': 'It is a parent in a recorded cross. Delete the cross first.',
                }),
              }),
          })
        }
      />
    </div>
  );
}
