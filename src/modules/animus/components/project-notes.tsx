import { formatDateTime } from '@/lib/format';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/dialog';
import { TextAreaField } from '@/components/ui/fields';
import { Skeleton } from '@/components/ui/skeleton';
import { getErrorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useAddProjectNote } from '../api/add-project-note';
import { useDeleteProjectNote } from '../api/delete-project-note';
import { useProjectNotes } from '../api/get-project-notes';
import { useUpdateProjectNote } from '../api/update-project-note';

const NOTE_MAX = 5000;

/** The project's notes (project_notes), newest first, with an add box. */
export function ProjectNotes({ projectId }: { projectId: string }) {
  const notes = useProjectNotes(projectId);
  const add = useAddProjectNote(projectId);
  const remove = useDeleteProjectNote(projectId);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [deleting, setDeleting] = useState<string | null>(null);
  const [editingId, setEditingId] = useState<string | null>(null);
  const editButtons = useRef(new Map<string, HTMLButtonElement>());

  const submit = () => {
    if (body.trim() === '') {
      setError('Write a note first');
      return;
    }
    add.mutate(
      { projectId, body },
      {
        onSuccess: () => {
          setBody('');
          setError(undefined);
        },
        onError: (err) => toast.error('Could not save the note', { description: getErrorMessage(err) }),
      },
    );
  };

  return (
    <Card>
      <CardHeader title="Project notes" as="h2" />
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
        className="flex flex-col gap-2"
      >
        <TextAreaField
          label="New note"
          rows={2}
          maxLength={NOTE_MAX}
          value={body}
          error={error}
          onChange={(e) => setBody(e.target.value)}
        />
        <div>
          <Button type="submit" variant="secondary" busy={add.isPending}>
            {add.isPending ? 'Saving...' : 'Add note'}
          </Button>
        </div>
      </form>
      <div className="mt-4">
        {notes.isPending ? (
          <Skeleton className="h-16 w-full" />
        ) : notes.isError ? (
          <p className="text-sm text-danger-700">Could not load notes: {getErrorMessage(notes.error)}</p>
        ) : notes.data.length === 0 ? (
          <p className="text-sm text-muted">No notes yet.</p>
        ) : (
          <ul className="flex flex-col divide-y divide-line">
            {notes.data.map((n) => (
              <li key={n.id} className="py-3">
                {editingId === n.id ? (
                  <NoteEditor
                    projectId={projectId}
                    note={n}
                    onDone={() => {
                      setEditingId(null);
                      // Back to where the keyboard user started.
                      requestAnimationFrame(() => editButtons.current.get(n.id)?.focus());
                    }}
                  />
                ) : (
                  <div className="flex items-start justify-between gap-3">
                    <div className="min-w-0">
                      <p className="text-sm whitespace-pre-line text-ink">{n.body}</p>
                      <p className="mt-1 text-xs text-muted">
                        {formatDateTime(n.created_at)}
                        {n.updated_at > n.created_at ? ' · edited' : ''}
                      </p>
                    </div>
                    <div className="flex shrink-0">
                      <Button
                        ref={(el) => {
                          if (el) editButtons.current.set(n.id, el);
                          else editButtons.current.delete(n.id);
                        }}
                        variant="ghost"
                        className="h-9 px-2"
                        aria-label="Edit note"
                        onClick={() => setEditingId(n.id)}
                      >
                        Edit
                      </Button>
                      <Button
                        variant="ghost"
                        className="h-9 px-2"
                        aria-label="Delete note"
                        onClick={() => setDeleting(n.id)}
                      >
                        Delete
                      </Button>
                    </div>
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete note"
        description="Delete this note? This cannot be undone."
        confirmLabel={remove.isPending ? 'Deleting...' : 'Delete note'}
        destructive
        busy={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting, {
            onSuccess: () => setDeleting(null),
            onError: (err) => toast.error('Could not delete the note', { description: getErrorMessage(err) }),
          })
        }
      />
    </Card>
  );
}

/**
 * A note's body edited in place: Save (or Ctrl/Cmd+Enter) writes it, Cancel (or Escape) leaves it as
 * it was. The text area takes focus when it opens.
 */
function NoteEditor({
  projectId,
  note,
  onDone,
}: {
  projectId: string;
  note: { id: string; body: string };
  onDone: () => void;
}) {
  const update = useUpdateProjectNote(projectId);
  const [body, setBody] = useState(note.body);
  const [error, setError] = useState<string | undefined>();
  const area = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    area.current?.focus();
  }, []);

  const save = () => {
    if (body.trim() === '') {
      setError('Write a note first');
      return;
    }
    if (body.trim() === note.body) {
      onDone();
      return;
    }
    update.mutate(
      { id: note.id, body },
      {
        onSuccess: () => {
          toast.success('Note updated');
          onDone();
        },
        onError: (err) => toast.error('Could not save the note', { description: getErrorMessage(err) }),
      },
    );
  };

  return (
    // Keyboard shortcuts for the fields inside (Ctrl/⌘+Enter saves), not an interaction of the form itself.
    // eslint-disable-next-line jsx-a11y-x/no-noninteractive-element-interactions
    <form
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && !update.isPending) {
          e.preventDefault();
          onDone();
        } else if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
          e.preventDefault();
          save();
        }
      }}
      className="flex flex-col gap-2"
    >
      <TextAreaField
        ref={area}
        label="Edit note"
        hint="Ctrl+Enter saves, Escape cancels."
        rows={3}
        maxLength={NOTE_MAX}
        value={body}
        error={error}
        onChange={(e) => setBody(e.target.value)}
      />
      <div className="flex gap-2">
        <Button type="submit" busy={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save'}
        </Button>
        <Button variant="secondary" onClick={onDone} disabled={update.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
