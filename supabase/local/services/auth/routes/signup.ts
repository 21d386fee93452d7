// POST /signup: email or phone + password. Confirmations are off locally (mailer and phone
// autoconfirm), so the new user is confirmed and gets a session at once.
import type { Hono } from 'hono';
import type { AuthDeps, AuthEnv } from '../context.ts';
import { AuthError, badRequest, unprocessable } from '../errors.ts';
import { newSession } from '../grant.ts';
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
    if (!password) throw badRequest('validation_failed', 'Signup requires a valid password');
    checkPasswordStrength(password, deps.config.auth.minimumPasswordLength);
    const rawEmail = str(body, 'email');
    const rawPhone = str(body, 'phone');
    if (rawEmail && rawPhone) {
      throw badRequest(
        'validation_failed',
        'Only an email address or phone number should be provided on signup.',
      );
    }
    if (!rawEmail && !rawPhone) {
      throw badRequest('validation_failed', 'Sign up only available with email or phone provider');
    }
    const email = rawEmail ? validateEmail(rawEmail) : null;
    const phone = email ? null : validatePhone(rawPhone);

    const existing = email
      ? await deps.users.byEmail(deps.pool, email)
      : await deps.users.byPhone(deps.pool, phone!);
    if (existing) throw USER_EXISTS();

    // Hash outside the transaction: it is the slow part.
    const passwordHash = await hashPassword(password);
    const session = await transaction(deps.pool, async (client) => {
      try {
        const user = await deps.users.insert(client, {
          email,
          phone,
          passwordHash,
          // GoTrue's confirmation marks the address verified in the metadata too.
          userMetadata: email ? { ...data, email_verified: true } : data,
          emailConfirmed: email !== null,
          phoneConfirmed: phone !== null,
        });
        return await newSession(deps, client, user.id, 'password', c);
      } catch (err) {
        if (isUniqueViolation(err)) throw USER_EXISTS();
        // Postgres away: the service answers 503 and the supervisor has said why in its own line.
        if (err instanceof AuthError || isDatabaseUnavailable(err)) throw err;
        deps.log(`auth: sign-up failed: ${(err as Error).message}`);
        throw new AuthError(500, 'unexpected_failure', 'Database error saving new user');
      }
    });
    return c.json(session);
  });
}
