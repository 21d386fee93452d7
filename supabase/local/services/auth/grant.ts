// Turning a verified user into a session response: a new session (sign-in, sign-up, email link) or
// fresh tokens for an existing one (refresh).
import type { Context } from 'hono';
import type { AuthDeps } from './context.ts';
import { clientIp } from '../../rate-limit.ts';
import { startSession, type SessionRow } from './sessions.ts';
import type { Db } from '../../db.ts';
import { sessionJson, signAccessToken, type SessionJson } from './tokens.ts';
import type { UserRow } from './users.ts';

/** An authentication method as recorded in the `amr` claim, in GoTrue's words. */
export type AuthMethod =
  'password' | 'otp' | 'recovery' | 'magiclink' | 'email/signup' | 'email_change' | 'invite';

export async function tokensFor(
  deps: AuthDeps,
  db: Db,
  user: UserRow,
  session: SessionRow,
  refreshToken: string,
): Promise<SessionJson> {
  const access = await signAccessToken(deps.config, deps.keys.current(), user, session);
  return sessionJson(access, refreshToken, await deps.users.toJson(db, user));
}

/** Starts a session for the user (also stamping last_sign_in_at) and answers with its tokens. */
export async function newSession(
  deps: AuthDeps,
  db: Db,
  userId: string,
  method: AuthMethod,
  c: Context,
): Promise<SessionJson> {
  const { session, refreshToken } = await startSession(db, userId, method, {
    ip: clientIp(c, deps.config.trustedProxies),
    userAgent: c.req.header('user-agent'),
  });
  const user = await deps.users.byId(db, userId);
  if (!user) throw new Error(`user ${userId} vanished while starting a session`);
  return tokensFor(deps, db, user, session, refreshToken);
}
