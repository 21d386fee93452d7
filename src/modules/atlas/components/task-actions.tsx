// Starting and completing a task, wherever a task is listed (Today, a cycle, the calendar). The
// database stamps who and when, and refuses completion when the task's SOP has a version in force
// the person has not acknowledged; that refusal is shown in the dialog with a link to read the SOP,
// and the note and photo stay as typed.
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormDialog } from '@/components/ui/dialog';
import { TextAreaField } from '@/components/ui/fields';
import { getErrorCode } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { KEPT_TOAST, useCapture } from '@/hooks/use-capture';
import { useViewer } from '@/hooks/use-viewer';
import { setTaskStatus, useCycleMutation } from '../api/cycle-mutations';
import type { TaskDone } from '../api/floor-captures';
import { atlasErrorMessage } from '../errors';
import { ancoraPaths } from '../../ancora/paths';
import { atlasPaths } from '../paths';
import { useFacility, useFacilityTo } from './facility-context';

export interface ActionableTask {
  id: string;
  title: string;
  status: 'open' | 'in_progress' | 'done';
  sop_id: string | null;
  sop: { code: string; title: string; required_course_id?: string | null } | null;
}

const PHOTO_TYPES = ['image/png', 'image/jpeg', 'image/webp'];
const MAX_PHOTO_BYTES = 10 * 1024 * 1024;

export function TaskActions({ task, compact = false }: { task: ActionableTask; compact?: boolean }) {
  const { facility } = useFacility();
  const [completing, setCompleting] = useState(false);
  const start = useCycleMutation(facility.id, () => setTaskStatus(task.id, 'in_progress'));
  if (task.status === 'done' || !facility.can('log')) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {task.status === 'open' ? (
        <Button
          variant="secondary"
          className={compact ? 'h-9' : undefined}
          busy={start.isPending}
          onClick={() =>
            start.mutate(undefined, {
              onSuccess: () => toast.success('Task started', { description: task.title }),
              onError: (error) =>
                toast.error('Could not start the task', { description: atlasErrorMessage(error) }),
            })
          }
        >
          Start
        </Button>
      ) : null}
      <Button className={compact ? 'h-9' : undefined} onClick={() => setCompleting(true)}>
        Complete
      </Button>
      {completing ? <CompleteTaskDialog task={task} onClose={() => setCompleting(false)} /> : null}
    </div>
  );
}

// Completing a task goes through the outbox (api/outbox.ts): on the floor with no signal it is kept
// on the phone, with its note and photo, and sent when the connection returns.
function CompleteTaskDialog({ task, onClose }: { task: ActionableTask; onClose: () => void }) {
  const { facility } = useFacility();
  const { userId } = useViewer();
  const facilityTo = useFacilityTo();
  const photoId = useId();
  const [captureId] = useState(() => crypto.randomUUID());
  const [note, setNote] = useState('');
  const [photo, setPhoto] = useState<File | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const complete = useCapture<TaskDone>('atlas-task-done');
  const needsAck = getErrorCode(complete.error) === 'AT006' || getErrorCode(complete.error) === 'AT007';
  // The SOP also asks for an Ancora certificate the person does not hold (valid).
  const needsCourse = getErrorCode(complete.error) === 'AT016';

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (note.length > 2000) return setFieldError('Keep the note under 2,000 characters.');
    setFieldError(null);
    const ext = photo?.type === 'image/png' ? 'png' : photo?.type === 'image/webp' ? 'webp' : 'jpg';
    complete.mutate(
      {
        id: captureId,
        label: 'Task completed',
        summary: [task.title, facility.name].join(' · '),
        variables: {
          taskId: task.id,
          facilityId: facility.id,
          by: userId ?? '',
          note: note.trim() || null,
          photo: photo ? { blob: photo, path: `${facility.id}/${task.id}/${captureId}.${ext}` } : null,
        },
      },
      {
        onSuccess: (result) => {
          if (result.status === 'kept') toast.info(KEPT_TOAST.title, { description: KEPT_TOAST.description });
          else toast.success('Task done', { description: task.title });
          onClose();
        },
      },
    );
  }

  return (
    <FormDialog
      onOpenChange={(open) => !open && onClose()}
      title={`Complete “${task.title}”`}
      description={task.sop ? `Follows ${task.sop.code}: ${task.sop.title}.` : undefined}
      submitLabel="Mark done"
      busy={complete.isPending}
      onSubmit={onSubmit}
    >
      {complete.isError ? (
        <Alert>
          <p>{atlasErrorMessage(complete.error)}</p>
          {needsAck && task.sop_id && task.sop ? (
            <Link
              to={facilityTo(atlasPaths.sop.href({ sopId: task.sop_id }))}
              className="mt-1 inline-block font-semibold underline"
            >
              Read {task.sop.code}
            </Link>
          ) : null}
          {needsCourse && task.sop?.required_course_id ? (
            <Link
              to={ancoraPaths.course.href({ courseId: task.sop.required_course_id })}
              className="mt-1 inline-block font-semibold underline"
            >
              Go to the course
            </Link>
          ) : null}
        </Alert>
      ) : null}
      <TextAreaField
        label="Note (optional)"
        value={note}
        onChange={(e) => setNote(e.target.value)}
        rows={3}
        maxLength={2000}
        error={fieldError ?? undefined}
        hint="What you did or saw, for the record."
      />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={photoId} className="text-sm font-medium text-ink">
          Photo (optional)
        </label>
        <input
          id={photoId}
          type="file"
          accept={PHOTO_TYPES.join(',')}
          capture="environment"
          onChange={(e) => {
            const file = e.target.files?.[0] ?? null;
            if (file && (!PHOTO_TYPES.includes(file.type) || file.size > MAX_PHOTO_BYTES)) {
              setFieldError('Choose a PNG, JPEG or WebP photo under 10 MB.');
              e.target.value = '';
              return;
            }
            setFieldError(null);
            setPhoto(file);
          }}
          className="text-sm text-ink file:mr-3 file:h-9 file:rounded-lg file:border file:border-line file:bg-white file:px-3 file:text-sm file:font-semibold"
        />
        <p className="text-xs text-muted">PNG, JPEG or WebP, up to 10 MB.</p>
      </div>
    </FormDialog>
  );
}
