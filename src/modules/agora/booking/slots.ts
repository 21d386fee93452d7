// Booking logic without React or Supabase: the consultant's calendar day, grouping free slots by
// the client's day, durations and price (migrations 20261122001200 and 20261123224512 hold the rules
// the database enforces: quarter-hour starts, 30–120 minutes, 2 hours' notice, inside available
// hours, at most 180 days ahead, at most 5 upcoming bookings per client and consultant).
import { format } from 'date-fns';

export const DURATIONS = [30, 60, 90, 120] as const;
export type Duration = (typeof DURATIONS)[number];
export const DEFAULT_DURATION: Duration = 60;
export const MIN_NOTICE_HOURS = 2;
/** book_consultation refuses a start further ahead than this (AG006). */
export const BOOKING_HORIZON_DAYS = 180;
/** book_consultation refuses more active future bookings with one consultant than this (AG007). */
export const MAX_UPCOMING_PER_CONSULTANT = 5;
/** Days of slots per request; one may page ahead up to BOOKING_HORIZON_DAYS. */
export const WINDOW_DAYS = 14;

export function durationLabel(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const hours = minutes / 60;
  return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
}

/** hourly_rate × minutes / 60, in dollars with cents. */
export function priceFor(hourlyRate: number, minutes: number): number {
  return Math.round((hourlyRate * minutes * 100) / 60) / 100;
}

/** Today's date (YYYY-MM-DD) in a time zone; `available_slots` counts days in the consultant's. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  try {
    return new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(now);
  } catch {
    return now.toISOString().slice(0, 10);
  }
}

/** A YYYY-MM-DD date plus n days (calendar arithmetic, no time zone involved). */
export function addDaysIso(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export interface SlotDay {
  /** The client's calendar day, YYYY-MM-DD. */
  key: string;
  label: string;
  slots: { start: string; label: string }[];
}

/** Free starts grouped by the client's (the browser's) local day, each labelled in local time. */
export function groupSlotsByDay(starts: readonly string[]): SlotDay[] {
  const days = new Map<string, SlotDay>();
  for (const start of [...starts].sort()) {
    const date = new Date(start);
    const key = format(date, 'yyyy-MM-dd');
    let day = days.get(key);
    if (!day) {
      day = { key, label: format(date, 'EEE, MMM d'), slots: [] };
      days.set(key, day);
    }
    day.slots.push({ start: date.toISOString(), label: format(date, 'h:mm a') });
  }
  return [...days.values()];
}

/** The browser's IANA time zone (the client's), e.g. 'Europe/Berlin'. */
export function localTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

export const tzLabel = (timeZone: string) => timeZone.replaceAll('_', ' ');
