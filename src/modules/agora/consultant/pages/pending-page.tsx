import { Navigate } from 'react-router-dom';
import { LinkButton } from '@/components/ui/link-button';
import { Card } from '@/components/ui/card';
import { DetailList } from '@/components/ui/detail-list';
import { Skeleton } from '@/components/ui/skeleton';
import { useViewer } from '@/hooks/use-viewer';
import { formatDate } from '@/lib/format';
import { useMyConsultantProfile } from '../api/get-my-consultant-profile';
import { accountPaths } from '@/modules/account/paths';
import { agoraPaths } from '../../paths';

/** /agora/consultants/pending: the application is waiting for review (spec-2 §2). */
export function PendingPage() {
  const { userId } = useViewer();
  const profile = useMyConsultantProfile(userId);

  if (profile.isPending) {
    return (
      <Card className="mx-auto w-full max-w-xl space-y-3" aria-busy="true">
        <Skeleton className="h-7 w-2/3" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
      </Card>
    );
  }
  const p = profile.data;
  // Nothing is pending: send people where their status belongs (a failed read shows the page).
  if (!profile.isError) {
    if (!p || p.status === 'rejected') return <Navigate to={agoraPaths.apply.href()} replace />;
    if (p.status === 'active') return <Navigate to={agoraPaths.consultantDashboard.href()} replace />;
  }

  return (
    <Card className="mx-auto w-full max-w-xl text-center">
      <div
        aria-hidden="true"
        className="mx-auto grid size-14 place-items-center rounded-full bg-brand-100 text-2xl text-brand-800"
      >
        ✓
      </div>
      <h1 className="mt-4 text-2xl font-semibold tracking-tight text-brand-950">Application Submitted</h1>
      {p?.status === 'suspended' ? (
        <p className="mt-2 text-sm text-muted">
          Your consultant profile is currently suspended. An administrator will let you know when it is
          reactivated.
        </p>
      ) : (
        <>
          <p className="mt-2 text-sm text-ink">
            Your consultant application has been submitted and is pending review.
          </p>
          <p className="mt-2 text-sm text-muted">
            Reviews take 1-3 business days. We will notify you as soon as a decision has been made.
          </p>
        </>
      )}
      {p && (
        <DetailList
          layout="inline"
          className="mx-auto mt-5 max-w-sm rounded-xl border border-line bg-surface px-4 py-3 text-left"
          items={[
            { term: 'Title', value: p.title },
            { term: 'Submitted', value: formatDate(p.created_at) },
            { term: 'Status', value: p.status.charAt(0).toUpperCase() + p.status.slice(1) },
          ]}
        />
      )}
      <div className="mt-6 flex flex-col justify-center gap-2 sm:flex-row">
        <LinkButton to={agoraPaths.marketplace.href()}>Back to Marketplace</LinkButton>
        <LinkButton to={accountPaths.dashboard.href()} variant="secondary">
          Go to Dashboard
        </LinkButton>
      </div>
    </Card>
  );
}
