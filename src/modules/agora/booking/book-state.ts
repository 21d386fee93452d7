// What the booking form derives from its state, kept out of the page so it is tested alone.

/** Two ISO instants name the same moment (the server and the browser may spell them differently). */
export function sameInstant(a: string, b: string): boolean {
  return a !== '' && b !== '' && new Date(a).getTime() === new Date(b).getTime();
}

/** The chosen start is still one of the free slots (a slot taken meanwhile must be chosen again). */
export function isStillFree(slots: readonly string[], start: string): boolean {
  return slots.some((s) => sameInstant(s, start));
}

/**
 * Booking errors that mean the chosen time is no longer bookable (overlap, notice, horizon,
 * outside the consultant's hours), so the form clears it and asks for another.
 */
const SLOT_ERRORS: ReadonlySet<string> = new Set(['23P01', 'AG002', 'AG003', 'AG006']);

export function clearsChosenSlot(code: string | undefined): boolean {
  return code !== undefined && SLOT_ERRORS.has(code);
}
