// The one place src/ may write to the console (no-console is an error elsewhere): operation errors
// the spec says are "only logged" (notifications, attachment uploads, guard checks).
/* eslint-disable no-console */
export const logger = {
  error: (message: string, detail?: unknown) => console.error(`[canopy] ${message}`, detail ?? ''),
  warn: (message: string, detail?: unknown) => console.warn(`[canopy] ${message}`, detail ?? ''),
};
