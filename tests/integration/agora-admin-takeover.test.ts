// Issue 6: an admin takes over a verification request explicitly (take_over_verification,
// migration 20261122001500), recorded in history; the former verifier loses it. Bulk decisions
// are independent calls: one that fails leaves the others decided.
import { beforeAll, describe, expect, it } from 'vitest';
import { anonClient, db, demoUser, newConsultant, newUser, type TestUser } from './helpers.ts';

const ADMIN_ID = 'a0000000-0000-4000-8000-000000000007';

let other: TestUser;
let admin: TestUser;

async function applicant(prefix: string) {
  const { consultantId: profileId, ...user } = await newConsultant({
    prefix,
    status: 'pending',
    data: { first_name: 'Kim', last_name: prefix },
    application: { p_title: 'Drying Room Specialist', p_specialty_ids: [19] },
  });
  const { rows } = await db().query<{ id: string }>(
    `select id from public.agora_verification where consultant_id = $1`,
    [profileId],
  );
  return { user, profileId, verificationId: rows[0]!.id };
}

beforeAll(async () => {
  [other, admin] = await Promise.all([newUser('agora-takeover-other'), demoUser('admin@example.com')]);
});

describe('take_over_verification', () => {
  it('an admin takes over a request assigned to someone else, recorded in history; the former verifier loses it', async () => {
    const { verificationId } = await applicant('agora-to-1');
    await db().query(`update public.agora_verification set verifier_id = $1 where id = $2`, [
      other.id,
      verificationId,
    ]);
    const before = await other.client.from('agora_verification').select('id').eq('id', verificationId);
    expect(before.data).toHaveLength(1);

    const { data, error } = await admin.client.rpc('take_over_verification', {
      p_verification_id: verificationId,
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({ id: verificationId, verifier_id: ADMIN_ID, status: 'pending' });

    // Taking over what is already yours changes nothing and writes no second entry.
    const again = await admin.client.rpc('take_over_verification', { p_verification_id: verificationId });
    expect(again.error).toBeNull();
    const hist = await admin.client
      .from('agora_verification_history')
      .select('action, admin_id, details')
      .eq('verification_id', verificationId);
    expect(hist.data).toEqual([
      { action: 'assignment_taken_over', admin_id: ADMIN_ID, details: { previous_verifier_id: other.id } },
    ]);

    const after = await other.client.from('agora_verification').select('id').eq('id', verificationId);
    expect(after.data).toEqual([]);
    const decide = await other.client.rpc('decide_verification', {
      p_verification_id: verificationId,
      p_status: 'approved',
    });
    expect(decide.error?.code).toBe('42501');
  });

  it('is refused to non-admins (even the assigned verifier) and to anon', async () => {
    const { verificationId } = await applicant('agora-to-2');
    await db().query(`update public.agora_verification set verifier_id = $1 where id = $2`, [
      other.id,
      verificationId,
    ]);
    const mine = await other.client.rpc('take_over_verification', { p_verification_id: verificationId });
    expect(mine.error?.code).toBe('42501');
    const anon = await anonClient().rpc('take_over_verification', { p_verification_id: verificationId });
    expect(anon.error).not.toBeNull();
    const { rows } = await db().query(`select verifier_id from public.agora_verification where id = $1`, [
      verificationId,
    ]);
    expect(rows[0].verifier_id).toBe(other.id);
  });

  it('refuses decided and unknown requests', async () => {
    const { verificationId } = await applicant('agora-to-3');
    const decided = await admin.client.rpc('decide_verification', {
      p_verification_id: verificationId,
      p_status: 'rejected',
    });
    expect(decided.error).toBeNull();
    const late = await admin.client.rpc('take_over_verification', { p_verification_id: verificationId });
    expect(late.error?.code).toBe('AG005');
    const unknown = await admin.client.rpc('take_over_verification', {
      p_verification_id: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.error?.code).toBe('PT404');
  });
});

describe('bulk decisions are independent', () => {
  it('one failing request leaves the others decided', async () => {
    const [a, b, c] = await Promise.all([
      applicant('agora-bulk-a'),
      applicant('agora-bulk-b'),
      applicant('agora-bulk-c'),
    ]);
    // c was already decided by someone else.
    await admin.client.rpc('decide_verification', {
      p_verification_id: c.verificationId,
      p_status: 'approved',
    });

    const results = await Promise.all(
      [a, b, c].map((x) =>
        admin.client.rpc('decide_verification', {
          p_verification_id: x.verificationId,
          p_status: 'rejected',
          p_comments: 'Bulk rejected',
        }),
      ),
    );
    expect(results.map((r) => r.error?.code ?? null)).toEqual([null, null, 'AG005']);
    const { rows } = await db().query(
      `select c.id, c.status from public.agora_consultant_profiles c where c.id = any($1::uuid[])`,
      [[a.profileId, b.profileId, c.profileId]],
    );
    const status = Object.fromEntries(rows.map((r) => [r.id, r.status]));
    expect(status).toEqual({ [a.profileId]: 'rejected', [b.profileId]: 'rejected', [c.profileId]: 'active' });
  });
});
