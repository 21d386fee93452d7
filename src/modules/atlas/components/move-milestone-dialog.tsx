// Moving a milestone (the start of a phase): the dialog previews what moves before saving, the
// database moves it all in one transaction and refuses a move into another cycle in the room.
import { useMemo, useState, type FormEvent } from 'react';
import { TextAreaField } from '@/components/ui/fields';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/lib/toast';
import { moveMilestone as saveMove, useCycleMutation } from '../api/cycle-mutations';
import type { CyclePhase, CycleTask } from '../api/get-cycle';
import { MILESTONE_LABELS, moveMilestone, moveSummary } from '../cycles/plan';
import { moveSchema } from '../cycles/schemas';
import { useFacility } from './facility-context';
import { AtlasFormDialog } from './form-parts';

export function MoveMilestoneDialog({
  phase,
  phases,
  tasks,
  onClose,
}: {
  phase: CyclePhase;
  phases: CyclePhase[];
  tasks: CycleTask[];
  onClose: () => void;
}) {
  const { facility } = useFacility();
  const milestone = MILESTONE_LABELS[phase.phase];
  const [to, setTo] = useState(phase.start_on);
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const preview = useMemo(
    () =>
      moveMilestone(
        phases,
        tasks.map((t) => ({ id: t.id, phase: t.phaseName, due_on: t.due_on, status: t.status })),
        phase.phase,
        to,
      ),
    [phases, tasks, phase.phase, to],
  );
  const move = useCycleMutation(facility.id, () => saveMove(phase.id, { to, reason }));

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const parsed = moveSchema.safeParse({ to, reason });
    if (!parsed.success) return setFieldError(parsed.error.issues[0]!.message);
    if (!preview.ok) return setFieldError(preview.reason);
    setFieldError(null);
    move.mutate(undefined, {
      onSuccess: (moved) => {
        toast.success('Milestone moved', {
          description: `${milestone}: ${moved === 1 ? '1 task moved' : `${moved ?? 0} tasks moved`}.`,
        });
        onClose();
      },
    });
  }

  return (
    <AtlasFormDialog
      onClose={onClose}
      save={move}
      title={`Move ${milestone.toLowerCase()}`}
      description="This phase and every later one move by the same days; the phase before it gets longer or shorter. Finished tasks keep their dates."
      submitLabel="Move milestone"
      onSubmit={onSubmit}
    >
      <TextField
        label="New date"
        type="date"
        value={to}
        onChange={(e) => setTo(e.target.value)}
        error={fieldError ?? undefined}
      />
      <p className="text-sm text-ink" aria-live="polite">
        {preview.ok
          ? moveSummary(preview.movedTaskIds.length, preview.delta)
          : to === phase.start_on
            ? 'Choose the new date.'
            : preview.reason}
      </p>
      <TextAreaField
        label="Reason"
        rows={2}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        maxLength={500}
        hint="Kept with the move, for the record."
      />
    </AtlasFormDialog>
  );
}
