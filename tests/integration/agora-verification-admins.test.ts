// Verification decisions need an admin: an assigned verifier who is no longer one (demoted, or
// their account deleted) cannot approve, alone or in a bulk decision, and their pending requests go
// to another admin, recorded in history.
import { beforeAll, describe, expect, it } from 'vitest';
import { db, newConsultant, newUser, type TestUser } from './helpers.ts';

/** A pending application (through submit_consultant_application) and its verification request. */
async function applicant(prefix: string) {
  const user = await newConsultant({ prefix, status: 'pending' });
  const { rows } = await db().query<{ id: string }>(
    `select id from public.agora_verification where consultant_id = $1`,
    [user.consultantId],
  );
  return { user, profileId: user.consultantId, verificationId: rows[0]!.id };
}

async function assignTo(verificationId: string, verifier: TestUser) {
  await db().query(`update public.agora_verification set verifier_id = $1 where id = $2`, [
    verifier.id,
    verificationId,
  ]);
}

async function verification(id: string) {
  const { rows } = await db().query<{ status: string; verifier_id: string | null }>(
    `select status, verifier_id from public.agora_verification where id = $1`,
    [id],
  );
  return rows[0]!;
}

describe('decide_verification needs an admin', () => {
  let formerAdmin: TestUser;
  let neverAdmin: TestUser;

  beforeAll(async () => {
    [formerAdmin, neverAdmin] = await Promise.all([
      newUser({ prefix: 'former-admin', role: 'admin' }),
      newUser({ prefix: 'never-admin' }),
    ]);
  });

  it('refuses an assigned verifier who is not an admin, one request or many', async () => {
    const [a, b] = await Promise.all([applicant('needs-admin-a'), applicant('needs-admin-b')]);
    await assignTo(a.verificationId, neverAdmin);
    await assignTo(b.verificationId, neverAdmin);
    const results = await Promise.all(
      [a, b].map((x) =>
        neverAdmin.client.rpc('decide_verification', {
          p_verification_id: x.verificationId,
          p_status: 'approved',
        }),
      ),
    );
    expect(results.map((r) => r.error?.code)).toEqual(['42501', '42501']);
    expect(await verification(a.verificationId)).toMatchObject({ status: 'pending' });
    expect(await verification(b.verificationId)).toMatchObject({ status: 'pending' });
  });

  it('hands a demoted admin’s pending requests to another admin, who is notified', async () => {
    const { verificationId } = await applicant('demoted-admin');
    await assignTo(verificationId, formerAdmin);
    // Until the demotion the assigned admin may decide; afterwards nothing of theirs is left.
    await db().query(`update public.profiles set role = 'user' where id = $1`, [formerAdmin.id]);

    const late = await formerAdmin.client.rpc('decide_verification', {
      p_verification_id: verificationId,
      p_status: 'approved',
    });
    expect(late.error?.code).toBe('42501');

    const now = await verification(verificationId);
    expect(now.status).toBe('pending');
    expect(now.verifier_id).not.toBeNull();
    expect(now.verifier_id).not.toBe(formerAdmin.id);
    const { rows: admins } = await db().query(`select role from public.profiles where id = $1`, [
      now.verifier_id,
    ]);
    expect(admins).toEqual([{ role: 'admin' }]);

    const { rows: history } = await db().query(
      `select action, admin_id, details from public.agora_verification_history where verification_id = $1`,
      [verificationId],
    );
    expect(history).toEqual([
      {
        action: 'assignment_returned',
        admin_id: null,
        details: { previous_verifier_id: formerAdmin.id, verifier_id: now.verifier_id },
      },
    ]);
    const { rows: notified } = await db().query(
      `select action_url from public.notifications where user_id = $1 and title = 'Consultant application assigned to you'`,
      [now.verifier_id],
    );
    expect(notified.map((n) => n.action_url)).toContain(`/agora/admin/verification/${verificationId}`);
  });

  it('hands over the requests of an admin who deletes their account', async () => {
    const leaving = await newUser({ prefix: 'leaving-admin', role: 'admin' });
    const { verificationId } = await applicant('deleted-admin');
    await assignTo(verificationId, leaving);
    expect((await leaving.client.rpc('delete_my_account')).error).toBeNull();
    const now = await verification(verificationId);
    expect(now.status).toBe('pending');
    expect(now.verifier_id).not.toBe(leaving.id);
  });
});
