// Validates a phx_join: the token, the channel config, and each postgres_changes binding against
// the publication and the table's columns, so mistakes surface as a join error with a reason.
import type pg from 'pg';
import { effectiveRole, loadTableMeta, publishedTables, type TableMeta } from './catalog.ts';
import type { ChannelClaims, PgBinding } from './channel.ts';
import {
  compileConditions,
  describeBinding,
  parseBinding,
  quoteIdent,
  type BindingSpec,
  type Condition,
} from './filters.ts';
import { isJsonObject, type Json } from '../../http.ts';
import { verifyChannelToken } from './tokens.ts';
import type { SigningKeyStore } from '../../signing-keys.ts';

export interface JoinDeps {
  pool: pg.Pool;
  keys: SigningKeyStore;
  nextBindingId(): number;
}

export interface AcceptedJoin {
  ok: true;
  token: string;
  claims: ChannelClaims;
  bindings: PgBinding[];
  broadcastSelf: boolean;
  broadcastAck: boolean;
  /** The client waits for a system message saying change capture is ready. */
  replicationReady: boolean;
  presenceEnabled: boolean;
  presenceKey: string;
  isPrivate: boolean;
}

export type JoinResult = AcceptedJoin | { ok: false; reason: string };

/**
 * The token a channel acts with: the join's access_token, else the socket's apikey (as hosted does
 * for anonymous clients). New-style `sb_` keys are not JWTs; they mean "the apikey" too.
 */
export function channelToken(payload: Json, apikey: string): string {
  if (isJsonObject(payload)) {
    for (const field of ['access_token', 'user_token'] as const) {
      const value = payload[field];
      if (typeof value === 'string' && value && !value.startsWith('sb_')) return value;
    }
  }
  return apikey;
}

function flag(obj: Json | undefined, key: string): boolean {
  return isJsonObject(obj) && (obj[key] === true || obj[key] === 'true');
}

export async function prepareJoin(deps: JoinDeps, payload: Json, apikey: string): Promise<JoinResult> {
  const token = channelToken(payload, apikey);
  const checked = await verifyChannelToken(token, deps.keys);
  if (!checked.ok) return { ok: false, reason: `${checked.code}: ${checked.message}` };

  const config = isJsonObject(payload) && isJsonObject(payload.config) ? payload.config : {};
  const rawBindings = Array.isArray(config.postgres_changes)
    ? config.postgres_changes.filter((b) => b !== null)
    : [];

  const bindings: PgBinding[] = [];
  if (rawBindings.length) {
    const published = await publishedTables(deps.pool);
    for (const raw of rawBindings) {
      const parsed = parseBinding(raw);
      if (!parsed.ok) return { ok: false, reason: parsed.reason };
      const { spec } = parsed;
      const tables = published.filter(
        (t) =>
          (spec.schema === '*' || spec.schema === t.schema) && (spec.table === '*' || spec.table === t.table),
      );
      if (!tables.length) {
        return {
          ok: false,
          reason: `Unable to subscribe to changes with given parameters. Please check Realtime is enabled for the given connect parameters: [${describeBinding(spec)}]`,
        };
      }
      for (const t of tables) {
        const problem = await checkBinding(deps.pool, spec, checked.claims, t.schema, t.table);
        if (problem) {
          return {
            ok: false,
            reason: `Unable to subscribe to changes with given parameters. An exception happened so please check your connect parameters: [${describeBinding(spec)}]. Exception: ${problem}`,
          };
        }
      }
      bindings.push({ id: deps.nextBindingId(), spec, raw: raw as PgBinding['raw'] });
    }
  }

  const broadcast = config.broadcast;
  const presence = isJsonObject(config.presence) ? config.presence : {};
  return {
    ok: true,
    token,
    claims: checked.claims,
    bindings,
    broadcastSelf: flag(broadcast, 'self'),
    broadcastAck: flag(broadcast, 'ack'),
    replicationReady: flag(broadcast, 'replication_ready'),
    presenceEnabled: flag(presence, 'enabled'),
    presenceKey: typeof presence.key === 'string' ? presence.key : '',
    isPrivate: config.private === true,
  };
}

/** The reason a binding cannot work on this table, or null. */
async function checkBinding(
  pool: pg.Pool,
  spec: BindingSpec,
  claims: ChannelClaims,
  schema: string,
  table: string,
): Promise<string | null> {
  const meta = await loadTableMeta(pool, schema, table);
  if (!meta) return `relation ${schema}.${table} does not exist`;
  const role = effectiveRole(claims);
  const visible = new Set(meta.columns.filter((c) => c.selectable[role]).map((c) => c.name));
  for (const c of spec.conditions) {
    if (!visible.has(c.column)) return `invalid column for filter ${c.column}`;
  }
  for (const col of spec.select ?? []) {
    if (!visible.has(col)) return `invalid column for select ${col}`;
  }
  if (!spec.conditions.length) return null;
  try {
    await checkValues(pool, meta, spec.conditions);
  } catch (e) {
    return e instanceof Error ? e.message : String(e);
  }
  return null;
}

// Casting each value to the column's type catches `id=eq.abc` on a bigint; planning the filter
// against the table catches operators the type lacks (`like` on a number).
async function checkValues(pool: pg.Pool, meta: TableMeta, conditions: Condition[]): Promise<void> {
  const typeOf = (name: string) => meta.columns.find((c) => c.name === name)!.sqlType;
  const params: string[] = [];
  const param = (v: string) => {
    params.push(v);
    return `$${params.length}`;
  };
  const casts = conditions
    .filter((c) => c.op !== 'is')
    .map((c) => {
      if (c.op === 'in') return `${param(c.value)}::text::${typeOf(c.column)}[]`;
      if (c.op === 'match' || c.op === 'imatch') return `'' ~ ${param(c.value)}::text`;
      return `${param(c.value)}::text::${typeOf(c.column)}`;
    });
  if (casts.length) await pool.query(`select ${casts.join(', ')}`, params);
  params.length = 0;
  const where = compileConditions(conditions, { column: (n) => `t.${quoteIdent(n)}`, typeOf, param });
  await pool.query(
    `select 1 from ${quoteIdent(meta.schema)}.${quoteIdent(meta.table)} t where ${where} limit 0`,
    params,
  );
}
