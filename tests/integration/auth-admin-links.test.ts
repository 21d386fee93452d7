// Admin links through supabase-js, as on a hosted project: auth.admin.generateLink (signup, invite,
// magiclink, recovery, email change) answers with the user and the /verify link, code and token hash
// without mailing anything; inviteUserByEmail creates the user and mails the invitation. Cases follow
// supabase-js' own auth-js suite (GoTrueApi.test.ts "User registration"), plus that each link works.
import { randomUUID } from 'node:crypto';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { expectApiError, fragmentOf } from './auth-mail.ts';
import { anonClient, db, inbox, newUser, serviceClient } from './helpers.ts';

const uniqueEmail = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}@test.example.com`;
const APP = 'http://127.0.0.1:5173/welcome';

async function open(link: string): Promise<Record<string, string>> {
  const res = await fetch(link, { redirect: 'manual' });
  expect(res.status).toBe(303);
  return fragmentOf(res.headers.get('location')!);
}

describe('generateLink', () => {
  it('signup: creates the unconfirmed user with its metadata; the link confirms and signs in', async () => {
    const email = uniqueEmail('gl-signup');
    const { data, error } = await serviceClient().auth.admin.generateLink({
      type: 'signup',
      email,
      password: 'password-123',
      options: { data: { status: 'alpha' }, redirectTo: APP },
    });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email, user_metadata: { status: 'alpha' } });
    expect(data.user!.email_confirmed_at).toBeUndefined();
    expect(data.properties).toMatchObject({
      email_otp: expect.stringMatching(/^\d{6}$/),
      hashed_token: expect.any(String),
      redirect_to: APP,
      verification_type: 'signup',
    });
    expect(data.properties!.action_link).toMatch(/\?token=/);
    expect(data.properties!.action_link).toMatch(/type=signup/);
    expect(data.properties!.action_link).toMatch(/redirect_to=/);
    expect(await inbox(email)).toEqual([]);

    const fragment = await open(data.properties!.action_link);
    expect(decodeJwt(fragment.access_token!)).toMatchObject({ email, amr: [{ method: 'email/signup' }] });
    const signedIn = await anonClient().auth.signInWithPassword({ email, password: 'password-123' });
    expect(signedIn.error).toBeNull();
  });

  it('magiclink and recovery for a known user: the code and the token hash sign in', async () => {
    const user = await newUser('gl-magic');
    const admin = serviceClient().auth.admin;
    const magic = await admin.generateLink({ type: 'magiclink', email: user.email });
    expect(magic.error).toBeNull();
    const byCode = await anonClient().auth.verifyOtp({
      email: user.email,
      token: magic.data.properties!.email_otp,
      type: 'email',
    });
    expect(byCode.error).toBeNull();
    expect(byCode.data.user!.id).toBe(user.id);

    const recovery = await admin.generateLink({ type: 'recovery', email: user.email });
    expect(recovery.data.properties!.verification_type).toBe('recovery');
    const byHash = await anonClient().auth.verifyOtp({
      token_hash: recovery.data.properties!.hashed_token,
      type: 'recovery',
    });
    expect(byHash.error).toBeNull();
    expect(decodeJwt(byHash.data.session!.access_token).amr).toEqual([
      { method: 'recovery', timestamp: expect.any(Number) },
    ]);
  });

  it('magiclink for an unknown address signs it up; recovery for one is a 404', async () => {
    const email = uniqueEmail('gl-new');
    const admin = serviceClient().auth.admin;
    const magic = await admin.generateLink({ type: 'magiclink', email });
    expect(magic.error).toBeNull();
    expect(magic.data.properties!.verification_type).toBe('signup');
    expect(magic.data.user!.email).toBe(email);
    const recovery = await admin.generateLink({ type: 'recovery', email: uniqueEmail('gl-nobody') });
    expectApiError(recovery.error, 404, 'user_not_found');
    expect(recovery.error!.message).toBe('User with this email not found');
  });

  it('invite: the user gets invited_at; the link confirms and signs in', async () => {
    const email = uniqueEmail('gl-invite');
    const { data, error } = await serviceClient().auth.admin.generateLink({ type: 'invite', email });
    expect(error).toBeNull();
    expect(data.user!.invited_at).toEqual(expect.any(String));
    expect(data.properties!.action_link).toMatch(/type=invite/);
    const fragment = await open(data.properties!.action_link);
    expect(decodeJwt(fragment.access_token!)).toMatchObject({ email, amr: [{ method: 'invite' }] });
  });

  it('email change: sets new_email; a generated link confirms one address, and the project waits for both', async () => {
    const user = await newUser('gl-change');
    const newEmail = uniqueEmail('gl-changed');
    const { data, error } = await serviceClient().auth.admin.generateLink({
      type: 'email_change_current',
      email: user.email,
      newEmail,
      options: { redirectTo: APP },
    });
    expect(error).toBeNull();
    expect(data.user!.new_email).toBe(newEmail);
    expect(data.properties!.action_link).toMatch(/\?token=/);
    expect(data.properties!.action_link).toMatch(/type=email_change/);
    expect(data.properties!.action_link).toMatch(/redirect_to=/);

    const toNew = await serviceClient().auth.admin.generateLink({
      type: 'email_change_new',
      email: user.email,
      newEmail,
    });
    // The project confirms addresses, so GoTrue waits for the current address's confirmation too
    // (each generated link replaces the other address's token, as GoTrue's does).
    await open(toNew.data.properties!.action_link);
    const { data: after } = await serviceClient().auth.admin.getUserById(user.id);
    expect(after.user).toMatchObject({ email: user.email, new_email: newEmail });
    const { rows } = await db().query<{ status: number }>(
      'select email_change_confirm_status as status from auth.users where id = $1',
      [user.id],
    );
    expect(rows).toEqual([{ status: 1 }]);
  });

  it('refuses an invalid address, an unknown type, a confirmed user’s signup, and a non-admin', async () => {
    const admin = serviceClient().auth.admin;
    const invalid = await admin.generateLink({
      type: 'signup',
      email: 'not-an-email',
      password: 'password123',
    });
    expect(invalid.error?.message).toMatch('Unable to validate email address: invalid format');
    expect(invalid.data.user).toBeNull();
    expect(invalid.data.properties).toBeNull();

    const user = await newUser('gl-taken');
    const taken = await admin.generateLink({ type: 'signup', email: user.email, password: 'password-123' });
    expectApiError(taken.error, 422, 'email_exists');
    const badType = await admin.generateLink({ type: 'bogus' as 'signup', email: user.email, password: 'x' });
    expectApiError(badType.error, 400, 'validation_failed');
    const notAdmin = await user.client.auth.admin.generateLink({ type: 'magiclink', email: user.email });
    expectApiError(notAdmin.error, 403, 'not_admin');
  });
});

describe('inviteUserByEmail', () => {
  it('creates a user with invited_at and mails the invitation, whose link signs in', async () => {
    const email = uniqueEmail('invite');
    const { data, error } = await serviceClient().auth.admin.inviteUserByEmail(email, {
      data: { status: 'alpha' },
      redirectTo: APP,
    });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email, user_metadata: { status: 'alpha' } });
    expect(data.user!.invited_at).toEqual(expect.any(String));

    const [mail] = await inbox(email);
    expect(mail!.subject).toBe('You have been invited');
    const link = mail!.links.find((l) => l.includes('/verify'))!;
    expect(new URL(link).searchParams.get('redirect_to')).toBe(APP);
    const fragment = await open(link);
    expect(decodeJwt(fragment.access_token!)).toMatchObject({ email, amr: [{ method: 'invite' }] });
    const { data: after } = await serviceClient().auth.admin.getUserById(data.user!.id);
    expect(after.user!.email_confirmed_at).toEqual(expect.any(String));
  });

  it('refuses an invalid address and an already confirmed user', async () => {
    const admin = serviceClient().auth.admin;
    const invalid = await admin.inviteUserByEmail('not-an-email');
    expect(invalid.error?.message).toMatch('Unable to validate email address: invalid format');
    expect(invalid.data.user).toBeNull();
    const user = await newUser('invite-taken');
    const taken = await admin.inviteUserByEmail(user.email);
    expectApiError(taken.error, 422, 'email_exists');
  });
});
