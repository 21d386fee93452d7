// Figures a lot page shows from its derived state (the database derives room and stage from the
// lot's diary events): days in the current stage, counted in calendar days where the grower is.

const DAY_MS = 86_400_000;

function localMidnight(d: Date): number {
  return new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
}

/** Whole calendar days since the stage began: 0 on the day it began. */
export function daysInStage(stageStartedAt: string | Date, now = new Date()): number {
  const start = typeof stageStartedAt === 'string' ? new Date(stageStartedAt) : stageStartedAt;
  // Rounding absorbs the hour a daylight-saving change adds or removes.
  return Math.max(0, Math.round((localMidnight(now) - localMidnight(start)) / DAY_MS));
}

/** "Day 12 of flower", as growers count (the first day is day 1), and the week it falls in. */
export function stageDay(stageStartedAt: string | Date, now = new Date()): { day: number; week: number } {
  const day = daysInStage(stageStartedAt, now) + 1;
  return { day, week: Math.ceil(day / 7) };
}
