// GET /verify opens a mailed link (redirecting to the app with a session in the URL fragment);
// POST /verify exchanges a token hash, or an address and the mailed code, for a session. Links
// and codes exist for password recovery and for confirming an email change.
import type { Context, Hono } from 'hono';
import { transaction } from '../../../db.ts';
import { clientIp } from '../../../rate-limit.ts';
import { confirmEmailChange, SINGLE_CONFIRMATION_ACCEPTED } from '../account-changes.ts';
import type { AuthDeps, AuthEnv } from '../context.ts';
import { AuthError, badRequest, forbidden, unprocessable, type OAuthErrorName } from '../errors.ts';
import { newSession } from '../grant.ts';
import {
  clearOneTimeTokens,
  consumeOneTimeToken,
  linkToken,
  type OneTimeTokenType,
} from '../one-time-tokens.ts';
import { redirectTarget, withFragment } from '../redirect.ts';
import { readBody, str } from '../request.ts';
import type { SessionJson } from '../tokens.ts';
import { isBanned, isDeleted } from '../users.ts';
import { validateEmail, validatePhone } from '../validate.ts';

const LINK_INVALID = 'Email link is invalid or has expired';
const CODE_INVALID = 'Token has expired or is invalid';

/** Email link types; recovery and magic links share the recovery token, as in GoTrue. */
const EMAIL_TYPES = new Set(['signup', 'invite', 'magiclink', 'recovery', 'email_change', 'email']);
const PHONE_TYPES = new Set(['sms', 'phone_change']);

/** Which stored tokens a link of each type may be; sign-up and invite mails are never sent locally. */
const TOKENS_FOR: Record<string, readonly OneTimeTokenType[]> = {
  recovery: ['recovery_token'],
  magiclink: ['recovery_token'],
  email: ['recovery_token'],
  email_change: ['email_change_token_new', 'email_change_token_current'],
};

/** OAuth error names GoTrue puts in the fragment for an HTTP status. */
const OAUTH_ERRORS: Record<number, OAuthErrorName> = {
  400: 'invalid_request',
  401: 'unauthorized_client',
  403: 'access_denied',
  500: 'server_error',
  503: 'temporarily_unavailable',
};

function errorRedirect(redirectTo: string, err: AuthError): string {
  const params: Record<string, string> = { error_code: err.code, error_description: err.message };
  const name = OAUTH_ERRORS[err.status];
  if (name) params.error = name;
  return withFragment(redirectTo, params);
}

/** A session, or (the first of two email-change confirmations) nothing yet. */
type Verified = { kind: 'session'; session: SessionJson } | { kind: 'pending' };

/** Uses up the token and signs its user in; recovery also confirms an unconfirmed email. */
async function verify(
  c: Context,
  deps: AuthDeps,
  type: string,
  link: string,
  invalid: string,
): Promise<Verified> {
  if (!EMAIL_TYPES.has(type)) throw badRequest('validation_failed', 'Unsupported verification type');
  const types = TOKENS_FOR[type];
  if (!types) throw forbidden('otp_expired', invalid);
  return transaction(deps.pool, async (client): Promise<Verified> => {
    const token = await consumeOneTimeToken(client, types, link, deps.config.auth.email.otpExpiry);
    if (!token) throw forbidden('otp_expired', invalid);
    if (type === 'email_change') {
      const result = await confirmEmailChange(deps, client, token, invalid);
      if (result.kind === 'pending') return result;
      return { kind: 'session', session: await newSession(deps, client, result.user.id, 'otp', c) };
    }
    const user = await deps.users.byId(client, token.userId);
    if (!user || isDeleted(user)) throw forbidden('otp_expired', invalid);
    if (isBanned(user)) throw forbidden('user_banned', 'User is banned');
    await clearOneTimeTokens(client, user.id);
    await client.query(`update auth.users set recovery_token = '' where id = $1`, [user.id]);
    if (user.email && !user.email_confirmed_at) await deps.users.setConfirmed(client, user.id, 'email');
    return { kind: 'session', session: await newSession(deps, client, user.id, 'otp', c) };
  });
}

/** A mailed code is six digits: wrong ones count against the address, so it cannot be walked through. */
async function verifyCode(c: Context, deps: AuthDeps, type: string, email: string, code: string) {
  deps.limiter.assertMayGuess('code', email);
  try {
    const result = await verify(c, deps, type, linkToken(email, code), CODE_INVALID);
    deps.limiter.rightGuess('code', email);
    return result;
  } catch (err) {
    if (err instanceof AuthError && err.code === 'otp_expired') deps.limiter.failedGuess('code', email);
    throw err;
  }
}

function answer(c: Context, result: Verified) {
  if (result.kind === 'pending') return c.json({ msg: SINGLE_CONFIRMATION_ACCEPTED, code: '200' });
  return c.json(result.session);
}

export function verifyRoutes(app: Hono<AuthEnv>, deps: AuthDeps): void {
  app.get('/verify', async (c) => {
    deps.limiter.enforce('token_verifications', clientIp(c, deps.config.trustedProxies));
    const type = c.req.query('type') ?? '';
    const token = c.req.query('token') ?? '';
    if (!type) throw badRequest('validation_failed', 'Verify requires a verification type');
    if (!token) throw badRequest('validation_failed', 'Verify requires a token or a token hash');
    const redirectTo = redirectTarget(c, deps.config.auth, c.req.query('redirect_to'));
    let result: Verified;
    try {
      result = await verify(c, deps, type, token, LINK_INVALID);
    } catch (err) {
      if (err instanceof AuthError) return c.redirect(errorRedirect(redirectTo, err), 303);
      throw err;
    }
    if (result.kind === 'pending') {
      return c.redirect(withFragment(redirectTo, { message: SINGLE_CONFIRMATION_ACCEPTED, sb: '' }), 303);
    }
    const { session } = result;
    return c.redirect(
      withFragment(redirectTo, {
        access_token: session.access_token,
        expires_at: String(session.expires_at),
        expires_in: String(session.expires_in),
        refresh_token: session.refresh_token,
        token_type: session.token_type,
        type,
      }),
      303,
    );
  });

  app.post('/verify', async (c) => {
    deps.limiter.enforce('token_verifications', clientIp(c, deps.config.trustedProxies));
    const body = await readBody(c);
    const type = str(body, 'type');
    const code = str(body, 'token');
    const tokenHash = str(body, 'token_hash');
    if (!type) throw badRequest('validation_failed', 'Verify requires a verification type');
    if ((!code && !tokenHash) || (code && tokenHash)) {
      throw badRequest('validation_failed', 'Verify requires either a token or a token hash');
    }
    if (tokenHash) {
      if (str(body, 'email') || str(body, 'phone') || str(body, 'redirect_to')) {
        throw badRequest('validation_failed', 'Only the token_hash and type should be provided');
      }
      return answer(c, await verify(c, deps, type, tokenHash, LINK_INVALID));
    }
    if (PHONE_TYPES.has(type) && str(body, 'phone')) {
      validatePhone(str(body, 'phone'));
      // No SMS is ever sent locally, so there is no code that could match.
      throw forbidden('otp_expired', CODE_INVALID);
    }
    if (!EMAIL_TYPES.has(type) || !str(body, 'email')) {
      throw badRequest(
        'validation_failed',
        'Only an email address or phone number should be provided on verify',
      );
    }
    let email: string;
    try {
      email = validateEmail(str(body, 'email'));
    } catch {
      throw unprocessable('validation_failed', 'Invalid email format');
    }
    return answer(c, await verifyCode(c, deps, type, email, code));
  });
}
