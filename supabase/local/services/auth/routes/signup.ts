// POST /signup: email or phone + password. With `[auth.email] enable_confirmations` off the new
// user is confirmed and gets a session at once; with it on (the project's setting), an email
// sign-up gets the user without a session and a confirmation mail (PKCE when a code_challenge
// came), and the answer tells nobody whether the address already had an account.
// Phone confirmations are always off: no SMS is sent locally.
import { randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import type pg from 'pg';
import type { AuthDeps, AuthEnv } from '../context.ts';
import { AuthError, badRequest, unprocessable } from '../errors.ts';
import { sameTime, sendEmailLink } from '../email-links.ts';
import { newSession } from '../grant.ts';
import { challengeOf, type Challenge } from '../pkce.ts';
import { redirectTarget } from '../redirect.ts';
import { checkPasswordStrength, hashPassword } from '../passwords.ts';
import { clientIp } from '../../../rate-limit.ts';
import type { JsonObject } from '../../../http.ts';
import { obj, readBody, str } from '../request.ts';
import { isDatabaseUnavailable, transaction } from '../../../db.ts';
import { isDeleted, userJson, type UserJson } from '../users.ts';
import { validateEmail, validatePhone } from '../validate.ts';

const USER_EXISTS = () => unprocessable('user_already_exists', 'User already registered');

export function isUniqueViolation(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === '23505';
}

export function signupRoutes(app: Hono<AuthEnv>, deps: AuthDeps): void {
  app.post('/signup', async (c) => {
    deps.limiter.enforce('sign_in_sign_ups', clientIp(c, deps.config.trustedProxies));
    if (!deps.config.auth.enableSignup) {
      throw unprocessable('signup_disabled', 'Signups not allowed for this instance');
    }
    const body = await readBody(c);
    const password = str(body, 'password');
    const data = obj(body, 'data') ?? {};
    const rawEmail = str(body, 'email');
    const rawPhone = str(body, 'phone');
    // Neither address is supabase-js' signInAnonymously(), which hosted answers so when it is off.
    if (!rawEmail && !rawPhone) {
      throw unprocessable('anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
    }
    const challenge = challengeOf(body);
    if (!password) throw badRequest('validation_failed', 'Signup requires a valid password');
    checkPasswordStrength(password, deps.config.auth.minimumPasswordLength);
    if (rawEmail && rawPhone) {
      throw badRequest(
        'validation_failed',
        'Only an email address or phone number should be provided on signup.',
      );
    }
    const email = rawEmail ? validateEmail(rawEmail) : null;
    const phone = email ? null : validatePhone(rawPhone);

    if (email !== null && deps.config.auth.email.enableConfirmations) {
      const redirectTo = redirectTarget(c, deps.config.auth, c.req.query('redirect_to'));
      return sameTime(async () =>
        c.json(await signUpToConfirm(deps, { email, password, data, redirectTo, challenge })),
      );
    }

    // Confirmations off: a registered address cannot be hidden (a new one gets a session at once),
    // here or on hosted, which answers 422 as well.
    const existing = email
      ? await deps.users.byEmail(deps.pool, email)
      : await deps.users.byPhone(deps.pool, phone!);
    if (existing) throw USER_EXISTS();
    // Hash outside the transaction: it is the slow part.
    const passwordHash = await hashPassword(password);
    const { result: session } = await insertUser(
      deps,
      { email, phone, passwordHash, data, confirmed: true },
      (client, id) => newSession(deps, client, id, 'password', c),
    );
    return c.json(session);
  });
}

interface NewSignUp {
  email: string;
  password: string;
  data: JsonObject;
  redirectTo: string;
  challenge: Challenge | null;
}

/**
 * An email sign-up while confirmations are on, answered alike for every address: a new one gets
 * its account and the confirmation mail; one whose sign-up is still unconfirmed gets the mail again
 * (the account is left as it was: whoever asks may not own the address); a registered one gets no
 * mail and an invented user in the same shape as a new one (hosted GoTrue invents one too, but with
 * no identities and no role, which tells them apart: README, "No account enumeration"). The
 * password is hashed either way, the mail frequency is kept per address, known or not, and the
 * answer takes no less than a fixed time (sameTime), so neither the body, the status nor the time
 * says which it was.
 */
async function signUpToConfirm(deps: AuthDeps, s: NewSignUp): Promise<UserJson> {
  deps.limiter.assertMailFrequency('signup', s.email, deps.config.auth.email.maxFrequencyMs);
  const passwordHash = await hashPassword(s.password);
  let user = await deps.users.byEmail(deps.pool, s.email);
  if (user && (user.email_confirmed_at || isDeleted(user))) return inventedUser(s.email, s.data);
  user ??= await insertUser(
    deps,
    { email: s.email, phone: null, passwordHash, data: s.data, confirmed: false },
    async () => null,
  ).then(
    (created) => created.user,
    async (err: unknown) => {
      // Signed up by a concurrent request: answer as for the address it now has.
      if (!(err instanceof AuthError && err.code === 'user_already_exists')) throw err;
      return (await deps.users.byEmail(deps.pool, s.email))!;
    },
  );
  await sendEmailLink(deps, user, 'signup', s.redirectTo, s.challenge);
  // GoTrue answers an unconfirmed sign-up with the bare user; auth-js reads it as "no session yet".
  const fresh = (await deps.users.byId(deps.pool, user.id)) ?? user;
  return deps.users.toJson(deps.pool, fresh);
}

/** What a brand-new unconfirmed account looks like, for an address that already has one. */
function inventedUser(email: string, data: JsonObject): UserJson {
  const id = randomUUID();
  const now = new Date();
  return userJson(
    {
      id,
      aud: 'authenticated',
      role: 'authenticated',
      email,
      phone: null,
      encrypted_password: null,
      email_confirmed_at: null,
      phone_confirmed_at: null,
      confirmed_at: null,
      invited_at: null,
      confirmation_sent_at: now,
      recovery_sent_at: null,
      email_change: null,
      email_change_sent_at: null,
      last_sign_in_at: null,
      raw_app_meta_data: { provider: 'email', providers: ['email'] },
      raw_user_meta_data: data,
      created_at: now,
      updated_at: now,
      banned_until: null,
      deleted_at: null,
      is_anonymous: false,
    },
    [
      {
        id: randomUUID(),
        provider_id: id,
        user_id: id,
        identity_data: { sub: id, email, email_verified: false, phone_verified: false },
        provider: 'email',
        last_sign_in_at: now,
        created_at: now,
        updated_at: now,
        email,
      },
    ],
  );
}

async function insertUser<T>(
  deps: AuthDeps,
  u: {
    email: string | null;
    phone: string | null;
    passwordHash: string;
    data: JsonObject;
    confirmed: boolean;
  },
  then: (client: pg.PoolClient, userId: string) => Promise<T>,
) {
  return transaction(deps.pool, async (client) => {
    try {
      const user = await deps.users.insert(client, {
        email: u.email,
        phone: u.phone,
        passwordHash: u.passwordHash,
        // GoTrue's confirmation marks the address verified in the metadata too.
        userMetadata: u.email && u.confirmed ? { ...u.data, email_verified: true } : u.data,
        emailConfirmed: u.email !== null && u.confirmed,
        phoneConfirmed: u.phone !== null,
      });
      return { user, result: await then(client, user.id) };
    } catch (err) {
      if (isUniqueViolation(err)) throw USER_EXISTS();
      // Postgres away: the service answers 503 and the supervisor has said why in its own line.
      if (err instanceof AuthError || isDatabaseUnavailable(err)) throw err;
      deps.log(`auth: sign-up failed: ${(err as Error).message}`);
      throw new AuthError(500, 'unexpected_failure', 'Database error saving new user');
    }
  });
}
