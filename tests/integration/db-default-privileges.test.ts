// Migrations must end with the same privileges on every Supabase project. Many projects grant ALL on
// every new table, sequence and function in public to the API roles by default (the classic
// self-hosted image, older hosted projects, the "default privileges for new entities" switch); the
// local stack grants nothing. So a second, throw-away Postgres gets the same bootstrap plus those
// default privileges, every migration is applied to it, and the effective privileges of anon and
// authenticated must equal the test stack's exactly: a migration that grants without revoking first
// shows up here by name.
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_PASSWORD, PROJECT_ROOT } from '../../supabase/local/config.ts';
import { migrate } from '../../supabase/local/migrate.ts';
import { startPostgres, type PostgresHandle } from '../../supabase/local/postgres.ts';
import { freePort } from '../../supabase/local/stack.ts';
import { db } from './helpers.ts';

// What the classic supabase/postgres image runs for the role that applies migrations.
const CLASSIC_DEFAULT_PRIVILEGES = `
  alter default privileges for role postgres in schema public
    grant all on tables to anon, authenticated, service_role;
  alter default privileges for role postgres in schema public
    grant all on sequences to anon, authenticated, service_role;
  alter default privileges for role postgres in schema public
    grant all on functions to anon, authenticated, service_role;
`;

// One line per privilege a role effectively holds on an object in public (column privileges
// include those implied by a table grant), e.g. "authenticated UPDATE (role) on table public.profiles".
const EFFECTIVE_PRIVILEGES = `
  with roles(role) as (values ('anon'), ('authenticated')),
  rels as (
    select c.oid, c.relkind, format('%I.%I', n.nspname, c.relname) as name
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm', 'f', 'S')
  )
  select r.role || ' ' || p.priv || ' on table ' || t.name as line
  from roles r cross join rels t
  cross join unnest(array['SELECT', 'INSERT', 'UPDATE', 'DELETE', 'TRUNCATE', 'REFERENCES', 'TRIGGER']) p(priv)
  where t.relkind <> 'S' and has_table_privilege(r.role, t.oid, p.priv)
  union all
  select r.role || ' ' || p.priv || ' on sequence ' || t.name
  from roles r cross join rels t cross join unnest(array['USAGE', 'SELECT', 'UPDATE']) p(priv)
  where t.relkind = 'S' and has_sequence_privilege(r.role, t.oid, p.priv)
  union all
  select r.role || ' ' || p.priv || ' (' || a.attname || ') on table ' || t.name
  from roles r cross join rels t
  join pg_attribute a on a.attrelid = t.oid and a.attnum > 0 and not a.attisdropped
  cross join unnest(array['SELECT', 'INSERT', 'UPDATE', 'REFERENCES']) p(priv)
  where t.relkind <> 'S' and has_column_privilege(r.role, t.oid, a.attnum, p.priv)
  union all
  select r.role || ' EXECUTE on function ' || f.oid::regprocedure::text
  from roles r cross join pg_proc f join pg_namespace n on n.oid = f.pronamespace
  where n.nspname = 'public' and has_function_privilege(r.role, f.oid, 'EXECUTE')
  order by 1
`;

async function effectivePrivileges(client: pg.Pool | pg.Client): Promise<Set<string>> {
  const { rows } = await client.query<{ line: string }>(EFFECTIVE_PRIVILEGES);
  return new Set(rows.map((r) => r.line));
}

describe('privileges on a project whose default privileges grant everything', () => {
  let postgres: PostgresHandle | undefined;
  let classic: pg.Client;

  beforeAll(async () => {
    const port = await freePort();
    postgres = await startPostgres({
      dataDir: path.join(PROJECT_ROOT, 'supabase', `.data-classic-${port}`),
      port,
      ephemeral: true,
      log: () => undefined,
    });
    const url = `postgresql://postgres:${DB_PASSWORD}@127.0.0.1:${port}/postgres`;
    await migrate(url, { seed: false, log: () => undefined, afterBootstrap: CLASSIC_DEFAULT_PRIVILEGES });
    classic = new pg.Client({ connectionString: url });
    await classic.connect();
  });

  afterAll(async () => {
    await classic?.end();
    await postgres?.stop();
  });

  it('really grants every new object to the API roles there (so the comparison can fail)', async () => {
    await classic.query(
      'create table public.zz_probe (id int primary key); create function public.zz_probe_fn() returns int language sql as $$ select 1 $$',
    );
    try {
      const { rows } = await classic.query<{ truncate: boolean; execute: boolean }>(`
        select has_table_privilege('anon', 'public.zz_probe', 'TRUNCATE') as truncate,
               has_function_privilege('anon', 'public.zz_probe_fn()', 'EXECUTE') as execute`);
      expect(rows[0]).toEqual({ truncate: true, execute: true });
    } finally {
      await classic.query('drop table public.zz_probe; drop function public.zz_probe_fn()');
    }
  });

  it('ends with exactly the privileges of the local stack for anon and authenticated', async () => {
    const [expected, actual] = await Promise.all([effectivePrivileges(db()), effectivePrivileges(classic)]);
    expect(expected.size).toBeGreaterThan(100);
    const extra = [...actual].filter((l) => !expected.has(l));
    const missing = [...expected].filter((l) => !actual.has(l));
    // Each line names the role, the privilege and the object: revoke it (or grant it) in a migration.
    expect({ onlyWithDefaultPrivileges: extra, onlyOnTheLocalStack: missing }).toEqual({
      onlyWithDefaultPrivileges: [],
      onlyOnTheLocalStack: [],
    });
  });
});
