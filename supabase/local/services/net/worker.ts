// The local stack's pg_net worker. Hosted's background worker sleeps until a committed
// transaction that called net.http_* wakes it; here the pg_net twin's net.wake() notifies
// channel pg_net_wake, which Postgres delivers only at COMMIT (once per transaction), and this
// worker LISTENs on it. Woken (and once at start), it does what pg_net's loop does until the
// queue is empty: delete responses older than pg_net.ttl (6 hours), take up to 200 queued
// requests (deleting them from net.http_request_queue), send them concurrently, and insert one
// net._http_response row per request, whose id is the request's.
import pg from 'pg';
import { isDatabaseUnavailable } from '../../db.ts';
import { send, type NetRequest } from './send.ts';

const CHANNEL = 'pg_net_wake';
/** pg_net.batch_size's default. */
const BATCH_SIZE = 200;
/** pg_net.ttl's default; a project may set pg_net.ttl, which the worker reads. */
const DEFAULT_TTL = '6 hours';
/** What net.check_worker_is_up() looks for in pg_stat_activity. */
const APPLICATION_NAME = 'pg_net 0.20.4 worker';

export class NetWorker {
  private listener: pg.Client | null = null;
  private draining: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private reconnectTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly opts: {
      dbUrl: string;
      pool: pg.Pool;
      log: (message: string) => void;
    },
  ) {}

  async start(): Promise<void> {
    await this.listen();
    this.wake();
  }

  /** Postgres came back: listen again and send what was queued meanwhile. */
  resume(): void {
    void this.listen()
      .then(() => this.wake())
      .catch(() => this.retryListen());
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    await this.draining?.catch(() => undefined);
    await this.listener?.end().catch(() => undefined);
  }

  /** Resolves when the queue is empty and every request taken from it has its response. */
  async idle(): Promise<void> {
    while (this.draining) await this.draining.catch(() => undefined);
  }

  /** Drains the queue now (also what a notification does). */
  wake(): void {
    if (this.stopped) return;
    if (this.draining) {
      this.again = true;
      return;
    }
    this.draining = this.drain()
      .catch((err) => {
        // Postgres away: the supervisor says so, and resume() drains again once it is back.
        if (!this.stopped && !isDatabaseUnavailable(err)) this.opts.log(`pg_net: ${(err as Error).message}`);
      })
      .finally(() => {
        this.draining = null;
        if (this.again) {
          this.again = false;
          this.wake();
        }
      });
  }

  private async listen(): Promise<void> {
    await this.listener?.end().catch(() => undefined);
    const client = new pg.Client({ connectionString: this.opts.dbUrl, application_name: APPLICATION_NAME });
    client.on('notification', () => this.wake());
    client.on('error', () => undefined);
    client.on('end', () => {
      if (this.listener === client) {
        this.listener = null;
        this.retryListen();
      }
    });
    await client.connect();
    await client.query(`listen ${CHANNEL}`);
    this.listener = client;
  }

  private retryListen(): void {
    if (this.stopped || this.reconnectTimer) return;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      if (this.listener || this.stopped) return;
      this.resume();
    }, 1000);
  }

  private async drain(): Promise<void> {
    const { pool } = this.opts;
    const { rows: present } = await pool.query<{ ok: boolean }>(
      `select to_regclass('net.http_request_queue') is not null and to_regclass('net._http_response') is not null as ok`,
    );
    if (!present[0]!.ok) return;
    for (;;) {
      await pool.query(
        `with expired as (
           select ctid from net._http_response
           where created < now() - coalesce(current_setting('pg_net.ttl', true), $1)::interval
           order by created limit $2)
         delete from net._http_response r using expired where r.ctid = expired.ctid`,
        [DEFAULT_TTL, BATCH_SIZE],
      );
      const { rows } = await pool.query<NetRequest & { id: string }>(
        `with batch as (select id from net.http_request_queue order by id limit $1)
         delete from net.http_request_queue q using batch where q.id = batch.id
         returning q.id, q.method, q.url, q.timeout_milliseconds,
           case when q.headers is null then null
                else array(select key || ': ' || value from jsonb_each_text(q.headers)) end as headers,
           q.body`,
        [BATCH_SIZE],
      );
      if (rows.length === 0) return;
      const responses = await Promise.all(rows.map((r) => send({ ...r, id: Number(r.id) })));
      await pool.query(
        `insert into net._http_response (id, status_code, content_type, headers, content, timed_out, error_msg)
         select * from jsonb_to_recordset($1::jsonb)
           as r(id bigint, status_code int, content_type text, headers jsonb, content text, timed_out bool, error_msg text)`,
        [JSON.stringify(responses)],
      );
    }
  }
}
