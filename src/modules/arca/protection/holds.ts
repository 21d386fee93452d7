// The running intervals an entry would break, as the database decides them
// (public.arca_entry_holds): a re-entry interval (REI: nobody enters the room), a pre-harvest
// interval (PHI: the lot, or nothing in the room, is harvested) or a beneficial's persistence window
// (IOBC: a release of the species is not safe yet). One wording for all of them: the countdown
// next to a room or lot ("No entry for 11 h 41 min · REI, Pyrethrins 5 EC") and the refusal, which
// is the database's own sentences (public.arca_hold_sentence) with the times in the grower's time
// zone instead of UTC.
import { getErrorCode } from '../../../lib/errors.ts';
import { formatDate, formatDateTime } from '../../../lib/format.ts';
import { countdown } from './windows.ts';

export type HoldKind = 'rei' | 'phi' | 'iobc';

/** One interval, as arca_entry_holds returns it and the refusal's detail carries it. */
export interface Hold {
  readonly hold: HoldKind;
  readonly room_id?: string | null;
  readonly room_name?: string | null;
  readonly lot_id?: string | null;
  readonly lot_name?: string | null;
  readonly application_id?: string | null;
  readonly products?: string | null;
  readonly applied_at?: string | null;
  readonly ends_at: string;
  readonly species?: string | null;
  readonly iobc_class?: number | null;
  readonly persistence_weeks?: number | null;
}

/** What a refusal asks for, last; also the form's message when the reason is missing. */
export const OVERRIDE_ASK = 'State an override reason to save this entry.';

/** How the sentences print an instant and a day (the grower's zone in the app, UTC in a test). */
export interface HoldClock {
  readonly when: (iso: string) => string;
  readonly day: (iso: string) => string;
}

/** The grower's time zone (this device's). */
export const LOCAL_CLOCK: HoldClock = {
  when: (iso) => formatDateTime(iso),
  day: (iso) => formatDate(iso),
};

/** As the database prints them: "2026-03-01 21:00 UTC", "2026-03-01". */
export const UTC_CLOCK: HoldClock = {
  when: (iso) => `${new Date(iso).toISOString().slice(0, 16).replace('T', ' ')} UTC`,
  day: (iso) => new Date(iso).toISOString().slice(0, 10),
};

const trimScale = (n: number | null | undefined) => String(Number(n ?? 0));

/** One interval's sentence, word for word as public.arca_hold_sentence says it. */
export function holdSentence(h: Hold, clock: HoldClock = LOCAL_CLOCK): string {
  const room = h.room_name ?? 'the room';
  const products = h.products ?? '';
  switch (h.hold) {
    case 'rei':
      return `Re-entry interval: nobody may enter ${room} until ${clock.when(h.ends_at)} (REI, ${products}).`;
    case 'phi':
      return `Pre-harvest interval: ${h.lot_name ?? `nothing in ${room}`} may not be harvested until ${clock.when(
        h.ends_at,
      )} (PHI, ${products}, applied in ${room}).`;
    case 'iobc': {
      const harm = h.iobc_class === 3 ? '50-75 %' : 'over 75 %';
      return `${products} was applied in ${room} on ${clock.day(h.applied_at ?? h.ends_at)}: IOBC class ${
        h.iobc_class ?? ''
      } (${harm} harm) for ${h.species ?? ''}, persistent ${trimScale(h.persistence_weeks)} week(s), so a release is safe from ${clock.when(
        h.ends_at,
      )}.`;
    }
  }
}

/** The refusal: every interval the entry breaks, then what to do. */
export function holdRefusal(holds: readonly Hold[], clock: HoldClock = LOCAL_CLOCK): string {
  return `${holds.map((h) => holdSentence(h, clock)).join(' ')} ${OVERRIDE_ASK}`;
}

/** "No entry for 11 h 41 min · REI, Pyrethrins 5 EC", "No harvest for 4 d 22 h · PHI, Spinosad". */
export function holdCountdown(h: Pick<Hold, 'hold' | 'ends_at' | 'products' | 'species'>, now: Date): string {
  const left = countdown(new Date(h.ends_at), now);
  const products = h.products ?? '';
  if (h.hold === 'rei') return `No entry for ${left} · REI, ${products}`;
  if (h.hold === 'phi') return `No harvest for ${left} · PHI, ${products}`;
  return `No ${h.species ?? 'beneficial'} release for ${left} · IOBC, ${products}`;
}

/** Whether an interval still runs at `now`. */
export function running(h: Pick<Hold, 'ends_at'>, now: Date): boolean {
  return new Date(h.ends_at).getTime() > now.getTime();
}

function isHold(value: unknown): value is Hold {
  const h = value as Partial<Hold> | null;
  return (
    typeof h === 'object' &&
    h !== null &&
    (h.hold === 'rei' || h.hold === 'phi' || h.hold === 'iobc') &&
    typeof h.ends_at === 'string'
  );
}

/** The intervals of a database refusal (AR101–AR103; its detail is {"holds": [...]}), else null. */
export function holdsOfError(error: unknown): Hold[] | null {
  const code = getErrorCode(error);
  if (code !== 'AR101' && code !== 'AR102' && code !== 'AR103') return null;
  const details = (error as { details?: unknown } | null)?.details;
  try {
    const parsed = (typeof details === 'string' ? JSON.parse(details) : details) as {
      holds?: unknown;
    } | null;
    const holds = Array.isArray(parsed?.holds) ? parsed.holds.filter(isHold) : [];
    return holds.length > 0 ? holds : null;
  } catch {
    return null;
  }
}

/** A room's running intervals as the database reports them (arca_room_holds). */
export interface RoomHoldRow {
  readonly room_id?: string | null;
  readonly room_name?: string | null;
  readonly rei_ends_at: string | null;
  readonly rei_products?: string | null;
  readonly rei_entry_id?: string | null;
  readonly rei_applied_at?: string | null;
  readonly phi_ends_at: string | null;
  readonly phi_products?: string | null;
  readonly phi_entry_id?: string | null;
  readonly phi_applied_at?: string | null;
}

/** A room's row as the intervals it holds: its REI, then its PHI (ended ones are left to the caller). */
export function roomHoldList(row: RoomHoldRow | undefined): Hold[] {
  if (!row) return [];
  const base = { room_id: row.room_id ?? null, room_name: row.room_name ?? null };
  return [
    ...(row.rei_ends_at
      ? [
          {
            ...base,
            hold: 'rei' as const,
            ends_at: row.rei_ends_at,
            products: row.rei_products ?? null,
            application_id: row.rei_entry_id ?? null,
            applied_at: row.rei_applied_at ?? null,
          },
        ]
      : []),
    ...(row.phi_ends_at
      ? [
          {
            ...base,
            hold: 'phi' as const,
            ends_at: row.phi_ends_at,
            products: row.phi_products ?? null,
            application_id: row.phi_entry_id ?? null,
            applied_at: row.phi_applied_at ?? null,
          },
        ]
      : []),
  ];
}

/**
 * What a room picker says about a room's intervals at `now`: "No entry for 3 h 20 min · REI,
 * Sulfur 80 WG; No harvest for 2 d 4 h · PHI, Spinosad", one part per interval still running; ""
 * when none is.
 */
export function roomHoldText(row: RoomHoldRow | undefined, now: Date): string {
  return roomHoldList(row)
    .filter((h) => running(h, now))
    .map((h) => holdCountdown(h, now))
    .join('; ');
}
