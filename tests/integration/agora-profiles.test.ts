// Agora consultant profiles, specialties, certifications and public names: the RLS matrix for
// anon, two different users, the demo consultant and the admin, and the marketplace request.
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

const DEMO_CONSULTANT_PROFILE = 'c0000000-0000-4000-8000-000000000005';
const DEMO_CONSULTANT_USER = 'a0000000-0000-4000-8000-000000000005';
const DEMO_APPLICANT_PROFILE = 'c0000000-0000-4000-8000-000000000006';
const VERIFIED_CERT = 'd0000000-0000-4000-8000-000000000051';
const UNVERIFIED_CERT = 'd0000000-0000-4000-8000-000000000052';

let a: TestUser;
let b: TestUser;
let consultant: TestUser;
let admin: TestUser;
/** a's own pending application. */
let aProfile: string;

beforeAll(async () => {
  let applicant: TestConsultant;
  [applicant, b, consultant, admin] = await Promise.all([
    newConsultant({
      prefix: 'agora-a',
      tier: 'free',
      status: 'pending',
      data: { first_name: 'Ada', last_name: 'Applicant' },
      application: {
        p_title: 'Soil Scientist',
        p_short_description: 'Soil biology, amendments and cover crops for living soil beds.',
        p_bio: 'Fifteen years of soil biology for growers who want living soil that works.',
        p_years_experience: 15,
        p_hourly_rate: 120,
        p_specialty_ids: [6, 10],
      },
    }),
    newUser('agora-b', { first_name: 'Ben' }),
    demoUser('consultant@example.com'),
    demoUser('admin@example.com'),
  ]);
  a = applicant;
  aProfile = applicant.consultantId;
});

describe('agora_specialties', () => {
  it('anyone reads the full list, ordered by name', async () => {
    const { data, error } = await anonClient().from('agora_specialties').select('id, name').order('name');
    expect(error).toBeNull();
    expect(data!.length).toBeGreaterThanOrEqual(25);
    expect(data!.map((s) => s.name)).toContain('Integrated Pest Management');
  });

  it('nobody but the service role writes it', async () => {
    for (const client of [anonClient(), a.client, admin.client]) {
      const ins = await client.from('agora_specialties').insert({ name: 'Astrology' });
      expect(ins.error?.code).toBe('42501');
      const upd = await client.from('agora_specialties').update({ name: 'X' }).eq('id', 1).select();
      expect(upd.error?.code ?? (upd.data?.length === 0 ? 'none' : 'changed')).not.toBe('changed');
      const del = await client.from('agora_specialties').delete().eq('id', 1).select();
      expect(del.error?.code ?? (del.data?.length === 0 ? 'none' : 'deleted')).not.toBe('deleted');
    }
    const { rows } = await db().query(`select name from public.agora_specialties where id = 1`);
    expect(rows[0].name).toBe('Indoor Cultivation');
  });
});

describe('agora_consultant_profiles: select', () => {
  it('anon reads active consultants with their names and specialties, and nothing else', async () => {
    const { data, error } = await anonClient()
      .from('agora_consultant_profiles')
      .select(
        '*, profile:public_profiles(first_name, last_name, avatar_url), specialties:agora_specialties(id, name)',
      )
      .eq('id', DEMO_CONSULTANT_PROFILE)
      .single();
    expect(error).toBeNull();
    expect(data!.profile).toEqual({ first_name: 'Dana', last_name: 'Whitfield', avatar_url: null });
    expect(data!.specialties.length).toBe(5);

    const pending = await anonClient()
      .from('agora_consultant_profiles')
      .select('id')
      .in('id', [DEMO_APPLICANT_PROFILE, aProfile]);
    expect(pending.data).toEqual([]);
    const statuses = await anonClient()
      .from('agora_consultant_profiles')
      .select('status')
      .neq('status', 'active');
    expect(statuses.data).toEqual([]);
  });

  it('anon and other users cannot read private profile columns of a consultant', async () => {
    for (const client of [anonClient(), b.client]) {
      const embedded = await client
        .from('agora_consultant_profiles')
        .select(
          'id, profiles!agora_consultant_profiles_user_id_fkey(membership_tier, role, is_deleted, email_notifications)',
        )
        .eq('id', DEMO_CONSULTANT_PROFILE);
      // anon has no grant on profiles at all; a user's embed finds no row (RLS).
      if (embedded.error) expect(embedded.error.code).toBe('42501');
      else expect(embedded.data?.[0]?.profiles ?? null).toBeNull();

      const direct = await client
        .from('profiles')
        .select('membership_tier, role, is_deleted, quick_access_items')
        .eq('id', DEMO_CONSULTANT_USER);
      if (direct.error) expect(direct.error.code).toBe('42501');
      else expect(direct.data).toEqual([]);

      const pub = await client.from('public_profiles').select('*').eq('id', DEMO_CONSULTANT_USER).single();
      expect(Object.keys(pub.data!).sort()).toEqual([
        'avatar_url',
        'first_name',
        'id',
        'last_name',
        'updated_at',
      ]);
    }
  });

  it('public names are readable only for active consultants (and oneself)', async () => {
    const anonRead = await anonClient().from('public_profiles').select('id').in('id', [a.id, b.id]);
    expect(anonRead.data).toEqual([]);
    const bRead = await b.client.from('public_profiles').select('id').in('id', [a.id, b.id]);
    expect(bRead.data!.map((r) => r.id)).toEqual([b.id]);
    const adminRead = await admin.client.from('public_profiles').select('id').in('id', [a.id, b.id]);
    expect(adminRead.data!.map((r) => r.id).sort()).toEqual([a.id, b.id].sort());
  });

  it("nobody writes public_profiles directly; it follows the owner's profile", async () => {
    for (const client of [anonClient(), b.client, consultant.client, admin.client]) {
      const ins = await client.from('public_profiles').insert({ id: b.id, first_name: 'Forged' });
      expect(ins.error?.code).toBe('42501');
      const upd = await client
        .from('public_profiles')
        .update({ first_name: 'Forged' })
        .eq('id', DEMO_CONSULTANT_USER);
      expect(upd.error?.code).toBe('42501');
      const del = await client.from('public_profiles').delete().eq('id', DEMO_CONSULTANT_USER);
      expect(del.error?.code).toBe('42501');
    }
    const renamed = await b.client.from('profiles').update({ first_name: 'Benedikt' }).eq('id', b.id);
    expect(renamed.error).toBeNull();
    const pub = await b.client.from('public_profiles').select('first_name').eq('id', b.id).single();
    expect(pub.data).toEqual({ first_name: 'Benedikt' });
  });

  it('the owner reads their own pending profile; other users do not; admins read all', async () => {
    const own = await a.client.from('agora_consultant_profiles').select('status').eq('id', aProfile).single();
    expect(own.data?.status).toBe('pending');
    const other = await b.client.from('agora_consultant_profiles').select('id').eq('id', aProfile);
    expect(other.data).toEqual([]);
    const cons = await consultant.client.from('agora_consultant_profiles').select('id').eq('id', aProfile);
    expect(cons.data).toEqual([]);
    const adm = await admin.client
      .from('agora_consultant_profiles')
      .select('id')
      .in('id', [aProfile, DEMO_APPLICANT_PROFILE]);
    expect(adm.data!.length).toBe(2);
  });
});

describe('agora_consultant_profiles: insert, update, delete', () => {
  it('nobody inserts a profile directly (the application function does)', async () => {
    const row = { user_id: b.id, title: 't', short_description: 's', bio: 'b', status: 'active' };
    const anonIns = await anonClient().from('agora_consultant_profiles').insert(row);
    expect(anonIns.error?.code).toBe('42501');
    const ins = await b.client.from('agora_consultant_profiles').insert(row);
    expect(ins.error?.code).toBe('42501');
  });

  it('the owner edits their details within the CHECKs', async () => {
    const ok = await a.client
      .from('agora_consultant_profiles')
      .update({
        title: 'Living Soil Scientist',
        hourly_rate: 135,
        available_days: [1, 3],
        time_zone: 'Europe/Berlin',
        available_hours: { start: '08:00', end: '12:00' },
      })
      .eq('id', aProfile)
      .select('title, hourly_rate, search_text')
      .single();
    expect(ok.error).toBeNull();
    expect(ok.data).toMatchObject({ title: 'Living Soil Scientist', hourly_rate: 135 });
    expect(ok.data!.search_text).toContain('living soil scientist');

    const bad: Array<Record<string, unknown>> = [
      { hourly_rate: 133 },
      { hourly_rate: 45 },
      { hourly_rate: 505 },
      { years_experience: 51 },
      { short_description: 'x'.repeat(101) },
      { short_description: 'Too short' },
      { short_description: ` ${'x'.repeat(49)} ` },
      { available_days: [] },
      { available_days: [7] },
      { calendly_url: 'http://calendly.com/x' },
      { zoom_link: 'javascript:alert(1)' },
      { available_hours: { start: '18:00', end: '09:00' } },
      { time_zone: 'Mars/Olympus' },
    ];
    for (const change of bad) {
      const { error } = await a.client
        .from('agora_consultant_profiles')
        .update(change as never)
        .eq('id', aProfile);
      expect(error, JSON.stringify(change)).not.toBeNull();
      expect(['23514', '22023', '22P02']).toContain(error!.code);
    }
  });

  it.each([
    ['status', 'active'],
    ['rating', 5],
    ['total_reviews', 100],
    ['total_consultations', 100],
    ['specialty_ids', [1, 2, 3]],
    ['user_id', 'a0000000-0000-4000-8000-000000000001'],
  ] as const)('the owner cannot set their own %s', async (column, value) => {
    const change = { [column]: value } as Record<string, never>;
    const { error } = await a.client.from('agora_consultant_profiles').update(change).eq('id', aProfile);
    expect(error?.code).toBe('42501');
    const { rows } = await db().query(
      `select status, rating::float, total_reviews, user_id from public.agora_consultant_profiles where id = $1`,
      [aProfile],
    );
    expect(rows[0]).toMatchObject({ status: 'pending', rating: 0, total_reviews: 0, user_id: a.id });
  });

  it("other users, the consultant and admins cannot edit someone's profile through REST", async () => {
    for (const client of [b.client, consultant.client, admin.client]) {
      const { data } = await client
        .from('agora_consultant_profiles')
        .update({ title: 'Hijacked' })
        .eq('id', aProfile)
        .select();
      expect(data ?? []).toEqual([]);
    }
    const anonUpd = await anonClient()
      .from('agora_consultant_profiles')
      .update({ title: 'Hijacked' })
      .eq('id', DEMO_CONSULTANT_PROFILE);
    expect(anonUpd.error?.code).toBe('42501');
    const { rows } = await db().query(`select title from public.agora_consultant_profiles where id = $1`, [
      aProfile,
    ]);
    expect(rows[0].title).not.toBe('Hijacked');
  });

  it('nobody deletes a profile through REST', async () => {
    for (const client of [a.client, admin.client]) {
      const { error } = await client.from('agora_consultant_profiles').delete().eq('id', aProfile);
      expect(error?.code).toBe('42501');
    }
  });
});

describe('agora_consultant_specialties', () => {
  it('anon reads no links (the marketplace embeds specialties from specialty_ids)', async () => {
    const active = await anonClient()
      .from('agora_consultant_specialties')
      .select('specialty_id')
      .eq('consultant_id', DEMO_CONSULTANT_PROFILE);
    expect(active.error?.code).toBe('42501');
  });

  it('the owner adds and removes links, and specialty_ids follows', async () => {
    const add = await a.client
      .from('agora_consultant_specialties')
      .insert({ consultant_id: aProfile, specialty_id: 3 });
    expect(add.error).toBeNull();
    let ids = await a.client
      .from('agora_consultant_profiles')
      .select('specialty_ids')
      .eq('id', aProfile)
      .single();
    expect(ids.data!.specialty_ids).toEqual([3, 6, 10]);
    const del = await a.client
      .from('agora_consultant_specialties')
      .delete()
      .eq('consultant_id', aProfile)
      .eq('specialty_id', 3);
    expect(del.error).toBeNull();
    ids = await a.client
      .from('agora_consultant_profiles')
      .select('specialty_ids')
      .eq('id', aProfile)
      .single();
    expect(ids.data!.specialty_ids).toEqual([6, 10]);
  });

  it("others cannot add to or remove from someone's profile", async () => {
    const ins = await b.client
      .from('agora_consultant_specialties')
      .insert({ consultant_id: DEMO_CONSULTANT_PROFILE, specialty_id: 20 });
    expect(ins.error?.code).toBe('42501');
    const anonIns = await anonClient()
      .from('agora_consultant_specialties')
      .insert({ consultant_id: DEMO_CONSULTANT_PROFILE, specialty_id: 20 });
    expect(anonIns.error?.code).toBe('42501');
    const del = await b.client
      .from('agora_consultant_specialties')
      .delete()
      .eq('consultant_id', DEMO_CONSULTANT_PROFILE)
      .select();
    expect(del.data ?? []).toEqual([]);
    const admDel = await admin.client
      .from('agora_consultant_specialties')
      .delete()
      .eq('consultant_id', DEMO_CONSULTANT_PROFILE)
      .select();
    expect(admDel.data ?? []).toEqual([]);
    const upd = await a.client
      .from('agora_consultant_specialties')
      .update({ specialty_id: 1 })
      .eq('consultant_id', aProfile);
    expect(upd.error?.code).toBe('42501');
    const { rows } = await db().query(
      `select count(*)::int as n from public.agora_consultant_specialties where consultant_id = $1`,
      [DEMO_CONSULTANT_PROFILE],
    );
    expect(rows[0].n).toBe(5);
  });
});

describe('update_consultant_profile (the profile editor saves in one transaction)', () => {
  const edit = (id: string, overrides: Record<string, unknown> = {}) => ({
    p_id: id,
    p_title: 'Soil Scientist',
    p_short_description: 'Soil biology, amendments and cover crops for living soil beds.',
    p_bio: 'Fifteen years of soil biology for growers who want living soil that works.',
    p_years_experience: 16,
    p_hourly_rate: 125,
    p_has_video_conferencing: true,
    p_calendly_url: null as unknown as string,
    p_zoom_link: 'https://zoom.us/j/123',
    p_available_days: [1, 3, 5],
    p_available_hours: { start: '08:00', end: '16:00' },
    p_time_zone: 'Europe/Berlin',
    p_specialty_ids: [6, 11],
    ...overrides,
  });
  const state = async (id: string) =>
    (
      await db().query(
        `select hourly_rate, years_experience, time_zone, specialty_ids from public.agora_consultant_profiles where id = $1`,
        [id],
      )
    ).rows[0];

  it('the owner saves details and specialties together', async () => {
    const { error } = await a.client.rpc('update_consultant_profile', edit(aProfile));
    expect(error).toBeNull();
    expect(await state(aProfile)).toEqual({
      hourly_rate: 125,
      years_experience: 16,
      time_zone: 'Europe/Berlin',
      specialty_ids: [6, 11],
    });
  });

  it('a failing specialty write rolls the details back too', async () => {
    const before = await state(aProfile);
    const { error } = await a.client.rpc(
      'update_consultant_profile',
      edit(aProfile, { p_hourly_rate: 130, p_specialty_ids: [6, 999999] }),
    );
    expect(error?.code).toBe('23503');
    expect(await state(aProfile)).toEqual(before);
  });

  it('the CHECKs still apply, and an empty specialty list is refused', async () => {
    const rate = await a.client.rpc('update_consultant_profile', edit(aProfile, { p_hourly_rate: 52 }));
    expect(rate.error?.code).toBe('23514');
    const none = await a.client.rpc('update_consultant_profile', edit(aProfile, { p_specialty_ids: [] }));
    expect(none.error?.code).toBe('23514');
    expect(none.error?.message).toBe('Please select at least one specialty');
  });

  it('a profile save with a short bio under 50 characters is refused (issue 14 §16)', async () => {
    const before = await state(aProfile);
    const short = await a.client.rpc(
      'update_consultant_profile',
      edit(aProfile, { p_hourly_rate: 140, p_short_description: 'Soil biology.' }),
    );
    expect(short.error?.code).toBe('22023');
    expect(short.error?.message).toBe('Short bio must be between 50 and 100 characters');
    expect(await state(aProfile)).toEqual(before);
  });

  it('a profile written before the rule with a short bio still takes other changes', async () => {
    const client = await db().connect();
    try {
      await client.query(`set session_replication_role = replica`);
      await client.query(
        `update public.agora_consultant_profiles set short_description = 'Old tagline' where id = $1`,
        [aProfile],
      );
    } finally {
      await client.query(`set session_replication_role = origin`);
      client.release();
    }
    const rate = await a.client
      .from('agora_consultant_profiles')
      .update({ hourly_rate: 145 })
      .eq('id', aProfile);
    expect(rate.error).toBeNull();
    const same = await a.client.rpc(
      'update_consultant_profile',
      edit(aProfile, { p_short_description: 'Old tagline' }),
    );
    expect(same.error).toBeNull();
    const longer = await a.client.rpc('update_consultant_profile', edit(aProfile));
    expect(longer.error).toBeNull();
  });

  it("others (users, admins, anon) cannot save someone's profile", async () => {
    const before = await state(DEMO_CONSULTANT_PROFILE);
    for (const client of [b.client, admin.client]) {
      const { error } = await client.rpc('update_consultant_profile', edit(DEMO_CONSULTANT_PROFILE));
      expect(error?.code).toBe('PT404');
    }
    const anon = await anonClient().rpc('update_consultant_profile', edit(DEMO_CONSULTANT_PROFILE));
    expect(anon.error?.code).toBe('42501');
    expect(await state(DEMO_CONSULTANT_PROFILE)).toEqual(before);
  });
});

describe('a visitor reads a public consultant profile, and nothing private (issue 14 §14)', () => {
  // The profile page's own request (src/modules/agora/marketplace/api/get-consultant.ts).
  const PAGE =
    'id, user_id, status, title, short_description, bio, hourly_rate, years_experience, has_video_conferencing, available_days, available_hours, time_zone, rating, total_reviews, total_consultations, created_at, profile:public_profiles(first_name, last_name, avatar_url), specialties:agora_specialties(id, name), certifications:agora_consultant_certifications(id, name, issuing_organization, issue_date, expiration_date, verified)';

  it('anon reads the bio, specialties, verified certifications and reviews of an active consultant', async () => {
    const { data, error } = await anonClient()
      .from('agora_consultant_profiles')
      .select(PAGE)
      .eq('id', DEMO_CONSULTANT_PROFILE)
      .eq('status', 'active')
      .single();
    expect(error).toBeNull();
    expect(data!.bio).toMatch(/Twelve years/);
    expect(data!.profile).toMatchObject({ first_name: 'Dana', last_name: 'Whitfield' });
    expect(data!.specialties.length).toBe(5);
    expect(data!.certifications.map((c) => c.id)).toEqual([VERIFIED_CERT]);

    const reviews = await anonClient().rpc('consultant_reviews', {
      p_consultant_id: DEMO_CONSULTANT_PROFILE,
    });
    expect(reviews.error).toBeNull();
    expect(reviews.data!.length).toBeGreaterThan(0);
    expect(Object.keys(reviews.data![0]!).sort()).toEqual([
      'rating',
      'review',
      'reviewed_at',
      'reviewer_name',
    ]);
  });

  it("anon never reads a certification's document, nor pending profiles, consultations or accounts", async () => {
    const anon = anonClient();
    const document = await anon
      .from('agora_consultant_certifications')
      .select('id, document_url')
      .eq('id', VERIFIED_CERT);
    expect(document.error?.code).toBe('42501');
    const star = await anon.from('agora_consultant_certifications').select('*').eq('id', VERIFIED_CERT);
    expect(star.error?.code).toBe('42501');
    const embedded = await anon
      .from('agora_consultant_profiles')
      .select('id, certifications:agora_consultant_certifications(document_url)')
      .eq('id', DEMO_CONSULTANT_PROFILE);
    expect(embedded.error?.code).toBe('42501');

    const pending = await anon
      .from('agora_consultant_profiles')
      .select('id')
      .eq('id', DEMO_APPLICANT_PROFILE);
    expect(pending.data).toEqual([]);
    const unverified = await anon
      .from('agora_consultant_certifications')
      .select('id')
      .eq('id', UNVERIFIED_CERT);
    expect(unverified.data).toEqual([]);
    expect((await anon.from('agora_consultations').select('id').limit(1)).error?.code).toBe('42501');
    expect((await anon.from('profiles').select('id').limit(1)).error?.code).toBe('42501');
  });

  it('the owner and admins still read the document path', async () => {
    for (const client of [consultant.client, admin.client]) {
      const { data, error } = await client
        .from('agora_consultant_certifications')
        .select('id, document_url')
        .eq('id', VERIFIED_CERT)
        .single();
      expect(error).toBeNull();
      expect(data!.id).toBe(VERIFIED_CERT);
    }
  });
});

describe('agora_consultant_certifications', () => {
  it('anon and other users read only verified certifications of active consultants', async () => {
    for (const client of [anonClient(), b.client]) {
      const { data, error } = await client
        .from('agora_consultant_certifications')
        .select('id, name, issuing_organization, issue_date, expiration_date, verified')
        .eq('consultant_id', DEMO_CONSULTANT_PROFILE);
      expect(error).toBeNull();
      expect(data!.map((c) => c.id)).toEqual([VERIFIED_CERT]);
    }
  });

  it('the owner reads all of theirs, admins read all', async () => {
    const own = await consultant.client
      .from('agora_consultant_certifications')
      .select('id')
      .eq('consultant_id', DEMO_CONSULTANT_PROFILE);
    expect(own.data!.map((c) => c.id).sort()).toEqual([VERIFIED_CERT, UNVERIFIED_CERT].sort());
    const adm = await admin.client
      .from('agora_consultant_certifications')
      .select('id')
      .eq('consultant_id', DEMO_CONSULTANT_PROFILE);
    expect(adm.data!.length).toBe(2);
  });

  it('the owner adds, edits and deletes; the document path must be in their folder; verified is not theirs to set', async () => {
    const ins = await a.client
      .from('agora_consultant_certifications')
      .insert({
        consultant_id: aProfile,
        name: 'Soil Food Web Consultant',
        issuing_organization: 'SFI',
        document_url: `${aProfile}/abc.pdf`,
      })
      .select('id, verified')
      .single();
    expect(ins.error).toBeNull();
    expect(ins.data!.verified).toBe(false);

    const setVerified = await a.client.from('agora_consultant_certifications').insert({
      consultant_id: aProfile,
      name: 'Fake',
      issuing_organization: 'Me',
      verified: true,
    } as never);
    expect(setVerified.error?.code).toBe('42501');
    const foreignPath = await a.client.from('agora_consultant_certifications').insert({
      consultant_id: aProfile,
      name: 'X',
      issuing_organization: 'Y',
      document_url: `${DEMO_CONSULTANT_PROFILE}/x.pdf`,
    });
    expect(foreignPath.error?.code).toBe('23514');
    const badDates = await a.client.from('agora_consultant_certifications').insert({
      consultant_id: aProfile,
      name: 'X',
      issuing_organization: 'Y',
      issue_date: '2024-01-02',
      expiration_date: '2024-01-01',
    });
    expect(badDates.error?.code).toBe('23514');

    const upVerified = await a.client
      .from('agora_consultant_certifications')
      .update({ verified: true } as never)
      .eq('id', ins.data!.id);
    expect(upVerified.error?.code).toBe('42501');

    // An admin verifies; an owner's later change of the content drops the verification.
    const ver = await admin.client.rpc('admin_set_certification_verified', {
      p_certification_id: ins.data!.id,
      p_verified: true,
    });
    expect(ver.error).toBeNull();
    const edit = await a.client
      .from('agora_consultant_certifications')
      .update({ name: 'Soil Food Web Lab Tech' })
      .eq('id', ins.data!.id)
      .select('verified')
      .single();
    expect(edit.data!.verified).toBe(false);

    const del = await a.client
      .from('agora_consultant_certifications')
      .delete()
      .eq('id', ins.data!.id)
      .select('id');
    expect(del.data!.length).toBe(1);
  });

  it("others cannot insert, update, delete or verify someone's certifications", async () => {
    const ins = await b.client
      .from('agora_consultant_certifications')
      .insert({ consultant_id: DEMO_CONSULTANT_PROFILE, name: 'X', issuing_organization: 'Y' });
    expect(ins.error?.code).toBe('42501');
    const anonIns = await anonClient()
      .from('agora_consultant_certifications')
      .insert({ consultant_id: DEMO_CONSULTANT_PROFILE, name: 'X', issuing_organization: 'Y' });
    expect(anonIns.error?.code).toBe('42501');
    for (const client of [b.client, admin.client]) {
      const upd = await client
        .from('agora_consultant_certifications')
        .update({ name: 'Hacked' })
        .eq('id', VERIFIED_CERT)
        .select();
      expect(upd.data ?? []).toEqual([]);
      const del = await client
        .from('agora_consultant_certifications')
        .delete()
        .eq('id', VERIFIED_CERT)
        .select();
      expect(del.data ?? []).toEqual([]);
    }
    const ver = await consultant.client.rpc('admin_set_certification_verified', {
      p_certification_id: UNVERIFIED_CERT,
      p_verified: true,
    });
    expect(ver.error?.code).toBe('42501');
    const { rows } = await db().query(
      `select name, verified from public.agora_consultant_certifications where id = any($1)`,
      [[VERIFIED_CERT, UNVERIFIED_CERT]],
    );
    expect(rows.map((r) => r.name)).not.toContain('Hacked');
    expect(rows.filter((r) => r.verified).length).toBe(1);
  });
});

describe('the marketplace request', () => {
  /** What the database holds for the returned profiles, to check the filters against. */
  const stored = async (ids: string[]) => {
    const { rows } = await db().query<{
      id: string;
      status: string;
      specialty_ids: number[];
      first_name: string | null;
      last_name: string | null;
      avatar_url: string | null;
    }>(
      `select c.id, c.status, c.specialty_ids, p.first_name, p.last_name, p.avatar_url
       from public.agora_consultant_profiles c join public.public_profiles p on p.id = c.user_id
       where c.id = any($1)`,
      [ids],
    );
    return new Map(rows.map((r) => [r.id, r]));
  };

  it('applies search, specialty, rating, price and video filters in one request with specialties and names built in', async () => {
    const { data, error } = await anonClient().rpc(
      'search_consultants',
      {
        p_search: 'STEERING',
        p_specialty_ids: [8, 9],
        p_min_rating: 4,
        p_min_rate: 50,
        p_max_rate: 200,
        p_video_only: true,
        p_limit: 25,
      },
      { get: true },
    );
    expect(error).toBeNull();
    const ids = data!.map((r) => r.id);
    expect(ids).toContain('c0000000-0000-4000-8000-000000000101');
    expect(ids).toContain(DEMO_CONSULTANT_PROFILE);
    const byId = await stored(ids);
    const { rows: names } = await db().query<{ id: number; name: string }>(
      `select id, name from public.agora_specialties order by id`,
    );
    for (const row of data!) {
      const held = byId.get(row.id)!;
      expect(held.status).toBe('active');
      expect(row.rating).toBeGreaterThanOrEqual(4);
      expect(row.hourly_rate).toBeLessThanOrEqual(200);
      expect(row.has_video_conferencing).toBe(true);
      expect(held.specialty_ids.some((s) => s === 8 || s === 9)).toBe(true);
      // The name as the public profile has it, nothing more.
      expect(row.profile).toEqual({
        first_name: held.first_name,
        last_name: held.last_name,
        avatar_url: held.avatar_url,
      });
      expect(held.first_name).toBeTruthy();
      // All of the consultant's specialties (not only the matching ones), by id, with their names.
      expect(row.specialties).toEqual(
        [...held.specialty_ids].sort((x, y) => x - y).map((id) => names.find((n) => n.id === id)),
      );
    }
    // Ordered by rating, best first.
    const ratings = data!.map((r) => r.rating);
    expect(ratings).toEqual([...ratings].sort((x, y) => y - x));
  });

  it("returns a card's columns and nothing else (no bio, status, links or internal columns)", async () => {
    const { data, error } = await anonClient().rpc('search_consultants', { p_limit: 1 }, { get: true });
    expect(error).toBeNull();
    expect(Object.keys(data![0]!).sort()).toEqual(
      [
        'id',
        'title',
        'short_description',
        'hourly_rate',
        'years_experience',
        'has_video_conferencing',
        'rating',
        'total_reviews',
        'profile',
        'specialties',
      ].sort(),
    );
  });

  it('never returns pending profiles, pages, and matches the search text literally', async () => {
    const all = await anonClient().rpc('search_consultants', { p_limit: 100 }, { get: true }).select('id');
    expect(all.error).toBeNull();
    const held = await stored(all.data!.map((r) => r.id));
    expect([...held.values()].every((r) => r.status === 'active')).toBe(true);
    expect(held.size).toBe(all.data!.length);
    expect(all.data!.map((r) => r.id)).not.toContain(aProfile);
    const page2 = await anonClient()
      .rpc('search_consultants', { p_limit: 5, p_offset: 5 }, { get: true })
      .select('id');
    expect(page2.data!.map((r) => r.id)).toEqual(all.data!.slice(5, 10).map((r) => r.id));
    const wildcard = await anonClient()
      .rpc('search_consultants', { p_search: '%' }, { get: true })
      .select('id');
    expect(wildcard.data).toEqual([]);
  });

  it('returns an empty list when nothing matches', async () => {
    const { data, error } = await anonClient()
      .rpc('search_consultants', { p_search: 'zzqqxx-no-such-expert' }, { get: true })
      .select('id');
    expect(error).toBeNull();
    expect(data).toEqual([]);
  });

  it('the same filters also work as plain table filters (slower under RLS, see the migration)', async () => {
    const { data, error } = await anonClient()
      .from('agora_consultant_profiles')
      .select('id')
      .eq('status', 'active')
      .like('search_text', '%steering%')
      .overlaps('specialty_ids', [8, 9])
      .gte('rating', 4)
      .lte('hourly_rate', 200);
    expect(error).toBeNull();
    expect(data!.map((r) => r.id)).toContain(DEMO_CONSULTANT_PROFILE);
  });
});

describe("a consultant's Zoom and Calendly links are private", () => {
  // Maya Okafor (seed): active, video, both links set.
  const MAYA_PROFILE = 'c0000000-0000-4000-8000-000000000101';
  const MAYA_ZOOM = `https://zoom.us/j/${8100000000 + 101 * 7919}`;
  const MAYA_CALENDLY = 'https://calendly.com/maya-okafor';
  let maya: TestUser;
  let client: TestUser;
  let bookedId: string;

  beforeAll(async () => {
    [maya, client] = await Promise.all([demoUser('maya.okafor@example.com'), newUser('agora-booked')]);
    const start = new Date(Date.now() + (400 + Math.floor(Math.random() * 300)) * 86_400_000);
    start.setUTCHours(15, 0, 0, 0);
    const { rows } = await db().query(
      `insert into public.agora_consultations (client_id, consultant_id, title, start_time, end_time, price)
       values ($1, $2, 'Dryback review', $3, $3::timestamptz + interval '1 hour', 175) returning id`,
      [client.id, MAYA_PROFILE, start.toISOString()],
    );
    bookedId = rows[0].id;
  });

  it('the profile columns hold no link: the writers store them in the private table', async () => {
    const { rows } = await db().query(
      `select p.zoom_link, p.calendly_url, l.zoom_link as private_zoom, l.calendly_url as private_calendly
       from public.agora_consultant_profiles p
       join public.agora_consultant_private_links l on l.consultant_id = p.id where p.id = $1`,
      [MAYA_PROFILE],
    );
    expect(rows[0]).toEqual({
      zoom_link: null,
      calendly_url: null,
      private_zoom: MAYA_ZOOM,
      private_calendly: MAYA_CALENDLY,
    });
  });

  it('anon, an unrelated user and another consultant read no link from the table, embeds or the marketplace', async () => {
    const other = await demoUser('consultant@example.com');
    for (const reader of [anonClient(), b.client, other.client]) {
      const table = await reader
        .from('agora_consultant_profiles')
        .select('zoom_link, calendly_url')
        .eq('id', MAYA_PROFILE)
        .single();
      expect(table.error).toBeNull();
      expect(table.data).toEqual({ zoom_link: null, calendly_url: null });

      const search = await reader.rpc('search_consultants', { p_limit: 100 });
      expect(search.error).toBeNull();
      expect(search.data!.map((r) => r.id)).toContain(MAYA_PROFILE);
      const keys = new Set(search.data!.flatMap((r) => Object.keys(r)));
      expect(keys.has('zoom_link') || keys.has('calendly_url')).toBe(false);
      const asked = await reader.rpc('search_consultants', { p_limit: 100 }).select('id, zoom_link');
      expect(asked.error).not.toBeNull();

      const embed = await reader
        .from('agora_consultant_profiles')
        .select('id, links:agora_consultant_private_links(zoom_link)')
        .eq('id', MAYA_PROFILE);
      expect(embed.error).not.toBeNull();
      const direct = await reader.from('agora_consultant_private_links').select('zoom_link');
      expect(direct.error?.code).toBe('42501');

      const consultation = await reader.rpc('agora_consultation_meeting_link', {
        p_consultation_id: bookedId,
      });
      expect(consultation.error?.code).toMatch(/^(PT404|42501)$/);
      const links = await reader.rpc('agora_consultant_meeting_links', { p_consultant_id: MAYA_PROFILE });
      expect(links.error?.code).toMatch(/^(PT404|42501)$/);
    }
  });

  it('the owner and admins read both links; the booked client, the consultant and admins read the Zoom room', async () => {
    for (const reader of [maya, admin]) {
      const { data, error } = await reader.client
        .rpc('agora_consultant_meeting_links', { p_consultant_id: MAYA_PROFILE })
        .single();
      expect(error).toBeNull();
      expect(data).toEqual({ zoom_link: MAYA_ZOOM, calendly_url: MAYA_CALENDLY });
    }
    for (const reader of [client, maya, admin]) {
      const { data, error } = await reader.client.rpc('agora_consultation_meeting_link', {
        p_consultation_id: bookedId,
      });
      expect(error).toBeNull();
      expect(data).toBe(MAYA_ZOOM);
    }
    // The client reads the room of their consultation only, not the consultant's Calendly.
    const links = await client.client.rpc('agora_consultant_meeting_links', {
      p_consultant_id: MAYA_PROFILE,
    });
    expect(links.error?.code).toBe('PT404');
    const unknown = await client.client.rpc('agora_consultation_meeting_link', {
      p_consultation_id: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.error?.code).toBe('PT404');
  });

  it('a save replaces one link and keeps the other; an unsafe link is still refused', async () => {
    const { error } = await a.client
      .from('agora_consultant_profiles')
      .update({ calendly_url: 'https://calendly.com/ada-soil' })
      .eq('id', aProfile);
    expect(error).toBeNull();
    await a.client
      .from('agora_consultant_profiles')
      .update({ zoom_link: 'https://zoom.us/j/777' })
      .eq('id', aProfile);
    const { data } = await a.client
      .rpc('agora_consultant_meeting_links', { p_consultant_id: aProfile })
      .single();
    expect(data).toEqual({
      calendly_url: 'https://calendly.com/ada-soil',
      zoom_link: 'https://zoom.us/j/777',
    });

    const bad = await a.client
      .from('agora_consultant_profiles')
      .update({ zoom_link: 'javascript:alert(1)' })
      .eq('id', aProfile);
    expect(bad.error?.code).toBe('23514');
  });
});
