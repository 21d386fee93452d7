import { describe, expect, it } from 'vitest';
import { rangeMessage } from './errors.ts';
import { INTERVAL_RULE } from './filter-form.ts';
import {
  calendarOf,
  filterDue,
  filterHealth,
  netDrivingPressure,
  normalizedFlow,
  rejectionPct,
  saltPassagePct,
  temperatureFactor,
  type FilterReading,
} from './water.ts';

const reading = (day: number, r: Partial<FilterReading> = {}): FilterReading => ({
  occurredAt: `2026-03-${String(day).padStart(2, '0')}T09:00:00Z`,
  action: 'reading',
  feedTds: 0.7,
  permeateTds: 0.021,
  pressureIn: 4.1,
  pressureOut: 3.6,
  permeateFlow: 1.2,
  waterTemp: 25,
  ...r,
});

describe('rejection and salt passage', () => {
  it('rejection = (1 − permeate ÷ feed) × 100; salt passage is the rest', () => {
    expect(rejectionPct(0.7, 0.021)).toBeCloseTo(97, 10);
    expect(saltPassagePct(0.7, 0.021)).toBeCloseTo(3, 10);
    expect(rejectionPct(0, 0)).toBeNull();
    expect(rejectionPct(0.7, null)).toBeNull();
  });
});

describe('normalization', () => {
  it('flow is about 3 % lower per °C colder, and 1 at 25 °C', () => {
    expect(temperatureFactor(25)).toBeCloseTo(1, 10);
    expect(temperatureFactor(15)).toBeGreaterThan(0.7);
    expect(temperatureFactor(15)).toBeLessThan(0.78);
    // The same membrane at 15 °C gives less flow; normalized, it is the same.
    const warm = normalizedFlow(reading(1, { permeateFlow: 1.2 }), false)!;
    const cold = normalizedFlow(
      reading(1, { permeateFlow: 1.2 * temperatureFactor(15), waterTemp: 15 }),
      false,
    )!;
    expect(cold).toBeCloseTo(warm, 10);
  });

  it('net driving pressure: the average feed-side pressure less about 1 psi per 100 ppm of feed', () => {
    // 0.7 mS/cm ≈ 350 ppm ≈ 0.24 bar osmotic.
    expect(netDrivingPressure(4.1, 3.6, 0.7)).toBeCloseTo(3.85 - 350 * 0.000689, 10);
    expect(netDrivingPressure(4, null, null)).toBe(4);
    expect(netDrivingPressure(null, 3, 0.7)).toBeNull();
    expect(netDrivingPressure(0.1, 0.1, 5)).toBeNull();
  });
});

describe('filter health against the baseline', () => {
  it('is quiet with fewer than two readings since the last clean', () => {
    const h = filterHealth([reading(1), reading(2, { action: 'cleaned' }), reading(3)]);
    expect(h.baseline?.occurredAt).toContain('03-03');
    expect(h.latest).toBeNull();
    expect(h.warnings).toEqual([]);
    expect(h.rejectionPct).toBeCloseTo(97, 10);
  });

  it('warns when normalized flow falls 10 % (at the same pressure and temperature)', () => {
    const h = filterHealth([reading(1), reading(8, { permeateFlow: 1.074 })]);
    expect(h.flowChangePct).toBeCloseTo(-10.5, 8);
    expect(h.warnings.map((w) => [w.kind, w.level])).toEqual([['flow', 'clean']]);
    expect(filterHealth([reading(1), reading(8, { permeateFlow: 1.09 })]).warnings).toEqual([]);
  });

  it('a colder reading is not a flow loss', () => {
    const h = filterHealth([
      reading(1),
      reading(8, { permeateFlow: 1.2 * temperatureFactor(15), waterTemp: 15 }),
    ]);
    expect(h.flowChangePct).toBeCloseTo(0, 8);
    expect(h.warnings).toEqual([]);
  });

  it('salt passage up 5 % is a watch, 10 % a clean; pressure drop up 15 % warns', () => {
    const watch = filterHealth([reading(1), reading(8, { permeateTds: 0.021 * 1.06 })]);
    expect(watch.warnings.map((w) => [w.kind, w.level])).toEqual([['salt', 'watch']]);
    const clean = filterHealth([reading(1), reading(8, { permeateTds: 0.021 * 1.11 })]);
    expect(clean.warnings.map((w) => [w.kind, w.level])).toEqual([['salt', 'clean']]);
    const dp = filterHealth([
      reading(1, { permeateFlow: null }),
      reading(8, { permeateFlow: null, pressureOut: 3.5 }),
    ]);
    expect(dp.pressureDropChangePct).toBeCloseTo(20, 8);
    expect(dp.warnings.map((w) => w.kind)).toEqual(['pressure']);
  });

  it('a clean or a change starts a new baseline, in time order whatever the input order', () => {
    const h = filterHealth([
      reading(9, { permeateFlow: 1.0 }),
      reading(5, { action: 'cleaned', permeateFlow: null }),
      reading(1, { permeateFlow: 1.2 }),
      reading(6, { permeateFlow: 1.02 }),
    ]);
    expect(h.baseline?.occurredAt).toContain('03-06');
    expect(h.flowChangePct).toBeCloseTo((1.0 / 1.02 - 1) * 100, 8);
    expect(h.warnings).toEqual([]);
  });
});

describe('when a filter is due', () => {
  const today = new Date(2026, 2, 20, 15, 0);
  it('counts the interval from the last replacement, else from installation', () => {
    expect(filterDue({ installedOn: '2026-01-01', intervalDays: 90 }, [], today)).toEqual({
      lastChange: '2026-01-01',
      due: '2026-04-01',
      daysLeft: 12,
    });
    const changed = filterDue(
      { installedOn: '2026-01-01', intervalDays: 30 },
      [reading(1, { action: 'replaced' }), reading(10, { action: 'cleaned' }), reading(15)],
      today,
    );
    expect(changed).toEqual({ lastChange: '2026-03-01', due: '2026-03-31', daysLeft: 11 });
    expect(filterDue({ installedOn: '2026-03-01', intervalDays: 14 }, [], today).daysLeft).toBe(-5);
  });

  it('the calendar repeats each interval for twelve months, by month, in date order', () => {
    const months = calendarOf(
      [
        { id: 'a', name: 'Sediment', firstDue: '2026-04-01', intervalDays: 90 },
        { id: 'b', name: 'RO', firstDue: '2026-03-15', intervalDays: 730 },
      ],
      today,
    );
    expect(months.map((m) => m.month)).toEqual(['2026-03', '2026-04', '2026-06', '2026-09', '2026-12']);
    expect(months[0]!.items).toEqual([{ id: 'b', name: 'RO', date: '2026-03-15', daysLeft: -5 }]);
    expect(months.flatMap((m) => m.items.map((i) => i.date))).toEqual([
      '2026-03-15',
      '2026-04-01',
      '2026-06-30',
      '2026-09-28',
      '2026-12-27',
    ]);
  });
});

it('the change interval message is the form’s', () => {
  expect(rangeMessage({ domain: 'x', rule: INTERVAL_RULE })).toBe(
    'Enter a change interval between 1 and 3,650 days',
  );
});
