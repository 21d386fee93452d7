// Booking and running consultations: only through functions, Advanced tier, no double booking
// (the database refuses it), cancel / complete / no-show / rating rules and the RLS matrix.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  anonClient,
  db,
  demoUser,
  newConsultant,
  newUser,
  type TestConsultant,
  type TestUser,
} from './helpers.ts';

let client: TestUser; // Advanced
let client2: TestUser; // Professional
let basic: TestUser;
let stranger: TestUser;
let admin: TestUser;
let consultantUser: TestUser;
let consultantId: string;

/** A day in the future at hh:00 UTC (the test consultant works in UTC, every day). */
function slot(daysAhead: number, hour: number, minute = 0): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + daysAhead);
  d.setUTCHours(hour, minute, 0, 0);
  return d.toISOString();
}

beforeAll(async () => {
  let consultant: TestConsultant;
  [client, client2, basic, stranger, admin, consultant] = await Promise.all([
    newUser({
      prefix: 'agora-client',
      tier: 'Advanced',
      data: { first_name: 'Cleo', last_name: 'Client' },
    }),
    newUser({ prefix: 'agora-client2', tier: 'Professional' }),
    newUser({ prefix: 'agora-basic', tier: 'Basic' }),
    newUser('agora-stranger'),
    demoUser('admin@example.com'),
    // Active, Advanced, every day 06:00–22:00 UTC, $125 an hour.
    newConsultant({ prefix: 'agora-consultant', data: { first_name: 'Quinn', last_name: 'Consultant' } }),
  ]);
  consultantUser = consultant;
  consultantId = consultant.consultantId;
});

async function book(who: TestUser, start: string, minutes = 60, title = 'Dryback review') {
  return who.client.rpc('book_consultation', {
    p_consultant_id: consultantId,
    p_start: start,
    p_minutes: minutes,
    p_title: title,
    p_notes: 'Notes',
  });
}

/** Moves a booked consultation into the past (it started `hoursAgo` hours ago), as time would. */
async function started(id: string, hoursAgo: number) {
  await db().query(
    `update public.agora_consultations
     set start_time = now() - make_interval(hours => $2), end_time = now() - make_interval(hours => $2) + (end_time - start_time)
     where id = $1`,
    [id, hoursAgo],
  );
}

/** Books and returns the new consultation's id (the booking must succeed). */
async function booked(who: TestUser, start: string, minutes = 60): Promise<string> {
  const { data, error } = await book(who, start, minutes);
  if (error || !data) throw error ?? new Error('no id');
  return data;
}

describe('book_consultation', () => {
  it('refuses a Basic user and anon (the Agora tier is Advanced)', async () => {
    const { error } = await book(basic, slot(2, 10));
    expect(error?.code).toBe('AG001');
    const anon = await anonClient().rpc('book_consultation', {
      p_consultant_id: consultantId,
      p_start: slot(2, 10),
      p_minutes: 60,
      p_title: 'x',
    });
    expect(anon.error).not.toBeNull();
  });

  it('books a slot: scheduled, priced from the hourly rate, consultant notified', async () => {
    const { data: id, error } = await book(client, slot(2, 10), 90);
    expect(error).toBeNull();
    const { rows } = await db().query(
      `select status, price::float, client_id, end_time - start_time as len from public.agora_consultations where id = $1`,
      [id],
    );
    expect(rows[0]).toMatchObject({ status: 'scheduled', price: 187.5, client_id: client.id });
    const notes = await consultantUser.client
      .from('notifications')
      .select('title, action_url')
      .eq('action_url', `/agora/consultations/${id}`);
    expect(notes.data).toEqual([
      { title: 'New consultation booked', action_url: `/agora/consultations/${id}` },
    ]);
  });

  it('refuses double booking in the database, through the function and on a direct insert', async () => {
    const first = await book(client, slot(3, 12), 60);
    expect(first.error).toBeNull();
    const same = await book(client2, slot(3, 12), 60);
    expect(same.error?.code).toBe('23P01');
    expect(same.error?.message).toBe('This time slot is no longer available');
    const overlap = await book(client2, slot(3, 12, 30), 30);
    expect(overlap.error?.code).toBe('23P01');
    const adjacent = await book(client2, slot(3, 13), 30);
    expect(adjacent.error).toBeNull();

    await expect(
      db().query(
        `insert into public.agora_consultations (client_id, consultant_id, title, start_time, end_time, price)
         values ($1, $2, 'sneaky', $3::timestamptz, $3::timestamptz + interval '30 minutes', 0)`,
        [client2.id, consultantId, slot(3, 12, 15)],
      ),
    ).rejects.toMatchObject({ code: '23P01' });
  });

  it('enforces minimum notice, availability, duration, title and not booking oneself', async () => {
    const soon = new Date(Date.now() + 60 * 60 * 1000);
    soon.setUTCMinutes(0, 0, 0);
    expect((await book(client, soon.toISOString())).error?.code).toBe('AG003');
    expect((await book(client, slot(4, 3))).error?.code).toBe('AG002'); // before 06:00
    expect((await book(client, slot(4, 21, 30), 60)).error?.code).toBe('AG002'); // ends after 22:00
    expect((await book(client, slot(4, 10, 10))).error?.code).toBe('AG002'); // not on a quarter hour
    expect((await book(client, slot(4, 10), 45)).error?.code).toBe('22023');
    expect((await book(client, slot(4, 10), 60, '  ')).error?.code).toBe('22023');
    expect((await book(consultantUser, slot(4, 10))).error?.code).toBe('42501');
    const missing = await client.client.rpc('book_consultation', {
      p_consultant_id: '00000000-0000-4000-8000-000000000000',
      p_start: slot(4, 10),
      p_minutes: 60,
      p_title: 'x',
    });
    expect(missing.error?.code).toBe('PT404');
  });

  it("respects the consultant's days in their own time zone", async () => {
    // The demo consultant works Monday to Friday, 09:00-17:00 New York time.
    const d = new Date();
    d.setUTCDate(d.getUTCDate() + ((6 - d.getUTCDay() + 7) % 7 || 7)); // next Saturday
    d.setUTCHours(16, 0, 0, 0); // 11:00 or 12:00 in New York
    const { error } = await client.client.rpc('book_consultation', {
      p_consultant_id: 'c0000000-0000-4000-8000-000000000005',
      p_start: d.toISOString(),
      p_minutes: 60,
      p_title: 'Weekend?',
    });
    expect(error?.code).toBe('AG002');
  });
});

describe('available_slots', () => {
  it('lists free starts for anyone and leaves out booked ones', async () => {
    const taken = slot(5, 9);
    expect((await book(client, taken, 60)).error).toBeNull();
    const day = taken.slice(0, 10);
    const { data, error } = await anonClient().rpc('available_slots', {
      p_consultant_id: consultantId,
      p_from: day,
      p_days: 1,
      p_minutes: 60,
    });
    expect(error).toBeNull();
    const starts = (data as string[]).map((s) => new Date(s).toISOString());
    expect(starts).toContain(new Date(slot(5, 10)).toISOString());
    expect(starts).toContain(new Date(slot(5, 6)).toISOString());
    expect(starts).not.toContain(new Date(taken).toISOString());
    expect(starts).not.toContain(new Date(slot(5, 8, 30)).toISOString()); // would overlap 09:00
    expect(starts).not.toContain(new Date(slot(5, 21, 30)).toISOString()); // would end after 22:00
    expect(starts.length).toBe(31 - 3); // 06:00…21:00 every 30 minutes, less 08:30, 09:00, 09:30
  });
});

describe('agora_consultations: RLS', () => {
  let id: string;
  beforeAll(async () => {
    const { data, error } = await book(client, slot(6, 15), 30, 'RLS check');
    if (error) throw error;
    id = data;
  });

  it('the client, the consultant and admins read it; others and anon do not', async () => {
    for (const who of [client, consultantUser, admin]) {
      const { data } = await who.client.from('agora_consultations').select('id').eq('id', id);
      expect(data).toEqual([{ id }]);
    }
    const other = await stranger.client.from('agora_consultations').select('id').eq('id', id);
    expect(other.data).toEqual([]);
    const anon = await anonClient().from('agora_consultations').select('id').eq('id', id);
    expect(anon.error?.code).toBe('42501');
  });

  it("the consultant sees the client's name; a stranger does not", async () => {
    const { data } = await consultantUser.client
      .from('agora_consultations')
      .select('id, client:public_profiles!agora_consultations_client_public_fkey(first_name, last_name)')
      .eq('id', id)
      .single();
    expect(data!.client).toEqual({ first_name: 'Cleo', last_name: 'Client' });
    const pub = await stranger.client.from('public_profiles').select('id').eq('id', client.id);
    expect(pub.data).toEqual([]);
  });

  it('nobody inserts, updates or deletes through REST', async () => {
    for (const who of [client, consultantUser, admin]) {
      const ins = await who.client.from('agora_consultations').insert({
        client_id: who.id,
        consultant_id: consultantId,
        title: 'x',
        start_time: slot(9, 10),
        end_time: slot(9, 11),
        price: 0,
      });
      expect(ins.error?.code).toBe('42501');
      const upd = await who.client
        .from('agora_consultations')
        .update({ status: 'completed', consultant_payout: 1000 })
        .eq('id', id);
      expect(upd.error?.code).toBe('42501');
      const del = await who.client.from('agora_consultations').delete().eq('id', id);
      expect(del.error?.code).toBe('42501');
    }
    const { rows } = await db().query(`select status from public.agora_consultations where id = $1`, [id]);
    expect(rows[0].status).toBe('scheduled');
  });
});

describe('cancel, complete, no-show and rating', () => {
  it('cancel needs a reason, is for the two parties only, and frees the slot', async () => {
    const start = slot(7, 11);
    const id = await booked(client, start);
    expect((await client.client.rpc('cancel_consultation', { p_id: id, p_reason: ' ' })).error?.code).toBe(
      '22023',
    );
    expect((await stranger.client.rpc('cancel_consultation', { p_id: id, p_reason: 'no' })).error?.code).toBe(
      'PT404',
    );
    const ok = await consultantUser.client.rpc('cancel_consultation', { p_id: id, p_reason: 'Sick' });
    expect(ok.data).toMatchObject({
      status: 'cancelled',
      cancel_reason: 'Sick',
      cancelled_by: consultantUser.id,
    });
    expect(
      (await client.client.rpc('cancel_consultation', { p_id: id, p_reason: 'again' })).error?.code,
    ).toBe('AG005');
    const notes = await client.client
      .from('notifications')
      .select('title')
      .eq('action_url', `/agora/consultations/${id}`);
    expect(notes.data).toEqual([{ title: 'Consultation cancelled' }]);
    expect((await book(client2, start)).error).toBeNull();
  });

  it('the consultant completes (payout = price less the 15 % fee) and the client rates once', async () => {
    const id = await booked(client, slot(8, 14), 120);
    // Not before it has started (as with a no-show).
    const early = await consultantUser.client.rpc('complete_consultation', { p_id: id });
    expect(early.error).toMatchObject({
      code: 'AG005',
      message: 'A consultation can only be completed after it has started',
    });
    await started(id, 30);
    expect((await client.client.rpc('complete_consultation', { p_id: id })).error?.code).toBe('42501');
    expect((await client.client.rpc('rate_consultation', { p_id: id, p_rating: 5 })).error?.code).toBe(
      'AG005',
    );
    const before = await db().query(
      `select total_consultations from public.agora_consultant_profiles where id = $1`,
      [consultantId],
    );

    const done = await consultantUser.client.rpc('complete_consultation', { p_id: id });
    expect(done.error).toBeNull();
    expect(done.data).toMatchObject({ status: 'completed', price: 250, consultant_payout: 212.5 });
    expect((await consultantUser.client.rpc('complete_consultation', { p_id: id })).error?.code).toBe(
      'AG005',
    );

    expect(
      (await consultantUser.client.rpc('rate_consultation', { p_id: id, p_rating: 5 })).error?.code,
    ).toBe('42501');
    expect((await client.client.rpc('rate_consultation', { p_id: id, p_rating: 6 })).error?.code).toBe(
      '22023',
    );
    const rated = await client.client.rpc('rate_consultation', {
      p_id: id,
      p_rating: 4,
      p_review: 'Helpful',
    });
    expect(rated.data).toMatchObject({ rating: 4, review: 'Helpful' });
    expect((await client.client.rpc('rate_consultation', { p_id: id, p_rating: 1 })).error?.code).toBe(
      'AG005',
    );

    const { rows } = await db().query(
      `select rating::float, total_reviews, total_consultations,
              (select round(avg(rating), 1)::float from public.agora_consultations where consultant_id = $1) as expected
       from public.agora_consultant_profiles where id = $1`,
      [consultantId],
    );
    expect(rows[0].rating).toBe(rows[0].expected);
    expect(rows[0].total_reviews).toBeGreaterThanOrEqual(1);
    expect(rows[0].total_consultations).toBe(before.rows[0].total_consultations + 1);
  });

  it('rating is recomputed over every review, to one decimal', async () => {
    const ids: string[] = [];
    for (const [i, who] of [client, client2].entries()) {
      const id = await booked(who, slot(10, 8 + i * 2));
      await started(id, 40 + i * 3);
      expect((await consultantUser.client.rpc('complete_consultation', { p_id: id })).error).toBeNull();
      ids.push(id);
    }
    await client.client.rpc('rate_consultation', { p_id: ids[0]!, p_rating: 5 });
    await client2.client.rpc('rate_consultation', { p_id: ids[1]!, p_rating: 2 });
    const { rows } = await db().query(
      `select rating::float, total_reviews,
              (select round(avg(rating), 1)::float from public.agora_consultations where consultant_id = $1) as expected,
              (select count(rating)::int from public.agora_consultations where consultant_id = $1) as n
       from public.agora_consultant_profiles where id = $1`,
      [consultantId],
    );
    expect(rows[0].rating).toBe(rows[0].expected);
    expect(rows[0].total_reviews).toBe(rows[0].n);
  });

  it('no-show only after the start, by the consultant, with the payout', async () => {
    const future = await booked(client, slot(11, 9));
    expect((await consultantUser.client.rpc('mark_no_show', { p_id: future })).error?.code).toBe('AG005');
    const { rows } = await db().query(
      `insert into public.agora_consultations (client_id, consultant_id, title, start_time, end_time, price)
       values ($1, $2, 'Past call', now() - interval '2 hours', now() - interval '1 hour', 125) returning id`,
      [client.id, consultantId],
    );
    const past = rows[0].id as string;
    expect((await client.client.rpc('mark_no_show', { p_id: past })).error?.code).toBe('42501');
    const ok = await consultantUser.client.rpc('mark_no_show', { p_id: past });
    expect(ok.data).toMatchObject({ status: 'no_show', consultant_payout: 106.25 });
  });
});

describe('consultant_reviews', () => {
  it('anyone reads the reviews of an active consultant, with the reviewer first name and initial only', async () => {
    const { data, error } = await anonClient().rpc('consultant_reviews', {
      p_consultant_id: 'c0000000-0000-4000-8000-000000000005',
    });
    expect(error).toBeNull();
    expect(data!.length).toBeGreaterThanOrEqual(2);
    expect(Object.keys(data![0]!).sort()).toEqual(['rating', 'review', 'reviewed_at', 'reviewer_name']);
    expect(data!.map((r) => r.reviewer_name)).toContain('Lena H.');
  });
});
