// Water-treatment filter figures (the Filters log). The database computes rejection % and the
// pressure drop as generated columns of arca_filter_values; this file has the same formulas for the
// logger's live figures, plus what the database does not: normalized permeate flow and salt passage
// against the filter's baseline, and when each filter is next due.
//
// Rejection % = (1 − permeate TDS ÷ feed TDS) × 100; salt passage = 100 − rejection. Operators clean
// an RO membrane when the normalized permeate flow falls 10 % or the salt passage rises 5–10 % from
// the baseline, or the pressure drop rises 10–15 % (dwsadvantage.com, FilmTec-style triggers).
// Permeate flow drops about 3 % per °C colder, so flow is normalized to 25 °C with FilmTec's
// temperature correction factor, and to the net driving pressure: the average feed-side pressure
// less the feed's osmotic pressure (about 1 psi per 100 ppm TDS, 0.000689 bar per ppm).

const known = (v: number | null | undefined): v is number => typeof v === 'number' && Number.isFinite(v);

export const FILTER_ACTIONS = ['reading', 'backwash', 'cleaned', 'replaced'] as const;
export type FilterAction = (typeof FILTER_ACTIONS)[number];
export const FILTER_ACTION_LABELS: Record<FilterAction, string> = {
  reading: 'Reading',
  backwash: 'Backwashed',
  cleaned: 'Cleaned',
  replaced: 'Cartridge or membrane replaced',
};

export const FILTER_TYPES = ['ro_membrane', 'sediment', 'carbon', 'uv', 'other'] as const;
export type FilterType = (typeof FILTER_TYPES)[number];
export const FILTER_TYPE_LABELS: Record<FilterType, string> = {
  ro_membrane: 'RO membrane',
  sediment: 'Sediment cartridge',
  carbon: 'Carbon cartridge',
  uv: 'UV lamp',
  other: 'Other',
};

/** Thresholds from the baseline, in % of the baseline figure. */
export const FLOW_DROP_PCT = 10;
export const SALT_PASSAGE_WATCH_PCT = 5;
export const SALT_PASSAGE_CLEAN_PCT = 10;
export const PRESSURE_DROP_RISE_PCT = 15;

/** ppm (500 scale) per mS/cm: how TDS meters turn conductivity into ppm. */
const PPM_PER_MS = 500;
const OSMOTIC_BAR_PER_PPM = 0.000689;

/** (1 − permeate ÷ feed) × 100, or null without both (or with no feed). */
export function rejectionPct(
  feed: number | null | undefined,
  permeate: number | null | undefined,
): number | null {
  if (!known(feed) || !known(permeate) || feed <= 0) return null;
  return (1 - permeate / feed) * 100;
}

/** Permeate ÷ feed × 100. */
export function saltPassagePct(
  feed: number | null | undefined,
  permeate: number | null | undefined,
): number | null {
  const r = rejectionPct(feed, permeate);
  return r === null ? null : 100 - r;
}

/** FilmTec's temperature correction factor: flow at t °C ÷ flow at 25 °C. */
export function temperatureFactor(tempC: number): number {
  return Math.exp(2640 * (1 / 298.15 - 1 / (273.15 + tempC)));
}

/** Net driving pressure in bar: the average of inlet and outlet less the feed's osmotic pressure. */
export function netDrivingPressure(
  pressureIn: number | null | undefined,
  pressureOut: number | null | undefined,
  feedEc: number | null | undefined,
): number | null {
  if (!known(pressureIn)) return null;
  const average = known(pressureOut) ? (pressureIn + pressureOut) / 2 : pressureIn;
  const osmotic = known(feedEc) ? feedEc * PPM_PER_MS * OSMOTIC_BAR_PER_PPM : 0;
  const ndp = average - osmotic;
  return ndp > 0 ? ndp : null;
}

export interface FilterReading {
  occurredAt: string;
  action: FilterAction;
  /** EC in mS/cm. */
  feedTds?: number | null;
  permeateTds?: number | null;
  /** bar */
  pressureIn?: number | null;
  pressureOut?: number | null;
  /** L/min */
  permeateFlow?: number | null;
  /** °C */
  waterTemp?: number | null;
}

/**
 * Permeate flow at 25 °C (per bar of net driving pressure when the pressures are known). Only
 * comparable with a figure normalized the same way, so a baseline and a reading are compared with
 * the pressures only when both have them.
 */
export function normalizedFlow(r: FilterReading, withPressure: boolean): number | null {
  if (!known(r.permeateFlow)) return null;
  const atTwentyFive = r.permeateFlow / temperatureFactor(known(r.waterTemp) ? r.waterTemp : 25);
  if (!withPressure) return atTwentyFive;
  const ndp = netDrivingPressure(r.pressureIn, r.pressureOut, r.feedTds);
  return ndp === null ? null : atTwentyFive / ndp;
}

const change = (now: number | null, base: number | null) =>
  now === null || base === null || base === 0 ? null : ((now - base) / base) * 100;

export interface FilterHealth {
  /** The reading every later one is compared with: the first after the last clean or change. */
  baseline: FilterReading | null;
  latest: FilterReading | null;
  /** % change from the baseline (negative: less flow). */
  flowChangePct: number | null;
  saltPassageChangePct: number | null;
  pressureDropChangePct: number | null;
  rejectionPct: number | null;
  warnings: FilterWarning[];
}

export interface FilterWarning {
  kind: 'flow' | 'salt' | 'pressure';
  level: 'watch' | 'clean';
  message: string;
}

const fmt = (n: number) => `${Math.abs(n).toFixed(1)} %`;

/**
 * How a filter is doing from its entries (any order): the readings since its last clean or change
 * compared with the first of them.
 */
export function filterHealth(entries: readonly FilterReading[]): FilterHealth {
  const sorted = [...entries].sort((a, b) => a.occurredAt.localeCompare(b.occurredAt));
  let since = 0;
  sorted.forEach((e, i) => {
    if (e.action === 'cleaned' || e.action === 'replaced') since = i + 1;
  });
  const readings = sorted.slice(since).filter((e) => e.action === 'reading');
  const baseline = readings[0] ?? null;
  const latest = readings.length > 1 ? readings[readings.length - 1]! : null;
  const warnings: FilterWarning[] = [];
  let flowChangePct: number | null = null;
  let saltPassageChangePct: number | null = null;
  let pressureDropChangePct: number | null = null;
  if (baseline && latest) {
    const withPressure =
      netDrivingPressure(baseline.pressureIn, baseline.pressureOut, baseline.feedTds) !== null &&
      netDrivingPressure(latest.pressureIn, latest.pressureOut, latest.feedTds) !== null;
    flowChangePct = change(normalizedFlow(latest, withPressure), normalizedFlow(baseline, withPressure));
    saltPassageChangePct = change(
      saltPassagePct(latest.feedTds, latest.permeateTds),
      saltPassagePct(baseline.feedTds, baseline.permeateTds),
    );
    const drop = (r: FilterReading) =>
      known(r.pressureIn) && known(r.pressureOut) ? r.pressureIn - r.pressureOut : null;
    pressureDropChangePct = change(drop(latest), drop(baseline));
    if (flowChangePct !== null && flowChangePct <= -FLOW_DROP_PCT)
      warnings.push({
        kind: 'flow',
        level: 'clean',
        message: `Normalized permeate flow is down ${fmt(flowChangePct)} from the baseline: clean the membrane.`,
      });
    if (saltPassageChangePct !== null && saltPassageChangePct >= SALT_PASSAGE_WATCH_PCT)
      warnings.push({
        kind: 'salt',
        level: saltPassageChangePct >= SALT_PASSAGE_CLEAN_PCT ? 'clean' : 'watch',
        message:
          saltPassageChangePct >= SALT_PASSAGE_CLEAN_PCT
            ? `Salt passage is up ${fmt(saltPassageChangePct)} from the baseline: clean or replace the membrane.`
            : `Salt passage is up ${fmt(saltPassageChangePct)} from the baseline: watch it.`,
      });
    if (pressureDropChangePct !== null && pressureDropChangePct >= PRESSURE_DROP_RISE_PCT)
      warnings.push({
        kind: 'pressure',
        level: 'clean',
        message: `The pressure drop is up ${fmt(pressureDropChangePct)} from the baseline: the filter is fouling.`,
      });
  }
  const last = readings[readings.length - 1] ?? null;
  return {
    baseline,
    latest,
    flowChangePct,
    saltPassageChangePct,
    pressureDropChangePct,
    rejectionPct: last ? rejectionPct(last.feedTds, last.permeateTds) : null,
    warnings,
  };
}

export interface FilterDue {
  /** yyyy-mm-dd */
  lastChange: string;
  due: string;
  /** Days from today to the due date; negative when overdue. */
  daysLeft: number;
}

const DAY_MS = 86_400_000;
const dayOf = (d: Date) => Date.UTC(d.getFullYear(), d.getMonth(), d.getDate());
const isoDay = (utcMs: number) => new Date(utcMs).toISOString().slice(0, 10);

/**
 * When a filter is next due for a change: its interval after its last logged replacement (done
 * entries only), else after it was installed. Dates are local calendar days.
 */
export function filterDue(
  filter: { installedOn: string; intervalDays: number },
  entries: readonly FilterReading[],
  today = new Date(),
): FilterDue {
  const [y, m, d] = filter.installedOn.split('-').map(Number) as [number, number, number];
  let last = Date.UTC(y, m - 1, d);
  for (const e of entries) {
    if (e.action !== 'replaced') continue;
    const day = dayOf(new Date(e.occurredAt));
    if (day > last) last = day;
  }
  const due = last + filter.intervalDays * DAY_MS;
  return { lastChange: isoDay(last), due: isoDay(due), daysLeft: Math.round((due - dayOf(today)) / DAY_MS) };
}

export interface CalendarItem {
  id: string;
  name: string;
  /** yyyy-mm-dd */
  date: string;
  daysLeft: number;
}

/**
 * Each filter's changes from its next due date, repeating at its interval, up to `months` months
 * ahead, grouped by month (yyyy-mm) in date order. An overdue change stays in its own month.
 */
export function calendarOf(
  filters: ReadonlyArray<{ id: string; name: string; firstDue: string; intervalDays: number }>,
  today = new Date(),
  months = 12,
): Array<{ month: string; items: CalendarItem[] }> {
  const start = dayOf(today);
  const end = Date.UTC(today.getFullYear(), today.getMonth() + months, today.getDate());
  const items: CalendarItem[] = [];
  for (const f of filters) {
    const [y, m, d] = f.firstDue.split('-').map(Number) as [number, number, number];
    for (let at = Date.UTC(y, m - 1, d); at <= end; at += f.intervalDays * DAY_MS) {
      items.push({ id: f.id, name: f.name, date: isoDay(at), daysLeft: Math.round((at - start) / DAY_MS) });
      if (items.length > 5000) break;
    }
  }
  items.sort((a, b) => a.date.localeCompare(b.date) || a.name.localeCompare(b.name));
  const grouped = new Map<string, CalendarItem[]>();
  for (const item of items) {
    const key = item.date.slice(0, 7);
    grouped.set(key, [...(grouped.get(key) ?? []), item]);
  }
  return [...grouped].map(([month, list]) => ({ month, items: list }));
}
