// Insights: deterministic rules over a room's hourly figures, each giving one plain-English
// sentence and the figures behind it (rule, window, n, values, threshold) for "Show the figures".
// Data quality comes first: a metric with a flat line, an impossible jump or a gap in the window
// gets no other insight there (nor VPD when temperature or RH is affected). Then time out of band
// against the room's Cultivation Targets, then drift inside the band against the room's own
// trailing 14 days (modified z-score, Western Electric rules). Pure; unit-tested on fixtures.
// Relative, not '@/', so the bench (tsx, no path aliases) can run the rules too.
import { formatCount, formatDate, formatNumber } from '../../../lib/format.ts';
import {
  DAY,
  HOUR,
  localParts,
  type Band,
  type HourFigure,
  type InsightMetric,
  type MetricFigures,
} from './figures.ts';
import { findFlatLine, findGap, findJumps, FLAT_HOURS, type QualityFinding } from './quality.ts';
import { mean, median, MODIFIED_Z_LIMIT, modifiedZScore, stdDev, westernElectric } from './stats.ts';

export const METRIC_WORDS: Record<InsightMetric, { label: string; unit: string; decimals: number }> = {
  air_temp: { label: 'air temperature', unit: '°C', decimals: 1 },
  rh: { label: 'RH', unit: '%', decimals: 1 },
  co2: { label: 'CO₂', unit: 'ppm', decimals: 0 },
  ppfd: { label: 'PPFD', unit: 'µmol/m²/s', decimals: 0 },
  vpd: { label: 'VPD', unit: 'kPa', decimals: 2 },
};

/** A day or night must be out of band at least this share of its time to be worth a sentence. */
export const OUT_OF_BAND_SHARE = 0.1;
/** Drift smaller than this is noise to a grower, however many MADs it is. */
export const MIN_DRIFT: Record<InsightMetric, number> = {
  air_temp: 0.5,
  rh: 2,
  co2: 50,
  ppfd: 50,
  vpd: 0.08,
};
/** A day or night counts for drift only with this many 5-minute buckets (6 hours). */
const MIN_PERIOD_BUCKETS = 72;
const BASELINE_DAYS = 14;
const MIN_BASELINE = 7;

export type InsightKind = 'quality' | 'out_of_band' | 'drift';

export interface Evidence {
  rule: string;
  ruleName: string;
  window: { from: number; to: number };
  /** 5-minute buckets the rule read. */
  n: number;
  values: { label: string; value: string }[];
  threshold: string;
}

export interface Insight {
  id: string;
  kind: InsightKind;
  metric: InsightMetric;
  severity: 'warning' | 'notice';
  sentence: string;
  evidence: Evidence;
}

export interface InsightInput {
  roomName: string;
  figures: readonly MetricFigures[];
  /** The window the insights speak about; figures may start up to 14 days earlier (baselines). */
  from: number;
  to: number;
  timeZone: string;
}

const num = (metric: InsightMetric, v: number, extra = 0) =>
  formatNumber(v, METRIC_WORDS[metric].decimals + extra);
const withUnit = (metric: InsightMetric, v: number, extra = 0) => {
  const unit = METRIC_WORDS[metric].unit;
  return `${num(metric, v, extra)} ${unit}`;
};
const bandText = (metric: InsightMetric, b: Band) =>
  `${num(metric, b.min)}–${num(metric, b.max)} ${METRIC_WORDS[metric].unit}`;
/** With a fixed number of decimals, for means compared side by side ("21.0 °C against 20.0 °C"). */
const fixed = (metric: InsightMetric, v: number) => {
  const d = METRIC_WORDS[metric].decimals;
  return `${formatNumber(v, d, { minDecimals: d })} ${METRIC_WORDS[metric].unit}`;
};
const pct = (share: number) => `${formatNumber(share * 100, 0)} %`;

function when(at: number, tz: string) {
  const { time } = localParts(at, tz);
  return `${formatDate(at, { withoutYear: true, timeZone: tz })} ${time}`;
}
function dayLabel(at: number, tz: string) {
  return formatDate(at, { withoutYear: true, timeZone: tz });
}

/** A run of consecutive hours of one period: one day or one night. */
interface PeriodRun {
  period: 'day' | 'night';
  hours: HourFigure[];
  from: number;
  to: number;
  n: number;
  /** Followed by a run of the other period (so it is complete). */
  complete: boolean;
}

function periodRuns(hours: readonly HourFigure[]): PeriodRun[] {
  const runs: PeriodRun[] = [];
  for (const h of hours) {
    const period = h.night * 2 > h.n ? 'night' : 'day';
    const last = runs[runs.length - 1];
    if (last && last.period === period && h.at - last.to < 2 * HOUR) {
      last.hours.push(h);
      last.to = h.at + HOUR;
      last.n += h.n;
    } else {
      if (last) last.complete = last.period !== period;
      runs.push({ period, hours: [h], from: h.at, to: h.at + HOUR, n: h.n, complete: false });
    }
  }
  return runs;
}

function runLabel(run: PeriodRun, tz: string) {
  const a = dayLabel(run.from, tz);
  const b = dayLabel(run.to - 1, tz);
  const [am] = a.split(' ');
  const [bm, bd] = b.split(' ');
  const label = `the ${run.period} of ${a === b ? a : `${a}–${am === bm ? bd : b}`}`;
  // The day or night still going on (its last hours are not in yet).
  return run.complete ? label : `${label} so far`;
}

function qualityInsight(room: string, metric: InsightMetric, f: QualityFinding, tz: string): Insight {
  const w = METRIC_WORDS[metric];
  if (f.kind === 'flat_line') {
    return {
      id: `flat_line:${metric}`,
      kind: 'quality',
      metric,
      severity: 'warning',
      sentence: `${room}'s ${w.label} sensor read ${withUnit(metric, f.value)} without any change for ${formatCount(f.hours, 'hour')} (${when(f.from, tz)} – ${when(f.to, tz)}): check the sensor. Its ${w.label} gets no other insight for this period.`,
      evidence: {
        rule: 'flat_line',
        ruleName: 'Flat line: no change in any reading',
        window: { from: f.from, to: f.to },
        n: f.n,
        values: [
          { label: 'Value every reading had', value: withUnit(metric, f.value) },
          { label: 'Hours without change', value: String(f.hours) },
        ],
        threshold: `${FLAT_HOURS} hours or more`,
      },
    };
  }
  if (f.kind === 'jump') {
    const times =
      f.count > 1
        ? `${f.count} times, the largest by ${withUnit(metric, f.largest)}`
        : `by ${withUnit(metric, f.largest)}`;
    return {
      id: `jump:${metric}`,
      kind: 'quality',
      metric,
      severity: 'warning',
      sentence: `${room}'s ${w.label} jumped within 5 minutes ${times} (${when(f.at, tz)}), more than a room can change: check the sensor. Its ${w.label} gets no other insight for this period.`,
      evidence: {
        rule: 'jump',
        ruleName: 'Impossible jump between two 5-minute readings',
        window: { from: f.at, to: f.at + HOUR },
        n: f.count,
        values: [
          { label: 'Largest change in 5 minutes', value: withUnit(metric, f.largest) },
          { label: 'Jumps in this period', value: String(f.count) },
        ],
        threshold: `more than ${withUnit(metric, f.limit)} in 5 minutes`,
      },
    };
  }
  const others = f.count > 1 ? ` It was one of ${f.count} gaps in this period.` : '';
  return {
    id: `gap:${metric}`,
    kind: 'quality',
    metric,
    severity: 'warning',
    sentence: `${room}'s ${w.label} sensor sent nothing for ${formatCount(f.hours, 'hour')} (${when(f.from, tz)} – ${when(f.to, tz)}) while the room's other sensors did.${others} Its ${w.label} gets no other insight for this period.`,
    evidence: {
      rule: 'gap',
      ruleName: 'Gap: hours without a reading while other sensors reported',
      window: { from: f.from, to: f.to },
      n: 0,
      values: [
        { label: 'Longest gap', value: formatCount(f.hours, 'hour') },
        { label: 'Gaps in this period', value: String(f.count) },
      ],
      threshold: '1 whole hour or more',
    },
  };
}

function outOfBand(
  room: string,
  m: MetricFigures,
  runs: PeriodRun[],
  from: number,
  tz: string,
  flagged: Set<PeriodRun>,
): Insight[] {
  const w = METRIC_WORDS[m.metric];
  const out: Insight[] = [];
  for (const dir of ['above', 'below'] as const) {
    const scored = runs
      .filter((r) => r.from >= from - HOUR && r.n >= 12 && m.bands[r.period])
      .map((r) => ({ run: r, count: r.hours.reduce((a, h) => a + h[dir], 0) }))
      .map((x) => ({ ...x, share: x.count / x.run.n }))
      .filter((x) => x.share >= OUT_OF_BAND_SHARE);
    if (scored.length === 0) continue;
    for (const x of scored) flagged.add(x.run);
    const worst = scored.reduce((a, b) => (b.share >= a.share ? b : a));
    const band = m.bands[worst.run.period]!;
    const mostly = worst.run.hours.filter((h) => h[dir] * 2 >= h.n && h.n > 0);
    const mostlyText =
      mostly.length > 0 && mostly.length < worst.run.hours.length
        ? `, mostly ${localParts(mostly[0]!.at, tz).time}–${localParts(mostly[mostly.length - 1]!.at + HOUR, tz).time}`
        : '';
    const others = scored.length - 1;
    const othersText =
      others > 0
        ? ` ${others} other ${others === 1 ? 'day or night' : 'days and nights'} in this period ${others === 1 ? 'was' : 'were'} ${dir} it more than ${pct(OUT_OF_BAND_SHARE)} of the time.`
        : '';
    const extreme =
      dir === 'above'
        ? Math.max(...worst.run.hours.map((h) => h.max))
        : Math.min(...worst.run.hours.map((h) => h.min));
    out.push({
      id: `out_of_band:${m.metric}:${dir}`,
      kind: 'out_of_band',
      metric: m.metric,
      severity: worst.share >= 0.25 ? 'warning' : 'notice',
      sentence: `${room} spent ${pct(worst.share)} of ${runLabel(worst.run, tz)} ${dir} its ${worst.run.period} ${w.label} band (${bandText(m.metric, band)})${mostlyText}.${othersText}`,
      evidence: {
        rule: 'out_of_band',
        ruleName: `Time ${dir} the room's Cultivation Targets band (${worst.run.period})`,
        window: { from: worst.run.from, to: worst.run.to },
        n: worst.run.n,
        values: [
          { label: `5-minute readings ${dir} the band`, value: `${worst.count} of ${worst.run.n}` },
          { label: 'Share of the time', value: pct(worst.share) },
          {
            label: dir === 'above' ? 'Highest reading' : 'Lowest reading',
            value: withUnit(m.metric, extreme),
          },
          { label: `${worst.run.period === 'day' ? 'Day' : 'Night'} band`, value: bandText(m.metric, band) },
        ],
        threshold: `${pct(OUT_OF_BAND_SHARE)} of a day or night or more`,
      },
    });
  }
  return out;
}

const runMean = (r: PeriodRun) => r.hours.reduce((a, h) => a + h.mean * h.n, 0) / r.n;
const inside = (b: Band | null, v: number) => !b || (v >= b.min && v <= b.max);

/** Drift inside the band; days and nights already reported out of band (`flagged`) are not drift. */
function drift(
  room: string,
  m: MetricFigures,
  runs: PeriodRun[],
  from: number,
  tz: string,
  flagged: Set<PeriodRun>,
): Insight[] {
  if (m.metric === 'ppfd') return [];
  const w = METRIC_WORDS[m.metric];
  const out: Insight[] = [];
  for (const period of ['day', 'night'] as const) {
    const band = m.bands[period];
    const series = runs.filter((r) => r.period === period && r.complete && r.n >= MIN_PERIOD_BUCKETS);
    const adj = period === 'day' ? 'daytime' : 'night-time';
    const bandClause = band ? `, still inside its ${bandText(m.metric, band)} band` : '';
    // 1. Modified z-score of each day (night) in the window against its trailing 14 days.
    let found: Insight | null = null;
    for (let i = series.length - 1; i >= 0 && !found; i--) {
      const r = series[i]!;
      if (r.from < from - HOUR) break;
      if (flagged.has(r)) continue;
      const baseRuns = series.filter((b) => b.from >= r.from - BASELINE_DAYS * DAY && b.from < r.from);
      if (baseRuns.length < MIN_BASELINE) continue;
      const base = baseRuns.map(runMean);
      const x = runMean(r);
      const z = modifiedZScore(x, base);
      const med = median(base);
      if (
        z === null ||
        Math.abs(z) <= MODIFIED_Z_LIMIT ||
        Math.abs(x - med) < MIN_DRIFT[m.metric] ||
        !inside(band, x)
      )
        continue;
      found = {
        id: `drift:${m.metric}:${period}`,
        kind: 'drift',
        metric: m.metric,
        severity: 'notice',
        sentence: `${room}'s ${adj} ${w.label} averaged ${fixed(m.metric, x)} on ${dayLabel(r.from, tz)}, against ${fixed(m.metric, med)} over the 14 days before (modified z-score ${formatNumber(z, 1)})${bandClause}.`,
        evidence: {
          rule: 'drift_modified_z',
          ruleName: `Drift: modified z-score of the ${period} mean against the room's trailing 14 days`,
          window: { from: r.from, to: r.to },
          n: r.n,
          values: [
            { label: `${period === 'day' ? 'Day' : 'Night'} mean`, value: withUnit(m.metric, x, 1) },
            { label: `Median of ${base.length} ${period}s before`, value: withUnit(m.metric, med, 1) },
            {
              label: 'Median absolute deviation',
              value: withUnit(m.metric, median(base.map((v) => Math.abs(v - med))), 2),
            },
            { label: 'Modified z-score', value: formatNumber(z, 2) },
          ],
          threshold: `|z| > ${MODIFIED_Z_LIMIT} and a change of at least ${withUnit(m.metric, MIN_DRIFT[m.metric])}`,
        },
      };
    }
    // 2. Otherwise Western Electric rules 2–4 on the window's means, against the 14 days before it.
    if (!found) {
      const base = series
        .filter((b) => b.from >= from - BASELINE_DAYS * DAY && b.from < from - HOUR)
        .map(runMean);
      const pts = series.filter((r) => r.from >= from - HOUR);
      const values = pts.map(runMean);
      const centre = mean(base);
      const sigma = stdDev(base);
      const hit =
        base.length >= MIN_BASELINE
          ? westernElectric(values, centre, sigma)
              .filter((h) => h.rule !== 1 && !h.points.some((i) => flagged.has(pts[i]!)))
              .find((h) => {
                const v = h.points.map((i) => values[i]!);
                return (
                  Math.abs(mean(v) - centre) >= MIN_DRIFT[m.metric] &&
                  inside(band, values[values.length - 1]!)
                );
              })
          : undefined;
      if (hit) {
        const v = hit.points.map((i) => values[i]!);
        const first = pts[hit.points[0]!]!;
        const last = pts[hit.points[hit.points.length - 1]!]!;
        const span = hit.points[hit.points.length - 1]! - hit.points[0]! + 1;
        const what = { 2: '2σ', 3: '1σ', 4: 'its 14-day average' }[hit.rule as 2 | 3 | 4];
        found = {
          id: `drift:${m.metric}:${period}`,
          kind: 'drift',
          metric: m.metric,
          severity: 'notice',
          sentence: `${room}'s ${adj} ${w.label} was ${hit.side} ${what} on ${v.length} of ${span} ${period}s in a row up to ${dayLabel(last.from, tz)} (mean ${fixed(m.metric, mean(v))} against ${fixed(m.metric, centre)})${bandClause} (Western Electric rule ${hit.rule}).`,
          evidence: {
            rule: `drift_western_electric_${hit.rule}`,
            ruleName: `Drift: Western Electric rule ${hit.rule} on ${period} means`,
            window: { from: first.from, to: last.to },
            n: hit.points.reduce((a, i) => a + pts[i]!.n, 0),
            values: [
              {
                label: `${period === 'day' ? 'Day' : 'Night'} means`,
                value: v.map((x) => num(m.metric, x, 1)).join(', '),
              },
              { label: 'Centre line (14 days before)', value: withUnit(m.metric, centre, 1) },
              { label: 'Sigma (14 days before)', value: withUnit(m.metric, sigma, 2) },
            ],
            threshold: { 2: '2 of 3 beyond 2σ', 3: '4 of 5 beyond 1σ', 4: '8 in a row on one side' }[
              hit.rule as 2 | 3 | 4
            ],
          },
        };
      }
    }
    if (found) out.push(found);
  }
  return out;
}

export function evaluateInsights({ roomName, figures, from, to, timeZone }: InsightInput): Insight[] {
  const inWindow = (h: HourFigure) => h.at >= from - HOUR && h.at < to;
  const alive = [
    ...new Set(
      figures
        .filter((m) => m.metric !== 'vpd')
        .flatMap((m) => m.hours.filter((h) => h.n > 0 && inWindow(h)).map((h) => h.at)),
    ),
  ].sort((a, b) => a - b);

  const quality: Insight[] = [];
  const troubled = new Set<InsightMetric>();
  for (const m of figures) {
    const hours = m.hours.filter(inWindow);
    const findings = [
      findFlatLine(m.metric, hours),
      findJumps(m.metric, hours),
      m.metric === 'vpd' ? null : findGap(hours, alive),
    ];
    for (const f of findings) {
      if (!f) continue;
      troubled.add(m.metric);
      quality.push(qualityInsight(roomName, m.metric, f, timeZone));
    }
  }
  if (troubled.has('air_temp') || troubled.has('rh')) troubled.add('vpd');

  const rest: Insight[] = [];
  for (const m of figures) {
    if (troubled.has(m.metric) || m.metric === 'ppfd') continue;
    const runs = periodRuns(m.hours.filter((h) => h.at < to));
    const flagged = new Set<PeriodRun>();
    rest.push(
      ...outOfBand(roomName, m, runs, from, timeZone, flagged),
      ...drift(roomName, m, runs, from, timeZone, flagged),
    );
  }
  const order = { warning: 0, notice: 1 };
  rest.sort((a, b) => order[a.severity] - order[b.severity]);
  return [...quality, ...rest];
}
