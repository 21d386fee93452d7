// Realtime Authorization as hosted does it: a private channel's topic is readable by a user when a
// realtime.messages row for that topic and extension would be visible to them (SELECT policies),
// and writable when they could insert one (INSERT policies). Both are probed inside a transaction
// that is always rolled back, acting as the user (role, claims, `realtime.topic`), so the
// project's RLS policies on realtime.messages decide, with realtime.topic() as they expect.
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { Claims } from '../../db.ts';
import { effectiveRole } from './catalog.ts';

export type Extension = 'broadcast' | 'presence';

interface Permission {
  /** null: not evaluated yet. */
  read: boolean | null;
  write: boolean | null;
}

export interface Policies {
  broadcast: Permission;
  presence: Permission;
}

export function noPolicies(): Policies {
  return { broadcast: { read: null, write: null }, presence: { read: null, write: null } };
}

async function rolledBack<T>(pool: pg.Pool, fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  const onError = (err: Error) => {
    broken = err;
  };
  client.on('error', onError);
  try {
    await client.query('begin');
    return await fn(client);
  } finally {
    if (!broken) await client.query('rollback').catch(() => undefined);
    client.off('error', onError);
    client.release(broken);
  }
}

/** Acts as the user for the rest of the transaction, with the settings hosted Realtime sets. */
async function actAs(client: pg.PoolClient, claims: Claims, subTopic: string): Promise<void> {
  const role = effectiveRole(claims);
  await client.query(
    `select set_config('role', $1, true), set_config('realtime.topic', $2, true),
            set_config('request.jwt.claims', $3, true), set_config('request.jwt.claim.sub', $4, true),
            set_config('request.jwt.claim.role', $1, true)`,
    [role, subTopic, JSON.stringify(claims), claims.sub ?? ''],
  );
}

/** Whether the user may read `subTopic` for each extension (the SELECT policies). */
export async function readAuthorizations(
  pool: pg.Pool,
  claims: Claims,
  subTopic: string,
  extensions: Extension[],
): Promise<Record<Extension, boolean | null>> {
  return rolledBack(pool, async (client) => {
    const probes = extensions.map((extension) => ({ extension, id: randomUUID() }));
    for (const { extension, id } of probes) {
      await client.query(`insert into realtime.messages (id, topic, extension) values ($1, $2, $3)`, [
        id,
        subTopic,
        extension,
      ]);
    }
    await actAs(client, claims, subTopic);
    const { rows } = await client.query<{ id: string }>(
      `select id from realtime.messages where id = any($1::uuid[])`,
      [probes.map((p) => p.id)],
    );
    const seen = new Set(rows.map((r) => r.id));
    const out: Record<Extension, boolean | null> = { broadcast: null, presence: null };
    for (const { extension, id } of probes) out[extension] = seen.has(id);
    return out;
  });
}

/** Whether the user may write to `subTopic` for `extension` (the INSERT policies). */
export async function writeAuthorization(
  pool: pg.Pool,
  claims: Claims,
  subTopic: string,
  extension: Extension,
): Promise<boolean> {
  return rolledBack(pool, async (client) => {
    await actAs(client, claims, subTopic);
    try {
      await client.query(`insert into realtime.messages (topic, extension) values ($1, $2)`, [
        subTopic,
        extension,
      ]);
      return true;
    } catch (e) {
      if ((e as { code?: string }).code === '42501') return false;
      throw e;
    }
  });
}
