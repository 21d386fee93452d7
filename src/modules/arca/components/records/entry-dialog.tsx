// One entry: its values in the grower's units, photos, who logged it, every change since (who,
// when, what) — and edit and delete. A save over someone else's newer change is refused and says
// so; a delete asks first and can be undone from the toast (and restored for 30 days).
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { toast } from '@/lib/toast';
import { useEntry } from '../../api/get-entry';
import { useLots } from '../../api/get-lots';
import { usePhotoUrls } from '../../api/get-photo-urls';
import type { RecordPlace } from '../../api/get-record-places';
import { useUpdateEntry } from '../../api/update-entry';
import type { PendingPhoto } from '../../api/upload-photos';
import { useEntrySop } from '@/lib/data/facility-sops';
import { formatDateTime } from '@/lib/format';
import { atlasPaths } from '@/modules/atlas/paths';
import { holdsOfError, type Hold } from '../../protection/holds';
import { toLocalInput } from '../../records/datetime';
import { checkEntry } from '../../records/entry-rules';
import { recordErrorMessage } from '../../records/errors';
import { currentSnapshot } from '../../records/history';
import { EntryHistory } from './entry-history';
import { useDeleteEntry } from './use-delete-entry';
import type { KindName } from '../../records/kinds/registry';
import type { FieldDef, RecordKind, RecordRow } from '../../records/kinds/types';
import { MAX_PHOTOS } from '../../records/photos';
import { formatWithUnit, hasUnits, toDisplay, type RecordUnits } from '../../records/units';
import { EntryForm } from './entry-form';
import { PhotoPicker } from './photo-picker';
import { toDraft, useEntryForm, type EntryFormValues } from './use-entry-form';

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function fieldText(field: FieldDef, row: RecordRow, units: RecordUnits): string {
  const v = row[field.key];
  if (v === null || v === undefined || v === '') return '—';
  if (field.type === 'number') return formatWithUnit(v, field.measure, units);
  if (field.type === 'choice') return field.options.find((o) => o.value === v)?.label ?? String(v);
  if (field.type === 'room') return (row.to_room as { room_name?: string } | null)?.room_name ?? '—';
  if (field.type === 'filter') return (row.filter as { name?: string } | null)?.name ?? '—';
  return String(v);
}

/** The edit form's values for an entry: numbers converted to the grower's units. */
function formValuesOf(row: RecordRow, kind: RecordKind, units: RecordUnits): EntryFormValues {
  const values: Record<string, number | string> = {};
  for (const f of kind.fields) {
    const v = row[f.key];
    if (v === null || v === undefined) continue;
    values[f.key] =
      f.type === 'number' && typeof v === 'number'
        ? Number((hasUnits(f.measure) ? toDisplay(v, f.measure, units) : v).toFixed(6))
        : String(v);
  }
  return {
    facility_id: row.facility_id,
    room_id: row.room_id ?? '',
    lot_id: row.lot_id ?? '',
    occurred_at: toLocalInput(row.occurred_at),
    status: row.status,
    notes: row.notes ?? '',
    override_reason: (row.override_reason as string | null | undefined) ?? '',
    values,
  };
}

export function EntryDialog({
  kind,
  row,
  places,
  units,
  onClose,
}: {
  kind: RecordKind;
  row: RecordRow;
  places: RecordPlace[];
  units: RecordUnits;
  onClose: () => void;
}) {
  const entry = useEntry(kind.kind as KindName, row.id);
  const current = entry.data ?? row;
  const [editing, setEditing] = useState(false);
  const remove = useDeleteEntry();

  return (
    <>
      <Dialog
        open
        onOpenChange={(open) => !open && onClose()}
        title={capitalize(kind.noun.one)}
        description={formatDateTime(current.occurred_at)}
        size="lg"
      >
        {entry.data === null ? (
          <p className="text-sm text-muted">This entry is no longer there; it may have been deleted.</p>
        ) : editing ? (
          <EditEntry
            kind={kind}
            row={current}
            places={places}
            units={units}
            onDone={() => setEditing(false)}
          />
        ) : (
          <div className="flex flex-col gap-5">
            <EntryDetails kind={kind} row={current} units={units} />
            <div className="flex flex-wrap gap-2">
              <Button onClick={() => setEditing(true)}>Edit</Button>
              <Button
                variant="secondary"
                onClick={() => remove.ask({ kind: kind.kind, id: current.id, onDeleted: onClose })}
              >
                Delete
              </Button>
            </div>
            <RecordHistory kind={kind} row={current} places={places} units={units} />
          </div>
        )}
      </Dialog>
      {remove.confirm}
    </>
  );
}

function EntryDetails({ kind, row, units }: { kind: RecordKind; row: RecordRow; units: RecordUnits }) {
  const photos = usePhotoUrls(row.photos ?? []);
  const derived = kind.columns.filter((c) => !kind.fields.some((f) => f.key === c.key) && c.measure);
  const room = (row.room as { room_name?: string } | null)?.room_name;
  const lot = row.lot as { name?: string; strain?: string } | null;
  return (
    <>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm sm:grid-cols-3">
        <Item label="Room" value={room ?? '—'} />
        <Item label="Lot" value={lot?.name ? `${lot.name} · ${lot.strain}` : '—'} />
        <Item label="Status" value={row.status === 'planned' ? 'Planned' : 'Done'} />
        {kind.fields.map((f) => (
          <Item key={f.key} label={f.label} value={fieldText(f, row, units)} />
        ))}
        {derived.map((c) => (
          <Item
            key={c.key}
            label={c.label}
            value={formatWithUnit(row[c.key], c.measure!, units, { signed: c.signed }) || '—'}
          />
        ))}
      </dl>
      <FollowedSop entryId={row.id} />
      {row.override_reason ? (
        <p className="text-sm text-ink">
          <span className="font-medium">Override reason:</span> {String(row.override_reason)}
        </p>
      ) : null}
      {row.notes ? <p className="text-sm whitespace-pre-line text-ink">{row.notes}</p> : null}
      {(photos.data ?? []).length > 0 && (
        <ul className="flex flex-wrap gap-2">
          {photos.data!.map((p, i) => (
            <li key={p.path}>
              <a href={p.url} target="_blank" rel="noreferrer">
                <img
                  src={p.url}
                  alt={`Open full size, ${i + 1} of ${photos.data!.length}`}
                  className="size-24 rounded-lg object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** The SOP the entry followed and the version that was in force, linked to that version in Atlas. */
function FollowedSop({ entryId }: { entryId: string }) {
  const sop = useEntrySop(entryId);
  if (!sop.data) return null;
  const { sopId, code, title, version } = sop.data;
  return (
    <p className="text-sm text-ink">
      {/* Without ?facility= the SOP page opens the SOP's own facility. */}
      <Link to={atlasPaths.sop.href({ sopId })} className="font-medium text-brand-800 underline">
        Follows {code} v{version}
      </Link>{' '}
      <span className="text-muted">· {title}</span>
    </p>
  );
}

function Item({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="font-medium break-words text-ink">{value}</dd>
    </div>
  );
}

/** The History view with the registry kind's fields, rooms, filters and lots. */
function RecordHistory({
  kind,
  row,
  places,
  units,
}: {
  kind: RecordKind;
  row: RecordRow;
  places: RecordPlace[];
  units: RecordUnits;
}) {
  const lots = useLots(row.facility_id);
  const rooms = places.flatMap((p) => p.rooms);
  return (
    <EntryHistory
      entryId={row.id}
      current={currentSnapshot(row, kind.fields)}
      createdBy={row.created_by}
      createdAt={row.created_at}
      context={{
        fields: kind.fields,
        units,
        roomName: (id) => rooms.find((r) => r.id === id)?.room_name ?? 'a deleted room',
        filterName: (id) =>
          places.flatMap((p) => p.filters).find((f) => f.id === id)?.name ?? 'a deleted filter',
        lotName: (id) => lots.data?.find((l) => l.id === id)?.name ?? 'another lot',
        formatDate: formatDateTime,
      }}
    />
  );
}

function EditEntry({
  kind,
  row,
  places,
  units,
  onDone,
}: {
  kind: RecordKind;
  row: RecordRow;
  places: RecordPlace[];
  units: RecordUnits;
  onDone: () => void;
}) {
  const form = useEntryForm(kind, units, formValuesOf(row, kind, units));
  const lots = useLots(row.facility_id);
  const update = useUpdateEntry();
  const [photos, setPhotos] = useState<PendingPhoto[]>([]);
  const [refused, setRefused] = useState<Hold[] | null>(null);
  const facility = places.find((p) => p.id === row.facility_id);

  async function onSubmit(input: EntryFormValues) {
    const checked = checkEntry(kind, toDraft(input), units);
    if (!checked.ok) return;
    const { facility_id: _facility, ...changes } = checked.payload;
    try {
      await update.mutateAsync({
        kind: kind.kind,
        id: row.id,
        version: row.version,
        changes: { ...changes, photos: row.photos },
        newPhotos: photos,
        ownerId: facility?.user_id ?? '',
        facilityId: row.facility_id,
      });
      toast.success('Changes saved');
      onDone();
    } catch (e) {
      setRefused(holdsOfError(e));
      toast.error('The changes were not saved', { description: recordErrorMessage(e) });
    }
  }

  return (
    <EntryForm
      form={form}
      kind={kind}
      units={units}
      places={places.filter((p) => p.id === row.facility_id)}
      lots={lots.data ?? []}
      onSubmit={onSubmit}
      entryId={row.id}
      refused={refused}
      photos={
        (row.photos?.length ?? 0) < MAX_PHOTOS ? (
          <PhotoPicker photos={photos} onChange={setPhotos} existing={row.photos?.length ?? 0} />
        ) : null
      }
      footer={
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onDone} disabled={update.isPending}>
            Cancel
          </Button>
          <Button type="submit" busy={update.isPending}>
            Save changes
          </Button>
        </div>
      }
    />
  );
}
