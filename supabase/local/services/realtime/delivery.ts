// Turns one change read from the WAL into postgres_changes messages. The row is the one written
// (values cast back to their column types by Postgres, so JSON looks as hosted sends it), never a
// re-read: several changes of one row each carry their own version, and an update followed by a
// delete delivers both.
//
// Who receives an INSERT / UPDATE is decided as the subscriber (their role and claims, as
// withRole sets them): the table's SELECT policies are evaluated against the row as written, with
// the subscriber's column privileges deciding which columns it sees; subscribers with the same
// token share one evaluation. DELETEs are not checked against RLS (Postgres has no row left to
// check), as on hosted; with RLS on, their old record is cut to the primary key.
import type pg from 'pg';
import { isDatabaseUnavailable, withRole } from '../../db.ts';
import {
  effectiveRole,
  loadTableMeta,
  rowSecurityExpression,
  type ApiRole,
  type ColumnMeta,
  type TableMeta,
} from './catalog.ts';
import type { Channel, PgBinding } from './channel.ts';
import { compileConditions, conditionsKey, quoteIdent, type Condition } from './filters.ts';
import type { Json, JsonObject } from '../../http.ts';
import type { RowChange, TupleText } from './replication.ts';

export interface Subscriber {
  channel: Channel;
  /** This channel's bindings that match the change's schema, table and type. */
  bindings: PgBinding[];
}

type Log = (message: string) => void;

/** Columns sent for a binding: the visible ones, narrowed by `select` (the key always stays). */
function sentColumns(visible: ColumnMeta[], select: string[] | null): ColumnMeta[] {
  return select ? visible.filter((c) => c.pk || select.includes(c.name)) : visible;
}

function project(record: JsonObject, columns: ColumnMeta[]): JsonObject {
  const out: JsonObject = {};
  for (const c of columns) if (c.name in record) out[c.name] = record[c.name] ?? null;
  return out;
}

/** Sends one message per distinct `select` among the bindings that matched, listing their ids. */
function send(
  channel: Channel,
  change: RowChange,
  matched: PgBinding[],
  visible: ColumnMeta[],
  record: JsonObject,
  oldRecord: JsonObject,
) {
  const bySelect = new Map<string, PgBinding[]>();
  for (const b of matched) {
    const key = JSON.stringify(b.spec.select);
    bySelect.set(key, [...(bySelect.get(key) ?? []), b]);
  }
  for (const group of bySelect.values()) {
    const columns = sentColumns(visible, group[0]!.spec.select);
    channel.push(
      'postgres_changes',
      {
        ids: group.map((b) => b.id),
        data: {
          schema: change.schema,
          table: change.table,
          commit_timestamp: change.commitTimestamp,
          type: change.type,
          columns: columns.map((c) => ({ name: c.name, type: c.type })),
          record: project(record, columns),
          old_record: project(oldRecord, columns),
          errors: null,
        },
      },
      // Fan-out messages carry no join_ref, like hosted's fastlane.
      null,
    );
  }
}

function sendError(s: Subscriber, change: RowChange, error: string): void {
  s.channel.push(
    'postgres_changes',
    {
      ids: s.bindings.map((b) => b.id),
      data: {
        schema: change.schema,
        table: change.table,
        commit_timestamp: change.commitTimestamp,
        type: change.type,
        columns: [],
        record: {},
        old_record: {},
        errors: [error],
      },
    },
    null,
  );
}

class Params {
  readonly values: unknown[] = [];
  add = (value: unknown): string => {
    this.values.push(value);
    return `$${this.values.length}`;
  };
}

/**
 * A one-row derived table named like the table (policies may qualify columns with it), with each
 * logged value cast to its column's type. Columns the WAL did not carry (an unchanged TOAST value
 * without a full old row, a column added since) are null and listed in `missing`.
 */
function rowSource(meta: TableMeta, tuple: TupleText, p: Params): { sql: string; missing: string[] } {
  const missing: string[] = [];
  const cols = meta.columns.map((c) => {
    const value = tuple[c.name];
    if (value === undefined) missing.push(c.name);
    const expr = typeof value === 'string' ? `${p.add(value)}::text::${c.sqlType}` : `null::${c.sqlType}`;
    return `${expr} as ${quoteIdent(c.name)}`;
  });
  return { sql: `(select ${cols.join(', ')}) as ${quoteIdent(meta.table)}`, missing };
}

/** The new row with unchanged TOAST values taken from the old row when it was logged in full. */
function newTuple(change: RowChange): TupleText {
  const out: TupleText = { ...change.record };
  if (change.oldFull && change.old) {
    for (const [k, v] of Object.entries(out)) if (v === undefined) out[k] = change.old[k];
  }
  return out;
}

/**
 * UPDATE's old side, as hosted's wal2json reads it: the logged old row or key, else the replica
 * identity's columns as they still are in the new row (the primary key by default, a USING INDEX
 * index's columns, nothing with NOTHING), never other columns.
 */
function oldTuple(change: RowChange, meta: TableMeta): TupleText {
  if (change.old) return change.old;
  const out: TupleText = {};
  for (const k of meta.identity) out[k] = change.record?.[k];
  return out;
}

function filterColumnsIn(conditions: Condition[], names: Set<string>): boolean {
  return conditions.every((c) => names.has(c.column));
}

export async function deliverChange(
  pool: pg.Pool,
  change: RowChange,
  subscribers: Subscriber[],
  log: Log,
): Promise<void> {
  const live = subscribers.filter(
    // Hosted stops an expired channel; the expiry timer does too, this only closes the race.
    (s) => !s.channel.closed && !s.channel.isExpired(),
  );
  if (!live.length) return;
  const meta = await loadTableMeta(pool, change.schema, change.table);
  if (!meta) return;
  if (change.type === 'DELETE') {
    await deliverDelete(pool, change, meta, live);
    return;
  }
  // Like hosted, a table without a primary key gets subscribers an error, not the row.
  if (!meta.pk.length) {
    for (const s of live) sendError(s, change, 'Error 400: Bad Request, no primary key');
    return;
  }
  await deliverRow(pool, change, meta, live, log);
}

async function deliverRow(
  pool: pg.Pool,
  change: RowChange,
  meta: TableMeta,
  subscribers: Subscriber[],
  log: Log,
) {
  const groups = new Map<string, Subscriber[]>();
  for (const s of subscribers) groups.set(s.channel.token, [...(groups.get(s.channel.token) ?? []), s]);
  const typeOf = (name: string) => meta.columns.find((c) => c.name === name)!.sqlType;
  const alias = quoteIdent(meta.table);

  await Promise.all(
    [...groups.values()].map(async (group) => {
      const claims = group[0]!.channel.claims;
      const role = effectiveRole(claims);
      const visible = meta.columns.filter((c) => c.selectable[role]);
      const visibleNames = new Set(visible.map((c) => c.name));
      // Without select on the key the change cannot be told (hosted answers 401 there).
      if (!meta.pk.every((k) => visibleNames.has(k))) return;

      const filters = new Map<string, Condition[]>();
      for (const s of group) {
        for (const b of s.bindings) {
          if (b.spec.conditions.length && filterColumnsIn(b.spec.conditions, visibleNames)) {
            filters.set(conditionsKey(b.spec.conditions), b.spec.conditions);
          }
        }
      }
      const filterKeys = [...filters.keys()];
      const p = new Params();
      const row = rowSource(meta, newTuple(change), p);
      const hidden = meta.columns.filter((c) => !c.selectable[role]).map((c) => c.name);
      const hideNew = p.add([...hidden, ...row.missing]);
      const tests = filterKeys.map(
        (key, i) =>
          `, ${compileConditions(filters.get(key)!, { column: (n) => `${alias}.${quoteIdent(n)}`, typeOf, param: p.add })} as m${i}`,
      );
      let oldSelect = '';
      if (change.type === 'UPDATE') {
        const old = rowSource(meta, oldTuple(change, meta), p);
        oldSelect = `, (select to_jsonb(${alias}) - ${p.add([...hidden, ...old.missing])}::text[] from ${old.sql}) as old_record`;
      }
      const sql = `select ${rowSecurityExpression(meta, role)} as visible,
                          to_jsonb(${alias}) - ${hideNew}::text[] as record${oldSelect}${tests.join('')}
                     from ${row.sql}`;

      let result:
        | ({ visible: boolean; record: JsonObject; old_record?: JsonObject } & Record<string, Json>)
        | undefined;
      try {
        result = await withRole(pool, claims, async (client) => {
          const res = await client.query<{ visible: boolean; record: JsonObject } & Record<string, Json>>(
            sql,
            p.values,
          );
          return res.rows[0];
        });
      } catch (e) {
        if (!isDatabaseUnavailable(e))
          log(
            `realtime: checking a ${meta.schema}.${meta.table} change as ${role} failed: ${(e as Error).message}`,
          );
        return;
      }
      if (!result?.visible) return; // RLS keeps this row from this subscriber

      const passed = new Set(filterKeys.filter((_, i) => result[`m${i}`] === true));
      for (const s of group) {
        const matched = s.bindings.filter(
          (b) => !b.spec.conditions.length || passed.has(conditionsKey(b.spec.conditions)),
        );
        if (matched.length) send(s.channel, change, matched, visible, result.record, result.old_record ?? {});
      }
    }),
  );
}

async function deliverDelete(pool: pg.Pool, change: RowChange, meta: TableMeta, subscribers: Subscriber[]) {
  const tuple = change.old ?? {};
  const logged = new Set(Object.keys(tuple).filter((k) => tuple[k] !== undefined));
  const filters = new Map<string, Condition[]>();
  for (const s of subscribers) {
    for (const b of s.bindings) {
      // Only what REPLICA IDENTITY logged survives a delete: filters on other columns cannot match.
      if (b.spec.conditions.length && filterColumnsIn(b.spec.conditions, logged)) {
        filters.set(conditionsKey(b.spec.conditions), b.spec.conditions);
      }
    }
  }
  const keys = [...filters.keys()];
  const p = new Params();
  const typeOf = (name: string) => meta.columns.find((c) => c.name === name)!.sqlType;
  const alias = quoteIdent(meta.table);
  const row = rowSource(meta, tuple, p);
  const tests = keys.map(
    (key, i) =>
      `, ${compileConditions(filters.get(key)!, { column: (n) => `${alias}.${quoteIdent(n)}`, typeOf, param: p.add })} as m${i}`,
  );
  const { rows } = await pool.query<{ old_record: JsonObject } & Record<string, Json>>(
    `select to_jsonb(${alias}) - ${p.add(row.missing)}::text[] as old_record${tests.join('')} from ${row.sql}`,
    p.values,
  );
  const result = rows[0];
  if (!result) return;
  const passed = new Set(keys.filter((_, i) => result[`m${i}`] === true));
  // RLS cannot vouch for a deleted row, so with RLS on only its key is told (as hosted).
  const oldRecord: JsonObject = {};
  for (const [k, v] of Object.entries(result.old_record)) {
    if (!meta.rls || meta.pk.includes(k)) oldRecord[k] = v;
  }
  const visibleFor = new Map<ApiRole, ColumnMeta[]>();
  for (const s of subscribers) {
    const role = effectiveRole(s.channel.claims);
    const visible = visibleFor.get(role) ?? meta.columns.filter((c) => c.selectable[role]);
    visibleFor.set(role, visible);
    // A role that may not even select the key learns nothing about deletes.
    if (!meta.pk.every((k) => visible.some((c) => c.name === k))) continue;
    const matched = s.bindings.filter(
      (b) => !b.spec.conditions.length || passed.has(conditionsKey(b.spec.conditions)),
    );
    if (matched.length) send(s.channel, change, matched, visible, {}, oldRecord);
  }
}
