import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadError } from '@/components/ui/load-error';
import { useVerificationHistory } from '../api/get-verification-history';
import { formatDateTime } from '@/lib/format';
import { historyActionLabel, historyComments } from '../review';

const TONES: Record<string, BadgeTone> = {
  draft_saved: 'info',
  verification_approved: 'success',
  verification_rejected: 'danger',
  assignment_taken_over: 'warning',
  assignment_returned: 'info',
};

/** Spec-2 §2 admin tools: the request's history, newest first. */
export function HistoryPanel({ verificationId, viewerId }: { verificationId: string; viewerId: string }) {
  const history = useVerificationHistory(verificationId);

  if (history.isPending) {
    return (
      <div role="status" aria-label="Loading history" className="flex flex-col gap-2">
        <Skeleton className="h-14" />
        <Skeleton className="h-14" />
      </div>
    );
  }
  if (history.isError) {
    return (
      <LoadError error={history.error} onRetry={() => void history.refetch()}>
        Could not load the history.
      </LoadError>
    );
  }
  if (history.data.length === 0) return <p className="text-sm text-muted">No history yet.</p>;

  return (
    <ol aria-label="History" className="flex flex-col gap-3">
      {history.data.map((entry) => {
        const comments = historyComments(entry.details);
        return (
          <li key={entry.id} className="rounded-xl border border-line bg-white p-3">
            <div className="flex flex-wrap items-center gap-2">
              <Badge tone={TONES[entry.action] ?? 'neutral'}>{historyActionLabel(entry.action)}</Badge>
              <span className="text-xs text-muted">
                {entry.action === 'assignment_returned'
                  ? 'Automatic'
                  : entry.admin_id === viewerId
                    ? 'You'
                    : (entry.adminName ?? 'An administrator')}{' '}
                · <time dateTime={entry.created_at}>{formatDateTime(entry.created_at)}</time>
              </span>
            </div>
            {comments ? <p className="mt-2 text-sm whitespace-pre-line text-ink">{comments}</p> : null}
          </li>
        );
      })}
    </ol>
  );
}
