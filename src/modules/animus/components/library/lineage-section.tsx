import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { useUser } from '@/hooks/use-session';
import { useViewer } from '@/hooks/use-viewer';
import { getErrorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { usePedigree } from '../../api/get-pedigree';
import { useDeleteLineageClaim } from '../../api/save-lineage-claim';
import { EVIDENCE_LABELS, type Evidence } from '../../pedigree-layout';
import { animusPaths } from '../../paths';
import { ClaimDialog } from './claim-dialog';
import { PedigreeGraph } from './pedigree-graph';

/**
 * What is claimed about a cultivar's parents (every claim, with its evidence and whether the
 * chemotypes agree) and the pedigree around it: ancestors up to four generations, descendants two.
 */
export function LineageSection({
  cultivar,
  canClaim,
}: {
  cultivar: { id: string; name: string };
  canClaim: boolean;
}) {
  const user = useUser();
  const viewer = useViewer();
  const pedigree = usePedigree([cultivar.id]);
  const remove = useDeleteLineageClaim();
  const [claiming, setClaiming] = useState(false);
  const claims = (pedigree.data ?? []).filter((c) => c.child_id === cultivar.id);
  const moderates = viewer.role === 'moderator' || viewer.isAdmin;
  const href = (id: string) => animusPaths.library.href({ cultivar: id });
  const name = (id: string | null, n: string | null) =>
    id ? (
      n ? (
        <Link to={href(id)} className="font-medium text-brand-800 hover:underline">
          {n}
        </Link>
      ) : (
        'a private cultivar'
      )
    ) : (
      'unknown'
    );

  return (
    <section
      aria-labelledby="lineage-heading"
      className="flex flex-col gap-4 rounded-2xl border border-line bg-white p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="lineage-heading" className="text-lg font-semibold text-brand-950">
          Lineage
        </h2>
        {canClaim ? (
          <Button variant="secondary" onClick={() => setClaiming(true)}>
            Add parentage
          </Button>
        ) : null}
      </div>
      {pedigree.isPending ? (
        <Skeleton className="h-40 w-full" />
      ) : pedigree.isError ? (
        <LoadError error={pedigree.error} onRetry={() => void pedigree.refetch()}>
          Could not load the lineage.
        </LoadError>
      ) : (
        <>
          {claims.length === 0 ? (
            <p className="text-sm text-muted">No parentage is claimed yet.</p>
          ) : (
            <ul className="flex flex-col gap-2">
              {claims.map((c) => (
                <li
                  key={c.id}
                  className="flex flex-wrap items-center gap-2 rounded-xl border border-line px-3 py-2 text-sm"
                >
                  <span>
                    {name(c.mother_id, c.mother_name)}
                    {c.father_id === c.mother_id ? ' (self)' : <> × {name(c.father_id, c.father_name)}</>}
                  </span>
                  <Badge tone={c.evidence === 'grower_claim' ? 'neutral' : 'brand'}>
                    {EVIDENCE_LABELS[c.evidence as Evidence] ?? c.evidence}
                  </Badge>
                  {c.chemotype_consistent === false ? (
                    <Badge tone="danger">Chemotypes contradict it</Badge>
                  ) : c.chemotype_consistent ? (
                    <Badge tone="success">Chemotypes agree</Badge>
                  ) : null}
                  {c.contested ? <Badge tone="warning">Contested</Badge> : null}
                  {c.source ? <span className="text-muted">Source: {c.source}</span> : null}
                  {c.user_id === user.id || moderates ? (
                    <Button
                      variant="ghost"
                      className="ml-auto h-8"
                      busy={remove.isPending}
                      onClick={() =>
                        remove.mutate(c.id, {
                          onSuccess: () => toast.success('Parentage removed'),
                          onError: (error) =>
                            toast.error('Could not remove it', { description: getErrorMessage(error) }),
                        })
                      }
                    >
                      Remove
                    </Button>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
          {claims.some((c) => c.contested) ? (
            <p className="text-sm text-muted">
              Claims disagree. They are all kept; the stronger evidence (lab genotype, then chemotype
              consistency, then the breeder’s word) is drawn bolder.
            </p>
          ) : null}
          {pedigree.data.length > 0 ? (
            <PedigreeGraph claims={pedigree.data} highlight={[cultivar.id]} hrefFor={href} />
          ) : null}
        </>
      )}
      {canClaim ? <ClaimDialog open={claiming} onOpenChange={setClaiming} child={cultivar} /> : null}
    </section>
  );
}
