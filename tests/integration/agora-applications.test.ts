// Applying to become a consultant and the admins' review: the application is atomic and cannot be
// repeated while live; verification requests, drafts, notes and history are admin-only (or the
// verifier's); a decision is atomic, by the verifier or an admin, notifies and writes history.
import { beforeAll, describe, expect, it } from 'vitest';
import { anonClient, db, demoUser, newUser, type TestUser } from './helpers.ts';

const ADMIN_ID = 'a0000000-0000-4000-8000-000000000007';
const SEEDED_VERIFICATION = 'e1000000-0000-4000-8000-000000000006';

let b: TestUser;
let consultant: TestUser;
let admin: TestUser;

const application = {
  p_title: 'Greenhouse IPM Advisor',
  p_short_description: 'Biological control for greenhouses, nurseries and indoor rooms.',
  p_bio: 'Ten years releasing beneficials in commercial greenhouses across three continents.',
  p_years_experience: 10,
  p_hourly_rate: 150,
  p_specialty_ids: [2, 13],
  p_available_days: [1, 2, 3],
};

/** A fresh user with a pending application; returns the user, profile and verification ids. */
async function applicant(prefix: string) {
  const user = await newUser(prefix, { first_name: 'Pat', last_name: prefix });
  const { data: profileId, error } = await user.client.rpc('submit_consultant_application', application);
  if (error) throw error;
  const { rows } = await db().query<{ id: string; verifier_id: string }>(
    `select id, verifier_id from public.agora_verification where consultant_id = $1`,
    [profileId],
  );
  return { user, profileId: profileId, verificationId: rows[0]!.id, verifierId: rows[0]!.verifier_id };
}

beforeAll(async () => {
  [b, consultant, admin] = await Promise.all([
    newUser('agora-app-b'),
    demoUser('consultant@example.com'),
    demoUser('admin@example.com'),
  ]);
});

describe('submit_consultant_application', () => {
  it('creates the pending profile, its specialty links and a verification for an admin, who is notified', async () => {
    const { user, profileId, verificationId, verifierId } = await applicant('agora-apply');
    const { rows } = await db().query(
      `select p.status, p.specialty_ids, p.available_days, r.role
       from public.agora_consultant_profiles p join public.profiles r on r.id = $2
       where p.id = $1`,
      [profileId, verifierId],
    );
    expect(rows[0]).toMatchObject({
      status: 'pending',
      specialty_ids: [2, 13],
      available_days: [1, 2, 3],
      role: 'admin',
    });
    const notes = await db().query(
      `select title, action_url from public.notifications where user_id = $1 and action_url = $2`,
      [verifierId, `/agora/admin/verification/${verificationId}`],
    );
    expect(notes.rows[0]?.title).toBe('New consultant application');

    // Not twice while pending.
    const again = await user.client.rpc('submit_consultant_application', application);
    expect(again.error?.code).toBe('AG004');
  });

  it('is all or nothing: an unknown specialty leaves no profile, link or verification', async () => {
    const user = await newUser('agora-atomic');
    const bad = await user.client.rpc('submit_consultant_application', {
      ...application,
      p_specialty_ids: [2, 9999],
    });
    expect(bad.error?.code).toBe('22023');
    const { rows } = await db().query(
      `select (select count(*) from public.agora_consultant_profiles where user_id = $1)::int as profiles,
              (select count(*) from public.agora_verification v join public.agora_consultant_profiles p on p.id = v.consultant_id where p.user_id = $1)::int as verifications`,
      [user.id],
    );
    expect(rows[0]).toEqual({ profiles: 0, verifications: 0 });
  });

  it('is all or nothing when a late step fails (a CHECK on the profile)', async () => {
    const user = await newUser('agora-atomic2');
    const bad = await user.client.rpc('submit_consultant_application', {
      ...application,
      p_calendly_url: 'ftp://nope',
    });
    expect(bad.error?.code).toBe('22023');
    const { rows } = await db().query(
      `select count(*)::int as n from public.agora_consultant_profiles where user_id = $1`,
      [user.id],
    );
    expect(rows[0].n).toBe(0);
  });

  it.each([
    [{ p_years_experience: 0 }, 'Years of experience'],
    [{ p_hourly_rate: 152 }, 'Hourly rate'],
    [{ p_specialty_ids: [] }, 'Please select at least one specialty'],
    [{ p_available_days: [] }, 'Please select at least one available day'],
    [{ p_title: '  ' }, 'Missing information'],
    [{ p_short_description: 'x'.repeat(101) }, 'Short bio'],
    [{ p_short_description: 'Too short' }, 'Short bio must be between 50 and 100 characters'],
  ])('validates %o', async (change, message) => {
    const { error } = await b.client.rpc('submit_consultant_application', { ...application, ...change });
    expect(error?.code).toBe('22023');
    expect(error?.message).toContain(message);
  });

  it('anon cannot apply; an active consultant cannot apply again; a rejected one may', async () => {
    const anon = await anonClient().rpc('submit_consultant_application', application);
    expect(anon.error?.code).toMatch(/42501|PGRST/);
    const active = await consultant.client.rpc('submit_consultant_application', application);
    expect(active.error?.code).toBe('AG004');

    const { user, verificationId } = await applicant('agora-reapply');
    const rejected = await admin.client.rpc('decide_verification', {
      p_verification_id: verificationId,
      p_status: 'rejected',
      p_comments: 'Needs references',
    });
    expect(rejected.error).toBeNull();
    const again = await user.client.rpc('submit_consultant_application', application);
    expect(again.error).toBeNull();
  });
});

describe('agora_verification: RLS', () => {
  it('admins read every request; others only those where they are the verifier', async () => {
    const adm = await admin.client
      .from('agora_verification')
      .select('id, status')
      .eq('id', SEEDED_VERIFICATION);
    expect(adm.data).toEqual([{ id: SEEDED_VERIFICATION, status: 'pending' }]);
    for (const client of [anonClient(), b.client, consultant.client]) {
      const { data, error } = await client
        .from('agora_verification')
        .select('id')
        .eq('id', SEEDED_VERIFICATION);
      if (error) expect(error.code).toBe('42501');
      else expect(data).toEqual([]);
    }
  });

  it('nobody writes a request through REST, not even the verifier or an admin', async () => {
    for (const client of [b.client, admin.client, anonClient()]) {
      const upd = await client
        .from('agora_verification')
        .update({ status: 'approved' })
        .eq('id', SEEDED_VERIFICATION);
      expect(upd.error?.code).toBe('42501');
      const ins = await client
        .from('agora_verification')
        .insert({ consultant_id: 'c0000000-0000-4000-8000-000000000006' });
      expect(ins.error?.code).toBe('42501');
      const del = await client.from('agora_verification').delete().eq('id', SEEDED_VERIFICATION);
      expect(del.error?.code).toBe('42501');
    }
  });

  it('a non-admin cannot set a profile active through REST', async () => {
    const { user, profileId } = await applicant('agora-self-activate');
    const { error } = await user.client
      .from('agora_consultant_profiles')
      .update({ status: 'active' } as never)
      .eq('id', profileId);
    expect(error?.code).toBe('42501');
    const own = await user.client.rpc('admin_set_consultant_status', {
      p_profile_id: profileId,
      p_status: 'active',
    });
    expect(own.error?.code).toBe('42501');
    const { rows } = await db().query(`select status from public.agora_consultant_profiles where id = $1`, [
      profileId,
    ]);
    expect(rows[0].status).toBe('pending');
  });
});

describe('decide_verification', () => {
  it('approves atomically: request, profile, history, draft deleted, applicant notified', async () => {
    const { user, profileId, verificationId } = await applicant('agora-approve');
    const draft = await admin.client.rpc('save_verification_draft', {
      p_verification_id: verificationId,
      p_decision: 'approved',
      p_comments: 'Looks good',
    });
    expect(draft.error).toBeNull();
    const seeDraft = await admin.client
      .from('agora_verification_drafts')
      .select('decision, draft_comments')
      .eq('verification_id', verificationId);
    expect(seeDraft.data).toEqual([{ decision: 'approved', draft_comments: 'Looks good' }]);

    const { data, error } = await admin.client.rpc('decide_verification', {
      p_verification_id: verificationId,
      p_status: 'approved',
      p_comments: 'Welcome aboard',
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({ status: 'approved', comments: 'Welcome aboard', verifier_id: ADMIN_ID });

    const { rows } = await db().query(
      `select (select status from public.agora_consultant_profiles where id = $1) as profile,
              (select count(*) from public.agora_verification_drafts where verification_id = $2)::int as drafts,
              (select array_agg(action order by created_at, action) from public.agora_verification_history where verification_id = $2) as actions,
              (select details from public.agora_verification_history where verification_id = $2 and action = 'verification_approved') as details`,
      [profileId, verificationId],
    );
    expect(rows[0].profile).toBe('active');
    expect(rows[0].drafts).toBe(0);
    expect(rows[0].actions).toContain('draft_saved');
    expect(rows[0].actions).toContain('verification_approved');
    expect(rows[0].details).toEqual({ comments: 'Welcome aboard' });

    const notes = await user.client.from('notifications').select('title, action_url').eq('source', 'agora');
    expect(notes.data).toContainEqual({
      title: 'Consultant application approved',
      action_url: '/agora/consultants/dashboard',
    });

    const twice = await admin.client.rpc('decide_verification', {
      p_verification_id: verificationId,
      p_status: 'rejected',
    });
    expect(twice.error?.code).toBe('AG005');
  });

  it('rejects: profile rejected, applicant notified', async () => {
    const { user, profileId, verificationId } = await applicant('agora-reject');
    const { error } = await admin.client.rpc('decide_verification', {
      p_verification_id: verificationId,
      p_status: 'rejected',
      p_comments: 'Not enough experience',
    });
    expect(error).toBeNull();
    const { rows } = await db().query(`select status from public.agora_consultant_profiles where id = $1`, [
      profileId,
    ]);
    expect(rows[0].status).toBe('rejected');
    const notes = await user.client
      .from('notifications')
      .select('title')
      .eq('title', 'Consultant application rejected');
    expect(notes.data!.length).toBe(1);
  });

  it('is refused to non-admins who are not the verifier, and to the applicant themselves', async () => {
    const { user, verificationId, profileId } = await applicant('agora-nodecide');
    for (const client of [b.client, consultant.client, user.client]) {
      const { error } = await client.rpc('decide_verification', {
        p_verification_id: verificationId,
        p_status: 'approved',
      });
      expect(error?.code).toBe('42501');
    }
    // Even when the applicant is their own verifier (no admin existed when they applied).
    await db().query(`update public.agora_verification set verifier_id = $1 where id = $2`, [
      user.id,
      verificationId,
    ]);
    const self = await user.client.rpc('decide_verification', {
      p_verification_id: verificationId,
      p_status: 'approved',
    });
    expect(self.error?.code).toBe('42501');
    const { rows } = await db().query(`select status from public.agora_consultant_profiles where id = $1`, [
      profileId,
    ]);
    expect(rows[0].status).toBe('pending');
  });

  it('a non-admin verifier may read but not decide; an admin who is not the verifier takes over, recorded in history', async () => {
    const first = await applicant('agora-verifier');
    await db().query(`update public.agora_verification set verifier_id = $1 where id = $2`, [
      b.id,
      first.verificationId,
    ]);
    const mine = await b.client.from('agora_verification').select('id').eq('id', first.verificationId);
    expect(mine.data!.length).toBe(1);
    // Decisions need is_admin() (agora-verification-admins.test.ts); being assigned is not enough.
    const refused = await b.client.rpc('decide_verification', {
      p_verification_id: first.verificationId,
      p_status: 'approved',
    });
    expect(refused.error?.code).toBe('42501');

    const second = await applicant('agora-takeover');
    await db().query(`update public.agora_verification set verifier_id = $1 where id = $2`, [
      b.id,
      second.verificationId,
    ]);
    const took = await admin.client.rpc('decide_verification', {
      p_verification_id: second.verificationId,
      p_status: 'approved',
    });
    expect(took.error).toBeNull();
    const hist = await admin.client
      .from('agora_verification_history')
      .select('action, admin_id')
      .eq('verification_id', second.verificationId);
    expect(hist.data).toContainEqual({ action: 'assignment_taken_over', admin_id: ADMIN_ID });
  });

  it('validates the decision', async () => {
    const { verificationId } = await applicant('agora-baddecision');
    const { error } = await admin.client.rpc('decide_verification', {
      p_verification_id: verificationId,
      p_status: 'maybe',
    });
    expect(error?.code).toBe('22023');
    const missing = await admin.client.rpc('decide_verification', {
      p_verification_id: '00000000-0000-4000-8000-000000000000',
      p_status: 'approved',
    });
    expect(missing.error?.code).toBe('PT404');
  });
});

describe('drafts, notes and history are admin-only', () => {
  it('a non-admin cannot read, write or save drafts, notes or history', async () => {
    const { verificationId } = await applicant('agora-adminonly');
    await admin.client.rpc('save_verification_draft', {
      p_verification_id: verificationId,
      p_comments: 'draft',
    });
    const note = await admin.client
      .from('agora_admin_notes')
      .insert({ verification_id: verificationId, admin_id: ADMIN_ID, note: 'Call references' })
      .select('id, is_private')
      .single();
    expect(note.error).toBeNull();
    expect(note.data!.is_private).toBe(true);

    for (const client of [b.client, consultant.client, anonClient()]) {
      for (const table of [
        'agora_verification_drafts',
        'agora_admin_notes',
        'agora_verification_history',
      ] as const) {
        const { data, error } = await client.from(table).select('*').eq('verification_id', verificationId);
        if (error) expect(error.code).toBe('42501');
        else expect(data).toEqual([]);
      }
      const ins = await client
        .from('agora_admin_notes')
        .insert({ verification_id: verificationId, admin_id: b.id, note: 'x' });
      expect(ins.error?.code).toBe('42501');
      const dins = await client
        .from('agora_verification_drafts')
        .insert({ verification_id: verificationId, admin_id: b.id });
      expect(dins.error?.code).toBe('42501');
      const hins = await client
        .from('agora_verification_history')
        .insert({ verification_id: verificationId, action: 'draft_saved' });
      expect(hins.error?.code).toBe('42501');
      const save = await client.rpc('save_verification_draft', {
        p_verification_id: verificationId,
        p_comments: 'x',
      });
      expect(save.error?.code).toMatch(/42501|PGRST/);
      const ndel = await client.from('agora_admin_notes').delete().eq('id', note.data!.id).select();
      expect(ndel.data ?? []).toEqual([]);
      const dupd = await client
        .from('agora_verification_drafts')
        .update({ draft_comments: 'x' })
        .eq('verification_id', verificationId)
        .select();
      expect(dupd.data ?? []).toEqual([]);
    }
  });

  it('admins keep notes (no blank ones), see their drafts, and cannot rewrite history', async () => {
    const { verificationId } = await applicant('agora-notes');
    const blank = await admin.client
      .from('agora_admin_notes')
      .insert({ verification_id: verificationId, admin_id: ADMIN_ID, note: '   ' });
    expect(blank.error?.code).toBe('23514');
    const asOther = await admin.client
      .from('agora_admin_notes')
      .insert({ verification_id: verificationId, admin_id: b.id, note: 'forged' });
    expect(asOther.error?.code).toBe('42501');
    const implicit = await admin.client
      .from('agora_admin_notes')
      .insert({ verification_id: verificationId, note: 'Admin id defaults to the caller' })
      .select('admin_id')
      .single();
    expect(implicit.data).toEqual({ admin_id: ADMIN_ID });
    await admin.client.from('agora_admin_notes').delete().eq('verification_id', verificationId);
    const ok = await admin.client
      .from('agora_admin_notes')
      .insert({ verification_id: verificationId, admin_id: ADMIN_ID, note: 'Checked licence' })
      .select('id')
      .single();
    expect(ok.error).toBeNull();
    const read = await admin.client
      .from('agora_admin_notes')
      .select('note')
      .eq('verification_id', verificationId);
    expect(read.data).toEqual([{ note: 'Checked licence' }]);
    const upd = await admin.client
      .from('agora_admin_notes')
      .update({ note: 'changed' })
      .eq('id', ok.data!.id);
    expect(upd.error?.code).toBe('42501');
    const del = await admin.client.from('agora_admin_notes').delete().eq('id', ok.data!.id).select('id');
    expect(del.data!.length).toBe(1);

    const d1 = await admin.client.rpc('save_verification_draft', {
      p_verification_id: verificationId,
      p_comments: 'first',
    });
    const d2 = await admin.client.rpc('save_verification_draft', {
      p_verification_id: verificationId,
      p_decision: 'rejected',
      p_comments: 'second',
    });
    expect(d1.error).toBeNull();
    expect(d2.data).toMatchObject({ decision: 'rejected', draft_comments: 'second' });
    const drafts = await admin.client
      .from('agora_verification_drafts')
      .select('draft_comments')
      .eq('verification_id', verificationId);
    expect(drafts.data).toEqual([{ draft_comments: 'second' }]);
    const hist = await admin.client
      .from('agora_verification_history')
      .select('action, details')
      .eq('verification_id', verificationId)
      .eq('action', 'draft_saved');
    expect(hist.data!.length).toBe(2);
    expect(hist.data!.map((h) => (h.details as { comments: string }).comments).sort()).toEqual([
      'first',
      'second',
    ]);

    const hupd = await admin.client
      .from('agora_verification_history')
      .update({ action: 'verification_approved' })
      .eq('verification_id', verificationId);
    expect(hupd.error?.code).toBe('42501');
    const hdel = await admin.client
      .from('agora_verification_history')
      .delete()
      .eq('verification_id', verificationId);
    expect(hdel.error?.code).toBe('42501');
  });
});

describe('admin_set_consultant_status', () => {
  it('admins suspend and reactivate an active consultant; suspended ones leave the marketplace', async () => {
    const { user, profileId, verificationId } = await applicant('agora-suspend');
    await admin.client.rpc('decide_verification', {
      p_verification_id: verificationId,
      p_status: 'approved',
    });
    const s = await admin.client.rpc('admin_set_consultant_status', {
      p_profile_id: profileId,
      p_status: 'suspended',
    });
    expect(s.error).toBeNull();
    const hidden = await anonClient().from('agora_consultant_profiles').select('id').eq('id', profileId);
    expect(hidden.data).toEqual([]);
    const reapply = await user.client.rpc('submit_consultant_application', application);
    expect(reapply.error?.code).toBe('AG004');
    const r = await admin.client.rpc('admin_set_consultant_status', {
      p_profile_id: profileId,
      p_status: 'active',
    });
    expect(r.data).toMatchObject({ status: 'active' });
    const bad = await admin.client.rpc('admin_set_consultant_status', {
      p_profile_id: profileId,
      p_status: 'pending',
    });
    expect(bad.error?.code).toBe('22023');
  });
});

describe('deleted accounts', () => {
  it('a deleted account leaves the marketplace and its pending application is closed', async () => {
    const active = await applicant('agora-deleted');
    await admin.client.rpc('decide_verification', {
      p_verification_id: active.verificationId,
      p_status: 'approved',
    });
    const pending = await applicant('agora-deleted-pending');
    await db().query(`update public.profiles set is_deleted = true where id = any($1)`, [
      [active.user.id, pending.user.id],
    ]);
    const { rows } = await db().query(
      `select p.id, p.status, v.status as verification
       from public.agora_consultant_profiles p join public.agora_verification v on v.consultant_id = p.id
       where p.id = any($1)`,
      [[active.profileId, pending.profileId]],
    );
    expect(Object.fromEntries(rows.map((r) => [r.id, [r.status, r.verification]]))).toEqual({
      [active.profileId]: ['suspended', 'approved'],
      [pending.profileId]: ['rejected', 'rejected'],
    });
  });
});

describe('admin_stats', () => {
  it('is admins-only', async () => {
    for (const client of [b.client, consultant.client]) {
      const { error } = await client.rpc('admin_stats');
      expect(error?.code).toBe('42501');
    }
    const anon = await anonClient().rpc('admin_stats');
    expect(anon.error).not.toBeNull();
  });

  it('returns exact counts', async () => {
    const count = async () =>
      (
        await db().query(`select jsonb_build_object(
          'pendingApplications', (select count(*) from public.agora_verification where status = 'pending'),
          'totalConsultants', (select count(*) from public.agora_consultant_profiles where status = 'active'),
          'totalConsultations', (select count(*) from public.agora_consultations),
          'recentReports', 0,
          'recentRegistrations', (select count(*) from public.agora_consultant_profiles where created_at > now() - interval '7 days')) as s`)
      ).rows[0].s;
    // Other files write in parallel: compare only when nothing changed around the call.
    for (let attempt = 0; attempt < 10; attempt++) {
      const before = await count();
      const { data, error } = await admin.client.rpc('admin_stats');
      const after = await count();
      expect(error).toBeNull();
      if (JSON.stringify(before) !== JSON.stringify(after)) continue;
      expect(data).toEqual(before);
      expect(before.totalConsultants).toBeGreaterThanOrEqual(33);
      expect(before.pendingApplications).toBeGreaterThanOrEqual(2);
      return;
    }
    throw new Error('counts kept changing');
  });
});
