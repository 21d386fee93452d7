import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog, FormDialog } from '@/components/ui/dialog';
import { SelectField, TextAreaField } from '@/components/ui/fields';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { TextField } from '@/components/ui/text-field';
import { LoadError } from '@/components/ui/load-error';
import { useUser } from '@/hooks/use-session';
import { numberInput } from '@/lib/decimal';
import { getErrorMessage } from '@/lib/errors';
import { formatNumber } from '@/lib/format';
import { toast } from '@/lib/toast';
import {
  facilitySchema,
  ROOM_TYPE_LABELS,
  ROOM_TYPES,
  ROOM_FIGURE_MESSAGES,
  roomSchema,
  type FacilityInput,
  type RoomForm,
  type RoomInput,
  type RoomType,
} from '../account-schemas';
import { useDeleteFacility } from '../api/delete-facility';
import { useDeleteRoom } from '../api/delete-room';
import { useOwnFacilities, type Facility, type Room } from '@/lib/data/facilities';
import { useSaveFacility } from '../api/save-facility';
import { useSaveRoom } from '../api/save-room';
import { accountPaths } from '../paths';
import { PageHeader } from '@/components/ui/page-header';

const DUPLICATE_FACILITY = { '23505': 'You already have a facility with this name.' };
const DUPLICATE_ROOM = { '23505': 'This facility already has a room with this name.' };

/** A refused room in the form's words: a duplicate name, or an area or lighting out of range. */
function roomErrorMessage(error: unknown): string {
  const text = (error as { message?: unknown } | null)?.message;
  const constraint = Object.keys(ROOM_FIGURE_MESSAGES).find(
    (name) => typeof text === 'string' && text.includes(name),
  ) as keyof typeof ROOM_FIGURE_MESSAGES | undefined;
  return constraint ? ROOM_FIGURE_MESSAGES[constraint] : getErrorMessage(error, DUPLICATE_ROOM);
}

type Editing =
  { kind: 'facility'; facility?: Facility } | { kind: 'room'; facility: Facility; room?: Room } | null;
type Deleting = { kind: 'facility'; facility: Facility } | { kind: 'room'; room: Room } | null;

export function FacilitiesPage() {
  const user = useUser();
  const facilities = useOwnFacilities(user.id);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Deleting>(null);

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4">
      <PageHeader
        back={
          <Link
            to={accountPaths.profile.href()}
            className="text-sm font-semibold text-brand-700 hover:underline"
          >
            ← Back to Profile
          </Link>
        }
        title="Facilities"
        description="Your growing sites and the rooms in each."
        actions={<Button onClick={() => setEditing({ kind: 'facility' })}>Add facility</Button>}
      />

      {facilities.isPending ? (
        <div className="flex flex-col gap-4" aria-busy="true">
          <span className="sr-only">Loading...</span>
          <Skeleton className="h-36" />
          <Skeleton className="h-36" />
        </div>
      ) : facilities.isError ? (
        <LoadError onRetry={() => void facilities.refetch()}>Failed to load facilities and rooms</LoadError>
      ) : facilities.data.length === 0 ? (
        <EmptyState
          title="No facilities yet"
          description="Add your first facility, then the rooms you grow in."
          action={<Button onClick={() => setEditing({ kind: 'facility' })}>Add facility</Button>}
        />
      ) : (
        facilities.data.map((facility) => (
          <Card key={facility.id} aria-label={facility.name}>
            <div className="mb-3 flex flex-wrap items-start justify-between gap-3">
              <div className="min-w-0">
                <h2 className="text-lg font-semibold break-words text-brand-950">{facility.name}</h2>
                {facility.location && <p className="text-sm text-muted">{facility.location}</p>}
                {facility.notes && (
                  <p className="mt-1 text-sm whitespace-pre-line text-ink">{facility.notes}</p>
                )}
              </div>
              <div className="flex gap-2">
                <Button
                  variant="secondary"
                  aria-label={`Edit ${facility.name}`}
                  onClick={() => setEditing({ kind: 'facility', facility })}
                >
                  Edit
                </Button>
                <Button
                  variant="ghost"
                  className="text-danger-700"
                  aria-label={`Delete ${facility.name}`}
                  onClick={() => setDeleting({ kind: 'facility', facility })}
                >
                  Delete
                </Button>
              </div>
            </div>
            <h3 className="text-sm font-semibold text-ink">Rooms</h3>
            {facility.rooms.length === 0 ? (
              <p className="py-2 text-sm text-muted">No rooms yet.</p>
            ) : (
              <ul aria-label={`Rooms of ${facility.name}`} className="flex flex-col divide-y divide-line">
                {facility.rooms.map((room) => (
                  <li key={room.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                    <span className="flex min-w-0 flex-wrap items-center gap-2">
                      <span className="text-sm font-medium break-words">{room.room_name}</span>
                      <Badge>{ROOM_TYPE_LABELS[room.room_type as RoomType] ?? room.room_type}</Badge>
                      {room.aroya_room_id !== null && <Badge tone="info">AROYA {room.aroya_room_id}</Badge>}
                      {room.canopy_area_m2 !== null && (
                        <Badge>{formatNumber(room.canopy_area_m2, 2)} m²</Badge>
                      )}
                      {room.lighting_w !== null && <Badge>{formatNumber(room.lighting_w, 0)} W</Badge>}
                    </span>
                    <span className="flex gap-1">
                      <Button
                        variant="ghost"
                        className="h-9"
                        aria-label={`Edit room ${room.room_name}`}
                        onClick={() => setEditing({ kind: 'room', facility, room })}
                      >
                        Edit
                      </Button>
                      <Button
                        variant="ghost"
                        className="h-9 text-danger-700"
                        aria-label={`Delete room ${room.room_name}`}
                        onClick={() => setDeleting({ kind: 'room', room })}
                      >
                        Delete
                      </Button>
                    </span>
                  </li>
                ))}
              </ul>
            )}
            <Button
              variant="secondary"
              className="mt-3"
              aria-label={`Add room to ${facility.name}`}
              onClick={() => setEditing({ kind: 'room', facility })}
            >
              Add room
            </Button>
          </Card>
        ))
      )}

      {editing?.kind === 'facility' && (
        <FacilityDialog facility={editing.facility} onClose={() => setEditing(null)} />
      )}
      {editing?.kind === 'room' && (
        <RoomDialog facility={editing.facility} room={editing.room} onClose={() => setEditing(null)} />
      )}
      <DeleteDialog deleting={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}

function FacilityDialog({ facility, onClose }: { facility?: Facility; onClose: () => void }) {
  const save = useSaveFacility();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<FacilityInput>({
    resolver: zodResolver(facilitySchema),
    defaultValues: {
      name: facility?.name ?? '',
      location: facility?.location ?? '',
      notes: facility?.notes ?? '',
    },
  });
  return (
    <FormDialog
      onOpenChange={(open) => !open && onClose()}
      title={facility ? 'Edit facility' : 'Add facility'}
      submitLabel={facility ? 'Save changes' : 'Add facility'}
      busy={save.isPending}
      onSubmit={handleSubmit((values) =>
        save.mutate(
          { ...values, id: facility?.id },
          {
            onSuccess: () => {
              toast.success(facility ? 'Facility updated' : 'Facility added', { description: values.name });
              onClose();
            },
            onError: (error) =>
              toast.error('Could not save facility', {
                description: getErrorMessage(error, DUPLICATE_FACILITY),
              }),
          },
        ),
      )}
    >
      <TextField label="Facility name" error={errors.name?.message} {...register('name')} />
      <TextField
        label="Location"
        hint="Address or city and region"
        error={errors.location?.message}
        {...register('location')}
      />
      <TextAreaField label="Notes" rows={3} error={errors.notes?.message} {...register('notes')} />
    </FormDialog>
  );
}

function RoomDialog({ facility, room, onClose }: { facility: Facility; room?: Room; onClose: () => void }) {
  const save = useSaveRoom();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RoomForm, unknown, RoomInput>({
    resolver: zodResolver(roomSchema),
    defaultValues: {
      roomName: room?.room_name ?? '',
      roomType: (room?.room_type as RoomType) ?? 'flower',
      canopyAreaM2: room?.canopy_area_m2 ?? Number.NaN,
      lightingW: room?.lighting_w ?? Number.NaN,
    },
  });
  return (
    <FormDialog
      onOpenChange={(open) => !open && onClose()}
      title={room ? 'Edit room' : `Add room to ${facility.name}`}
      submitLabel={room ? 'Save changes' : 'Add room'}
      busy={save.isPending}
      onSubmit={handleSubmit((values) =>
        save.mutate(
          { ...values, id: room?.id, facilityId: facility.id },
          {
            onSuccess: () => {
              toast.success(room ? 'Room updated' : 'Room added', { description: values.roomName });
              onClose();
            },
            onError: (error) => toast.error('Could not save room', { description: roomErrorMessage(error) }),
          },
        ),
      )}
    >
      <TextField label="Room name" error={errors.roomName?.message} {...register('roomName')} />
      <SelectField label="Room type" error={errors.roomType?.message} {...register('roomType')}>
        {ROOM_TYPES.map((type) => (
          <option key={type} value={type}>
            {ROOM_TYPE_LABELS[type]}
          </option>
        ))}
      </SelectField>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label="Canopy area (m²)"
          type="number"
          hint="Optional: for yields per m²"
          error={errors.canopyAreaM2?.message}
          {...register('canopyAreaM2', numberInput)}
        />
        <TextField
          label="Lighting power (W)"
          type="number"
          hint="Optional: for yields per watt"
          error={errors.lightingW?.message}
          {...register('lightingW', numberInput)}
        />
      </div>
    </FormDialog>
  );
}

function DeleteDialog({ deleting, onClose }: { deleting: Deleting; onClose: () => void }) {
  const deleteFacility = useDeleteFacility();
  const deleteRoom = useDeleteRoom();
  const name = deleting?.kind === 'facility' ? deleting.facility.name : deleting?.room.room_name;
  const onError = (error: unknown) =>
    toast.error('Could not delete', { description: getErrorMessage(error) });
  return (
    <ConfirmDialog
      open={deleting !== null}
      onOpenChange={(open) => !open && onClose()}
      title={deleting?.kind === 'facility' ? 'Delete facility?' : 'Delete room?'}
      description={
        deleting?.kind === 'facility'
          ? `“${name}” and all of its rooms will be deleted. This cannot be undone.`
          : `The room “${name}” will be deleted. This cannot be undone.`
      }
      confirmLabel="Delete"
      destructive
      busy={deleteFacility.isPending || deleteRoom.isPending}
      onConfirm={() => {
        if (!deleting) return;
        const onSuccess = () => {
          toast.success(deleting.kind === 'facility' ? 'Facility deleted' : 'Room deleted', {
            description: name,
          });
          onClose();
        };
        if (deleting.kind === 'facility') deleteFacility.mutate(deleting.facility.id, { onSuccess, onError });
        else deleteRoom.mutate(deleting.room.id, { onSuccess, onError });
      }}
    />
  );
}
