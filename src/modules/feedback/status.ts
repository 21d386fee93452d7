import type { FeedbackStatus } from './schemas';

export const STATUS_LABELS: Record<FeedbackStatus, string> = {
  open: 'Open',
  in_progress: 'In progress',
  resolved: 'Resolved',
  closed: 'Closed',
};

// Triage: open → in progress → resolved; open or in progress may also be closed. Resolved and
// closed entries can be reopened, in case a fix did not hold.
const NEXT: Record<FeedbackStatus, FeedbackStatus[]> = {
  open: ['in_progress', 'closed'],
  in_progress: ['resolved', 'closed'],
  resolved: ['open'],
  closed: ['open'],
};

/** The statuses an admin can move an entry to from `status`. */
export function nextStatuses(status: string): FeedbackStatus[] {
  return NEXT[status as FeedbackStatus] ?? [];
}
