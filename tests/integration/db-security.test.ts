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
