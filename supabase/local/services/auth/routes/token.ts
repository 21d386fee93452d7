// POST /token?grant_type=password|refresh_token|pkce (id_token and web3 answer as disabled).
import type { Context, Hono } from 'hono';
import type { AuthDeps, AuthEnv } from '../context.ts';
import { AuthError, badRequest, notFound, OAuthError } from '../errors.ts';
import { newSession, tokensFor } from '../grant.ts';
import { checkPasswordStrength, hashPassword, verifyPassword } from '../passwords.ts';
import { redeemAuthCode } from '../pkce.ts';
import { idTokenGrant, web3Grant } from './disabled.ts';
import { clientIp } from '../../../rate-limit.ts';
import { readBody, str } from '../request.ts';
import {
  activeRefreshToken,
  endSession,
  findSession,
  lockRefreshToken,
  swapRefreshToken,
  touchSession,
  type SessionRow,
} from '../sessions.ts';
import { transaction } from '../../../db.ts';
import { isBanned, isDeleted, type UserRow } from '../users.ts';
import { formatPhone } from '../validate.ts';

const invalidCredentials = () => badRequest('invalid_credentials', 'Invalid login credentials');
const tokenNotFound = () =>
  badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');

// Compared against when no user matches, so a miss costs as long as a wrong password.
let decoyHash: Promise<string> | undefined;

export function tokenRoutes(app: Hono<AuthEnv>, deps: AuthDeps): void {
  app.post('/token', async (c) => {
    const grant = c.req.query('grant_type');
    if (grant === 'password') {
      deps.limiter.enforce('sign_in_sign_ups', clientIp(c, deps.config.trustedProxies));
      return c.json(await passwordGrant(c, deps));
    }
    if (grant === 'pkce') {
      deps.limiter.enforce('sign_in_sign_ups', clientIp(c, deps.config.trustedProxies));
      return c.json(await pkceGrant(c, deps));
    }
    if (grant === 'refresh_token') {
      deps.limiter.enforce('token_refresh', clientIp(c, deps.config.trustedProxies));
      return c.json(await refreshTokenGrant(c, deps));
    }
    if (grant === 'id_token') {
      deps.limiter.enforce('sign_in_sign_ups', clientIp(c, deps.config.trustedProxies));
      return idTokenGrant(c);
    }
    if (grant === 'web3') {
      deps.limiter.enforce('sign_in_sign_ups', clientIp(c, deps.config.trustedProxies));
      return web3Grant();
    }
    throw badRequest('invalid_credentials', 'unsupported_grant_type');
  });
}

async function passwordGrant(c: Context, deps: AuthDeps) {
  const body = await readBody(c);
  const email = str(body, 'email');
  const phone = str(body, 'phone');
  const password = str(body, 'password');
  if (email && phone) {
    throw badRequest(
      'validation_failed',
      'Only an email address or phone number should be provided on login.',
    );
  }
  if (!email && !phone) throw badRequest('validation_failed', 'missing email or phone');

  // Failures count per account as typed, known or not, so the answers reveal nothing either way;
  // per client too, so a stranger's guesses refuse the stranger, and only slow down everyone else.
  const account = email ? email.toLowerCase() : formatPhone(phone);
  const client = clientIp(c, deps.config.trustedProxies);
  deps.limiter.assertMayGuess('password', account, client);
  const delay = deps.limiter.guessDelayMs(account);
  if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
  const user = email
    ? await deps.users.byEmail(deps.pool, email)
    : await deps.users.byPhone(deps.pool, formatPhone(phone));
  if (!user || isDeleted(user) || !user.encrypted_password) {
    await verifyPassword(password, await (decoyHash ??= hashPassword('decoy-password')));
    deps.limiter.failedGuess('password', account, client);
    throw invalidCredentials();
  }
  if (isBanned(user)) throw badRequest('user_banned', 'User is banned');
  if (!(await verifyPassword(password, user.encrypted_password))) {
    deps.limiter.failedGuess('password', account, client);
    throw invalidCredentials();
  }
  deps.limiter.rightGuess('password', account, client);
  if (email && !user.email_confirmed_at) throw badRequest('email_not_confirmed', 'Email not confirmed');
  if (phone && !user.phone_confirmed_at) throw badRequest('phone_not_confirmed', 'Phone not confirmed');

  const session = await transaction(deps.pool, (client) => newSession(deps, client, user.id, 'password', c));
  // A correct password that no longer meets the policy still signs in; the client is told so.
  const weak = weakPasswordNotice(password, deps.config.auth.minimumPasswordLength);
  return weak ? { ...session, weak_password: weak } : session;
}

function weakPasswordNotice(
  password: string,
  minLength: number,
): { reasons: string[]; message: string } | null {
  try {
    checkPasswordStrength(password, minLength);
    return null;
  } catch (err) {
    return err instanceof AuthError && err.weakPasswordReasons
      ? { reasons: err.weakPasswordReasons, message: err.message }
      : null;
  }
}

/** exchangeCodeForSession: the code a PKCE link handed the browser, with the verifier it kept. */
async function pkceGrant(c: Context, deps: AuthDeps) {
  const body = await readBody(c);
  return transaction(deps.pool, async (client) => {
    const { userId, method } = await redeemAuthCode(
      client,
      str(body, 'auth_code'),
      str(body, 'code_verifier'),
    );
    const user = await deps.users.byId(client, userId);
    if (!user || isDeleted(user)) throw notFound('user_not_found', 'User not found');
    if (isBanned(user)) throw badRequest('user_banned', 'User is banned');
    return newSession(deps, client, user.id, method, c);
  });
}

type Refreshed =
  { kind: 'ok'; user: UserRow; session: SessionRow; refreshToken: string } | { kind: 'reused' };

/**
 * Rotation: the presented token is revoked and a child issued. A revoked token presented again
 * within refresh_token_reuse_interval (a client that lost the response, or parallel tabs) gets the
 * session's current token; later, it is treated as stolen and the whole session ends.
 */
async function refreshTokenGrant(c: Context, deps: AuthDeps) {
  const body = await readBody(c);
  const presented = str(body, 'refresh_token');
  if (!presented) throw new OAuthError('invalid_request', 'refresh_token required');

  const result = await transaction(deps.pool, async (client): Promise<Refreshed> => {
    const token = await lockRefreshToken(client, presented);
    if (!token) throw tokenNotFound();
    const user = await deps.users.byId(client, token.user_id);
    if (!user || isDeleted(user)) throw tokenNotFound();
    if (isBanned(user)) throw badRequest('user_banned', 'Invalid Refresh Token: User Banned');
    const sessionId = token.session_id;
    if (!sessionId) throw badRequest('session_not_found', 'Invalid Refresh Token: No Valid Session Found');

    let refreshToken: string | null;
    if (!token.revoked) refreshToken = await swapRefreshToken(client, token, sessionId);
    else if (token.age_seconds <= deps.config.auth.refreshTokenReuseInterval) {
      refreshToken = await activeRefreshToken(client, sessionId);
    } else refreshToken = null;

    if (!refreshToken) {
      await endSession(client, sessionId);
      return { kind: 'reused' };
    }
    await touchSession(client, sessionId);
    const session = await findSession(client, sessionId);
    if (!session) throw badRequest('session_not_found', 'Invalid Refresh Token: No Valid Session Found');
    return { kind: 'ok', user, session, refreshToken };
  });
  // Thrown after the commit, so the session stays ended.
  if (result.kind === 'reused')
    throw badRequest('refresh_token_already_used', 'Invalid Refresh Token: Already Used');
  return tokensFor(deps, deps.pool, result.user, result.session, result.refreshToken);
}
