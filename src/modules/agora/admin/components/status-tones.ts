import type { BadgeTone } from '@/components/ui/badge';

/** Badge colours for consultant-profile and verification statuses. */
export const STATUS_TONES: Record<string, BadgeTone> = {
  active: 'success',
  approved: 'success',
  pending: 'warning',
  suspended: 'danger',
  rejected: 'neutral',
};
