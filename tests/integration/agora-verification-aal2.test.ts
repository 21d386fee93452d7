// An admin who has enrolled an authenticator must step up to aal2 before deciding or taking over a
// consultant verification request: the database refuses their aal1 token (Supabase's MFA pattern on
// `auth.jwt() ->> 'aal'`), whatever the client does. Admins without a factor decide at aal1.
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { anonClient, db, newConsultant, newUser, type TestUser } from './helpers.ts';

const codeFor = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate();

async function pendingRequest(prefix: string): Promise<string> {
  const user = await newConsultant({ prefix, status: 'pending' });
  const { rows } = await db().query<{ id: string }>(
    `select id from public.agora_verification where consultant_id = $1`,
    [user.consultantId],
  );
  return rows[0]!.id;
}

/** An admin with a verified TOTP factor; returns the secret and a fresh aal1 sign-in. */
async function enrolledAdmin(): Promise<{ admin: TestUser; secret: string; factorId: string }> {
  const admin = await newUser({ prefix: 'mfa-admin', role: 'admin' });
  const { data } = await admin.client.auth.mfa.enroll({ factorType: 'totp' });
  const verified = await admin.client.auth.mfa.challengeAndVerify({
    factorId: data!.id,
    code: codeFor(data!.totp.secret),
  });
  expect(verified.error).toBeNull();
  // Verifying ended the admin's other sessions; sign in again with the password alone (aal1).
  const client = anonClient();
  const signedIn = await client.auth.signInWithPassword({ email: admin.email, password: admin.password });
  expect(signedIn.error).toBeNull();
  return { admin: { ...admin, client }, secret: data!.totp.secret, factorId: data!.id };
}

describe('verification decisions need aal2 from an enrolled admin', () => {
  it('refuses the aal1 token of an enrolled admin, then accepts the same admin at aal2', async () => {
    const { admin, secret, factorId } = await enrolledAdmin();
    const requestId = await pendingRequest('aal2-decide');
    // A new request goes to the least busy admin, which may be this one; hand it to another so the
    // take-over below really changes hands.
    const other = await newUser({ prefix: 'other-admin', role: 'admin' });
    await db().query(`update public.agora_verification set verifier_id = $1 where id = $2`, [
      other.id,
      requestId,
    ]);

    const refused = await admin.client.rpc('decide_verification', {
      p_verification_id: requestId,
      p_status: 'approved',
    });
    expect(refused.error?.code).toBe('42501');
    expect(refused.error?.message).toMatch(/authenticator app/);
    const takeOver = await admin.client.rpc('take_over_verification', { p_verification_id: requestId });
    expect(takeOver.error?.code).toBe('42501');
    // Nothing happened: still pending, and no decision or take-over by this admin in the history.
    const untouched = await db().query(`select status from public.agora_verification where id = $1`, [
      requestId,
    ]);
    expect(untouched.rows[0].status).toBe('pending');
    const history = await db().query(
      `select action from public.agora_verification_history where verification_id = $1 and admin_id = $2`,
      [requestId, admin.id],
    );
    expect(history.rows).toEqual([]);

    const stepped = await admin.client.auth.mfa.challengeAndVerify({ factorId, code: codeFor(secret) });
    expect(stepped.error).toBeNull();
    const decided = await admin.client.rpc('decide_verification', {
      p_verification_id: requestId,
      p_status: 'approved',
    });
    expect(decided.error).toBeNull();
    expect(decided.data).toMatchObject({ status: 'approved', verifier_id: admin.id });
  });

  it('lets an admin without a factor decide at aal1, as before', async () => {
    const admin = await newUser({ prefix: 'plain-admin', role: 'admin' });
    const requestId = await pendingRequest('aal1-decide');
    const decided = await admin.client.rpc('decide_verification', {
      p_verification_id: requestId,
      p_status: 'rejected',
      p_comments: 'Incomplete certification documents.',
    });
    expect(decided.error).toBeNull();
    expect(decided.data).toMatchObject({ status: 'rejected' });
  });
});
