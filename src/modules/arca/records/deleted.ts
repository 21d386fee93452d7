// How long a deleted entry can still be restored. `arca_restore_entries` refuses older ones with the
// same 30 days, so the screen never offers a restore the database would turn down.
export const RESTORE_DAYS = 30;
const DAY_MS = 86_400_000;

/** The oldest deletion time that can still be restored, as of `now`. */
export function restorableSince(now: Date = new Date()): string {
  return new Date(now.getTime() - RESTORE_DAYS * DAY_MS).toISOString();
}

/** Whole days left before a deletion made at `deletedAt` can no longer be restored (0 once past). */
export function daysLeftToRestore(deletedAt: string, now: Date = new Date()): number {
  const left = new Date(deletedAt).getTime() + RESTORE_DAYS * DAY_MS - now.getTime();
  return left <= 0 ? 0 : Math.ceil(left / DAY_MS);
}

/** What the list says about the time left: the last day reads "less than a day", not "1 day". */
export function restoreWindowLabel(deletedAt: string, now: Date = new Date()): string {
  const days = daysLeftToRestore(deletedAt, now);
  if (days === 0) return 'No longer restorable';
  if (days === 1) return 'Restorable for less than a day';
  return `Restorable for ${days} more days`;
}
