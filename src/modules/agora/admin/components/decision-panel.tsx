import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/dialog';
import { TextAreaField } from '@/components/ui/fields';
import { getErrorMessage } from '@/lib/errors';
import { logger } from '@/lib/logger';
import { toast } from '@/lib/toast';
import { useDecideVerification } from '../api/decide-verification';
import type { Verification } from '../api/get-verification';
import { useSaveVerificationDraft } from '../api/save-verification-draft';
import { formatDateTime } from '@/lib/format';
import { MAX_COMMENT } from '../schemas';
import { agoraPaths } from '../../paths';

type Props = {
  verification: Verification;
  viewerId: string;
  comment: string;
  onCommentChange: (comment: string) => void;
};

/** Spec-2 §2: the review-decision comment box with Save for Later, Approve and Reject. */
export function DecisionPanel({ verification, viewerId, comment, onCommentChange }: Props) {
  const navigate = useNavigate();
  const decide = useDecideVerification();
  const saveDraft = useSaveVerificationDraft(viewerId);
  const [confirmReject, setConfirmReject] = useState(false);
  const busy = decide.isPending || saveDraft.isPending;

  if (verification.status !== 'pending') {
    return (
      <Card aria-labelledby="decision-title">
        <CardHeader
          title={<span id="decision-title">Review Decision</span>}
          description={`This application was ${verification.status} on ${formatDateTime(verification.updated_at)}.`}
        />
        {verification.comments ? (
          <p className="text-sm whitespace-pre-line text-ink">{verification.comments}</p>
        ) : (
          <p className="text-sm text-muted">No comments were given.</p>
        )}
      </Card>
    );
  }

  const approve = () =>
    decide.mutate(
      { id: verification.id, status: 'approved', comments: comment },
      {
        onSuccess: () => {
          toast.success('Consultant approved', {
            description: 'The consultant has been approved and notified.',
          });
          navigate(agoraPaths.admin.href());
        },
        onError: (error) => {
          logger.error('Error approving consultant', error);
          toast.error('Error approving consultant', { description: getErrorMessage(error) });
        },
      },
    );

  const reject = () =>
    decide.mutate(
      { id: verification.id, status: 'rejected', comments: comment },
      {
        onSuccess: () => {
          setConfirmReject(false);
          toast.success('Consultant rejected', {
            description: 'The consultant has been rejected and notified.',
          });
          navigate(agoraPaths.admin.href());
        },
        onError: (error) => {
          setConfirmReject(false);
          logger.error('Error rejecting consultant', error);
          toast.error('Error rejecting consultant', { description: getErrorMessage(error) });
        },
      },
    );

  const save = () =>
    saveDraft.mutate(
      { verificationId: verification.id, comments: comment },
      {
        onSuccess: () =>
          toast.success('Draft saved', { description: 'Your review has been saved for later.' }),
        onError: (error) => {
          logger.error('Error saving draft', error);
          toast.error('Error saving draft', { description: getErrorMessage(error) });
        },
      },
    );

  return (
    <Card aria-labelledby="decision-title">
      <CardHeader
        title={<span id="decision-title">Review Decision</span>}
        description="Your comments are sent to the applicant with the decision."
      />
      <TextAreaField
        label="Review comments"
        rows={5}
        maxLength={MAX_COMMENT}
        placeholder="Summarise what you checked and why you decided as you did."
        value={comment}
        onChange={(e) => onCommentChange(e.target.value)}
      />
      <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" busy={saveDraft.isPending} disabled={busy} onClick={save}>
          Save for Later
        </Button>
        <Button variant="danger" disabled={busy} onClick={() => setConfirmReject(true)}>
          Reject
        </Button>
        <Button
          busy={decide.isPending && decide.variables.status === 'approved'}
          disabled={busy}
          onClick={approve}
        >
          Approve
        </Button>
      </div>
      <ConfirmDialog
        open={confirmReject}
        onOpenChange={setConfirmReject}
        title="Reject Consultant Application"
        description="Are you sure you want to reject this application? The applicant will be notified and may apply again."
        confirmLabel="Reject Application"
        destructive
        busy={decide.isPending}
        onConfirm={reject}
      >
        {comment.trim() ? (
          <p className="rounded-lg bg-brand-50 p-3 text-sm whitespace-pre-line text-ink">{comment.trim()}</p>
        ) : (
          <p className="text-sm text-muted">No comment will be sent with the rejection.</p>
        )}
      </ConfirmDialog>
    </Card>
  );
}
