// The countdown of a running interval wherever a room or a lot appears: "No entry for 11 h 41 min ·
// REI, Pyrethrins 5 EC", "No harvest for 4 d 22 h · PHI, Spinosad". Hover, tap or Enter shows the
// rest: what it forbids until when in the grower's time zone (the database's own sentence, so the
// countdown and a refusal say the same), and the application that set it.
import { Popover } from '@/components/ui/popover';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format';
import { useLotHolds } from '../api/get-lot-holds';
import { holdCountdown, holdSentence, running, type Hold } from '../protection/holds';
import { roomHoldList } from '../protection/holds';
import { useMinute, useRoomHoldMap } from './use-room-holds';

const TONE: Record<Hold['hold'], string> = {
  rei: 'border-danger-200 bg-danger-50 text-danger-700',
  phi: 'border-amber-200 bg-amber-50 text-amber-900',
  iobc: 'border-sky-200 bg-sky-50 text-sky-800',
};

const TITLE: Record<Hold['hold'], string> = {
  rei: 'Re-entry interval (REI)',
  phi: 'Pre-harvest interval (PHI)',
  iobc: 'Beneficials’ persistence window',
};

/** One running interval, counted down; nothing once it has ended. */
export function HoldBadge({ hold, now }: { hold: Hold; now: Date }) {
  if (!running(hold, now)) return null;
  const text = holdCountdown(hold, now);
  return (
    <Popover
      label={TITLE[hold.hold]}
      triggerClassName="max-w-full rounded-full focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
      trigger={
        <span
          className={cn(
            'inline-flex max-w-full items-center rounded-full border px-2.5 py-0.5 text-xs font-medium',
            TONE[hold.hold],
          )}
        >
          {text}
        </span>
      }
    >
      <p className="font-semibold text-brand-950">{TITLE[hold.hold]}</p>
      <p className="mt-1">{holdSentence(hold)}</p>
      {hold.applied_at ? (
        <p className="mt-1 text-muted">
          {hold.products} applied {formatDateTime(hold.applied_at)}
          {hold.room_name ? ` in ${hold.room_name}` : ''}.
        </p>
      ) : null}
    </Popover>
  );
}

/** Several intervals side by side, wrapping on a phone. */
export function HoldBadges({
  holds,
  now,
  className,
}: {
  holds: readonly Hold[];
  now: Date;
  className?: string;
}) {
  const shown = holds.filter((h) => running(h, now));
  if (shown.length === 0) return null;
  return (
    <span className={cn('inline-flex max-w-full flex-wrap gap-1 align-middle', className)}>
      {shown.map((h) => (
        <HoldBadge key={`${h.hold}-${h.application_id ?? h.ends_at}`} hold={h} now={now} />
      ))}
    </span>
  );
}

/** A room's running intervals (the newest REI and PHI set in it); nothing when the room is free. */
export function RoomHoldBadge({ roomId }: { roomId: string | null | undefined }) {
  const { holds, now } = useRoomHoldMap();
  return <HoldBadges holds={roomHoldList(roomId ? holds.get(roomId) : undefined)} now={now} />;
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

/** A lot's running intervals: the REI of the room it is in, its PHI wherever it was sprayed. */
export function LotHoldBadge({ lotId, className }: { lotId: string; className?: string }) {
  const lots = useLotHolds();
  const now = useMinute();
  const holds = (lots.data ?? []).filter((h) => h.lot_id === lotId);
  return <HoldBadges holds={holds} now={now} className={className} />;
}

/** One application's own windows (not the room's newest), counted down while they run. */
export function ApplicationHolds({
  application,
  roomName,
}: {
  application: {
    id: string | null;
    room_id: string | null;
    products: string | null;
    occurred_at: string | null;
    rei_ends_at: string | null;
    phi_ends_at: string | null;
  };
  roomName?: string;
}) {
  const now = useMinute();
  const base = {
    application_id: application.id,
    room_id: application.room_id,
    room_name: roomName ?? null,
    products: application.products,
    applied_at: application.occurred_at,
  };
  const holds: Hold[] = [
    ...(application.rei_ends_at ? [{ ...base, hold: 'rei' as const, ends_at: application.rei_ends_at }] : []),
    ...(application.phi_ends_at ? [{ ...base, hold: 'phi' as const, ends_at: application.phi_ends_at }] : []),
  ];
  return <HoldBadges holds={holds} now={now} />;
}
