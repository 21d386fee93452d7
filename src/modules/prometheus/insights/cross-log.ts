// Cross-log lags: insights that read two logs side by side over the irrigation days of the
// Substrate lens (public.prometheus_substrate: shots detected from the VWC steps, runoff from Arca's
// runoff log). Runoff EC rising over a few days while the room gets fewer shots, or leaches less, is
// salt building up in the substrate: the grower sees the cause next to the effect. Pure; the same
// Insight shape (sentence + evidence) as the hourly rules, unit-tested on fixtures.
// Relative, not '@/', like the other rules (the bench runs them under tsx).
import { formatDate, formatNumber } from '../../../lib/format.ts';
import { DAY } from './figures.ts';
import type { Evidence } from './insights.ts';

/** What the rules read of an irrigation day. */
export interface CrossLogDay {
  /** The irrigation day, YYYY-MM-DD (lights on to lights on). */
  day: string;
  lights_on: string | null;
  shots: number;
  runoff_n: number;
  runoff_ec: number | null;
  runoff_pct: number | null;
}

export interface CrossLogInsight {
  id: string;
  kind: 'cross_log';
  severity: 'warning' | 'notice';
  sentence: string;
  evidence: Evidence;
}

/** The span compared: the first day's runoff against the runoff this many days later. */
export const CROSS_LOG_DAYS = 3;
/** A rise of runoff EC over the span worth a sentence (mS/cm). */
export const MIN_RUNOFF_EC_RISE = 0.5;
/** Fewer shots a day over the span that count as a cut. */
export const MIN_SHOT_DROP = 2;
/** Less runoff over the span that counts as leaching less (percentage points). */
export const MIN_RUNOFF_PCT_DROP = 5;

interface Window {
  first: CrossLogDay & { runoff_ec: number };
  last: CrossLogDay & { runoff_ec: number };
  days: CrossLogDay[];
  rise: number;
}

const hasEc = (d: CrossLogDay): d is CrossLogDay & { runoff_ec: number } => d.runoff_ec !== null;
const dayIndex = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / DAY);
const ec = (v: number) => formatNumber(v, 1);
/** Keeps a figure and its unit on one line on a phone. */
const NBSP = '\u00a0';

/** Every span of CROSS_LOG_DAYS consecutive days whose runoff EC rose at least MIN_RUNOFF_EC_RISE. */
function risingWindows(days: readonly CrossLogDay[]): Window[] {
  const byIndex = new Map(days.map((d) => [dayIndex(d.day), d]));
  const out: Window[] = [];
  for (const first of days) {
    if (!hasEc(first)) continue;
    const start = dayIndex(first.day);
    const last = byIndex.get(start + CROSS_LOG_DAYS);
    if (!last || !hasEc(last)) continue;
    const rise = last.runoff_ec - first.runoff_ec;
    if (rise < MIN_RUNOFF_EC_RISE) continue;
    const span: CrossLogDay[] = [];
    for (let i = 0; i <= CROSS_LOG_DAYS; i++) {
      const d = byIndex.get(start + i);
      if (d) span.push(d);
    }
    out.push({ first, last, days: span, rise });
  }
  return out;
}

/** The strongest window (the latest of equals) among those a pattern accepts. */
function strongest(windows: readonly Window[], accept: (w: Window) => boolean): Window | undefined {
  let best: Window | undefined;
  for (const w of windows) {
    if (!accept(w)) continue;
    if (!best || w.rise >= best.rise) best = w;
  }
  return best;
}

function evidence(w: Window, rule: string, ruleName: string, threshold: string): Evidence {
  const from = w.first.lights_on ? Date.parse(w.first.lights_on) : Date.parse(`${w.first.day}T00:00:00`);
  const to = (w.last.lights_on ? Date.parse(w.last.lights_on) : Date.parse(`${w.last.day}T00:00:00`)) + DAY;
  return {
    rule,
    ruleName,
    window: { from, to },
    n: w.days.reduce((n, d) => n + d.runoff_n, 0),
    values: w.days.map((d) => ({
      label: formatDate(`${d.day}T12:00:00`),
      value: [
        `${formatNumber(d.shots, 0)} ${d.shots === 1 ? 'shot' : 'shots'}`,
        d.runoff_ec === null ? 'no runoff logged' : `runoff EC ${ec(d.runoff_ec)}${NBSP}mS/cm`,
        d.runoff_pct === null ? null : `runoff ${formatNumber(d.runoff_pct, 0)}${NBSP}%`,
      ]
        .filter(Boolean)
        .join(', '),
    })),
    threshold,
  };
}

const period = (w: Window) =>
  `${formatDate(`${w.first.day}T12:00:00`)} – ${formatDate(`${w.last.day}T12:00:00`)}`;

/**
 * The cross-log insights of a room over its irrigation days (any order): runoff EC up at least
 * MIN_RUNOFF_EC_RISE over CROSS_LOG_DAYS days while shots a day fell by MIN_SHOT_DROP or more; or,
 * when the shots held, while runoff fell by MIN_RUNOFF_PCT_DROP points or more. One sentence per
 * pattern, for its strongest rise.
 */
export function crossLogInsights(roomName: string, days: readonly CrossLogDay[]): CrossLogInsight[] {
  const sorted = [...days].sort((a, b) => a.day.localeCompare(b.day));
  const windows = risingWindows(sorted);
  const out: CrossLogInsight[] = [];

  const fewerShots = strongest(windows, (w) => w.first.shots - w.last.shots >= MIN_SHOT_DROP);
  if (fewerShots) {
    const w = fewerShots;
    out.push({
      id: `cross_log:runoff_ec_shots:${w.first.day}`,
      kind: 'cross_log',
      severity: 'warning',
      sentence:
        `Runoff EC in ${roomName} rose ${ec(w.rise)} mS/cm over ${CROSS_LOG_DAYS} days ` +
        `(${ec(w.first.runoff_ec)} → ${ec(w.last.runoff_ec)}, ${period(w)}) while shots a day fell from ` +
        `${formatNumber(w.first.shots, 0)} to ${formatNumber(w.last.shots, 0)}: fewer shots leach less, so salts build up.`,
      evidence: evidence(
        w,
        'runoff_ec_vs_shots',
        'Runoff EC rising while shots fall',
        `Runoff EC up ≥ ${ec(MIN_RUNOFF_EC_RISE)} mS/cm over ${CROSS_LOG_DAYS} days and ≥ ${MIN_SHOT_DROP} fewer shots a day`,
      ),
    });
  }

  const lessRunoff = strongest(
    windows,
    (w) =>
      w.first.shots - w.last.shots < MIN_SHOT_DROP &&
      w.first.runoff_pct !== null &&
      w.last.runoff_pct !== null &&
      w.first.runoff_pct - w.last.runoff_pct >= MIN_RUNOFF_PCT_DROP,
  );
  if (lessRunoff) {
    const w = lessRunoff;
    out.push({
      id: `cross_log:runoff_ec_pct:${w.first.day}`,
      kind: 'cross_log',
      severity: 'notice',
      sentence:
        `Runoff EC in ${roomName} rose ${ec(w.rise)} mS/cm over ${CROSS_LOG_DAYS} days ` +
        `(${ec(w.first.runoff_ec)} → ${ec(w.last.runoff_ec)}, ${period(w)}) while runoff fell from ` +
        `${formatNumber(w.first.runoff_pct ?? 0, 0)} % to ${formatNumber(w.last.runoff_pct ?? 0, 0)} %.`,
      evidence: evidence(
        w,
        'runoff_ec_vs_runoff_pct',
        'Runoff EC rising while runoff falls',
        `Runoff EC up ≥ ${ec(MIN_RUNOFF_EC_RISE)} mS/cm over ${CROSS_LOG_DAYS} days and runoff down ≥ ${MIN_RUNOFF_PCT_DROP} points`,
      ),
    });
  }
  return out;
}
