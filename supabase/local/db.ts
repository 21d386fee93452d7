// The database and JWT helpers every service shares: one transaction helper, acting as a caller's
// API role (so the project's RLS decides), and verifying a token against the project's keys.
import type { JWTPayload } from 'jose';
import type pg from 'pg';
import type { SigningKeyStore } from './signing-keys.ts';

/** A pool or a client inside a transaction: anything that can run a query. */
export type Db = pg.Pool | pg.PoolClient;

export type Claims = JWTPayload & { role?: string; sub?: string; email?: string; session_id?: string };

const API_ROLES = new Set(['anon', 'authenticated', 'service_role']);

export const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const NIL_UUID = '00000000-0000-0000-0000-000000000000';

export function isUuid(value: string | undefined | null): value is string {
  return !!value && UUID_RE.test(value);
}

/**
 * The claims of a token signed by one of the project's trusted keys (the key in use, a previously
 * used one, the legacy secret); null when it is missing, expired, forged or its key revoked.
 */
export function verifyJwt(token: string | undefined | null, keys: SigningKeyStore): Promise<Claims | null> {
  return keys.current().claims<Claims>(token);
}

/** Runs `fn` in one transaction on one connection: committed when it returns, rolled back when it throws. */
export async function transaction<T>(pool: pg.Pool, fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  // A connection that breaks while checked out (Postgres killed between two statements) emits
  // 'error'; unheard, that would end the whole stack. The next query fails instead, and the
  // broken connection is discarded rather than returned to the pool.
  let broken: Error | undefined;
  const onError = (err: Error) => {
    broken = err;
  };
  client.on('error', onError);
  try {
    await client.query('begin');
    const result = await fn(client);
    await client.query('commit');
    return result;
  } catch (err) {
    if (!broken) await client.query('rollback').catch(() => undefined);
    throw err;
  } finally {
    client.off('error', onError);
    client.release(broken);
  }
}

/**
 * Runs `fn` in a transaction as the API role named in the claims (anon when there are none), with
 * `request.jwt.claims` set the way PostgREST sets it, so the project's RLS policies decide.
 */
export function withRole<T>(
  pool: pg.Pool,
  claims: Claims | null,
  fn: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const role = claims?.role && API_ROLES.has(claims.role) ? claims.role : 'anon';
  return transaction(pool, async (client) => {
    await client.query(`select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)`, [
      role,
      JSON.stringify(claims ?? { role: 'anon' }),
    ]);
    return fn(client);
  });
}

/** The first row of a query, or null. */
export async function one<T extends pg.QueryResultRow>(
  db: Db,
  text: string,
  values: unknown[] = [],
): Promise<T | null> {
  const { rows } = await db.query<T>(text, values);
  return rows[0] ?? null;
}

// Connection refused or reset, the server shutting down or still starting, a connection cut.
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08006',
]);

/**
 * Whether a query failed because Postgres is away (killed, restarting, recovering) rather than
 * because of what it asked: such a request is answered 503 and may simply be retried.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  const e = err as { code?: unknown; message?: unknown } | null;
  if (typeof e?.code === 'string' && UNAVAILABLE_CODES.has(e.code)) return true;
  return /Connection terminated|connection error|terminating connection|the database system is (starting up|shutting down|in recovery)/i.test(
    String(e?.message ?? ''),
  );
}
