// Who is calling: the user behind a bearer token (GET/PUT /user, /logout) or an admin (service_role).
import type { Context } from 'hono';
import type { AuthDeps } from './context.ts';
import { AuthError, badRequest, forbidden } from './errors.ts';
import { findSession, type SessionRow } from './sessions.ts';
import { NIL_UUID, UUID_RE } from '../../db.ts';
import { bearerToken } from '../../http.ts';
import { verifyAccessToken, type AccessClaims } from './tokens.ts';
import { isBanned, type UserRow } from './users.ts';

export interface Caller {
  claims: AccessClaims;
  user: UserRow;
  session: SessionRow | null;
}

const ADMIN_ROLES = new Set(['service_role', 'supabase_admin']);

async function claimsOf(c: Context, deps: AuthDeps): Promise<AccessClaims> {
  const token = bearerToken(c.req.header('authorization'));
  if (!token) throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  return verifyAccessToken(deps.keys.current(), token);
}

/** The session named in the token must still exist: signing out ends access through /user at once. */
async function sessionOf(deps: AuthDeps, claims: AccessClaims): Promise<SessionRow | null> {
  const id = claims.session_id;
  if (!id || id === NIL_UUID) return null;
  if (!UUID_RE.test(id)) throw forbidden('bad_jwt', 'invalid claim: session_id claim must be a UUID');
  const session = await findSession(deps.pool, id);
  if (!session) throw forbidden('session_not_found', 'Session from session_id claim in JWT does not exist');
  return session;
}

export async function authenticate(c: Context, deps: AuthDeps): Promise<Caller> {
  const claims = await claimsOf(c, deps);
  if (!claims.sub) throw forbidden('bad_jwt', 'invalid claim: missing sub claim');
  if (!UUID_RE.test(claims.sub)) throw badRequest('bad_jwt', 'invalid claim: sub claim must be a UUID');
  const user = await deps.users.byId(deps.pool, claims.sub);
  if (!user) throw forbidden('user_not_found', 'User from sub claim in JWT does not exist');
  const session = await sessionOf(deps, claims);
  if (isBanned(user)) throw forbidden('user_banned', 'User is banned');
  return { claims, user, session };
}

export async function requireAdmin(c: Context, deps: AuthDeps): Promise<AccessClaims> {
  const claims = await claimsOf(c, deps);
  await sessionOf(deps, claims);
  if (!claims.role || !ADMIN_ROLES.has(claims.role)) throw forbidden('not_admin', 'User not allowed');
  return claims;
}
