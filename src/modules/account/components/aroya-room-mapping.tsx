import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { TextField } from '@/components/ui/text-field';
import { LoadError } from '@/components/ui/load-error';
import { getErrorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { INVALID_ROOM_ID_MESSAGE, parseRoomId } from '../aroya';
import { ROOM_TYPE_LABELS, type RoomType } from '../account-schemas';
import { useOwnFacilities, type Room } from '@/lib/data/facilities';
import { useSaveAroyaRoomId } from '../api/save-aroya-room-id';
import { accountPaths } from '../paths';

/** Each facility's rooms with their AROYA room number (0–99999). */
export function AroyaRoomMapping({ userId }: { userId: string }) {
  const facilities = useOwnFacilities(userId);

  useEffect(() => {
    if (facilities.isError)
      toast.error('Error', { id: 'facilities-load', description: 'Failed to load facilities and rooms' });
  }, [facilities.isError]);

  return (
    <Card>
      <CardHeader
        title="Room mapping"
        description="Link each room to its AROYA room ID so readings land in the right place."
      />
      {facilities.isPending ? (
        <div className="flex flex-col gap-3" aria-busy="true">
          <span className="sr-only">Loading...</span>
          <Skeleton className="h-11" />
          <Skeleton className="h-11" />
        </div>
      ) : facilities.isError ? (
        <LoadError onRetry={() => void facilities.refetch()}>Failed to load facilities and rooms</LoadError>
      ) : facilities.data.length === 0 ? (
        <EmptyState
          title="No facilities yet"
          description="Add a facility and its rooms first, then map them here."
          action={
            <Link
              to={accountPaths.facilities.href()}
              className="text-sm font-semibold text-brand-700 hover:underline"
            >
              Manage facilities
            </Link>
          }
        />
      ) : (
        <div className="flex flex-col gap-6">
          {facilities.data.map((facility) => (
            <section key={facility.id} aria-label={facility.name} className="flex flex-col gap-2">
              <h3 className="font-semibold text-brand-950">{facility.name}</h3>
              {facility.rooms.length === 0 ? (
                <p className="text-sm text-muted">
                  No rooms in this facility.{' '}
                  <Link
                    to={accountPaths.facilities.href()}
                    className="font-semibold text-brand-700 hover:underline"
                  >
                    Add rooms
                  </Link>
                </p>
              ) : (
                <ul className="flex flex-col divide-y divide-line">
                  {facility.rooms.map((room) => (
                    <RoomRow key={room.id} room={room} />
                  ))}
                </ul>
              )}
            </section>
          ))}
        </div>
      )}
    </Card>
  );
}

function RoomRow({ room }: { room: Room }) {
  const [value, setValue] = useState(room.aroya_room_id?.toString() ?? '');
  const save = useSaveAroyaRoomId();

  const submit = () => {
    const parsed = parseRoomId(value);
    if (parsed === undefined) {
      toast.error('Invalid Input', { description: INVALID_ROOM_ID_MESSAGE });
      return;
    }
    save.mutate(
      { roomId: room.id, aroyaRoomId: parsed },
      {
        onSuccess: () =>
          toast.success('Room Updated', {
            description:
              parsed === null
                ? `${room.room_name} is no longer mapped.`
                : `${room.room_name} is mapped to AROYA room ${parsed}.`,
          }),
        onError: (error) =>
          toast.error('Failed to save Aroya Room ID', { description: getErrorMessage(error) }),
      },
    );
  };

  return (
    <li className="py-3">
      <form
        noValidate
        className="flex flex-col gap-2 sm:flex-row sm:items-end"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <div className="min-w-0 sm:flex-1">
          <p className="text-sm font-medium text-ink">{room.room_name}</p>
          <p className="text-xs text-muted">
            {ROOM_TYPE_LABELS[room.room_type as RoomType] ?? room.room_type}
          </p>
        </div>
        <div className="flex items-end gap-2">
          <TextField
            label={`Aroya Room ID for ${room.room_name}`}
            inputMode="numeric"
            placeholder="e.g. 1204"
            value={value}
            onChange={(e) => setValue(e.target.value)}
            className="min-w-0 flex-1 sm:w-56 sm:flex-none [&>label]:sr-only"
          />
          <Button type="submit" variant="secondary" busy={save.isPending} className="w-24 shrink-0 sm:w-28">
            {room.aroya_room_id === null ? 'Save' : 'Update'}
          </Button>
        </div>
      </form>
    </li>
  );
}
