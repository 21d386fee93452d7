// The rooms of a facility whose re-entry interval (nobody enters) or pre-harvest interval (nothing is
// harvested) is running, each counted down with the product that set it. The database refuses an
// entry that walks into the room, or a harvest, inside them unless it states an override reason.
import { Card } from '@/components/ui/card';
import { useRoomHolds } from '../api/get-room-holds';
import type { RecordPlace } from '../api/get-record-places';
import { roomHoldList } from '../protection/holds';
import { HoldBadges } from './room-hold-badge';
import { useMinute } from './use-room-holds';

export function RoomHolds({ facility }: { facility: RecordPlace }) {
  const holds = useRoomHolds();
  const now = useMinute();
  const rooms = new Map(facility.rooms.map((r) => [r.id, r.room_name]));
  const mine = (holds.data ?? []).filter(
    (h) =>
      h.facility_id === facility.id && h.room_id && roomHoldList(h).some((x) => new Date(x.ends_at) > now),
  );
  if (holds.isPending || holds.isError) return null;
  return (
    <Card aria-label="Rooms under a re-entry or pre-harvest interval" className="flex flex-col gap-3">
      <h2 className="text-base font-semibold text-brand-950">Re-entry and pre-harvest intervals</h2>
      {mine.length === 0 ? (
        <p className="text-sm text-muted">No room is under a re-entry or pre-harvest interval.</p>
      ) : (
        <ul className="flex flex-col divide-y divide-line">
          {mine.map((h) => (
            <li
              key={h.room_id}
              className="flex flex-col gap-1 py-2 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:gap-4"
            >
              <span className="font-medium text-ink sm:w-40">{rooms.get(h.room_id ?? '') ?? 'A room'}</span>
              <HoldBadges holds={roomHoldList(h)} now={now} />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
