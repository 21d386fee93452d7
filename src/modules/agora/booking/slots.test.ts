import { describe, expect, it } from 'vitest';
import { addDaysIso, durationLabel, groupSlotsByDay, priceFor, todayIn } from './slots';

describe('booking slots', () => {
  it('prices a consultation from the hourly rate', () => {
    expect(priceFor(150, 60)).toBe(150);
    expect(priceFor(150, 90)).toBe(225);
    expect(priceFor(125, 30)).toBe(62.5);
    expect(priceFor(95, 120)).toBe(190);
  });

  it('labels durations', () => {
    expect([30, 60, 90, 120].map(durationLabel)).toEqual(['30 min', '1 hour', '1.5 hours', '2 hours']);
  });

  it("finds today's date in the consultant's time zone", () => {
    const now = new Date('2026-11-22T03:30:00Z');
    expect(todayIn('America/New_York', now)).toBe('2026-11-21');
    expect(todayIn('Asia/Tokyo', now)).toBe('2026-11-22');
    expect(todayIn('Not/AZone', now)).toBe('2026-11-22');
  });

  it('adds calendar days across months', () => {
    expect(addDaysIso('2026-11-25', 14)).toBe('2026-12-09');
  });

  it('groups slots by local day in order', () => {
    const days = groupSlotsByDay(['2026-11-24T15:00:00Z', '2026-11-23T14:00:00Z', '2026-11-23T14:30:00Z']);
    expect(days.map((d) => d.slots.length).reduce((a, b) => a + b)).toBe(3);
    expect(days[0]!.slots[0]!.start).toBe('2026-11-23T14:00:00.000Z');
    expect(days.at(-1)!.slots.at(-1)!.start).toBe('2026-11-24T15:00:00.000Z');
  });
});
