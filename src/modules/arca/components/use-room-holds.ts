// The rooms under a running re-entry (REI) or pre-harvest (PHI) interval, keyed by room, with a
// clock that moves every minute: the one source of the countdown every Arca screen shows next to a
// room (room pickers, records, the holds card).
import { useEffect, useMemo, useState } from 'react';
import { useRoomHolds } from '../api/get-room-holds';
import type { RoomHoldRow } from '../protection/holds';

/** The current time, moved on every minute (the countdowns' clock). */
export function useMinute() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

export function useRoomHoldMap(): { holds: ReadonlyMap<string, RoomHoldRow>; now: Date } {
  const query = useRoomHolds();
  const now = useMinute();
  const holds = useMemo(
    () => new Map((query.data ?? []).filter((h) => h.room_id).map((h) => [h.room_id!, h])),
    [query.data],
  );
  return { holds, now };
}
