import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/fields';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadError } from '@/components/ui/load-error';
import { logger } from '@/lib/logger';
import { toast } from '@/lib/toast';
import { useAddAdminNote } from '../api/add-admin-note';
import { useAdminNotes } from '../api/get-admin-notes';
import { formatDateTime } from '@/lib/format';
import { MAX_COMMENT, noteSchema, type NoteFormValues } from '../schemas';

/** Spec-2 §2 admin tools: private notes on a verification request. */
export function NotesPanel({ verificationId, viewerId }: { verificationId: string; viewerId: string }) {
  const notes = useAdminNotes(verificationId);
  const add = useAddAdminNote();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<NoteFormValues>({ resolver: zodResolver(noteSchema), defaultValues: { note: '' } });

  const submit = handleSubmit(({ note }) =>
    add.mutate(
      { verificationId, note },
      {
        onSuccess: () => {
          reset({ note: '' });
          toast.success('Note added', { description: 'Your private note was saved.' });
        },
        onError: (error) => {
          logger.error('Error adding note', error);
          toast.error('Error adding note', { description: 'Could not save your note.' });
        },
      },
    ),
  );

  return (
    <div className="flex flex-col gap-4">
      <form noValidate onSubmit={submit} className="flex flex-col gap-2">
        <TextAreaField
          label="Add a private note"
          rows={3}
          maxLength={MAX_COMMENT}
          hint="Only administrators can read notes."
          error={errors.note?.message}
          {...register('note')}
        />
        <Button type="submit" className="self-end" busy={add.isPending}>
          Add Note
        </Button>
      </form>

      {notes.isPending ? (
        <div role="status" aria-label="Loading notes" className="flex flex-col gap-2">
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
        </div>
      ) : notes.isError ? (
        <LoadError error={notes.error} onRetry={() => void notes.refetch()}>
          Could not load notes.
        </LoadError>
      ) : notes.data.length === 0 ? (
        <p className="text-sm text-muted">No notes yet.</p>
      ) : (
        <ul aria-label="Notes" className="flex flex-col gap-3">
          {notes.data.map((n) => (
            <li key={n.id} className="rounded-xl border border-line bg-white p-3">
              <p className="text-sm whitespace-pre-line text-ink">{n.note}</p>
              <p className="mt-2 flex flex-wrap items-center gap-2 text-xs text-muted">
                <span>{n.admin_id === viewerId ? 'You' : (n.adminName ?? 'An administrator')}</span>
                <span aria-hidden="true">·</span>
                <time dateTime={n.created_at}>{formatDateTime(n.created_at)}</time>
                {n.is_private ? <Badge>Private</Badge> : null}
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
