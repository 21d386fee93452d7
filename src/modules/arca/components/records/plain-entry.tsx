// The dialog shared by the forms that save an entry of their own shape (batches, feeds,
// applications, releases, scouting counts; state in use-plain-entry.ts): the failure above the
// fields, Delete at the footer's start, and the entry's History view. Each form keeps its fields.
import type { ComponentProps, FormEvent, ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { FormDialog } from '@/components/ui/dialog';
import { formatDateTime } from '@/lib/format';
import type { RecordPlace } from '../../api/get-record-places';
import { currentSnapshot } from '../../records/history';
import { DEFAULT_RECORD_UNITS } from '../../records/units';
import { PLAIN_DATE_LABELS, plainHistoryFields, type PlainHistoryNames } from '../../records/plain-history';
import { DeleteButton } from './delete-button';
import { EntryHistory } from './entry-history';
import type { PlainEntry } from './use-plain-entry';

/**
 * The dialog of such a form: its fields, the failure above them, Delete at the footer's start and
 * the History view below them when an entry is being edited.
 */
export function PlainEntryDialog({
  plain,
  facility,
  names,
  title,
  description,
  size,
  submitLabel,
  deleteLabel,
  onSubmit,
  onClose,
  children,
}: {
  plain: PlainEntry;
  facility: RecordPlace;
  /** Names for the ids the entry holds, for its history. */
  names?: PlainHistoryNames;
  title: ReactNode;
  description?: ReactNode;
  size?: ComponentProps<typeof FormDialog>['size'];
  submitLabel: ReactNode;
  /** "Delete feed", "Delete release"… */
  deleteLabel: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <>
      <FormDialog
        onOpenChange={(open) => !open && onClose()}
        title={title}
        description={description}
        size={size}
        submitLabel={submitLabel}
        busy={plain.busy}
        onSubmit={onSubmit}
        footerStart={
          plain.entry ? (
            <DeleteButton onClick={() => plain.askDelete(onClose)}>{deleteLabel}</DeleteButton>
          ) : null
        }
      >
        {plain.failure ? <Alert>{plain.failure}</Alert> : null}
        {children}
        <PlainEntryHistory plain={plain} facility={facility} names={names} />
      </FormDialog>
      {plain.confirm}
    </>
  );
}

/** The History view of the entry being edited (nothing for a new one). */
export function PlainEntryHistory({
  plain,
  facility,
  names,
}: {
  plain: PlainEntry;
  facility: RecordPlace;
  names?: PlainHistoryNames;
}) {
  const { entry } = plain;
  if (!entry?.id) return null;
  const fields = plainHistoryFields(plain.kind, names);
  return (
    <EntryHistory
      entryId={entry.id}
      current={currentSnapshot(entry, fields)}
      createdBy={entry.created_by}
      createdAt={entry.created_at}
      context={{
        fields,
        dateLabel: PLAIN_DATE_LABELS[plain.kind],
        units: DEFAULT_RECORD_UNITS,
        roomName: (id) => facility.rooms.find((r) => r.id === id)?.room_name ?? 'a deleted room',
        lotName: () => 'another lot',
        formatDate: formatDateTime,
      }}
    />
  );
}
