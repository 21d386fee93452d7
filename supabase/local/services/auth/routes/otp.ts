// POST /otp (passwordless sign-in: a magic link and a 6-digit code mailed to the local inbox) and
// POST /resend (a sign-up confirmation or email-change mail again). No SMS is ever sent locally:
// phone codes answer as a GoTrue whose SMS provider failed.
import type { Hono } from 'hono';
import { isDatabaseUnavailable, transaction } from '../../../db.ts';
import type { JsonObject } from '../../../http.ts';
import { clientIp } from '../../../rate-limit.ts';
import { startEmailChange } from '../account-changes.ts';
import type { AuthDeps, AuthEnv } from '../context.ts';
import { sameTime, sendEmailLink } from '../email-links.ts';
import { AuthError, badRequest, unprocessable } from '../errors.ts';
import { challengeOf, type Challenge } from '../pkce.ts';
import { redirectTarget } from '../redirect.ts';
import { obj, readBody, str } from '../request.ts';
import { isDeleted, type UserRow } from '../users.ts';
import { validateEmail, validatePhone } from '../validate.ts';
import { isUniqueViolation } from './signup.ts';

const NO_SMS = () => badRequest('sms_send_failed', 'Error sending sms OTP: the local stack sends no SMS');

const RESEND_TYPES = new Set(['signup', 'email_change', 'sms', 'phone_change']);

export function otpRoutes(app: Hono<AuthEnv>, deps: AuthDeps): void {
  app.post('/otp', async (c) => {
    deps.limiter.enforce('email_sent', clientIp(c, deps.config.trustedProxies));
    const body = await readBody(c);
    const rawEmail = str(body, 'email');
    const rawPhone = str(body, 'phone');
    if (rawEmail && rawPhone) {
      throw badRequest('validation_failed', 'Only an email address or phone number should be provided');
    }
    if (rawEmail && str(body, 'channel')) {
      throw badRequest('validation_failed', 'Channel should only be specified with Phone OTP');
    }
    const challenge = challengeOf(body);
    // create_user defaults to true; only an explicit false turns it off.
    const createUser = body.create_user !== false;
    const data = obj(body, 'data') ?? {};
    if (rawPhone) {
      validatePhone(rawPhone);
      throw NO_SMS();
    }
    if (!rawEmail) throw badRequest('validation_failed', 'One of email or phone must be set');
    const email = validateEmail(rawEmail);
    const redirectTo = redirectTarget(c, deps.config.auth, c.req.query('redirect_to'));

    // Known or unknown, the answer is the same (status, body, time): an unknown address with
    // create_user false gets {} and no mail. Hosted GoTrue answers it 422 otp_disabled instead
    // (README, "No account enumeration").
    return sameTime(async () => {
      deps.limiter.assertMailFrequency('recovery', email, deps.config.auth.email.maxFrequencyMs);
      let user = await deps.users.byEmail(deps.pool, email);
      if (user && isDeleted(user)) user = null;
      if (!user) {
        if (!createUser) return c.json({});
        user = await signUpWithoutPassword(deps, email, data);
      }
      // An address not yet confirmed gets the sign-up confirmation instead, which signs in just as well.
      const kind = user.email_confirmed_at ? 'magiclink' : 'signup';
      await sendEmailLink(deps, user, kind, redirectTo, challenge);
      return c.json({});
    });
  });

  app.post('/resend', async (c) => {
    deps.limiter.enforce('email_sent', clientIp(c, deps.config.trustedProxies));
    const body = await readBody(c);
    const type = str(body, 'type');
    const rawEmail = str(body, 'email');
    const rawPhone = str(body, 'phone');
    if (!RESEND_TYPES.has(type)) {
      throw badRequest(
        'validation_failed',
        'Missing one of these types: signup, email_change, sms, phone_change',
      );
    }
    if (!rawEmail && type === 'signup')
      throw badRequest('validation_failed', 'Type provided requires an email address');
    if (!rawPhone && type === 'sms')
      throw badRequest('validation_failed', 'Type provided requires a phone number');
    if (rawEmail && rawPhone) {
      throw badRequest('validation_failed', 'Only an email address or phone number should be provided.');
    }
    if (!rawEmail && !rawPhone)
      throw badRequest('validation_failed', 'Missing email address or phone number');
    const challenge = challengeOf(body);
    const redirectTo = redirectTarget(c, deps.config.auth, c.req.query('redirect_to'));

    // Nothing to resend answers like a resent mail, so the answer reveals no account.
    if (rawPhone) {
      const user = await deps.users.byPhone(deps.pool, validatePhone(rawPhone));
      if (!user || isDeleted(user)) return c.json({});
      if (type === 'sms' && user.phone_confirmed_at) return c.json({});
      throw NO_SMS();
    }
    const user = await deps.users.byEmail(deps.pool, validateEmail(rawEmail));
    if (!user || isDeleted(user) || !user.email) return c.json({});
    if (type === 'signup') {
      if (!user.email_confirmed_at) await sendEmailLink(deps, user, 'signup', redirectTo, challenge);
    } else if (type === 'email_change') {
      if (user.email_change) await resendEmailChange(deps, user, redirectTo, challenge);
    }
    return c.json({});
  });
}

/** GoTrue's /otp signs a new address up first (no password); it is confirmed at once unless mail confirmations are on. */
async function signUpWithoutPassword(deps: AuthDeps, email: string, data: JsonObject) {
  if (!deps.config.auth.enableSignup)
    throw unprocessable('signup_disabled', 'Signups not allowed for this instance');
  const confirmed = !deps.config.auth.email.enableConfirmations;
  try {
    return await transaction(deps.pool, (client) =>
      deps.users.insert(client, {
        email,
        phone: null,
        passwordHash: null,
        userMetadata: confirmed ? { ...data, email_verified: true } : data,
        emailConfirmed: confirmed,
        phoneConfirmed: false,
      }),
    );
  } catch (err) {
    // Signed up by a concurrent request: mail that account.
    if (isUniqueViolation(err)) {
      const existing = await deps.users.byEmail(deps.pool, email);
      if (existing) return existing;
    }
    if (err instanceof AuthError || isDatabaseUnavailable(err)) throw err;
    deps.log(`auth: passwordless sign-up failed: ${(err as Error).message}`);
    throw new AuthError(500, 'unexpected_failure', 'Database error saving new user');
  }
}

async function resendEmailChange(
  deps: AuthDeps,
  user: UserRow,
  redirectTo: string,
  challenge: Challenge | null,
): Promise<void> {
  const newEmail = user.email_change!;
  const mails = await transaction(deps.pool, (client) =>
    startEmailChange(deps, client, user, newEmail, redirectTo, challenge),
  );
  for (const mail of mails) {
    await deps.mailer.emailChange({ ...mail, from: user.email ?? '', newEmail });
  }
}
