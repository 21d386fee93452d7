// POST /recover mails a password-recovery link; GET /verify opens it (redirecting to the app with a
// session in the URL fragment) and POST /verify exchanges a token hash or a code for a session.
import type { Context, Hono } from 'hono';
import type { AuthDeps, AuthEnv } from '../context.ts';
import { AuthError, badRequest, forbidden, unprocessable, type OAuthErrorName } from '../errors.ts';
import { newSession } from '../grant.ts';
import {
  clearOneTimeTokens,
  consumeOneTimeToken,
  linkToken,
  newOtp,
  saveOneTimeToken,
} from '../one-time-tokens.ts';
import { clientIp } from '../rate-limit.ts';
import { resolveRedirect, withFragment } from '../redirect.ts';
import { readBody, str } from '../request.ts';
import { transaction } from '../../../db.ts';
import type { SessionJson } from '../tokens.ts';
import { isBanned, isDeleted } from '../users.ts';
import { validateEmail, validatePhone } from '../validate.ts';

const LINK_INVALID = 'Email link is invalid or has expired';
const CODE_INVALID = 'Token has expired or is invalid';

/** Email link types; recovery and magic links share the recovery token, as in GoTrue. */
const EMAIL_TYPES = new Set(['signup', 'invite', 'magiclink', 'recovery', 'email_change', 'email']);
const RECOVERY_TYPES = new Set(['recovery', 'magiclink', 'email']);
const PHONE_TYPES = new Set(['sms', 'phone_change']);

/** OAuth error names GoTrue puts in the fragment for an HTTP status. */
const OAUTH_ERRORS: Record<number, OAuthErrorName> = {
  400: 'invalid_request',
  401: 'unauthorized_client',
  403: 'access_denied',
  500: 'server_error',
  503: 'temporarily_unavailable',
};

/** The requested redirect if allowed, else the Referer if allowed, else site_url (GoTrue's GetReferrer). */
function redirectTarget(c: Context, deps: AuthDeps, requested: string | undefined): string {
  const settings = deps.config.auth;
  const first = resolveRedirect(requested, settings);
  if (first !== settings.siteUrl || requested === settings.siteUrl) return first;
  return resolveRedirect(c.req.header('referer'), settings);
}

export function errorRedirect(redirectTo: string, err: AuthError): string {
  const params: Record<string, string> = { error_code: err.code, error_description: err.message };
  const name = OAUTH_ERRORS[err.status];
  if (name) params.error = name;
  return withFragment(redirectTo, params);
}

export function recoverRoutes(app: Hono<AuthEnv>, deps: AuthDeps): void {
  app.post('/recover', async (c) => {
    deps.limiter.enforce('email_sent', clientIp(c));
    const body = await readBody(c);
    if (!str(body, 'email')) throw badRequest('validation_failed', 'Password recovery requires an email');
    const email = validateEmail(str(body, 'email'));
    const redirectTo = redirectTarget(c, deps, c.req.query('redirect_to') ?? str(body, 'redirect_to'));

    // The answer is the same whether or not the account exists: no account enumeration.
    const user = await deps.users.byEmail(deps.pool, email);
    if (!user || isDeleted(user) || !user.email) return c.json({});

    const otp = newOtp();
    const token = linkToken(user.email, otp);
    await transaction(deps.pool, async (client) => {
      await saveOneTimeToken(client, user.id, 'recovery_token', token, user.email!);
      await client.query(`update auth.users set recovery_sent_at = now() where id = $1`, [user.id]);
    });
    const link = new URL(`${deps.config.apiUrl}/auth/v1/verify`);
    link.search = new URLSearchParams({ token, type: 'recovery', redirect_to: redirectTo }).toString();
    await deps.mailer.recovery(user.email, link.toString(), otp);
    return c.json({});
  });

  app.get('/verify', async (c) => {
    deps.limiter.enforce('token_verifications', clientIp(c));
    const type = c.req.query('type') ?? '';
    const token = c.req.query('token') ?? '';
    if (!type) throw badRequest('validation_failed', 'Verify requires a verification type');
    if (!token) throw badRequest('validation_failed', 'Verify requires a token or a token hash');
    const redirectTo = redirectTarget(c, deps, c.req.query('redirect_to'));
    try {
      const session = await verify(c, deps, type, token, LINK_INVALID);
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
    } catch (err) {
      if (err instanceof AuthError) return c.redirect(errorRedirect(redirectTo, err), 303);
      throw err;
    }
  });

  app.post('/verify', async (c) => {
    deps.limiter.enforce('token_verifications', clientIp(c));
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
      return c.json(await verify(c, deps, type, tokenHash, LINK_INVALID));
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
    return c.json(await verify(c, deps, type, linkToken(email, code), CODE_INVALID));
  });
}

/** Uses up the token and signs its user in; recovery also confirms an unconfirmed email. */
async function verify(
  c: Context,
  deps: AuthDeps,
  type: string,
  link: string,
  invalid: string,
): Promise<SessionJson> {
  if (!EMAIL_TYPES.has(type)) throw badRequest('validation_failed', 'Unsupported verification type');
  // Only recovery links are ever mailed locally; other types can never match.
  if (!RECOVERY_TYPES.has(type)) throw forbidden('otp_expired', invalid);
  return transaction(deps.pool, async (client) => {
    const userId = await consumeOneTimeToken(client, 'recovery_token', link);
    const user = userId ? await deps.users.byId(client, userId) : null;
    if (!user || isDeleted(user)) throw forbidden('otp_expired', invalid);
    if (isBanned(user)) throw forbidden('user_banned', 'User is banned');
    await clearOneTimeTokens(client, user.id);
    await client.query(`update auth.users set recovery_token = '' where id = $1`, [user.id]);
    if (user.email && !user.email_confirmed_at) await deps.users.setConfirmed(client, user.id, 'email');
    return newSession(deps, client, user.id, 'otp', c);
  });
}
