// What the service needs to know about a published table: its columns, their types, the primary
// key and which API role may select each column (column privileges decide what a subscriber sees).
import type { Claims, Db } from '../../db.ts';

export const PUBLICATION = 'supabase_realtime';

export type ApiRole = 'anon' | 'authenticated' | 'service_role';

/** The role `withRole` (db.ts) switches to for these claims. */
export function effectiveRole(claims: Claims | null): ApiRole {
  const role = claims?.role;
  return role === 'authenticated' || role === 'service_role' || role === 'anon' ? role : 'anon';
}

export interface ColumnMeta {
  name: string;
  /** pg_type.typname, what the client's type conversion reads (`int8`, `_text`…). */
  type: string;
  /** format_type(), usable in a cast (`bigint`, `text[]`, `rt.mood`). */
  sqlType: string;
  pk: boolean;
  selectable: Record<ApiRole, boolean>;
}

export interface PolicyMeta {
  permissive: boolean;
  /** The USING expression as pg_get_expr prints it (columns unqualified or by table name). */
  qual: string;
  appliesTo: Record<ApiRole, boolean>;
}

export interface TableMeta {
  schema: string;
  table: string;
  columns: ColumnMeta[];
  /** Primary-key column names; empty when the table has none. */
  pk: string[];
  /**
   * The columns REPLICA IDENTITY names (what the WAL logs of an old row): the primary key by
   * default, a unique index's columns with USING INDEX, every column with FULL, none with NOTHING.
   */
  identity: string[];
  /** Whether row level security is on; then `policies` (SELECT and ALL ones) decide what a role sees. */
  rls: boolean;
  policies: PolicyMeta[];
  /** Roles that bypass RLS (service_role). */
  bypassRls: Record<ApiRole, boolean>;
}

interface ColumnRow {
  name: string;
  type: string;
  sql_type: string;
  pk: boolean;
  identity: boolean;
  anon: boolean;
  authenticated: boolean;
  service_role: boolean;
}

export async function loadTableMeta(db: Db, schema: string, table: string): Promise<TableMeta | null> {
  const { rows } = await db.query<ColumnRow>(
    `select a.attname as name, t.typname as type, format_type(a.atttypid, null) as sql_type,
            coalesce(a.attnum = any(i.indkey::int2[]), false) as pk,
            case c.relreplident
              when 'f' then true
              when 'd' then coalesce(a.attnum = any(i.indkey::int2[]), false)
              when 'i' then coalesce(a.attnum = any(ri.indkey::int2[]), false)
              else false
            end as identity,
            has_column_privilege('anon', a.attrelid, a.attnum, 'SELECT') as anon,
            has_column_privilege('authenticated', a.attrelid, a.attnum, 'SELECT') as authenticated,
            has_column_privilege('service_role', a.attrelid, a.attnum, 'SELECT') as service_role
       from pg_catalog.pg_attribute a
       join pg_catalog.pg_class c on c.oid = a.attrelid
       join pg_catalog.pg_type t on t.oid = a.atttypid
       left join pg_catalog.pg_index i on i.indrelid = a.attrelid and i.indisprimary
       left join pg_catalog.pg_index ri on ri.indrelid = a.attrelid and ri.indisreplident
      where a.attrelid = to_regclass(format('%I.%I', $1::text, $2::text))
        and a.attnum > 0 and not a.attisdropped
      order by a.attnum`,
    [schema, table],
  );
  if (!rows.length) return null;
  const columns = rows.map((r) => ({
    name: r.name,
    type: r.type,
    sqlType: r.sql_type,
    pk: r.pk,
    selectable: { anon: r.anon, authenticated: r.authenticated, service_role: r.service_role },
  }));
  const rls = await db.query<{
    rls: boolean;
    permissive: boolean | null;
    qual: string | null;
    anon: boolean;
    authenticated: boolean;
    service_role: boolean;
  }>(
    `select c.relrowsecurity as rls, p.polpermissive as permissive,
            pg_get_expr(p.polqual, p.polrelid) as qual,
            coalesce(0 = any(p.polroles) or exists (select 1 from unnest(p.polroles) r where r <> 0 and pg_has_role('anon', r, 'member')), false) as anon,
            coalesce(0 = any(p.polroles) or exists (select 1 from unnest(p.polroles) r where r <> 0 and pg_has_role('authenticated', r, 'member')), false) as authenticated,
            coalesce(0 = any(p.polroles) or exists (select 1 from unnest(p.polroles) r where r <> 0 and pg_has_role('service_role', r, 'member')), false) as service_role
       from pg_catalog.pg_class c
       left join pg_catalog.pg_policy p on p.polrelid = c.oid and p.polcmd in ('r', '*') and p.polqual is not null
      where c.oid = to_regclass(format('%I.%I', $1::text, $2::text))`,
    [schema, table],
  );
  const bypass = await db.query<{ rolname: ApiRole; rolbypassrls: boolean }>(
    `select rolname, rolbypassrls from pg_catalog.pg_roles where rolname in ('anon', 'authenticated', 'service_role')`,
  );
  const bypassRls = { anon: false, authenticated: false, service_role: false };
  for (const r of bypass.rows) bypassRls[r.rolname] = r.rolbypassrls;
  return {
    schema,
    table,
    columns,
    pk: columns.filter((c) => c.pk).map((c) => c.name),
    identity: rows.filter((r) => r.identity).map((r) => r.name),
    rls: rls.rows[0]?.rls ?? false,
    policies: rls.rows
      .filter((r) => r.qual !== null)
      .map((r) => ({
        permissive: r.permissive !== false,
        qual: r.qual!,
        appliesTo: { anon: r.anon, authenticated: r.authenticated, service_role: r.service_role },
      })),
    bypassRls,
  };
}

/**
 * What RLS lets `role` see of a row, as SQL over the table's columns: the permissive SELECT
 * policies or'ed, the restrictive ones and'ed, nothing without a permissive one (Postgres' rule).
 */
export function rowSecurityExpression(meta: TableMeta, role: ApiRole): string {
  if (!meta.rls || meta.bypassRls[role]) return 'true';
  const applying = meta.policies.filter((p) => p.appliesTo[role]);
  const permissive = applying.filter((p) => p.permissive).map((p) => `(${p.qual})`);
  if (!permissive.length) return 'false';
  const restrictive = applying.filter((p) => !p.permissive).map((p) => ` and (${p.qual})`);
  return `coalesce((${permissive.join(' or ')})${restrictive.join('')}, false)`;
}

export interface TableName {
  schema: string;
  table: string;
}

/** Tables in the publication (all-tables and schema publications included). */
export async function publishedTables(db: Db): Promise<TableName[]> {
  const { rows } = await db.query<TableName>(
    `select p.schemaname as schema, p.tablename as table
       from pg_catalog.pg_publication_tables p
       join pg_catalog.pg_class c on c.oid = to_regclass(format('%I.%I', p.schemaname, p.tablename))
      where p.pubname = $1 and c.relkind in ('r', 'p')
      order by 1, 2`,
    [PUBLICATION],
  );
  return rows;
}
