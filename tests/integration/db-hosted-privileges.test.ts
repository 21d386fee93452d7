// Migrations must apply unchanged on a hosted project, where the role that applies them (postgres)
// is not a superuser. A throw-away Postgres gets the bootstrap (what a hosted project provides, made
// by a superuser, as Supabase's own roles make it there), then every migration is applied as a
// non-superuser role with hosted postgres's attributes (CREATEROLE, CREATEDB, BYPASSRLS) and with
// what supautils lets hosted postgres do beyond that, each as its own transaction, so EVERY failing
// migration is reported with its error, not only the first:
//   * `alter role authenticator set pgrst.*` (supautils: reserved role "authenticator*", allowed
//     config "pgrst.*"), modelled as SET on those parameters and admin of authenticator, no more;
//   * policies on storage.objects (supautils.policy_grants), modelled as owning the storage tables;
//   * adding tables to the supabase_realtime publication, which Supabase's Realtime guide has
//     postgres do, modelled as owning it.
// Nothing else: a migration that needs more than this fails here by name.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_PASSWORD, PROJECT_ROOT } from '../../supabase/local/config.ts';
import { migrate } from '../../supabase/local/migrate.ts';
import { startPostgres, type PostgresHandle } from '../../supabase/local/postgres.ts';
import { freePort } from '../../supabase/local/stack.ts';

const MIGRATIONS = path.join(PROJECT_ROOT, 'supabase', 'migrations');

// The PostgREST settings a hosted project's postgres may put on authenticator (pgrst.*).
const PGRST_SETTINGS = [
  'pgrst.db_pre_request',
  'pgrst.db_schemas',
  'pgrst.db_extra_search_path',
  'pgrst.db_max_rows',
];

const HOSTED_MIGRATOR = `
  create role hosted_postgres login password '${DB_PASSWORD}' nosuperuser createrole createdb bypassrls inherit;
  grant anon, authenticated, service_role to hosted_postgres;
  grant authenticator to hosted_postgres with admin option, inherit false, set false;
  ${PGRST_SETTINGS.map((p) => `grant set on parameter "${p}" to hosted_postgres;`).join('\n')}
  grant create on database postgres to hosted_postgres;
  grant all on schema public, extensions to hosted_postgres;
  alter schema public owner to hosted_postgres;
  grant usage on schema auth, storage, realtime to hosted_postgres;
  grant select, references, trigger on all tables in schema auth to hosted_postgres;
  grant update (banned_until, updated_at) on auth.users to hosted_postgres;
  grant delete on auth.sessions to hosted_postgres;
  grant execute on all functions in schema auth, storage, realtime to hosted_postgres;
  grant all on all tables in schema storage to hosted_postgres;
  alter table storage.objects owner to hosted_postgres;
  alter table storage.buckets owner to hosted_postgres;
  grant all on all tables in schema realtime to hosted_postgres;
  alter publication supabase_realtime owner to hosted_postgres;
`;

describe('migrations under the hosted privilege model (postgres not a superuser)', () => {
  let postgres: PostgresHandle | undefined;
  let admin: pg.Client;
  let url: string;

  beforeAll(async () => {
    const port = await freePort();
    postgres = await startPostgres({
      dataDir: path.join(PROJECT_ROOT, 'supabase', `.data-hosted-${port}`),
      port,
      ephemeral: true,
      log: () => undefined,
    });
    url = `postgresql://postgres:${DB_PASSWORD}@127.0.0.1:${port}/postgres`;
    await migrate(url, {
      seed: false,
      log: () => undefined,
      migrations: false,
      afterBootstrap: HOSTED_MIGRATOR,
    });
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
  }, 120_000);

  afterAll(async () => {
    await admin?.end();
    await postgres?.stop();
  });

  it('the migrating role really is no superuser, so the model can fail', async () => {
    const { rows } = await admin.query<{ super: boolean }>(
      `select rolsuper as super from pg_roles where rolname = 'hosted_postgres'`,
    );
    expect(rows[0]!.super).toBe(false);
    const probe = await admin
      .query(
        `begin; set local role hosted_postgres; alter role authenticator set log_statement = 'all'; rollback`,
      )
      .then(
        () => 'applied',
        (e: Error) => e.message,
      );
    await admin.query('rollback').catch(() => undefined);
    expect(probe).toMatch(/permission denied/);
  });

  it('applies every migration, each reported on its own', async () => {
    const files = (await readdir(MIGRATIONS)).filter((f) => f.endsWith('.sql')).sort();
    const failed: string[] = [];
    for (const file of files) {
      const sql = await readFile(path.join(MIGRATIONS, file), 'utf8');
      try {
        await admin.query('begin');
        await admin.query('set local role hosted_postgres');
        await admin.query(`set local search_path = "$user", public, extensions`);
        await admin.query(sql);
        await admin.query('commit');
        // pg_cron's after-create grants name postgres, the role hosted_postgres plays here. And
        // hosted's cron.schedule is C that writes cron.job without privilege checks, where the local
        // twin's SQL functions run as their caller: hosted_postgres may write the job table here.
        await admin.query(`do $$ begin
          if exists (select 1 from pg_namespace where nspname = 'cron') then
            grant usage on schema cron to hosted_postgres;
            grant all on all functions in schema cron to hosted_postgres;
            grant all on all tables in schema cron to hosted_postgres;
            grant usage on all sequences in schema cron to hosted_postgres;
          end if;
        end $$`);
      } catch (e) {
        await admin.query('rollback');
        failed.push(`${file}: ${(e as Error).message}`);
      }
    }
    expect(files.length).toBeGreaterThan(70);
    // Each line: the migration and what the hosted privilege model said.
    expect(failed).toEqual([]);
    const { rows } = await admin.query<{ config: string[] }>(
      `select setconfig as config from pg_db_role_setting where setrole = 'authenticator'::regrole`,
    );
    expect(rows.flatMap((r) => r.config)).toContain('pgrst.db_pre_request=public.check_request');
  }, 300_000);
});
