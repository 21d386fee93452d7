// Vault on the local stack against supabase_vault 0.3 as a hosted project has it (installed before
// any migration): create_secret / update_secret with their defaults, vault.secrets holding base64
// ciphertext and no plaintext on disk, vault.decrypted_secrets for postgres and service_role only,
// nothing for anon and authenticated, and a tampered secret refusing to decrypt.
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { db, stack } from './helpers.ts';

const name = `vault-test-${Date.now().toString(36)}`;

/** Runs `sql` as an API role in a transaction that is rolled back. */
async function asRole<T>(role: string, sql: string, values: unknown[] = []): Promise<T[]> {
  const client = await db().connect();
  try {
    await client.query('begin');
    await client.query(`set local role ${role}`);
    return (await client.query(sql, values)).rows as T[];
  } finally {
    await client.query('rollback');
    client.release();
  }
}

describe('Vault: the SQL API a hosted project has', () => {
  it('is installed before the first migration, with vault 0.3’s functions and their defaults', async () => {
    const { rows } = await db().query<{ fn: string }>(`
      select p.proname || '(' || pg_get_function_arguments(p.oid) || ') → ' || pg_get_function_result(p.oid) as fn
      from pg_proc p where p.pronamespace = 'vault'::regnamespace and p.proname in ('create_secret', 'update_secret')
      order by 1`);
    expect(rows.map((r) => r.fn)).toEqual([
      "create_secret(new_secret text, new_name text DEFAULT NULL::text, new_description text DEFAULT ''::text, new_key_id uuid DEFAULT NULL::uuid) → uuid",
      'update_secret(secret_id uuid, new_secret text DEFAULT NULL::text, new_name text DEFAULT NULL::text, new_description text DEFAULT NULL::text, new_key_id uuid DEFAULT NULL::uuid) → void',
    ]);
    const { rows: ext } = await db().query(
      `select extversion from pg_extension where extname = 'supabase_vault'`,
    );
    expect(ext).toEqual([{ extversion: '0.3.1' }]);
  });

  it('round-trips a secret for service_role, and update_secret leaves what it is not given', async () => {
    const client = await db().connect();
    try {
      await client.query('begin');
      await client.query('set local role service_role');
      const { rows } = await client.query<{ id: string }>(
        `select vault.create_secret('first value', $1, 'a test secret') as id`,
        [name],
      );
      const id = rows[0]!.id;
      const read = async () =>
        (
          await client.query(
            'select name, decrypted_secret, description from vault.decrypted_secrets where id = $1',
            [id],
          )
        ).rows;
      expect(await read()).toEqual([{ name, decrypted_secret: 'first value', description: 'a test secret' }]);
      await client.query('select vault.update_secret($1, new_description := $2)', [id, 'changed']);
      expect(await read()).toEqual([{ name, decrypted_secret: 'first value', description: 'changed' }]);
      await client.query('select vault.update_secret($1, $2)', [id, 'second välue']);
      expect(await read()).toEqual([{ name, decrypted_secret: 'second välue', description: 'changed' }]);
    } finally {
      await client.query('rollback');
      client.release();
    }
  });

  it('keeps only ciphertext: in vault.secrets, and on disk', async () => {
    const plaintext = `needle-${Date.now()}-plaintext`;
    const { rows } = await db().query<{ id: string }>(`select vault.create_secret($1) as id`, [plaintext]);
    const id = rows[0]!.id;
    const { rows: stored } = await db().query<{ secret: string; nonce: Buffer }>(
      'select secret, nonce from vault.secrets where id = $1',
      [id],
    );
    expect(stored[0]!.secret).not.toContain(plaintext);
    expect(Buffer.from(stored[0]!.secret, 'base64').toString('latin1')).not.toContain(plaintext);
    expect(stored[0]!.nonce.length).toBeGreaterThan(0);

    // The table's own file, after a checkpoint wrote its pages out.
    await db().query('checkpoint');
    const { rows: file } = await db().query<{ path: string }>(
      `select pg_relation_filepath('vault.secrets') as path`,
    );
    const heap = await readFile(path.join(stack.dataDir, 'db', file[0]!.path));
    expect(heap.includes(Buffer.from(stored[0]!.secret.slice(0, 40)))).toBe(true); // the file is the right one
    expect(heap.includes(Buffer.from(plaintext))).toBe(false);

    // The key lives beside the database, readable by the server's user only.
    const key = await stat(path.join(stack.dataDir, 'vault', 'root.key'));
    expect(key.mode & 0o077).toBe(0);
    await db().query('delete from vault.secrets where id = $1', [id]);
  });

  it('refuses to decrypt a secret whose ciphertext was changed', async () => {
    const { rows } = await db().query<{ id: string }>(`select vault.create_secret('do not tamper') as id`);
    const id = rows[0]!.id;
    try {
      await db().query(
        `update vault.secrets set secret = encode(decode(secret, 'base64') || '\\x00'::bytea, 'base64') where id = $1`,
        [id],
      );
      await expect(
        db().query('select decrypted_secret from vault.decrypted_secrets where id = $1', [id]),
      ).rejects.toThrow('invalid message');
    } finally {
      await db().query('delete from vault.secrets where id = $1', [id]);
    }
  });

  it('lets postgres and service_role in, and anon and authenticated nowhere', async () => {
    const { rows } = await db().query(`
      select r as role,
        has_schema_privilege(r, 'vault', 'USAGE') as usage,
        has_table_privilege(r, 'vault.secrets', 'SELECT') as read_secrets,
        has_table_privilege(r, 'vault.decrypted_secrets', 'SELECT') as read_decrypted,
        has_table_privilege(r, 'vault.secrets', 'INSERT') as insert_secrets,
        has_function_privilege(r, 'vault.create_secret(text, text, text, uuid)', 'EXECUTE') as create_secret
      from unnest(array['anon', 'authenticated', 'service_role']) r order by 1`);
    expect(rows).toEqual([
      {
        role: 'anon',
        usage: false,
        read_secrets: false,
        read_decrypted: false,
        insert_secrets: false,
        create_secret: false,
      },
      {
        role: 'authenticated',
        usage: false,
        read_secrets: false,
        read_decrypted: false,
        insert_secrets: false,
        create_secret: false,
      },
      {
        role: 'service_role',
        usage: true,
        read_secrets: true,
        read_decrypted: true,
        insert_secrets: false,
        create_secret: true,
      },
    ]);
    // postgres is the local superuser, so its grants are read from the catalogue: hosted's, with grant option.
    const { rows: acl } = await db().query<{ obj: string; privilege: string }>(`
      select c.relname as obj, a.privilege_type as privilege from pg_class c, aclexplode(c.relacl) a
      where c.relnamespace = 'vault'::regnamespace and c.relkind in ('r', 'v') and a.grantee = 'postgres'::regrole and a.is_grantable
      order by 1, 2`);
    expect(acl).toEqual([
      { obj: 'decrypted_secrets', privilege: 'DELETE' },
      { obj: 'decrypted_secrets', privilege: 'SELECT' },
      { obj: 'secrets', privilege: 'DELETE' },
      { obj: 'secrets', privilege: 'SELECT' },
    ]);
    await expect(asRole('authenticated', 'select * from vault.decrypted_secrets')).rejects.toThrow(
      'permission denied for schema vault',
    );
  });

  it('holds the stack’s own URL as project_url, for jobs that call its functions', async () => {
    const { rows } = await db().query(
      `select decrypted_secret from vault.decrypted_secrets where name = 'project_url'`,
    );
    expect(rows).toEqual([{ decrypted_secret: stack.apiUrl }]);
  });
});
