// Who is looking at a consultation and what that lets them see and do. The page shows; these decide.
import type { Consultation } from './api/get-consultation';

export type ConsultationSide = 'client' | 'consultant' | 'other';
type Parties = Pick<Consultation, 'client_id' | 'cancelled_by'> & {
  consultant: { user_id: string } | null;
};

/** The viewer's side: its client, its consultant, or someone else (an admin reading it). */
export function viewerSide(k: Parties, userId: string | null | undefined): ConsultationSide {
  if (userId && userId === k.client_id) return 'client';
  if (userId && userId === k.consultant?.user_id) return 'consultant';
  return 'other';
}

/** Who cancelled, as the viewer reads it ('you' for the viewer), or null when unknown. */
export function cancelledByLabel(
  k: Parties,
  userId: string | null | undefined,
): 'you' | 'the client' | 'the consultant' | null {
  if (!k.cancelled_by) return null;
  if (k.cancelled_by === userId) return 'you';
  if (k.cancelled_by === k.client_id) return 'the client';
  if (k.cancelled_by === k.consultant?.user_id) return 'the consultant';
  return null;
}

/** Still to happen or happening: the video link is shown. */
export function isOpen(status: string): boolean {
  return status === 'scheduled' || status === 'in_progress';
}

/**
 * Whether the viewer gets the Manage card: both sides may cancel a scheduled consultation; only the
 * consultant completes one (or records a no-show), also once it is in progress.
 */
export function canManage(side: ConsultationSide, status: string): boolean {
  if (side === 'other') return false;
  return status === 'scheduled' || (side === 'consultant' && status === 'in_progress');
}

/** Whole minutes between start and end. */
export function durationMinutes(k: Pick<Consultation, 'start_time' | 'end_time'>): number {
  return Math.round((Date.parse(k.end_time) - Date.parse(k.start_time)) / 60000);
}
