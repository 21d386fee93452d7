// Turns one captured change into postgres_changes messages. INSERT/UPDATE rows are read by primary
// key *as each subscriber* (withRole with the channel's claims), so RLS and column privileges
// decide what, if anything, it receives; subscribers with the same token share one read. DELETE
// rows are gone: subscribers get the primary key only, as hosted does.
import type pg from 'pg';
import { isDatabaseUnavailable, withRole } from '../../db.ts';
import type { Change } from './capture.ts';
import { effectiveRole, loadTableMeta, type ApiRole, type ColumnMeta, type TableMeta } from './catalog.ts';
import type { Channel, PgBinding } from './channel.ts';
import { compileConditions, conditionsKey, quoteIdent, type Condition } from './filters.ts';
import type { Json, JsonObject } from '../../http.ts';

export interface Subscriber {
  channel: Channel;
  /** This channel's bindings that match the change's schema, table and type. */
  bindings: PgBinding[];
}

type Log = (message: string) => void;

const NUMERIC_TYPES = new Set(['int2', 'int4', 'int8', 'float4', 'float8', 'numeric', 'oid']);

/** A key value (sent as text by the trigger) as JSON of its column's type, as hosted sends it. */
export function typedValue(type: string, text: string): Json {
  if (NUMERIC_TYPES.has(type)) {
    const n = Number(text);
    return Number.isFinite(n) ? n : text;
  }
  if (type === 'bool') return text === 'true';
  if (type === 'json' || type === 'jsonb') {
    try {
      return JSON.parse(text) as Json;
    } catch {
      return text;
    }
  }
  return text;
}

function keyRecord(meta: TableMeta, pk: Record<string, string>): JsonObject {
  const out: JsonObject = {};
  for (const col of meta.columns) {
    const text = pk[col.name];
    if (col.pk && text !== undefined) out[col.name] = typedValue(col.type, text);
  }
  return out;
}

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
  change: Change,
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

function sendError(s: Subscriber, change: Change, error: string): void {
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

function filterColumnsVisible(conditions: Condition[], visible: Set<string>): boolean {
  return conditions.every((c) => visible.has(c.column));
}

function param(params: string[]) {
  return (value: string) => {
    params.push(value);
    return `$${params.length}`;
  };
}

export async function deliverChange(
  pool: pg.Pool,
  change: Change,
  subscribers: Subscriber[],
  log: Log,
): Promise<void> {
  const live: Subscriber[] = [];
  for (const s of subscribers) {
    if (s.channel.closed) continue;
    // Hosted stops an expired channel; the expiry timer does too, this only closes the race.
    if (s.channel.isExpired()) continue;
    live.push(s);
  }
  if (!live.length) return;
  // Without a key the row cannot be read back; like hosted, subscribers get an error, not the row.
  if (!change.pk) {
    const error = change.oversize ? 'Error 413: Payload Too Large' : 'Error 400: Bad Request, no primary key';
    for (const s of live) sendError(s, change, error);
    return;
  }
  const meta = await loadTableMeta(pool, change.schema, change.table);
  if (!meta || !meta.pk.length) return;
  if (change.type === 'DELETE') await deliverDelete(pool, change, meta, live);
  else await deliverRow(pool, change, meta, live, log);
}

async function deliverRow(
  pool: pg.Pool,
  change: Change,
  meta: TableMeta,
  subscribers: Subscriber[],
  log: Log,
) {
  const groups = new Map<string, Subscriber[]>();
  for (const s of subscribers) groups.set(s.channel.token, [...(groups.get(s.channel.token) ?? []), s]);

  await Promise.all(
    [...groups.values()].map(async (group) => {
      const claims = group[0]!.channel.claims;
      const role = effectiveRole(claims);
      const visible = meta.columns.filter((c) => c.selectable[role]);
      const visibleNames = new Set(visible.map((c) => c.name));
      // Without select on the key the row cannot be looked up (hosted answers 401 there).
      if (!meta.pk.every((k) => visibleNames.has(k))) return;

      const filters = new Map<string, Condition[]>();
      for (const s of group) {
        for (const b of s.bindings) {
          if (b.spec.conditions.length && filterColumnsVisible(b.spec.conditions, visibleNames)) {
            filters.set(conditionsKey(b.spec.conditions), b.spec.conditions);
          }
        }
      }
      const filterKeys = [...filters.keys()];
      const params: string[] = [];
      const p = param(params);
      const typeOf = (name: string) => meta.columns.find((c) => c.name === name)!.sqlType;
      const where = meta.pk
        .map((k) => `${quoteIdent(k)} = ${p(change.pk![k] ?? '')}::text::${typeOf(k)}`)
        .join(' and ');
      const tests = filterKeys.map(
        (key, i) =>
          `, ${compileConditions(filters.get(key)!, { column: (n) => `t.${quoteIdent(n)}`, typeOf, param: p })} as m${i}`,
      );
      const sql = `select to_jsonb(t) as record${tests.join('')}
                     from (select ${visible.map((c) => quoteIdent(c.name)).join(', ')}
                             from ${quoteIdent(meta.schema)}.${quoteIdent(meta.table)} where ${where}) t`;

      let row: ({ record: JsonObject } & Record<string, Json>) | undefined;
      try {
        row = await withRole(pool, claims, async (client) => {
          const res = await client.query<{ record: JsonObject } & Record<string, Json>>(sql, params);
          return res.rows[0];
        });
      } catch (e) {
        if (!isDatabaseUnavailable(e))
          log(`realtime: reading ${meta.schema}.${meta.table} as ${role} failed: ${(e as Error).message}`);
        return;
      }
      if (!row) return; // not visible to this subscriber (RLS), or gone already

      const passed = new Set(filterKeys.filter((_, i) => row[`m${i}`] === true));
      const oldRecord = change.type === 'UPDATE' && change.oldPk ? keyRecord(meta, change.oldPk) : {};
      for (const s of group) {
        const matched = s.bindings.filter(
          (b) => !b.spec.conditions.length || passed.has(conditionsKey(b.spec.conditions)),
        );
        if (matched.length) send(s.channel, change, matched, visible, row.record, oldRecord);
      }
    }),
  );
}

async function deliverDelete(pool: pg.Pool, change: Change, meta: TableMeta, subscribers: Subscriber[]) {
  const pkNames = new Set(meta.pk);
  const filters = new Map<string, Condition[]>();
  for (const s of subscribers) {
    for (const b of s.bindings) {
      // Only the key survives a delete: a filter on any other column cannot match (as hosted).
      if (b.spec.conditions.length && filterColumnsVisible(b.spec.conditions, pkNames)) {
        filters.set(conditionsKey(b.spec.conditions), b.spec.conditions);
      }
    }
  }
  const passed = new Set<string>();
  if (filters.size) {
    const keys = [...filters.keys()];
    const params: string[] = [];
    const p = param(params);
    const typeOf = (name: string) => meta.columns.find((c) => c.name === name)!.sqlType;
    const keyCols = meta.pk
      .map((k) => `${p(change.pk![k] ?? '')}::text::${typeOf(k)} as ${quoteIdent(k)}`)
      .join(', ');
    const tests = keys.map(
      (key, i) =>
        `${compileConditions(filters.get(key)!, { column: (n) => `t.${quoteIdent(n)}`, typeOf, param: p })} as m${i}`,
    );
    const { rows } = await pool.query<Record<string, boolean>>(
      `select ${tests.join(', ')} from (select ${keyCols}) t`,
      params,
    );
    keys.forEach((key, i) => {
      if (rows[0]?.[`m${i}`] === true) passed.add(key);
    });
  }
  const oldRecord = keyRecord(meta, change.pk!);
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
