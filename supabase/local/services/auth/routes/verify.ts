// GET /verify opens a mailed link (redirecting to the app with a session in the URL fragment, or
// with ?code= for a PKCE link); POST /verify exchanges a token hash, or an address and the mailed
// code, for a session. Links and codes exist for sign-up confirmation, magic links, password
// recovery and confirming an email change.
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
import { methodOfLink } from '../email-links.ts';
import { issueAuthCode, PKCE_PREFIX } from '../pkce.ts';
import { redirectTarget, withFragment, withQuery } from '../redirect.ts';
import { readBody, str } from '../request.ts';
import type { SessionJson } from '../tokens.ts';
import { isBanned, isDeleted, mergeMetadata } from '../users.ts';
import { validateEmail, validatePhone } from '../validate.ts';

const LINK_INVALID = 'Email link is invalid or has expired';
const CODE_INVALID = 'Token has expired or is invalid';

/** Email link types; recovery and magic links share the recovery token, as in GoTrue. */
const EMAIL_TYPES = new Set(['signup', 'invite', 'magiclink', 'recovery', 'email_change', 'email']);
const PHONE_TYPES = new Set(['sms', 'phone_change']);

/**
 * Which stored tokens a link of each type may be (an invitation is a confirmation). A mailed code
 * (`email`) is either a magic link's or a sign-up confirmation's.
 */
const TOKENS_FOR: Record<string, readonly OneTimeTokenType[]> = {
  signup: ['confirmation_token'],
  invite: ['confirmation_token'],
  recovery: ['recovery_token'],
  magiclink: ['recovery_token'],
  email: ['recovery_token', 'confirmation_token'],
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

/** The error in the fragment, and for a PKCE link in the query too (where a PKCE client looks). */
function errorRedirect(redirectTo: string, err: AuthError, pkce: boolean): string {
  const params: Record<string, string> = { error_code: err.code, error_description: err.message };
  const name = OAUTH_ERRORS[err.status];
  if (name) params.error = name;
  return withFragment(pkce ? withQuery(redirectTo, params) : redirectTo, params);
}

/** A session; the code a PKCE link hands the browser; or (the first of two email-change confirmations) nothing yet. */
type Verified =
  { kind: 'session'; session: SessionJson } | { kind: 'code'; code: string } | { kind: 'pending' };

/**
 * Uses up the token and signs its user in (or, for a PKCE link, issues the code of its flow);
 * recovery also confirms an unconfirmed email.
 */
async function verify(
  c: Context,
  deps: AuthDeps,
  type: string,
  link: string,
  invalid: string,
  pkce = false,
): Promise<Verified> {
  if (!EMAIL_TYPES.has(type)) throw badRequest('validation_failed', 'Unsupported verification type');
  const types = TOKENS_FOR[type];
  if (!types) throw forbidden('otp_expired', invalid);
  return transaction(deps.pool, async (client): Promise<Verified> => {
    const token = await consumeOneTimeToken(client, types, link, deps.config.auth.email.otpExpiry);
    if (!token) throw forbidden('otp_expired', invalid);
    const method = methodOfLink(type);
    const signIn = async (userId: string): Promise<Verified> =>
      pkce
        ? { kind: 'code', code: await issueAuthCode(client, userId, method) }
        : { kind: 'session', session: await newSession(deps, client, userId, method, c) };
    if (type === 'email_change') {
      const result = await confirmEmailChange(deps, client, token, invalid);
      if (result.kind === 'pending') return result;
      return signIn(result.user.id);
    }
    const user = await deps.users.byId(client, token.userId);
    if (!user || isDeleted(user)) throw forbidden('otp_expired', invalid);
    if (isBanned(user)) throw forbidden('user_banned', 'User is banned');
    await clearOneTimeTokens(client, user.id);
    await client.query(`update auth.users set recovery_token = '' where id = $1`, [user.id]);
    if (user.email && !user.email_confirmed_at) {
      await deps.users.setConfirmed(client, user.id, 'email');
      await deps.users.setMetadata(
        client,
        user.id,
        'user',
        mergeMetadata(user.raw_user_meta_data, { email_verified: true }),
      );
    }
    return signIn(user.id);
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
  if (result.kind === 'code') throw new Error('POST /verify never runs a PKCE flow');
  return c.json(result.session);
}

/** A link token, and whether it is a PKCE link's (`pkce_` + the token). */
function linkOf(token: string): { link: string; pkce: boolean } {
  return token.startsWith(PKCE_PREFIX)
    ? { link: token.slice(PKCE_PREFIX.length), pkce: true }
    : { link: token, pkce: false };
}

export function verifyRoutes(app: Hono<AuthEnv>, deps: AuthDeps): void {
  app.get('/verify', async (c) => {
    deps.limiter.enforce('token_verifications', clientIp(c, deps.config.trustedProxies));
    const type = c.req.query('type') ?? '';
    const token = c.req.query('token') ?? '';
    if (!type) throw badRequest('validation_failed', 'Verify requires a verification type');
    if (!token) throw badRequest('validation_failed', 'Verify requires a token or a token hash');
    const redirectTo = redirectTarget(c, deps.config.auth, c.req.query('redirect_to'));
    const { link, pkce } = linkOf(token);
    let result: Verified;
    try {
      result = await verify(c, deps, type, link, LINK_INVALID, pkce);
    } catch (err) {
      if (err instanceof AuthError) return c.redirect(errorRedirect(redirectTo, err, pkce), 303);
      throw err;
    }
    if (result.kind === 'pending') {
      return c.redirect(withFragment(redirectTo, { message: SINGLE_CONFIRMATION_ACCEPTED, sb: '' }), 303);
    }
    if (result.kind === 'code') return c.redirect(withQuery(redirectTo, { code: result.code }), 303);
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
      // A PKCE link's token used by hand (a server-side confirm route) signs in directly.
      return answer(c, await verify(c, deps, type, linkOf(tokenHash).link, LINK_INVALID));
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
