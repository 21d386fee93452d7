import { describe, expect, it } from 'vitest';
import { DAY, HOUR, type HourFigure, type InsightMetric, type MetricFigures } from './figures';
import { evaluateInsights } from './insights';

// 30 days of hourly figures from 2026-10-01 00:00 UTC: lights on 06:00–18:00 UTC (12 buckets day,
// 12 night per hour), RH 48 % by day and 50 % by night with a little deterministic wobble.
const T0 = Date.UTC(2026, 9, 1);
const DAYS = 30;
const TO = T0 + DAYS * DAY;
const wobble = (i: number) => ((i * 7919) % 13) / 100 - 0.06;

function series(
  metric: InsightMetric,
  value: (at: number, night: boolean, i: number) => number,
  over: (h: HourFigure, i: number) => Partial<HourFigure> = () => ({}),
): MetricFigures {
  const hours: HourFigure[] = [];
  for (let i = 0; i < DAYS * 24; i++) {
    const at = T0 + i * HOUR;
    const hourOfDay = new Date(at).getUTCHours();
    const night = hourOfDay < 6 || hourOfDay >= 18;
    const v = value(at, night, i);
    const h: HourFigure = {
      at,
      n: 12,
      mean: v,
      min: v - 0.5,
      max: v + 0.5,
      night: night ? 12 : 0,
      above: 0,
      below: 0,
      step: 0.3,
    };
    hours.push({ ...h, ...over(h, i) });
  }
  return { metric, hours, bands: { day: { min: 40, max: 50 }, night: { min: 45, max: 55 } } };
}

const rhBase = (_: number, night: boolean, i: number) => (night ? 50 : 48) + wobble(i);
const input = (figures: MetricFigures[], from = TO - 7 * DAY) => ({
  roomName: 'Room 2',
  figures,
  from,
  to: TO,
  timeZone: 'UTC',
});

describe('evaluateInsights', () => {
  it('says nothing about a steady room inside its bands', () => {
    expect(evaluateInsights(input([series('rh', rhBase)]))).toEqual([]);
  });

  it('reports the share of a night above the band and when it mostly happened', () => {
    // The night of Oct 27–28: 02:00–05:00 UTC (3 of 12 night hours) every bucket above 55 %.
    const humidFrom = Date.UTC(2026, 9, 28, 2);
    const humidTo = Date.UTC(2026, 9, 28, 5);
    const rh = series(
      'rh',
      (at, night, i) => (at >= humidFrom && at < humidTo ? 72 : rhBase(at, night, i)),
      (h) => (h.at >= humidFrom && h.at < humidTo ? { above: 12, max: 76 } : {}),
    );
    const [insight, ...rest] = evaluateInsights(input([rh]));
    expect(rest).toEqual([]);
    expect(insight!.sentence).toBe(
      'Room 2 spent 25 % of the night of Oct 27–28 above its night RH band (45–55 %), mostly 02:00–05:00.',
    );
    expect(insight!.kind).toBe('out_of_band');
    expect(insight!.severity).toBe('warning');
    expect(insight!.evidence).toMatchObject({
      rule: 'out_of_band',
      n: 144,
      window: { from: Date.UTC(2026, 9, 27, 18), to: Date.UTC(2026, 9, 28, 6) },
      threshold: '10 % of a day or night or more',
    });
    expect(insight!.evidence.values).toContainEqual({
      label: '5-minute readings above the band',
      value: '36 of 144',
    });
    expect(insight!.evidence.values).toContainEqual({ label: 'Highest reading', value: '76 %' });
  });

  it('says "so far" of the day or night still going on', () => {
    // The figures end at midnight, six hours into the night of Oct 30: two of them above the band.
    const from = Date.UTC(2026, 9, 30, 20);
    const rh = series(
      'rh',
      (at, night, i) => (at >= from ? 60 : rhBase(at, night, i)),
      (h) => (h.at >= from ? { above: 12, max: 61 } : {}),
    );
    const [insight] = evaluateInsights(input([rh]));
    expect(insight!.sentence).toBe(
      'Room 2 spent 67 % of the night of Oct 30 so far above its night RH band (45–55 %), mostly 20:00–00:00.',
    );
  });

  it('finds drift inside the band with the modified z-score against the trailing 14 days', () => {
    // The last full day reads 44 %: inside 40–50 % but far below the room's usual 48 %.
    const lastDay = Date.UTC(2026, 9, 29);
    const rh = series('rh', (at, night, i) =>
      !night && at >= lastDay + 6 * HOUR && at < lastDay + 18 * HOUR ? 44 : rhBase(at, night, i),
    );
    const insights = evaluateInsights(input([rh]));
    expect(insights).toHaveLength(1);
    expect(insights[0]!.kind).toBe('drift');
    expect(insights[0]!.evidence.rule).toBe('drift_modified_z');
    expect(insights[0]!.sentence).toMatch(
      /^Room 2's daytime RH averaged 44\.0 % on Oct 29, against 48\.0 % over the 14 days before \(modified z-score -[\d,]+(\.\d)?\), still inside its 40–50 % band\.$/,
    );
  });

  it('does not call a change drift when it is smaller than a grower would notice', () => {
    const lastDay = Date.UTC(2026, 9, 29);
    const rh = series('rh', (at, night, i) =>
      !night && at >= lastDay + 6 * HOUR && at < lastDay + 18 * HOUR ? 47 : rhBase(at, night, i),
    );
    expect(evaluateInsights(input([rh]))).toEqual([]);
  });

  it('finds a slow drift with a Western Electric rule when no single day stands out', () => {
    // From the window's start every night runs 2.3 % higher than before: inside 45–55 %, no z > 3.5
    // against a noisy baseline, but eight nights in a row above the centre line (rule 4).
    const from = TO - 9 * DAY;
    const noisy = (i: number) => ((i * 7919) % 41) / 10 - 2; // ±2 %
    const rh = series('rh', (at, night) => {
      const d = Math.floor((at - T0) / DAY);
      if (!night) return 48;
      return 50 + noisy(d) + (at >= from ? 2.3 : 0);
    });
    const insights = evaluateInsights(input([rh], from));
    const drift = insights.find((i) => i.kind === 'drift');
    expect(drift?.evidence.rule).toMatch(/^drift_western_electric_[234]$/);
    expect(drift?.sentence).toMatch(
      /^Room 2's night-time RH was above .* \(Western Electric rule [234]\)\.$/,
    );
  });

  it('puts data quality first: a flat-lined sensor gets no other insight, and neither does VPD', () => {
    const humidFrom = Date.UTC(2026, 9, 28, 2);
    const rh = series(
      'rh',
      (at, night, i) => (at >= humidFrom ? 80 : rhBase(at, night, i)),
      (h) => (h.at >= humidFrom ? { min: 80, max: 80, above: 12 } : {}),
    );
    const vpd = series(
      'vpd',
      () => 1.3,
      (h) => (h.at >= humidFrom ? { above: 12 } : {}),
    );
    vpd.bands = { day: { min: 1, max: 1.2 }, night: { min: 1, max: 1.2 } };
    const insights = evaluateInsights(input([rh, vpd]));
    expect(insights.map((i) => i.id)).toEqual(['flat_line:rh']);
    expect(insights[0]!.sentence).toMatch(
      /^Room 2's RH sensor read 80 % without any change for \d+ hours \(/,
    );
  });

  it('reports a dead sensor as a gap while the room’s other sensors report', () => {
    const gapFrom = Date.UTC(2026, 9, 26, 10);
    const gapTo = gapFrom + 48 * HOUR;
    const temp = series('air_temp', (_, night) => (night ? 20 : 25));
    temp.bands = { day: { min: 22, max: 26 }, night: { min: 16, max: 21 } };
    const co2 = series('co2', (_, night, i) => (night ? 450 : 950) + wobble(i) * 100);
    co2.bands = { day: { min: 800, max: 1000 }, night: null };
    co2.hours = co2.hours.filter((h) => h.at < gapFrom || h.at >= gapTo);
    const insights = evaluateInsights(input([temp, co2]));
    expect(insights.map((i) => i.id)).toEqual(['gap:co2']);
    expect(insights[0]!.sentence).toBe(
      "Room 2's CO₂ sensor sent nothing for 48 hours (Oct 26 10:00 – Oct 28 10:00) while the room's other sensors did. Its CO₂ gets no other insight for this period.",
    );
    expect(insights[0]!.evidence.values).toContainEqual({ label: 'Longest gap', value: '48 hours' });
  });

  it('says “1 hour” for a one-hour gap', () => {
    const gapFrom = Date.UTC(2026, 9, 26, 10);
    const temp = series('air_temp', (_, night) => (night ? 20 : 25));
    temp.bands = { day: { min: 22, max: 26 }, night: { min: 16, max: 21 } };
    const co2 = series('co2', (_, night, i) => (night ? 450 : 950) + wobble(i) * 100);
    co2.bands = { day: { min: 800, max: 1000 }, night: null };
    co2.hours = co2.hours.filter((h) => h.at !== gapFrom);
    const [gap] = evaluateInsights(input([temp, co2]));
    expect(gap!.sentence).toContain('sent nothing for 1 hour (');
    expect(gap!.evidence.values).toContainEqual({ label: 'Longest gap', value: '1 hour' });
  });

  it('reports impossible jumps', () => {
    const at = Date.UTC(2026, 9, 27, 12);
    const temp = series(
      'air_temp',
      (_, night) => (night ? 20 : 25),
      (h) => (h.at === at ? { step: 14.2 } : {}),
    );
    temp.bands = { day: { min: 22, max: 26 }, night: { min: 16, max: 21 } };
    const insights = evaluateInsights(input([temp]));
    expect(insights.map((i) => i.id)).toEqual(['jump:air_temp']);
    expect(insights[0]!.sentence).toContain('jumped within 5 minutes by 14.2 °C (Oct 27 12:00)');
    expect(insights[0]!.evidence.threshold).toBe('more than 10 °C in 5 minutes');
  });
});
