// Shared database and JWT helpers for the stack's services.
import { jwtVerify, type JWTPayload } from 'jose';
import type pg from 'pg';

export type Claims = JWTPayload & { role?: string; sub?: string; email?: string; session_id?: string };

const API_ROLES = new Set(['anon', 'authenticated', 'service_role']);

/** Verifies an HS256 token with the stack's secret; null when it is missing, expired or forged. */
export async function verifyJwt(token: string | undefined | null, secret: string): Promise<Claims | null> {
  if (!token) return null;
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), {
      algorithms: ['HS256'],
    });
    return payload as Claims;
  } catch {
    return null;
  }
}

/** The bearer token of an Authorization header, if any. */
export function bearer(header: string | undefined | null): string | null {
  const m = header?.match(/^Bearer\s+(.+)$/i);
  return m ? m[1]!.trim() : null;
}

/**
 * Runs `fn` in a transaction as the API role named in the claims (anon when there are none), with
 * `request.jwt.claims` set the way PostgREST sets it, so the project's RLS policies decide.
 */
export async function withRole<T>(
  pool: pg.Pool,
  claims: Claims | null,
  fn: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const role = claims?.role && API_ROLES.has(claims.role) ? claims.role : 'anon';
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query(`select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)`, [
      role,
      JSON.stringify(claims ?? { role: 'anon' }),
    ]);
    const result = await fn(client);
    await client.query('commit');
    return result;
  } catch (err) {
    await client.query('rollback').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}
