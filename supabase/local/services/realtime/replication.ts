// Change capture from the WAL, as hosted Realtime does: a logical replication slot with the
// pgoutput plugin streams every committed change of the tables in the `supabase_realtime`
// publication (rows exactly as written, one event per row change) and every message inserted into
// realtime.messages (broadcasts from the database). The replication protocol (START_REPLICATION,
// keepalives, standby status updates, pgoutput decoding) is pg-logical-replication's.
//
// The slot belongs to this service: a slot left by a run that was killed is dropped at start (it
// would replay changes from before anyone could have subscribed, and holds back WAL), and the
// service drops its slot when it stops. It is a persistent slot, so a Postgres restart loses
// nothing: the stream resumes where it was acknowledged.
import { LogicalReplicationService, PgoutputPlugin, type Pgoutput } from 'pg-logical-replication';
import type pg from 'pg';
import { PUBLICATION } from './catalog.ts';
import type { ChangeType } from './filters.ts';

export const SLOT = 'supabase_realtime_local_slot';
export const MESSAGES_PUBLICATION = 'supabase_realtime_messages_publication';

/** Column values as Postgres prints them; null is SQL NULL, undefined an unchanged TOAST value. */
export type TupleText = Record<string, string | null | undefined>;

export interface RowChange {
  kind: 'row';
  schema: string;
  table: string;
  type: ChangeType;
  commitTimestamp: string;
  /** INSERT, UPDATE: the new row. */
  record: TupleText | null;
  /**
   * UPDATE, DELETE: what REPLICA IDENTITY logs. The whole old row with FULL; otherwise the key
   * (for an UPDATE only when the key changed; null then).
   */
  old: TupleText | null;
  oldFull: boolean;
}

export interface MessageInsert {
  kind: 'message';
  id: string;
  topic: string;
  event: string;
  extension: string;
  private: boolean;
  payload: unknown;
}

export type WalEvent = RowChange | MessageInsert;

export interface Replication {
  /** Reconnects now instead of at the next retry (Postgres is known to be back). */
  resume(): void;
  stop(): Promise<void>;
}

const RETRY_MS = 1000;

/** pgoutput's commit time (µs since the Unix epoch) as hosted writes commit_timestamp. */
function isoMillis(micros: unknown): string {
  return new Date(Number(BigInt(micros as bigint) / 1000n)).toISOString();
}

/**
 * pgoutput with the values left as text: pg-logical-replication converts them with node-pg's
 * type parsers (timestamps to Date loses microseconds and zone), while the delivery casts each
 * text back to its column type in Postgres. Relations are cached by the parser and shared with
 * the row messages that follow, so replacing their parsers here is enough.
 */
class TextPgoutputPlugin extends PgoutputPlugin {
  override parse(buffer: Buffer): Pgoutput.Message {
    const msg = super.parse(buffer) as Pgoutput.Message;
    if (msg.tag === 'relation') for (const col of msg.columns) col.parser = (raw: unknown) => raw;
    return msg;
  }
}

function textTuple(tuple: Record<string, unknown> | null): TupleText | null {
  if (!tuple) return null;
  const out: TupleText = {};
  for (const [k, v] of Object.entries(tuple)) out[k] = v === null || v === undefined ? v : String(v);
  return out;
}

function toEvent(msg: Pgoutput.Message, commitTimestamp: string): WalEvent | null {
  if (msg.tag !== 'insert' && msg.tag !== 'update' && msg.tag !== 'delete') return null;
  const { schema, name: table } = msg.relation;
  if (schema === 'realtime' && table === 'messages') {
    if (msg.tag !== 'insert') return null;
    const row = textTuple(msg.new)!;
    if (row.extension !== 'broadcast' || !row.topic || !row.event || !row.id) return null;
    let payload: unknown;
    try {
      payload = row.payload ? JSON.parse(row.payload) : null;
    } catch {
      return null;
    }
    return {
      kind: 'message',
      id: row.id,
      topic: row.topic,
      event: row.event,
      extension: row.extension,
      private: row.private === 't',
      payload,
    };
  }
  const base = { kind: 'row' as const, schema, table, commitTimestamp };
  if (msg.tag === 'insert') {
    return { ...base, type: 'INSERT', record: textTuple(msg.new), old: null, oldFull: false };
  }
  if (msg.tag === 'update') {
    return {
      ...base,
      type: 'UPDATE',
      record: textTuple(msg.new),
      old: textTuple(msg.old ?? msg.key),
      oldFull: msg.old !== null,
    };
  }
  return {
    ...base,
    type: 'DELETE',
    record: null,
    old: textTuple(msg.old ?? msg.key),
    oldFull: msg.old !== null,
  };
}

async function dropSlot(pool: pg.Pool): Promise<void> {
  // A walsender that was just told to stop (or whose client died) lets go of the slot shortly after.
  for (let attempt = 0; ; attempt++) {
    try {
      await pool.query(
        `select pg_catalog.pg_terminate_backend(active_pid) from pg_catalog.pg_replication_slots
          where slot_name = $1 and active_pid is not null and active_pid <> pg_catalog.pg_backend_pid()`,
        [SLOT],
      );
      await pool.query(
        `select pg_catalog.pg_drop_replication_slot(slot_name) from pg_catalog.pg_replication_slots
          where slot_name = $1`,
        [SLOT],
      );
      return;
    } catch (e) {
      // 55006: the slot is still active for a walsender that is on its way out.
      if ((e as { code?: string }).code !== '55006' || attempt >= 250) throw e;
      await new Promise((r) => setTimeout(r, 20));
    }
  }
}

async function ensureSlot(pool: pg.Pool): Promise<void> {
  await pool.query(
    `select pg_catalog.pg_create_logical_replication_slot($1, 'pgoutput')
      where not exists (select 1 from pg_catalog.pg_replication_slots where slot_name = $1)`,
    [SLOT],
  );
}

/** The publications to stream: the project's, and realtime.messages' where the schema has it. */
async function publications(pool: pg.Pool): Promise<string[]> {
  // Hosted Realtime creates the messages publication itself when it is missing; so does this.
  await pool.query(`
    do $$
    begin
      if to_regclass('realtime.messages') is not null
         and not exists (select 1 from pg_catalog.pg_publication where pubname = '${MESSAGES_PUBLICATION}') then
        create publication ${MESSAGES_PUBLICATION} for table realtime.messages with (publish = 'insert');
      end if;
    end
    $$`);
  const { rows } = await pool.query<{ pubname: string }>(
    `select pubname from pg_catalog.pg_publication where pubname = any($1) order by pubname`,
    [[PUBLICATION, MESSAGES_PUBLICATION]],
  );
  return rows.map((r) => r.pubname);
}

export async function startReplication(opts: {
  dbUrl: string;
  pool: pg.Pool;
  /** One committed transaction's events, in commit order. */
  onTransaction: (events: WalEvent[]) => void;
  log: (message: string) => void;
}): Promise<Replication> {
  const { pool, log } = opts;
  // Local stacks before this one captured changes with triggers in a `_realtime` schema.
  await pool.query('drop schema if exists _realtime cascade');
  await dropSlot(pool);
  await ensureSlot(pool);
  const pubs = await publications(pool);

  const service = new LogicalReplicationService(
    { connectionString: opts.dbUrl, application_name: 'realtime-replication' },
    { acknowledge: { auto: true, timeoutSeconds: 10 } },
  );
  const plugin = new TextPgoutputPlugin({ protoVersion: 1, publicationNames: pubs });

  let pending: { commitTimestamp: string; events: WalEvent[] } | null = null;
  service.on('data', (_lsn: string, msg: Pgoutput.Message) => {
    if (msg.tag === 'begin') {
      pending = { commitTimestamp: isoMillis(msg.commitTime), events: [] };
      return;
    }
    if (msg.tag === 'commit') {
      const done = pending;
      pending = null;
      if (done?.events.length) opts.onTransaction(done.events);
      return;
    }
    if (!pending) return;
    const event = toEvent(msg, pending.commitTimestamp);
    if (event) pending.events.push(event);
  });
  service.on('heartbeat', (lsn: string, _ts: number, shouldRespond: boolean) => {
    if (shouldRespond) void service.acknowledge(lsn).catch(() => undefined);
  });
  service.on('error', () => undefined); // the subscription's end says what happened

  let stopped = false;
  let streaming = false;
  let retry: NodeJS.Timeout | null = null;
  let lostAt: number | null = null;
  let connecting: Promise<void> | null = null;

  // Resolves once the stream runs; the subscription itself ends only when the stream does.
  const connect = () =>
    new Promise<void>((resolve, reject) => {
      let started = false;
      service.once('start', () => {
        started = true;
        streaming = true;
        resolve();
      });
      const ended = (e?: unknown) => {
        service.removeAllListeners('start');
        pending = null;
        if (!started) {
          reject(e instanceof Error ? e : new Error('replication ended before it started'));
          return;
        }
        streaming = false;
        if (stopped) return;
        lostAt ??= Date.now();
        log('realtime: lost its Postgres connection; listening again once Postgres is back');
        scheduleReconnect();
      };
      ensureSlot(pool)
        .then(() => service.subscribe(plugin, SLOT))
        .then(() => ended(), ended);
    });

  const attempt = () => {
    if (stopped || streaming || connecting) return;
    connecting = connect()
      .then(() => {
        if (lostAt !== null) {
          log(`realtime: listening for changes again after ${((Date.now() - lostAt) / 1000).toFixed(1)} s`);
          lostAt = null;
        }
      })
      .catch(() => scheduleReconnect())
      .finally(() => {
        connecting = null;
      });
  };

  const scheduleReconnect = () => {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = null;
      attempt();
    }, RETRY_MS);
  };

  connecting = connect().finally(() => {
    connecting = null;
  });
  await connecting;

  return {
    resume() {
      if (retry) clearTimeout(retry);
      retry = null;
      attempt();
    },
    async stop() {
      stopped = true;
      if (retry) clearTimeout(retry);
      await connecting?.catch(() => undefined);
      await service.destroy().catch(() => undefined);
      await dropSlot(pool).catch(() => undefined);
    },
  };
}
