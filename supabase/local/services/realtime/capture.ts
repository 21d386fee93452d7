// Change capture with triggers and pg_notify (hosted reads the WAL instead). The notification
// names the row only (schema, table, type, commit time, primary key): subscribers' copies are read
// afterwards under their own role, which is the RLS check, and payloads stay far below NOTIFY's
// 8000-byte limit. Everything lives in the local-only schema `_realtime`, never in migrations.
import type pg from 'pg';
import { transaction } from '../../db.ts';
import { PUBLICATION, publishedTables, type TableName } from './catalog.ts';
import { quoteIdent, type ChangeType } from './filters.ts';
import { isJsonObject } from '../../http.ts';

export const SCHEMA = '_realtime';
export const TRIGGER = '_realtime_capture';
export const NOTIFY_CHANNEL = '_realtime_changes';

// The trigger re-checks publication membership and its publish flags on every row, so a table
// dropped from the publication stops notifying at once even though its trigger stays.
const INSTALL_SQL = `
create schema if not exists ${SCHEMA};
revoke all on schema ${SCHEMA} from public;
comment on schema ${SCHEMA} is 'Local stack only: change capture for the embedded Realtime service.';

create or replace function ${SCHEMA}.capture() returns trigger
language plpgsql
set search_path = ''
as $fn$
declare
  pub record;
  keys text[];
  row_new jsonb;
  row_old jsonb;
  msg jsonb;
begin
  select p.pubinsert, p.pubupdate, p.pubdelete into pub
    from pg_catalog.pg_publication p
   where p.pubname = '${PUBLICATION}'
     and (p.puballtables
          or exists (select 1 from pg_catalog.pg_publication_rel r where r.prpubid = p.oid and r.prrelid = tg_relid)
          or exists (select 1 from pg_catalog.pg_publication_namespace n
                       join pg_catalog.pg_class c on c.relnamespace = n.pnnspid
                      where n.pnpubid = p.oid and c.oid = tg_relid));
  if not found
     or (tg_op = 'INSERT' and not pub.pubinsert)
     or (tg_op = 'UPDATE' and not pub.pubupdate)
     or (tg_op = 'DELETE' and not pub.pubdelete) then
    return null;
  end if;

  select array_agg(a.attname::text) into keys
    from pg_catalog.pg_index i
    join pg_catalog.pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey::int2[])
   where i.indrelid = tg_relid and i.indisprimary;

  if tg_op <> 'DELETE' then row_new := pg_catalog.to_jsonb(new); end if;
  if tg_op <> 'INSERT' then row_old := pg_catalog.to_jsonb(old); end if;

  msg := pg_catalog.jsonb_build_object(
    'schema', tg_table_schema,
    'table', tg_table_name,
    'type', tg_op,
    'commit_timestamp', pg_catalog.to_char(pg_catalog.now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    -- Key values as text: exact for bigint and numeric, and castable back to the column type.
    'pk', (select pg_catalog.jsonb_object_agg(k, coalesce(row_new, row_old) ->> k) from pg_catalog.unnest(keys) k));
  if tg_op = 'UPDATE' then
    msg := msg || pg_catalog.jsonb_build_object(
      'old_pk', (select pg_catalog.jsonb_object_agg(k, row_old ->> k) from pg_catalog.unnest(keys) k));
  end if;
  if pg_catalog.octet_length(msg::text) > 7500 then
    msg := (msg - 'pk' - 'old_pk') || '{"oversize": true}'::jsonb;
  end if;
  perform pg_catalog.pg_notify('${NOTIFY_CHANNEL}', msg::text);
  return null;
end
$fn$;
revoke all on function ${SCHEMA}.capture() from public;
`;

export class Capture {
  /** DDL is serialised: concurrent CREATE TRIGGER on one table would fail. */
  private lock: Promise<unknown> = Promise.resolve();

  constructor(private readonly pool: pg.Pool) {}

  private serial<T>(fn: () => Promise<T>): Promise<T> {
    const next = this.lock.then(fn, fn);
    this.lock = next.catch(() => undefined);
    return next;
  }

  /** Creates the schema and function, instruments every published table, un-instruments the rest. */
  install(): Promise<void> {
    return this.serial(async () => {
      await this.pool.query(INSTALL_SQL);
      await this.instrumentMissing();
      const { rows } = await this.pool.query<TableName>(
        `select n.nspname as schema, c.relname as table
           from pg_catalog.pg_trigger t
           join pg_catalog.pg_class c on c.oid = t.tgrelid
           join pg_catalog.pg_namespace n on n.oid = c.relnamespace
          where t.tgname = $1 and t.tgparentid = 0
            and not exists (select 1 from pg_catalog.pg_publication_tables p
                             where p.pubname = $2 and p.schemaname = n.nspname and p.tablename = c.relname)`,
        [TRIGGER, PUBLICATION],
      );
      for (const t of rows) {
        await this.ddl(
          `drop trigger if exists ${quoteIdent(TRIGGER)} on ${quoteIdent(t.schema)}.${quoteIdent(t.table)}`,
        );
      }
    });
  }

  /** Instruments published tables that have no trigger yet (added by a migration or a test since). */
  ensure(): Promise<void> {
    return this.serial(() => this.instrumentMissing());
  }

  private async instrumentMissing(): Promise<void> {
    const published = await publishedTables(this.pool);
    if (!published.length) return;
    const { rows } = await this.pool.query<TableName>(
      `select n.nspname as schema, c.relname as table
         from pg_catalog.pg_trigger t
         join pg_catalog.pg_class c on c.oid = t.tgrelid
         join pg_catalog.pg_namespace n on n.oid = c.relnamespace
        where t.tgname = $1`,
      [TRIGGER],
    );
    const done = new Set(rows.map((r) => `${r.schema}.${r.table}`));
    for (const t of published) {
      if (done.has(`${t.schema}.${t.table}`)) continue;
      await this.ddl(
        `create or replace trigger ${quoteIdent(TRIGGER)} after insert or update or delete on ${quoteIdent(t.schema)}.${quoteIdent(t.table)}
           for each row execute function ${SCHEMA}.capture()`,
      );
    }
  }

  // A short lock_timeout: a long transaction holding the table must not hang a client's join.
  private async ddl(sql: string): Promise<void> {
    await transaction(this.pool, async (client) => {
      await client.query(`set local lock_timeout = '5s'`);
      await client.query(sql);
    });
  }
}

export interface Change {
  schema: string;
  table: string;
  type: ChangeType;
  commitTimestamp: string;
  /** Primary-key values as text; null when the table has no key or the key was too large to send. */
  pk: Record<string, string> | null;
  /** UPDATE only: the key before the update. */
  oldPk: Record<string, string> | null;
  /** The key was too large for a notification. */
  oversize: boolean;
}

function textRecord(value: unknown): Record<string, string> | null {
  if (!isJsonObject(value)) return null;
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(value)) {
    if (typeof v !== 'string') return null; // a null key value: nothing can be looked up
    out[k] = v;
  }
  return out;
}

/** Reads a notification written by `_realtime.capture()`; null when it is not one. */
export function parseChange(payload: string | undefined): Change | null {
  if (!payload) return null;
  let data: unknown;
  try {
    data = JSON.parse(payload);
  } catch {
    return null;
  }
  if (!isJsonObject(data)) return null;
  const { schema, table, type, commit_timestamp } = data;
  if (typeof schema !== 'string' || typeof table !== 'string' || typeof commit_timestamp !== 'string')
    return null;
  if (type !== 'INSERT' && type !== 'UPDATE' && type !== 'DELETE') return null;
  return {
    schema,
    table,
    type,
    commitTimestamp: commit_timestamp,
    pk: textRecord(data.pk),
    oldPk: textRecord(data.old_pk),
    oversize: data.oversize === true,
  };
}
