import type { BadgeTone } from '@/components/ui/badge';

/** Spec-2 §4 consultation statuses and their labels. */
export const STATUS_LABELS: Record<string, string> = {
  scheduled: 'Scheduled',
  in_progress: 'In Progress',
  completed: 'Completed',
  cancelled: 'Cancelled',
  no_show: 'No Show',
};

export const STATUS_TONES: Record<string, BadgeTone> = {
  scheduled: 'info',
  in_progress: 'warning',
  completed: 'success',
  cancelled: 'neutral',
  no_show: 'danger',
};

export const statusLabel = (status: string) => STATUS_LABELS[status] ?? status;
