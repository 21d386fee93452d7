// Small rules of the verification review page (spec-2 §2, §4): review progress and history.
// A certification's status is the consultant side's rule (../consultant/certifications.ts).

/** Spec-2 §4: 50%, or 100% once a comment exists. */
export function reviewProgress(comment: string): 50 | 100 {
  return comment.trim() ? 100 : 50;
}

export function capitalise(word: string): string {
  return word ? word[0]!.toUpperCase() + word.slice(1) : word;
}

const HISTORY_LABELS: Record<string, string> = {
  draft_saved: 'Draft saved',
  verification_approved: 'Approved',
  verification_rejected: 'Rejected',
  assignment_taken_over: 'Review taken over',
  assignment_returned: 'Reassigned: the reviewer is no longer an admin',
};

export function historyActionLabel(action: string): string {
  return HISTORY_LABELS[action] ?? capitalise(action.replaceAll('_', ' '));
}

/** `details.comments` of a history entry, when it is a non-blank string. */
export function historyComments(details: unknown): string | null {
  if (typeof details !== 'object' || details === null || Array.isArray(details)) return null;
  const comments = (details as Record<string, unknown>).comments;
  return typeof comments === 'string' && comments.trim() ? comments : null;
}
