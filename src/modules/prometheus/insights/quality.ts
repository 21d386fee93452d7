// Data quality first: a sensor that flat-lines, jumps more than a room can, or goes silent is
// reported, and its metric gets no other insight in the window (no insight is built on a dead
// sensor). Pure; reads the hourly figures. Thresholds are named here and shown in the evidence.
import { HOUR, type HourFigure, type InsightMetric } from './figures.ts';

/** Hours without any change before a reading counts as flat-lined. */
export const FLAT_HOURS = 6;

/** Larger changes between two neighbouring 5-minute readings are not physical for a room. */
export const JUMP_LIMITS: Partial<Record<InsightMetric, number>> = { air_temp: 10, rh: 30, co2: 2000 };

export interface FlatLine {
  kind: 'flat_line';
  from: number;
  to: number;
  value: number;
  hours: number;
  n: number;
}

export interface Jumps {
  kind: 'jump';
  /** The hour holding the largest one. */
  at: number;
  largest: number;
  count: number;
  limit: number;
}

export interface Gap {
  kind: 'gap';
  from: number;
  to: number;
  hours: number;
  /** How many separate gaps the window had. */
  count: number;
}

export type QualityFinding = FlatLine | Jumps | Gap;

/** Runs of at least FLAT_HOURS consecutive hours in which every reading had the same value. */
export function findFlatLine(metric: InsightMetric, hours: readonly HourFigure[]): FlatLine | null {
  // A dark room reads PPFD 0 all night, and VPD only follows temperature and RH.
  if (metric === 'vpd') return null;
  let best: FlatLine | null = null;
  let run: HourFigure[] = [];
  const close = () => {
    if (run.length >= FLAT_HOURS && (!best || run.length >= best.hours)) {
      best = {
        kind: 'flat_line',
        from: run[0]!.at,
        to: run[run.length - 1]!.at + HOUR,
        value: run[0]!.min,
        hours: run.length,
        n: run.reduce((a, h) => a + h.n, 0),
      };
    }
    run = [];
  };
  for (const h of hours) {
    const flat = h.n >= 2 && h.min === h.max && !(metric === 'ppfd' && h.min === 0);
    const prev = run[run.length - 1];
    if (flat && prev && (h.at !== prev.at + HOUR || h.min !== prev.min)) close();
    if (flat) run.push(h);
    else close();
  }
  close();
  return best;
}

export function findJumps(metric: InsightMetric, hours: readonly HourFigure[]): Jumps | null {
  const limit = JUMP_LIMITS[metric];
  if (limit === undefined) return null;
  let result: Jumps | null = null;
  for (const h of hours) {
    if (h.step === null || h.step <= limit) continue;
    if (!result) result = { kind: 'jump', at: h.at, largest: h.step, count: 1, limit };
    else {
      result.count += 1;
      if (h.step >= result.largest) Object.assign(result, { at: h.at, largest: h.step });
    }
  }
  return result;
}

/**
 * Whole hours in which the room sent readings (`alive`: hours where any sensor reported) but this
 * metric sent none. A room with no data at all is not a sensor fault, so only alive hours count.
 */
export function findGap(hours: readonly HourFigure[], alive: readonly number[]): Gap | null {
  const have = new Set(hours.filter((h) => h.n > 0).map((h) => h.at));
  let best: Gap | null = null;
  let count = 0;
  let start: number | null = null;
  let last = 0;
  const close = () => {
    if (start === null) return;
    count += 1;
    const length = (last - start) / HOUR + 1;
    if (!best || length >= best.hours)
      best = { kind: 'gap', from: start, to: last + HOUR, hours: length, count: 0 };
    start = null;
  };
  for (const at of alive) {
    if (have.has(at)) {
      close();
      continue;
    }
    if (start !== null && at !== last + HOUR) close();
    if (start === null) start = at;
    last = at;
  }
  close();
  if (best) (best as Gap).count = count;
  return best;
}
