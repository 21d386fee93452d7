import { describe, expect, it } from 'vitest';
import { crossLogInsights, type CrossLogDay, type CrossLogInsight } from './cross-log.ts';

/** Consecutive irrigation days from 2026-03-01, each [shots, runoff EC, runoff %]. */
function days(rows: ReadonlyArray<[number, number | null, number | null]>): CrossLogDay[] {
  return rows.map(([shots, ec, pct], i) => ({
    day: `2026-03-${String(i + 1).padStart(2, '0')}`,
    lights_on: `2026-03-${String(i + 1).padStart(2, '0')}T13:00:00Z`,
    shots,
    runoff_n: ec === null ? 0 : 1,
    runoff_ec: ec,
    runoff_pct: pct,
  }));
}

describe('crossLogInsights', () => {
  it('says when runoff EC rose over three days while shots fell, with the days as evidence', () => {
    const out = crossLogInsights(
      'Flower 1',
      days([
        [10, 3.0, 18],
        [10, 3.1, 18],
        [8, 3.4, 17],
        [8, 3.8, 17],
        [8, 4.2, 16],
        [8, 4.2, 16],
      ]),
    );
    expect(out).toHaveLength(1);
    const insight = out[0]!;
    expect(insight.kind).toBe('cross_log');
    expect(insight.evidence.rule).toBe('runoff_ec_vs_shots');
    // 3.1 → 4.2 (1.1) is the strongest three-day rise with two fewer shots; 3.0 → 3.8 is smaller.
    expect(insight.sentence).toMatch(/^Runoff EC in Flower 1 rose 1\.1 mS\/cm over 3 days \(3\.1 → 4\.2, /);
    expect(insight.sentence).toContain('shots a day fell from 10 to 8');
    expect(insight.evidence.n).toBe(4);
    expect(insight.evidence.values.map((v) => v.value)).toEqual([
      '10 shots, runoff EC 3.1\u00a0mS/cm, runoff 18\u00a0%',
      '8 shots, runoff EC 3.4\u00a0mS/cm, runoff 17\u00a0%',
      '8 shots, runoff EC 3.8\u00a0mS/cm, runoff 17\u00a0%',
      '8 shots, runoff EC 4.2\u00a0mS/cm, runoff 16\u00a0%',
    ]);
    expect(insight.evidence.window.to - insight.evidence.window.from).toBe(4 * 86_400_000);
  });

  it('needs both the rise and the cut', () => {
    // EC up 1.0 but shots only one fewer and runoff steady.
    expect(
      crossLogInsights(
        'R',
        days([
          [10, 3, 18],
          [10, 3.3, 18],
          [9, 3.6, 18],
          [9, 4.0, 18],
        ]),
      ),
    ).toEqual([]);
    // Shots cut by 4 but EC up only 0.4.
    expect(
      crossLogInsights(
        'R',
        days([
          [10, 3, 18],
          [8, 3.1, 18],
          [6, 3.3, 18],
          [6, 3.4, 18],
        ]),
      ),
    ).toEqual([]);
  });

  it('reads a drop of runoff as leaching less when the shots held', () => {
    const out = crossLogInsights(
      'Veg 1',
      days([
        [9, 2.4, 20],
        [9, 2.6, 18],
        [9, 2.8, 15],
        [9, 3.0, 13],
      ]),
    );
    expect(out.map((i) => i.evidence.rule)).toEqual(['runoff_ec_vs_runoff_pct']);
    const [insight] = out as [CrossLogInsight];
    expect(insight.sentence).toContain('rose 0.6 mS/cm');
    expect(insight.sentence).toContain('runoff fell from 20 % to 13 %');
    expect(insight.severity).toBe('notice');
  });

  it('compares only days three days apart that both have runoff, in any order given', () => {
    const rows = days([
      [10, 3.0, 18],
      [10, null, null],
      [8, 3.4, 17],
      [8, null, null],
      [8, 4.5, 16],
    ]);
    // Day 1 → day 4 has no runoff at day 4; day 2 has none; day 2 → 5 starts without EC.
    expect(crossLogInsights('R', rows)).toEqual([]);
    const gap = days([
      [10, 3.0, 18],
      [10, 3.2, 18],
      [8, 4.5, 16],
    ]);
    expect(crossLogInsights('R', [...gap].reverse())).toEqual([]);
    const fine = days([
      [10, 3.0, 18],
      [10, 3.2, 18],
      [8, 3.5, 16],
      [8, 3.9, 16],
    ]);
    expect(crossLogInsights('R', [...fine].reverse()).map((i) => i.evidence.rule)).toEqual([
      'runoff_ec_vs_shots',
    ]);
  });
});
