// The status pills Atlas shows everywhere, each in one place.
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { PHASE_LABELS, type Phase } from '../cycles/plan';
import { reviewLabel, reviewState } from '../sops/review';
import { STATUS_LABELS, taskUrgency, urgencyLabel, type DatedTask } from '../tasks/urgency';

const SOP_STATUS: Record<string, { label: string; tone: BadgeTone }> = {
  draft: { label: 'Draft', tone: 'neutral' },
  approved: { label: 'Approved', tone: 'info' },
  effective: { label: 'Effective', tone: 'success' },
  archived: { label: 'Archived', tone: 'neutral' },
  retired: { label: 'Retired', tone: 'neutral' },
};

export function SopStatusBadge({ status }: { status: string }) {
  const s = SOP_STATUS[status] ?? { label: status, tone: 'neutral' as const };
  return <Badge tone={s.tone}>{s.label}</Badge>;
}

export function ReviewBadge({ nextReviewOn }: { nextReviewOn: string | null }) {
  if (!nextReviewOn) return null;
  const r = reviewState(nextReviewOn);
  if (r.state === 'ok') return null;
  return <Badge tone={r.state === 'overdue' ? 'danger' : 'warning'}>{reviewLabel(r)}</Badge>;
}

const PHASE_TONES: Record<Phase, BadgeTone> = {
  propagation: 'info',
  veg: 'success',
  flower: 'brand',
  dry: 'warning',
  cure: 'neutral',
};

export function PhaseBadge({ phase }: { phase: Phase }) {
  return <Badge tone={PHASE_TONES[phase]}>{PHASE_LABELS[phase]}</Badge>;
}

/** Where a task stands: done, in progress, or how late / how soon. */
export function TaskStatusBadge({ task, today }: { task: DatedTask; today: string }) {
  const urgency = taskUrgency(task, today);
  if (urgency === 'done') return <Badge tone="success">{STATUS_LABELS.done}</Badge>;
  const tone: BadgeTone = urgency === 'overdue' ? 'danger' : urgency === 'today' ? 'warning' : 'neutral';
  return (
    <span className="inline-flex flex-wrap gap-1">
      {task.status === 'in_progress' ? <Badge tone="info">{STATUS_LABELS.in_progress}</Badge> : null}
      <Badge tone={tone}>{urgencyLabel(task, today)}</Badge>
    </span>
  );
}
