import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { LoadError } from '@/components/ui/load-error';
import { useViewer } from '@/hooks/use-viewer';
import { getErrorCode, getErrorMessage } from '@/lib/errors';
import { logger } from '@/lib/logger';
import { toast } from '@/lib/toast';
import { useConsultantDetails } from '../api/get-consultant-details';
import { useVerification } from '../api/get-verification';
import { useVerificationDraft } from '../api/get-verification-draft';
import { CertificationsTable } from '../components/certifications-table';
import { ConsultantDetailsCard } from '../components/consultant-details-card';
import { DecisionPanel } from '../components/decision-panel';
import { HistoryPanel } from '../components/history-panel';
import { NotesPanel } from '../components/notes-panel';
import { VerificationStatusCard } from '../components/verification-status-card';
import { formatDateTime } from '@/lib/format';
import { personName } from '../format';
import { reviewProgress } from '../review';
import { agoraPaths } from '../../paths';
import { PageHeader } from '@/components/ui/page-header';

const backLink = (
  <Link
    to={agoraPaths.admin.href()}
    className="inline-flex items-center gap-1 text-sm font-medium text-brand-800 hover:underline"
  >
    <span aria-hidden="true">←</span> Back to Admin Dashboard
  </Link>
);

/** /agora/admin/verification/{id} (spec-2 §2 "Verification review page"). */
export function VerificationReviewPage() {
  const { id = '' } = useParams();
  const viewer = useViewer();
  const viewerId = viewer.userId ?? '';
  const navigate = useNavigate();
  const verification = useVerification(id);
  // A malformed id (22P02) is just as missing as an unknown one.
  const notFound =
    verification.data === null || (verification.isError && getErrorCode(verification.error) === '22P02');
  const loadError = verification.isError && !notFound;
  const consultant = useConsultantDetails(verification.data?.consultant_id);
  const draft = useVerificationDraft(id, viewerId);
  const [comment, setComment] = useState<string | null>(null);

  useEffect(() => {
    if (notFound)
      toast.error('Verification not found', {
        id: 'verification-not-found',
        description: 'The requested verification does not exist.',
      });
  }, [notFound]);
  useEffect(() => {
    if (loadError) {
      logger.error('Error loading verification details', verification.error);
      toast.error('Error loading verification details', {
        id: 'verification-load-error',
        description: getErrorMessage(verification.error),
      });
    }
  }, [loadError, verification.error]);
  useEffect(() => {
    if (consultant.isError) {
      logger.error('Error loading consultant details', consultant.error);
      toast.error('Error loading consultant details', {
        id: 'consultant-load-error',
        description: getErrorMessage(consultant.error),
      });
      navigate(agoraPaths.admin.href(), { replace: true });
    }
  }, [consultant.isError, consultant.error, navigate]);

  if (notFound) {
    return (
      <div className="flex flex-col items-center gap-3 py-16 text-center">
        <h1 className="text-2xl font-semibold text-brand-950">Verification not found</h1>
        <p className="text-muted">The requested verification does not exist.</p>
        <Link
          to={agoraPaths.admin.href()}
          className="mt-2 inline-flex h-11 items-center rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
        >
          Return to Admin Dashboard
        </Link>
      </div>
    );
  }

  if (loadError) {
    return (
      <div className="flex flex-col gap-4">
        {backLink}
        <LoadError error={verification.error} onRetry={() => void verification.refetch()}>
          Error loading verification details.
        </LoadError>
      </div>
    );
  }

  const v = verification.data;
  const c = consultant.data;
  if (!v || !c) {
    return (
      <div role="status" aria-label="Loading verification" className="flex flex-col gap-4">
        {backLink}
        <Skeleton className="h-9 w-64" />
        <div className="grid gap-4 lg:grid-cols-3">
          <div className="flex flex-col gap-4 lg:col-span-2">
            <Skeleton className="h-72" />
            <Skeleton className="h-40" />
          </div>
          <Skeleton className="h-56" />
        </div>
      </div>
    );
  }

  const currentComment = comment ?? draft.data?.draft_comments ?? '';
  const progress = reviewProgress(currentComment);

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        back={backLink}
        title="Verification Review"
        description={
          <>
            {personName(c.profile)} · {c.title}
          </>
        }
        actions={
          draft.data && v.status === 'pending' ? (
            <div className="flex items-center gap-2" role="status">
              <Badge tone="info">Draft saved</Badge>
              <span className="text-xs text-muted">{formatDateTime(draft.data.last_reviewed_at)}</span>
            </div>
          ) : null
        }
      />

      <div className="grid items-start gap-4 lg:grid-cols-3">
        <div className="flex min-w-0 flex-col gap-4 lg:col-span-2">
          <ConsultantDetailsCard consultant={c} />
          <CertificationsTable consultantId={c.id} certifications={c.certifications} />
          <DecisionPanel
            verification={v}
            viewerId={viewerId}
            comment={currentComment}
            onCommentChange={setComment}
          />
        </div>
        <aside className="flex min-w-0 flex-col gap-4" aria-label="Review tools">
          <VerificationStatusCard
            verification={v}
            consultantStatus={c.status}
            viewerId={viewerId}
            progress={progress}
          />
          <Card>
            <h2 className="text-base font-semibold text-brand-950">Admin Tools</h2>
            <Tabs defaultValue="notes">
              <TabsList aria-label="Admin tools">
                <TabsTrigger value="notes">Notes</TabsTrigger>
                <TabsTrigger value="history">History</TabsTrigger>
              </TabsList>
              <TabsContent value="notes">
                <NotesPanel verificationId={v.id} viewerId={viewerId} />
              </TabsContent>
              <TabsContent value="history">
                <HistoryPanel verificationId={v.id} viewerId={viewerId} />
              </TabsContent>
            </Tabs>
          </Card>
        </aside>
      </div>
    </div>
  );
}
