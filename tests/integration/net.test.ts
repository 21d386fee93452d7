// pg_net on the local stack against pg_net as a hosted project has it: the signatures and their
// SQL defaults (5000 ms), the http_post Content-Type rule, URL-encoded params, requests sent only
// after COMMIT, the response row (status, headers, content; timed_out and error_msg in curl's
// words), the 6-hour TTL, and hosted's grants. A server in this test records what arrives.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db, stack } from './helpers.ts';

interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

let server: Server;
let base: string;
const received: Received[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({
        method: req.method!,
        url: req.url!,
        headers: req.headers,
        body: Buffer.concat(chunks).toString(),
      });
      if (req.url!.startsWith('/hang')) return; // never answers
      if (req.url!.startsWith('/moved')) {
        res.writeHead(302, { Location: '/echo?after=redirect' });
        return res.end();
      }
      res.writeHead(201, { 'Content-Type': 'application/json', 'X-Probe': 'yes' });
      res.end(JSON.stringify({ ok: true }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

interface ResponseRow {
  status_code: number | null;
  content_type: string | null;
  headers: Record<string, string> | null;
  content: string | null;
  timed_out: boolean | null;
  error_msg: string | null;
}

async function response(id: string | number): Promise<ResponseRow> {
  for (let i = 0; i < 100; i++) {
    const { rows } = await db().query<ResponseRow>(
      'select status_code, content_type, headers, content, timed_out, error_msg from net._http_response where id = $1',
      [id],
    );
    if (rows[0]) return rows[0];
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no response for request ${id}`);
}

const call = async (sql: string, values: unknown[] = []) =>
  (await db().query<{ id: string }>(`select ${sql} as id`, values)).rows[0]!.id;

describe('pg_net: the SQL API a hosted project has', () => {
  it('has http_get, http_post and http_delete with their SQL defaults (5000 ms), and its tables', async () => {
    const { rows } = await db().query<{ fn: string }>(`
      select p.proname || '(' || pg_get_function_arguments(p.oid) || ') → ' || pg_get_function_result(p.oid) as fn
      from pg_proc p where p.pronamespace = 'net'::regnamespace and p.proname like 'http\\_%' and p.proname <> 'http_collect_response'
      order by 1`);
    expect(rows.map((r) => r.fn)).toEqual([
      "http_delete(url text, params jsonb DEFAULT '{}'::jsonb, headers jsonb DEFAULT '{}'::jsonb, timeout_milliseconds integer DEFAULT 5000, body jsonb DEFAULT NULL::jsonb) → bigint",
      "http_get(url text, params jsonb DEFAULT '{}'::jsonb, headers jsonb DEFAULT '{}'::jsonb, timeout_milliseconds integer DEFAULT 5000) → bigint",
      "http_post(url text, body jsonb DEFAULT '{}'::jsonb, params jsonb DEFAULT '{}'::jsonb, headers jsonb DEFAULT '{\"Content-Type\": \"application/json\"}'::jsonb, timeout_milliseconds integer DEFAULT 5000) → bigint",
    ]);
    const { rows: cols } = await db().query<{ t: string; c: string }>(`
      select c.relname as t, string_agg(a.attname || ' ' || format_type(a.atttypid, a.atttypmod), ', ' order by a.attnum) as c
      from pg_class c join pg_attribute a on a.attrelid = c.oid and a.attnum > 0
      where c.relnamespace = 'net'::regnamespace and c.relkind = 'r' group by c.relname, c.relpersistence order by 1`);
    expect(cols).toEqual([
      {
        t: '_http_response',
        c: 'id bigint, status_code integer, content_type text, headers jsonb, content text, timed_out boolean, error_msg text, created timestamp with time zone',
      },
      {
        t: 'http_request_queue',
        c: 'id bigint, method net.http_method, url text, headers jsonb, body bytea, timeout_milliseconds integer',
      },
    ]);
    // Hosted: usage on net for postgres and the API roles.
    const { rows: usage } = await db().query(`
      select bool_and(has_schema_privilege(r, 'net', 'USAGE')) as all_have
      from unnest(array['postgres', 'anon', 'authenticated', 'service_role']) r`);
    expect(usage).toEqual([{ all_have: true }]);
  });

  it('adds Content-Type: application/json to a POST without one and refuses any other', async () => {
    const client = await db().connect();
    try {
      await client.query('begin');
      const id = (
        await client.query<{ id: string }>(`select net.http_post($1, headers := '{"X-A": "1"}') as id`, [
          base,
        ])
      ).rows[0]!.id;
      const { rows } = await client.query(
        'select method, headers, timeout_milliseconds from net.http_request_queue where id = $1',
        [id],
      );
      expect(rows).toEqual([
        {
          method: 'POST',
          headers: { 'X-A': '1', 'Content-Type': 'application/json' },
          timeout_milliseconds: 5000,
        },
      ]);
    } finally {
      await client.query('rollback');
      client.release();
    }
    await expect(
      db().query(`select net.http_post($1, headers := '{"content-type": "text/plain"}')`, [base]),
    ).rejects.toThrow('Content-Type header must be "application/json"');
  });

  it('refuses a URL without a known scheme, as curl’s URL parser does', async () => {
    await expect(db().query(`select net.http_get('localhost:6666')`)).rejects.toThrow(
      'invalid URL "localhost:6666": Unsupported URL scheme',
    );
    await expect(db().query(`select net.http_get('/malformed_url')`)).rejects.toThrow(
      'invalid URL "/malformed_url"',
    );
    await expect(db().query('select net.http_get(null)')).rejects.toThrow('null value in column "url"');
  });
});

describe('the worker (pg_net’s background worker)', () => {
  it('sends a request only once its transaction commits, never one rolled back', async () => {
    const client = new pg.Client({ connectionString: stack.dbUrl });
    await client.connect();
    try {
      await client.query('begin');
      const rolledBack = (
        await client.query<{ id: string }>(`select net.http_get($1 || '/rolled-back') as id`, [base])
      ).rows[0]!.id;
      await client.query('rollback');
      await client.query('begin');
      const id = (
        await client.query<{ id: string }>(
          `select net.http_post($1 || '/after-commit', '{"n": 1}'::jsonb) as id`,
          [base],
        )
      ).rows[0]!.id;
      await new Promise((r) => setTimeout(r, 400));
      expect(received.some((r) => r.url === '/after-commit')).toBe(false);
      await client.query('commit');

      const res = await response(id);
      expect(res).toMatchObject({
        status_code: 201,
        content_type: 'application/json',
        content: '{"ok":true}',
        timed_out: false,
        error_msg: null,
      });
      expect(res.headers).toMatchObject({ 'Content-Type': 'application/json', 'X-Probe': 'yes' });
      const got = received.find((r) => r.url === '/after-commit')!;
      expect(got).toMatchObject({ method: 'POST', body: '{"n": 1}' });
      expect(got.headers['content-type']).toBe('application/json');
      expect(got.headers['user-agent']).toMatch(/^pg_net\//);
      expect(received.some((r) => r.url === '/rolled-back')).toBe(false);
      expect((await db().query('select 1 from net._http_response where id = $1', [rolledBack])).rows).toEqual(
        [],
      );
    } finally {
      await client.end();
    }
  });

  it('URL-encodes params into the query, sends a DELETE body, and follows redirects', async () => {
    const get = await call(`net.http_get($1 || '/echo?x=1', params := '{"a b": "c&d"}')`, [base]);
    expect((await response(get)).status_code).toBe(201);
    expect(received.some((r) => r.method === 'GET' && r.url === '/echo?x=1&a%20b=c%26d')).toBe(true);

    const del = await call(`net.http_delete($1 || '/thing', body := '{"id": 7}')`, [base]);
    expect((await response(del)).status_code).toBe(201);
    expect(received.find((r) => r.url === '/thing')).toMatchObject({ method: 'DELETE', body: '{"id": 7}' });

    const moved = await call(`net.http_get($1 || '/moved')`, [base]);
    expect((await response(moved)).status_code).toBe(201);
    expect(received.some((r) => r.url === '/echo?after=redirect')).toBe(true);
  });

  it('records a timeout as timed_out with curl’s message, and a refused connection as an error', async () => {
    const slow = await call(`net.http_get($1 || '/hang', timeout_milliseconds := 300)`, [base]);
    const timedOut = await response(slow);
    expect(timedOut).toMatchObject({ status_code: null, content: null, timed_out: true });
    expect(timedOut.error_msg).toMatch(
      /^Timeout of 300 ms reached\. Total time: [\d.]+ ms \(DNS time: [\d.]+ ms, TCP\/SSL handshake time: [\d.]+ ms, HTTP Request\/Response time: [\d.]+ ms\)$/,
    );

    const closed = await call(`net.http_get('http://127.0.0.1:9/')`);
    expect(await response(closed)).toMatchObject({
      status_code: null,
      timed_out: false,
      error_msg: "Couldn't connect to server",
    });
  });

  it('deletes responses older than 6 hours when it next works, and keeps newer ones', async () => {
    const { rows } = await db().query<{ old: string; recent: string }>(`
      with ins as (
        insert into net._http_response (id, status_code, created)
        values (-1000 - (random() * 1e6)::int, 200, now() - interval '6 hours 1 minute'),
               (-2000000 - (random() * 1e6)::int, 200, now() - interval '5 hours')
        returning id, created)
      select (select id from ins order by created limit 1) as old, (select id from ins order by created desc limit 1) as recent`);
    await response(await call(`net.http_get($1 || '/wake')`, [base]));
    const left = await db().query<{ id: string }>('select id from net._http_response where id in ($1, $2)', [
      rows[0]!.old,
      rows[0]!.recent,
    ]);
    expect(left.rows.map((r) => r.id)).toEqual([rows[0]!.recent]);
    await db().query('delete from net._http_response where id = $1', [rows[0]!.recent]);
  });
});
