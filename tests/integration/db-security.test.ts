// The database is the security boundary, so the schema itself is checked: the splinter security
// lints that matter here, as a test that fails when a migration forgets one.
import { describe, expect, it } from 'vitest';
import { db } from './helpers.ts';

describe('database security', () => {
  it('enables RLS on every table in public', async () => {
    const { rows } = await db().query<{ table: string }>(`
      select c.relname as table from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relrowsecurity`);
    expect(rows.map((r) => r.table)).toEqual([]);
  });

  it('makes every view in public read as its caller (security_invoker), so RLS still applies', async () => {
    const { rows } = await db().query<{ view: string }>(`
      select c.relname as view from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'v'
        and not coalesce('security_invoker=true' = any (c.reloptions), false)
        and not coalesce('security_invoker=on' = any (c.reloptions), false)`);
    expect(rows.map((r) => r.view)).toEqual([]);
  });

  it('gives every table in public at least one explicit policy', async () => {
    const { rows } = await db().query<{ table: string }>(`
      select c.relname as table from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p')
        and not exists (select 1 from pg_policies p where p.schemaname = 'public' and p.tablename = c.relname)`);
    expect(rows.map((r) => r.table)).toEqual([]);
  });

  it('pins search_path on every SECURITY DEFINER function in public', async () => {
    const { rows } = await db().query<{ fn: string }>(`
      select p.proname as fn from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'public' and p.prosecdef
        and not exists (select 1 from unnest(coalesce(p.proconfig, '{}')) c where c like 'search_path=%')`);
    expect(rows.map((r) => r.fn)).toEqual([]);
  });

  it('grants no SECURITY DEFINER function in public to PUBLIC implicitly', async () => {
    const { rows } = await db().query<{ fn: string }>(`
      select p.proname as fn from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'public' and p.prosecdef and has_function_privilege('public', p.oid, 'execute')`);
    expect(rows.map((r) => r.fn)).toEqual([]);
  });

  it('lets anon execute only the SECURITY DEFINER functions listed here, each saying why it is definer', async () => {
    // A function that runs as its owner bypasses RLS: anon may call one only when the public pages
    // need it and its COMMENT says why RLS could not do the job. Adding one is a reviewed line here.
    const ANON_DEFINER_FUNCTIONS = [
      'animus_archive_cultivar(uuid)',
      'animus_archive_search(text, text, integer, integer)',
      'animus_photo_public(text)',
      'available_slots(uuid, date, integer, integer)',
      'consultant_reviews(uuid, integer, integer)',
      'has_tier(text)',
      'search_consultants(text, integer[], numeric, integer, integer, boolean, integer, integer)',
    ];
    const { rows } = await db().query<{ fn: string; why: string | null }>(`
      select p.proname || '(' || oidvectortypes(p.proargtypes) || ')' as fn, obj_description(p.oid, 'pg_proc') as why
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'public' and p.prosecdef and has_function_privilege('anon', p.oid, 'execute')
      order by 1`);
    expect(rows.map((r) => r.fn)).toEqual(ANON_DEFINER_FUNCTIONS);
    const unexplained = rows.filter((r) => !r.why?.startsWith('SECURITY DEFINER ')).map((r) => r.fn);
    expect(unexplained).toEqual([]);
  });

  it('has no write policy that is always true', async () => {
    const { rows } = await db().query<{ policy: string }>(`
      select tablename || ': ' || policyname as policy from pg_policies
      where schemaname in ('public', 'storage') and cmd in ('INSERT', 'UPDATE', 'DELETE', 'ALL')
        and (coalesce(trim(qual), '') = 'true' or coalesce(trim(with_check), '') = 'true')`);
    expect(rows.map((r) => r.policy)).toEqual([]);
  });

  it('never trusts user-editable metadata in a policy', async () => {
    const { rows } = await db().query<{ policy: string }>(`
      select tablename || ': ' || policyname as policy from pg_policies
      where schemaname in ('public', 'storage')
        and (coalesce(qual, '') like '%user_metadata%' or coalesce(with_check, '') like '%user_metadata%')`);
    expect(rows.map((r) => r.policy)).toEqual([]);
  });

  it('wraps auth.uid() in a sub-select inside policies (auth_rls_initplan)', async () => {
    const { rows } = await db().query<{ policy: string; expr: string }>(`
      select tablename || ': ' || policyname as policy, coalesce(qual, '') || ' ' || coalesce(with_check, '') as expr
      from pg_policies where schemaname = 'public'`);
    // Postgres prints a wrapped call as "( SELECT auth.uid() AS uid)"; a bare one appears without SELECT.
    const bare = rows.filter((r) =>
      /auth\.(uid|jwt|role)\(\)/.test(r.expr.replace(/\(\s*SELECT auth\.(uid|jwt|role)\(\) AS \w+\)/g, '')),
    );
    expect(bare.map((r) => r.policy)).toEqual([]);
  });

  it('installs no extension into public', async () => {
    const { rows } = await db().query<{ ext: string }>(`
      select e.extname as ext from pg_extension e join pg_namespace n on n.oid = e.extnamespace
      where n.nspname = 'public'`);
    expect(rows.map((r) => r.ext)).toEqual([]);
  });

  it('indexes every foreign key in public', async () => {
    const { rows } = await db().query<{ fk: string }>(`
      select c.conrelid::regclass::text || '.' || c.conname as fk
      from pg_constraint c join pg_namespace n on n.oid = c.connamespace
      where c.contype = 'f' and n.nspname = 'public'
        and not exists (
          select 1 from pg_index i
          where i.indrelid = c.conrelid and (i.indkey::int2[])[0:array_length(c.conkey, 1) - 1] = c.conkey::int2[])`);
    expect(rows.map((r) => r.fk)).toEqual([]);
  });
});
