// The rooms of a facility whose re-entry interval (nobody enters) or pre-harvest interval (nothing is
// harvested) is running, with the countdown and the products that set it. The database refuses a
// diary entry or a harvest inside them unless an override reason is stated.
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { formatDateTime } from '@/lib/format';
import { useRoomHolds } from '../api/get-room-holds';
import type { RecordPlace } from '../api/get-record-places';
import { countdown } from '../protection/windows';
import { useMinute } from './use-room-holds';

export function RoomHolds({ facility }: { facility: RecordPlace }) {
  const holds = useRoomHolds();
  const now = useMinute();
  const rooms = new Map(facility.rooms.map((r) => [r.id, r.room_name]));
  const mine = (holds.data ?? []).filter((h) => h.facility_id === facility.id && h.room_id);
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
              <span className="flex flex-col gap-1 text-sm">
                {h.rei_ends_at ? (
                  <span className="flex flex-wrap items-center gap-2">
                    <Badge tone="danger">Re-entry in {countdown(new Date(h.rei_ends_at), now)}</Badge>
                    <span className="text-muted">
                      {h.rei_products} · until {formatDateTime(h.rei_ends_at)}
                    </span>
                  </span>
                ) : null}
                {h.phi_ends_at ? (
                  <span className="flex flex-wrap items-center gap-2">
                    <Badge tone="warning">Harvest in {countdown(new Date(h.phi_ends_at), now)}</Badge>
                    <span className="text-muted">
                      {h.phi_products} · pre-harvest interval until {formatDateTime(h.phi_ends_at)}
                    </span>
                  </span>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
