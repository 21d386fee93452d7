// Small rules of the verification review page (spec-2 §2, §4): certification status and progress.

export type CertificationStatus = 'Verified' | 'Expired' | 'Pending';

/**
 * Spec-2 §4: pending until verified; expired when the expiration date is earlier than now. An
 * expired certificate reads Expired even if it was verified once: that is what the reviewer must see.
 */
export function certificationStatus(
  cert: { verified: boolean; expiration_date: string | null },
  now: Date = new Date(),
): CertificationStatus {
  if (cert.expiration_date) {
    // A date column: the certificate is valid through the end of that day (UTC).
    const end = Date.parse(`${cert.expiration_date}T23:59:59.999Z`);
    if (!Number.isNaN(end) && end < now.getTime()) return 'Expired';
  }
  return cert.verified ? 'Verified' : 'Pending';
}

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
