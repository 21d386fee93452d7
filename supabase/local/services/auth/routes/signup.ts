// POST /signup: email or phone + password. With `[auth.email] enable_confirmations` off (the
// project's setting) the new user is confirmed and gets a session at once; with it on, an email
// sign-up gets the user without a session and a confirmation mail (PKCE when a code_challenge came).
// Phone confirmations are always off: no SMS is sent locally.
import type { Hono } from 'hono';
import type { AuthDeps, AuthEnv } from '../context.ts';
import { AuthError, badRequest, unprocessable } from '../errors.ts';
import { sendEmailLink } from '../email-links.ts';
import { newSession } from '../grant.ts';
import { challengeOf } from '../pkce.ts';
import { redirectTarget } from '../redirect.ts';
import { checkPasswordStrength, hashPassword } from '../passwords.ts';
import { clientIp } from '../../../rate-limit.ts';
import { obj, readBody, str } from '../request.ts';
import { isDatabaseUnavailable, transaction } from '../../../db.ts';
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

    const existing = email
      ? await deps.users.byEmail(deps.pool, email)
      : await deps.users.byPhone(deps.pool, phone!);
    if (existing) throw USER_EXISTS();

    // Hash outside the transaction: it is the slow part.
    const passwordHash = await hashPassword(password);
    const mustConfirm = email !== null && deps.config.auth.email.enableConfirmations;
    const result = await transaction(deps.pool, async (client) => {
      try {
        const user = await deps.users.insert(client, {
          email,
          phone,
          passwordHash,
          // GoTrue's confirmation marks the address verified in the metadata too.
          userMetadata: email && !mustConfirm ? { ...data, email_verified: true } : data,
          emailConfirmed: email !== null && !mustConfirm,
          phoneConfirmed: phone !== null,
        });
        if (mustConfirm) return { user };
        return { session: await newSession(deps, client, user.id, 'password', c) };
      } catch (err) {
        if (isUniqueViolation(err)) throw USER_EXISTS();
        // Postgres away: the service answers 503 and the supervisor has said why in its own line.
        if (err instanceof AuthError || isDatabaseUnavailable(err)) throw err;
        deps.log(`auth: sign-up failed: ${(err as Error).message}`);
        throw new AuthError(500, 'unexpected_failure', 'Database error saving new user');
      }
    });
    if (!result.user) return c.json(result.session);
    // GoTrue answers an unconfirmed sign-up with the bare user; auth-js reads it as "no session yet".
    const redirectTo = redirectTarget(c, deps.config.auth, c.req.query('redirect_to'));
    await sendEmailLink(deps, result.user, 'signup', redirectTo, challenge);
    const user = (await deps.users.byId(deps.pool, result.user.id)) ?? result.user;
    return c.json(await deps.users.toJson(deps.pool, user));
  });
}
