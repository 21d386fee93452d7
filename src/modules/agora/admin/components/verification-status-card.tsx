import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { ProgressBar } from '@/components/ui/progress-bar';
import { getErrorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import type { Verification } from '../api/get-verification';
import { useTakeOverVerification } from '../api/take-over-verification';
import { formatDateTime } from '@/lib/format';
import { capitalise } from '../review';
import { STATUS_TONES } from './status-tones';

type Props = {
  verification: Verification;
  consultantStatus: string | undefined;
  viewerId: string;
  progress: 50 | 100;
};

/** Spec-2 §2: the verification status card, with the review progress and the assignment. */
export function VerificationStatusCard({ verification, consultantStatus, viewerId, progress }: Props) {
  const takeOver = useTakeOverVerification();
  const mine = verification.verifier_id === viewerId;
  const pending = verification.status === 'pending';

  return (
    <Card aria-labelledby="verification-status-title">
      <CardHeader title={<span id="verification-status-title">Verification Status</span>} />
      <dl className="flex flex-col gap-2 text-sm">
        <div className="flex items-center justify-between gap-2">
          <dt className="text-muted">Status</dt>
          <dd>
            <Badge tone={STATUS_TONES[verification.status] ?? 'neutral'}>
              {capitalise(verification.status)}
            </Badge>
          </dd>
        </div>
        {consultantStatus ? (
          <div className="flex items-center justify-between gap-2">
            <dt className="text-muted">Profile</dt>
            <dd>
              <Badge tone={STATUS_TONES[consultantStatus] ?? 'neutral'}>{capitalise(consultantStatus)}</Badge>
            </dd>
          </div>
        ) : null}
        <div className="flex justify-between gap-2">
          <dt className="text-muted">Submitted</dt>
          <dd className="text-right">{formatDateTime(verification.created_at)}</dd>
        </div>
        <div className="flex justify-between gap-2">
          <dt className="text-muted">Last updated</dt>
          <dd className="text-right">{formatDateTime(verification.updated_at)}</dd>
        </div>
        <div className="flex justify-between gap-2">
          <dt className="text-muted">Assigned to</dt>
          <dd className="text-right">{mine ? 'You' : (verification.verifierName ?? 'Unassigned')}</dd>
        </div>
      </dl>

      {pending ? (
        <div className="mt-4">
          <div className="flex justify-between text-sm">
            <span id="review-progress-label" className="font-medium text-ink">
              Review progress
            </span>
            <span className="text-muted tabular-nums">{progress}%</span>
          </div>
          <ProgressBar value={progress} labelledBy="review-progress-label" className="mt-1.5" />
          {progress < 100 ? (
            <p className="mt-1 text-xs text-muted">Add a review comment to complete.</p>
          ) : null}
        </div>
      ) : null}

      {pending && !mine ? (
        <Button
          variant="secondary"
          className="mt-4 w-full"
          busy={takeOver.isPending}
          onClick={() =>
            takeOver.mutate(verification.id, {
              onSuccess: () =>
                toast.success('Review taken over', {
                  description: 'This application is now assigned to you.',
                }),
              onError: (error) =>
                toast.error('Could not take over this review', { description: getErrorMessage(error) }),
            })
          }
        >
          Take over review
        </Button>
      ) : null}
    </Card>
  );
}
