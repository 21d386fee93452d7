// The room picker of every Arca entry form, with the countdown of its re-entry and pre-harvest
// intervals: before a choice the hint names the facility's held rooms ("Mother Room: re-entry in
// 3 h"); once a room is chosen, its own badge. Option labels stay the rooms' names.
import type { UseFormRegisterReturn } from 'react-hook-form';
import { SelectField } from '@/components/ui/fields';
import { roomHoldText } from '../protection/holds';
import { RoomHoldBadge } from './room-hold-badge';
import { useRoomHoldMap } from './use-room-holds';

export function RoomSelect({
  rooms,
  roomId,
  registration,
  error,
  label = 'Room',
  none = 'Choose a room',
  note,
}: {
  rooms: ReadonlyArray<{ id: string; room_name: string }>;
  /** The room chosen now. */
  roomId: string | null | undefined;
  registration: UseFormRegisterReturn;
  error?: string;
  label?: string;
  /** The empty choice's words. */
  none?: string;
  /** Said about the choice (the lot's room at that time). */
  note?: string;
}) {
  const { holds, now } = useRoomHoldMap();
  const heldRooms = rooms.flatMap((r) => {
    const text = roomHoldText(holds.get(r.id), now);
    return text ? [`${r.room_name}: ${text}`] : [];
  });
  return (
    <SelectField
      label={label}
      error={error}
      hint={
        roomId && roomHoldText(holds.get(roomId), now) ? (
          <>
            {note ? <span className="mb-1 block">{note}</span> : null}
            <RoomHoldBadge roomId={roomId} />
          </>
        ) : heldRooms.length > 0 ? (
          `${note ? `${note} ` : ''}Under an interval: ${heldRooms.join('; ')}.`
        ) : (
          note
        )
      }
      {...registration}
    >
      <option value="">{none}</option>
      {rooms.map((r) => (
        <option key={r.id} value={r.id}>
          {r.room_name}
        </option>
      ))}
    </SelectField>
  );
}
