import { Badge } from '@/components/ui/badge';
import { countdown, runningHolds } from '../protection/windows';
import { useRoomHoldMap } from './use-room-holds';

/**
 * A room's running intervals as badges ("Re-entry in 3 h", "Harvest in 2 d"); nothing when the room
 * is free. The database refuses a diary entry (REI) or a harvest (PHI) there without a reason.
 */
export function RoomHoldBadge({ roomId }: { roomId: string | null | undefined }) {
  const { holds, now } = useRoomHoldMap();
  const { rei, phi } = runningHolds(roomId ? holds.get(roomId) : undefined, now);
  if (!rei && !phi) return null;
  return (
    <span className="inline-flex flex-wrap gap-1 align-middle">
      {rei ? <Badge tone="danger">Re-entry in {countdown(rei, now)}</Badge> : null}
      {phi ? <Badge tone="warning">Harvest in {countdown(phi, now)}</Badge> : null}
    </span>
  );
}

/** A records table's Room cell: the room's name with its running intervals under it. */
export function RoomWithHolds({ name, roomId }: { name: string; roomId: string | null | undefined }) {
  return (
    <div className="flex flex-col items-start gap-1">
      <span>{name}</span>
      <RoomHoldBadge roomId={roomId} />
    </div>
  );
}
