import { formatRelative } from '@/lib/format';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { ConfirmDialog, Dialog } from '@/components/ui/dialog';
import { TextAreaField } from '@/components/ui/fields';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { TextField } from '@/components/ui/text-field';
import { useUser } from '@/hooks/use-session';
import { getErrorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useDeleteOrganizationNote } from '../api/delete-organization-note';
import { useOrganizationNotes, type OrganizationNote } from '../api/get-organization-notes';
import { useSaveOrganizationNote } from '../api/save-organization-note';
import { useCurrentOrganization } from '../components/use-current-organization';

/** Shared notes: every member reads and edits them. */
export function WorkspacePage() {
  const org = useCurrentOrganization();
  const user = useUser();
  const notes = useOrganizationNotes(org.id);
  const remove = useDeleteOrganizationNote(org.id);
  const [editing, setEditing] = useState<OrganizationNote | 'new' | null>(null);
  const [deleting, setDeleting] = useState<OrganizationNote | null>(null);

  return (
    <Card>
      <CardHeader
        title="Workspace"
        description="Shared notes for the whole organisation."
        actions={<Button onClick={() => setEditing('new')}>New note</Button>}
      />
      {notes.isPending ? (
        <div className="flex flex-col gap-2" aria-busy="true">
          <span className="sr-only">Loading...</span>
          <Skeleton className="h-20" />
        </div>
      ) : notes.isError ? (
        <p role="alert" className="text-sm text-danger-700">
          Notes could not be loaded.
        </p>
      ) : notes.data.length === 0 ? (
        <EmptyState title="No notes yet" description="Write the first shared note for your team." />
      ) : (
        <ul className="flex flex-col gap-3" aria-label="Notes">
          {notes.data.map((note) => (
            <li key={note.id} className="rounded-xl border border-line p-4">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="min-w-0">
                  <h3 className="font-semibold break-words text-brand-950">{note.title}</h3>
                  <p className="text-xs text-muted">
                    Edited {formatRelative(note.updated_at, { pastOnly: true })}
                  </p>
                </div>
                <span className="flex gap-1">
                  <Button
                    variant="ghost"
                    className="h-9"
                    aria-label={`Edit ${note.title}`}
                    onClick={() => setEditing(note)}
                  >
                    Edit
                  </Button>
                  {(note.created_by === user.id || org.role === 'owner') && (
                    <Button
                      variant="ghost"
                      className="h-9 text-danger-700"
                      aria-label={`Delete ${note.title}`}
                      onClick={() => setDeleting(note)}
                    >
                      Delete
                    </Button>
                  )}
                </span>
              </div>
              {note.body && <p className="mt-2 text-sm break-words whitespace-pre-line">{note.body}</p>}
            </li>
          ))}
        </ul>
      )}
      {editing && (
        <NoteDialog
          orgId={org.id}
          note={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete note?"
        description={`“${deleting?.title ?? ''}” will be deleted for every member.`}
        confirmLabel="Delete"
        destructive
        busy={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              toast.success('Note deleted');
              setDeleting(null);
            },
            onError: (error) => toast.error('Could not delete note', { description: getErrorMessage(error) }),
          })
        }
      />
    </Card>
  );
}

function NoteDialog({
  orgId,
  note,
  onClose,
}: {
  orgId: string;
  note?: OrganizationNote;
  onClose: () => void;
}) {
  const save = useSaveOrganizationNote(orgId);
  const [title, setTitle] = useState(note?.title ?? '');
  const [body, setBody] = useState(note?.body ?? '');
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    if (!title.trim()) return setError('Enter a title');
    setError(null);
    save.mutate(
      { id: note?.id, orgId, title, body },
      {
        onSuccess: () => {
          toast.success(note ? 'Note saved' : 'Note added');
          onClose();
        },
        onError: (e) => toast.error('Could not save note', { description: getErrorMessage(e) }),
      },
    );
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={note ? 'Edit note' : 'New note'}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button busy={save.isPending} onClick={submit}>
            Save
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <TextField
          label="Title"
          maxLength={200}
          value={title}
          error={error ?? undefined}
          onChange={(e) => setTitle(e.target.value)}
        />
        <TextAreaField
          label="Note"
          rows={8}
          maxLength={20000}
          value={body}
          onChange={(e) => setBody(e.target.value)}
        />
      </div>
    </Dialog>
  );
}
