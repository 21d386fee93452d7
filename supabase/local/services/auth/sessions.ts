// Sessions and their rotating refresh tokens (auth.sessions, auth.refresh_tokens), GoTrue's way:
// every refresh revokes the presented token and issues a child whose `parent` is that token.
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { one, type Db } from '../../db.ts';
import { newRefreshToken, type AmrEntry } from './tokens.ts';

export interface SessionRow {
  id: string;
  user_id: string;
  /** From auth.mfa_amr_claims, most recent first, as GoTrue orders them. */
  amr: AmrEntry[];
  aal: 'aal1' | 'aal2' | 'aal3';
  /** The factor that raised the session to aal2. */
  factor_id: string | null;
  /** When the user signed in; a password change from an old session needs reauthentication. */
  created_at: Date;
}

export interface StartedSession {
  session: SessionRow;
  refreshToken: string;
}

export async function startSession(
  db: Db,
  userId: string,
  method: string,
  client: { ip: string; userAgent: string | undefined },
): Promise<StartedSession> {
  const session: SessionRow = {
    id: randomUUID(),
    user_id: userId,
    amr: [{ method, timestamp: Math.floor(Date.now() / 1000) }],
    aal: 'aal1',
    factor_id: null,
    created_at: new Date(),
  };
  // inet rejects non-addresses such as 'unknown'.
  const ip = /^[0-9a-f:.]+$/i.test(client.ip) ? client.ip : null;
  await db.query(
    `insert into auth.sessions (id, user_id, created_at, updated_at, aal, user_agent, ip)
     values ($1, $2, now(), now(), 'aal1', $3, $4::inet)`,
    [session.id, userId, client.userAgent ?? null, ip],
  );
  await addAmrClaim(db, session.id, method);
  const refreshToken = await insertRefreshToken(db, userId, session.id, null);
  await db.query(`update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1`, [userId]);
  return { session, refreshToken };
}

async function insertRefreshToken(
  db: Db,
  userId: string,
  sessionId: string,
  parent: string | null,
): Promise<string> {
  const token = newRefreshToken();
  await db.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
     values ('00000000-0000-0000-0000-000000000000', $1, $2, false, now(), now(), $3, $4)`,
    [token, userId, parent, sessionId],
  );
  return token;
}

export function findSession(db: Db, id: string): Promise<SessionRow | null> {
  return one<SessionRow>(
    db,
    `select s.id::text, s.user_id::text, s.aal::text, s.factor_id::text, s.created_at,
       coalesce((select jsonb_agg(jsonb_build_object('method', c.authentication_method,
                   'timestamp', extract(epoch from c.updated_at)::bigint) order by c.updated_at desc)
                 from auth.mfa_amr_claims c where c.session_id = s.id), '[]'::jsonb) as amr
     from auth.sessions s where s.id = $1`,
    [id],
  );
}

/** Records (or refreshes the time of) a method the session has passed, as GoTrue's AddClaimToSession. */
export async function addAmrClaim(db: Db, sessionId: string, method: string): Promise<void> {
  await db.query(
    `insert into auth.mfa_amr_claims (id, session_id, created_at, updated_at, authentication_method)
     values (gen_random_uuid(), $1, now(), now(), $2)
     on conflict on constraint mfa_amr_claims_session_id_authentication_method_pkey
     do update set updated_at = now()`,
    [sessionId, method],
  );
}

export interface LockedRefreshToken {
  token: string;
  user_id: string;
  revoked: boolean;
  session_id: string | null;
  /** Seconds since the token was last changed (revoked, for a used token). */
  age_seconds: number;
}

/** The token's row, locked so that concurrent refreshes of one token run one after the other. */
export function lockRefreshToken(client: pg.PoolClient, token: string): Promise<LockedRefreshToken | null> {
  return one<LockedRefreshToken>(
    client,
    `select rt.token, rt.user_id, rt.revoked, s.id::text as session_id,
       extract(epoch from now() - rt.updated_at)::float8 as age_seconds
     from auth.refresh_tokens rt left join auth.sessions s on s.id = rt.session_id
     where rt.token = $1
     for update of rt`,
    [token],
  );
}

/** Revokes `parent` and issues its child. */
export async function swapRefreshToken(client: pg.PoolClient, parent: LockedRefreshToken, sessionId: string) {
  await client.query(`update auth.refresh_tokens set revoked = true, updated_at = now() where token = $1`, [
    parent.token,
  ]);
  return insertRefreshToken(client, parent.user_id, sessionId, parent.token);
}

/** The session's newest unrevoked token: what a client that lost a refresh response should get back. */
export async function activeRefreshToken(db: Db, sessionId: string): Promise<string | null> {
  const row = await one<{ token: string }>(
    db,
    `select token from auth.refresh_tokens where session_id = $1 and not revoked order by id desc limit 1`,
    [sessionId],
  );
  return row?.token ?? null;
}

export async function touchSession(db: Db, sessionId: string): Promise<void> {
  await db.query(`update auth.sessions set refreshed_at = now(), updated_at = now() where id = $1`, [
    sessionId,
  ]);
}

/** Ends a session; its refresh tokens go with it (on delete cascade). */
export async function endSession(db: Db, sessionId: string): Promise<void> {
  await db.query(`delete from auth.sessions where id = $1`, [sessionId]);
}

/** Ends every session of the user, or every one but `keep`. */
export async function endUserSessions(db: Db, userId: string, keep?: string | null): Promise<void> {
  if (keep) await db.query(`delete from auth.sessions where user_id = $1 and id <> $2`, [userId, keep]);
  else await db.query(`delete from auth.sessions where user_id = $1`, [userId]);
}
