// Booking limits the database keeps whoever calls it: at most 180 days ahead (AG006), at most 5
// active future bookings per client and consultant (AG007, also under parallel requests).
import { beforeAll, describe, expect, it } from 'vitest';
import { newConsultant, newUser, type TestConsultant, type TestUser } from './helpers.ts';

/** `daysAhead` days from now at hh:00 UTC (test consultants work every day 06:00–22:00 UTC). */
function slot(daysAhead: number, hour: number): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + daysAhead);
  d.setUTCHours(hour, 0, 0, 0);
  return d.toISOString();
}

function book(who: TestUser, consultant: TestConsultant, start: string) {
  return who.client.rpc('book_consultation', {
    p_consultant_id: consultant.consultantId,
    p_start: start,
    p_minutes: 30,
    p_title: 'Weekly check-in',
  });
}

describe('the booking horizon', () => {
  let client: TestUser;
  let consultant: TestConsultant;

  beforeAll(async () => {
    [client, consultant] = await Promise.all([
      newUser({ prefix: 'horizon-client', tier: 'Advanced' }),
      newConsultant(),
    ]);
  });

  it('refuses a start more than 180 days ahead, with a message the UI shows', async () => {
    const far = await book(client, consultant, slot(181, 12));
    expect(far.error).toMatchObject({
      code: 'AG006',
      message: 'Consultations can be booked at most 180 days ahead',
    });
    expect((await book(client, consultant, slot(179, 12))).error).toBeNull();
  });

  it('offers no free slot beyond the horizon', async () => {
    const from = slot(170, 0).slice(0, 10);
    const { data, error } = await client.client.rpc('available_slots', {
      p_consultant_id: consultant.consultantId,
      p_from: from,
      p_days: 20,
      p_minutes: 30,
    });
    expect(error).toBeNull();
    const limit = Date.now() + 180 * 24 * 3600 * 1000;
    expect(data!.length).toBeGreaterThan(0);
    expect(data!.every((s) => new Date(s).getTime() <= limit + 60_000)).toBe(true);
    expect(data!.some((s) => new Date(s).getTime() > limit - 24 * 3600 * 1000)).toBe(true);
  });
});

describe('upcoming bookings per client and consultant', () => {
  let client: TestUser;
  let consultant: TestConsultant;
  let other: TestConsultant;

  beforeAll(async () => {
    [client, consultant, other] = await Promise.all([
      newUser({ prefix: 'cap-client', tier: 'Advanced' }),
      newConsultant(),
      newConsultant(),
    ]);
  });

  it('allows five, refuses the sixth, and counts again after a cancellation', async () => {
    const ids: string[] = [];
    for (let day = 1; day <= 5; day += 1) {
      const { data, error } = await book(client, consultant, slot(day * 7, 10));
      expect(error).toBeNull();
      ids.push(data!);
    }
    const sixth = await book(client, consultant, slot(42, 10));
    expect(sixth.error).toMatchObject({
      code: 'AG007',
      message: 'You already have 5 upcoming consultations with this consultant',
    });
    // Another consultant's calendar is not affected.
    expect((await book(client, other, slot(42, 10))).error).toBeNull();

    const cancelled = await client.client.rpc('cancel_consultation', { p_id: ids[0]!, p_reason: 'Moved' });
    expect(cancelled.error).toBeNull();
    expect((await book(client, consultant, slot(42, 10))).error).toBeNull();
  });

  it('holds under parallel requests: at the fourth booking, only one of three more gets through', async () => {
    const racer = await newUser({ prefix: 'cap-racer', tier: 'Advanced' });
    for (let day = 1; day <= 4; day += 1) {
      expect((await book(racer, other, slot(day * 7, 15))).error).toBeNull();
    }
    const results = await Promise.all([50, 51, 52].map((day) => book(racer, other, slot(day, 15))));
    expect(results.filter((r) => r.error === null)).toHaveLength(1);
    expect(results.filter((r) => r.error?.code === 'AG007')).toHaveLength(2);
  });
});
