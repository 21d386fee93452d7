// The state of a form that saves an entry of its own shape (a batch, feed, application, release or
// scouting count; api/plain-entry.ts): the entry's id (made on the device for a new one), the save
// with its toast and its failure in the records framework's words, and Delete with confirmation and
// Undo. The dialog around it and the History view are in plain-entry.tsx.
import { useState } from 'react';
import type { PlainKind } from '../../api/plain-entry';
import { announceSave, useSavePlainEntry } from '../../api/save-plain-entry';
import { recordErrorMessage } from '../../records/errors';
import type { Snapshot } from '../../records/history';
import { useDeleteEntry } from './use-delete-entry';

/** An entry as its records view lists it (a Feed, an Application, a Release, …). */
type PlainRow = Snapshot &
  Record<string, unknown> & {
    id: string | null;
    version: number | null;
    created_by: string | null;
    created_at: string | null;
  };

/** What a form fills in; the rest of the envelope (kind, id, version, facility) is the hook's. */
interface PlainEntryFields {
  room_id: string | null;
  /** The form's local date-time input. */
  occurredAt: string;
  notes?: string | null;
  /** Why the entry is made inside a running interval; asked only when one runs. */
  overrideReason?: string | null;
  values: Record<string, unknown>;
}

/**
 * One entry's form state: `submit` saves it (a new entry, or the opened entry at its version),
 * toasts, and on failure keeps the message in `failure` (and hands the error to `onFailure`, for a
 * form that reacts to a code); resolves true once saved. `askDelete` confirms, deletes, offers Undo.
 */
export function usePlainEntry({
  kind,
  entry,
  facilityId,
  onFailure,
}: {
  kind: PlainKind;
  /** The entry being edited; null for a new one. */
  entry: PlainRow | null;
  facilityId: string;
  onFailure?: (error: unknown) => void;
}) {
  const [entryId] = useState(() => entry?.id ?? crypto.randomUUID());
  const [failure, setFailure] = useState<string | null>(null);
  const deletion = useDeleteEntry();
  const save = useSavePlainEntry();

  const submit = async (fields: PlainEntryFields, saved: { title: string; description?: string }) => {
    setFailure(null);
    try {
      const result = await save.mutateAsync(
        {
          kind,
          id: entryId,
          version: entry?.version ?? undefined,
          facility_id: facilityId,
          room_id: fields.room_id,
          occurred_at: new Date(fields.occurredAt).toISOString(),
          notes: fields.notes ?? null,
          ...(fields.overrideReason !== undefined ? { override_reason: fields.overrideReason || null } : {}),
          values: fields.values,
        },
        saved.description,
      );
      announceSave(result, saved.title, saved.description);
      return true;
    } catch (error) {
      setFailure(recordErrorMessage(error));
      onFailure?.(error);
      return false;
    }
  };

  return {
    kind,
    entry,
    failure,
    submit,
    busy: save.isPending,
    askDelete: (onDeleted: () => void) => deletion.ask({ kind, id: entryId, onDeleted }),
    /** The delete confirmation, to render once. */
    confirm: deletion.confirm,
  };
}

export type PlainEntry = ReturnType<typeof usePlainEntry>;
