// TOTP multi-factor authentication through supabase-js, as on a hosted project: enroll (QR code,
// secret, otpauth URI), challenge, verify (the session becomes aal2 with a `totp` amr entry),
// unenroll, the factors in GET /user, the admin factor API, and GoTrue's errors on the way.
// Cases follow supabase-js' own auth-js suite (GoTrueClient.test.ts "MFA", GoTrueApi.test.ts
// "MFA Admin"); codes are computed from the returned secret with the same TOTP library the app uses.
import { randomUUID } from 'node:crypto';
import { decodeJwt } from 'jose';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { expectApiError } from './auth-mail.ts';
import { anonClient, db, newUser, serviceClient, stack, type TestUser } from './helpers.ts';

const codeFor = (secret: string, at = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: at,
  });

/** A user with a verified TOTP factor, signed in at aal2. */
async function enrolledUser(prefix = 'mfa'): Promise<TestUser & { factorId: string; secret: string }> {
  const user = await newUser(prefix);
  const { data, error } = await user.client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' });
  expect(error).toBeNull();
  const verified = await user.client.auth.mfa.challengeAndVerify({
    factorId: data!.id,
    code: codeFor(data!.totp.secret),
  });
  expect(verified.error).toBeNull();
  return { ...user, factorId: data!.id, secret: data!.totp.secret };
}

describe('enrolling a TOTP factor', () => {
  it('returns the QR code as an SVG data URI, the base32 secret and the otpauth URI', async () => {
    const user = await newUser('mfa-enroll');
    const { data, error } = await user.client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' });
    expect(error).toBeNull();
    expect(data).toMatchObject({ type: 'totp', friendly_name: 'Phone' });
    expect(data!.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg /);
    // Unencoded in a data: URI (as auth-js makes it), a '#' would cut the image short.
    expect(data!.totp.qr_code).not.toContain('#');
    expect(data!.totp.secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(data!.totp.uri);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('secret')).toBe(data!.totp.secret);
    expect(decodeURIComponent(uri.pathname)).toContain(user.email);

    // Unverified: in the user's factors, not among the verified TOTP factors auth-js lists.
    const listed = await user.client.auth.mfa.listFactors();
    expect(listed.data!.all).toEqual([
      expect.objectContaining({
        id: data!.id,
        factor_type: 'totp',
        status: 'unverified',
        friendly_name: 'Phone',
      }),
    ]);
    expect(listed.data!.totp).toEqual([]);
    const secretStored = await db().query('select secret from auth.mfa_factors where id = $1', [data!.id]);
    expect(secretStored.rows[0].secret).toBe(data!.totp.secret);
  });

  it('refuses a second factor with the same friendly name, and an unknown factor type', async () => {
    const user = await newUser('mfa-name');
    expect(
      (await user.client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Same' })).error,
    ).toBeNull();
    const again = await user.client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Same' });
    expectApiError(again.error, 422, 'mfa_factor_name_conflict');
    const phone = await user.client.auth.mfa.enroll({ factorType: 'phone', phone: '+15555550100' });
    expectApiError(phone.error, 422, 'mfa_phone_enroll_not_enabled');
    expect(phone.error!.message).toBe('MFA enroll is disabled for Phone');
  });

  it('needs a signed-in user: the anon key alone has no subject, no token at all is a 401', async () => {
    const { data, error } = await anonClient().auth.mfa.enroll({ factorType: 'totp' });
    expectApiError(error, 403, 'bad_jwt');
    expect(error!.message).toBe('invalid claim: missing sub claim');
    expect(data).toBeNull();
    const bare = await fetch(`${stack.apiUrl}/auth/v1/factors`, {
      method: 'POST',
      headers: {
        apikey: stack.anonKey,
        'Content-Type': 'application/json',
        'X-Supabase-Api-Version': '2024-01-01',
      },
      body: JSON.stringify({ factor_type: 'totp' }),
    });
    expect(bare.status).toBe(401);
    expect(await bare.json()).toEqual({
      code: 'no_authorization',
      message: 'This endpoint requires a valid Bearer token',
    });
  });
});

describe('challenge and verify', () => {
  it('a wrong code is refused with GoTrue message; the right one raises the session to aal2', async () => {
    const user = await newUser('mfa-verify');
    const before = await user.client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(before.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' });

    const { data: enrolled } = await user.client.auth.mfa.enroll({ factorType: 'totp' });
    const challenge = await user.client.auth.mfa.challenge({ factorId: enrolled!.id });
    expect(challenge.error).toBeNull();
    expect(challenge.data).toMatchObject({ type: 'totp', id: expect.any(String) });
    expect(challenge.data!.expires_at).toBeGreaterThan(Date.now() / 1000);

    const wrongCode = codeFor(enrolled!.totp.secret, Date.now() - 10 * 60_000);
    const wrong = await user.client.auth.mfa.verify({
      factorId: enrolled!.id,
      challengeId: challenge.data!.id,
      code: wrongCode,
    });
    expectApiError(wrong.error, 422, 'mfa_verification_failed');
    expect(wrong.error!.message).toBe('Invalid TOTP code entered');

    const right = await user.client.auth.mfa.verify({
      factorId: enrolled!.id,
      challengeId: challenge.data!.id,
      code: codeFor(enrolled!.totp.secret),
    });
    expect(right.error).toBeNull();
    const claims = decodeJwt(right.data!.access_token);
    expect(claims.aal).toBe('aal2');
    // Most recent first, as GoTrue orders them.
    expect((claims.amr as { method: string }[]).map((e) => e.method)).toEqual(['totp', 'password']);

    const after = await user.client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(after.data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });
    const factors = await user.client.auth.mfa.listFactors();
    expect(factors.data!.totp).toEqual([expect.objectContaining({ id: enrolled!.id, status: 'verified' })]);

    // A used challenge cannot be verified again.
    const reused = await user.client.auth.mfa.verify({
      factorId: enrolled!.id,
      challengeId: challenge.data!.id,
      code: codeFor(enrolled!.totp.secret),
    });
    expectApiError(reused.error, 422, 'mfa_ip_address_mismatch');

    // A refresh keeps aal2: it is the session's level, not the token's.
    const refreshed = await user.client.auth.refreshSession();
    expect(decodeJwt(refreshed.data.session!.access_token).aal).toBe('aal2');
  });

  it('a challenge of another user is not found; an unknown factor is a 404', async () => {
    const a = await newUser('mfa-a');
    const b = await newUser('mfa-b');
    const { data: fa } = await a.client.auth.mfa.enroll({ factorType: 'totp' });
    const { data: fb } = await b.client.auth.mfa.enroll({ factorType: 'totp' });
    const challenge = await b.client.auth.mfa.challenge({ factorId: fb!.id });
    const cross = await a.client.auth.mfa.verify({
      factorId: fa!.id,
      challengeId: challenge.data!.id,
      code: '123456',
    });
    expectApiError(cross.error, 422, 'mfa_factor_not_found');
    const foreign = await a.client.auth.mfa.challenge({ factorId: fb!.id });
    expectApiError(foreign.error, 404, 'mfa_factor_not_found');
    const unknown = await a.client.auth.mfa.challenge({ factorId: randomUUID() });
    expectApiError(unknown.error, 404, 'mfa_factor_not_found');
  });

  it('signing in again gives an aal1 session whose next level is aal2, raised by a code', async () => {
    const user = await enrolledUser('mfa-signin');
    const client = anonClient();
    const signedIn = await client.auth.signInWithPassword({ email: user.email, password: user.password });
    expect(signedIn.error).toBeNull();
    expect(decodeJwt(signedIn.data.session!.access_token).aal).toBe('aal1');
    const level = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });
    // With one verified factor, enrolling another needs aal2.
    const another = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Second' });
    expectApiError(another.error, 403, 'insufficient_aal');
    const stepped = await client.auth.mfa.challengeAndVerify({
      factorId: user.factorId,
      code: codeFor(user.secret),
    });
    expect(stepped.error).toBeNull();
    expect((await client.auth.mfa.getAuthenticatorAssuranceLevel()).data!.currentLevel).toBe('aal2');
  });
});

describe('unenrolling', () => {
  it('a verified factor needs aal2; then it goes and the session falls back to aal1', async () => {
    const user = await enrolledUser('mfa-unenroll');
    const aal1 = anonClient();
    await aal1.auth.signInWithPassword({ email: user.email, password: user.password });
    const refused = await aal1.auth.mfa.unenroll({ factorId: user.factorId });
    expectApiError(refused.error, 422, 'insufficient_aal');

    const removed = await user.client.auth.mfa.unenroll({ factorId: user.factorId });
    expect(removed.error).toBeNull();
    expect(removed.data).toEqual({ id: user.factorId });
    const { data: u } = await user.client.auth.getUser();
    expect(u.user!.factors ?? []).toEqual([]);
    const refreshed = await user.client.auth.refreshSession();
    const claims = decodeJwt(refreshed.data.session!.access_token);
    expect(claims.aal).toBe('aal1');
    expect((claims.amr as { method: string }[]).map((e) => e.method)).toEqual(['password']);
  });
});

describe('admin factor API', () => {
  it('lists and deletes a user’s factors; unknown users and factors are errors', async () => {
    const user = await enrolledUser('mfa-admin');
    const admin = serviceClient().auth.admin.mfa;
    const listed = await admin.listFactors({ userId: user.id });
    expect(listed.error).toBeNull();
    expect(listed.data!.factors).toEqual([
      expect.objectContaining({ id: user.factorId, status: 'verified' }),
    ]);

    const deleted = await admin.deleteFactor({ userId: user.id, id: user.factorId });
    expect(deleted.error).toBeNull();
    // auth-js hands the body on wrapped once more (its own suite reads data.data.id).
    expect((deleted.data as unknown as { data: { id: string } }).data.id).toBe(user.factorId);
    expect((await admin.listFactors({ userId: user.id })).data!.factors).toEqual([]);
    const refreshed = await user.client.auth.refreshSession();
    expect(decodeJwt(refreshed.data.session!.access_token).aal).toBe('aal1');

    const noUser = await admin.listFactors({ userId: randomUUID() });
    expectApiError(noUser.error, 404, 'user_not_found');
    const noFactor = await admin.deleteFactor({ userId: user.id, id: randomUUID() });
    expectApiError(noFactor.error, 404, 'mfa_factor_not_found');
    const notAdmin = await user.client.auth.admin.mfa.listFactors({ userId: user.id });
    expectApiError(notAdmin.error, 403, 'not_admin');
  });
});
