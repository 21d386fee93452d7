// npm run soak [-- --seconds 180 --rate 20]: a bounded run of mixed traffic (sign-ins, sign-ups,
// REST reads and writes, storage uploads, realtime subscribers) at a fixed rate against a stack of
// its own, with Postgres and PostgREST killed (SIGKILL) at random moments. Prints what was served,
// errors by kind, how long each recovery took and how many acknowledged writes were lost, and exits
// non-zero if any was. Loopback only; every loop is bounded in count and time. Not part of npm test.
import { randomUUID } from 'node:crypto';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { TEST_STACK_LIMITS } from './config.ts';
import { freePort, startStack, type RunningStack } from './stack.ts';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  const v = i >= 0 ? Number(process.argv[i + 1]) : NaN;
  return Number.isFinite(v) && v > 0 ? v : fallback;
};
const SECONDS = arg('seconds', 180);
const RATE = arg('rate', 20);
const USERS = 8;
const SUBSCRIBERS = 3;
const REQUEST_TIMEOUT_MS = 15_000;
/** No fault in the first and last stretch: the run starts and ends on a serving stack. */
const QUIET_MS = 15_000;

type Op = 'sign-in' | 'sign-up' | 'rest-read' | 'rest-write' | 'upload';
const WEIGHTS: Array<[Op, number]> = [
  ['sign-in', 15],
  ['sign-up', 5],
  ['rest-read', 35],
  ['rest-write', 30],
  ['upload', 15],
];

interface User {
  id: string;
  email: string;
  password: string;
  token: string;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const stamp = (t0: number) => `${((Date.now() - t0) / 1000).toFixed(1).padStart(6)} s`;

function pick(): Op {
  const total = WEIGHTS.reduce((s, [, w]) => s + w, 0);
  let r = Math.random() * total;
  for (const [op, w] of WEIGHTS) if ((r -= w) < 0) return op;
  return 'rest-read';
}

async function setUp(stack: RunningStack) {
  await stack.pool.query(`
    create table public.soak_writes (
      id bigint generated always as identity primary key,
      user_id uuid not null default auth.uid() references auth.users (id),
      body text not null
    );
    alter table public.soak_writes enable row level security;
    revoke all on table public.soak_writes from anon, authenticated;
    grant select, insert (body) on public.soak_writes to authenticated;
    create policy "Users read their writes" on public.soak_writes for select to authenticated
      using (user_id = (select auth.uid()));
    create policy "Users add their writes" on public.soak_writes for insert to authenticated
      with check (user_id = (select auth.uid()));
    alter publication supabase_realtime add table public.soak_writes;
    insert into storage.buckets (id, name, public) values ('soak', 'soak', false);
    create policy "Soak users upload into their folder" on storage.objects for insert to authenticated
      with check (bucket_id = 'soak' and (storage.foldername(name))[1] = (select auth.uid())::text);
    create policy "Soak users read their folder" on storage.objects for select to authenticated
      using (bucket_id = 'soak' and (storage.foldername(name))[1] = (select auth.uid())::text);
    notify pgrst, 'reload schema';`);
}

class Soak {
  readonly users: User[] = [];
  readonly served = new Map<Op, number>();
  readonly errors = new Map<string, number>();
  /** When each failed request was sent and answered, to tell errors of a fault from others. */
  readonly errorSpans: Array<[number, number]> = [];
  readonly acked = { rows: [] as number[], objects: [] as string[], users: [] as string[] };
  sent = 0;
  realtimeEvents = 0;

  constructor(private readonly stack: RunningStack) {}

  private get url() {
    return this.stack.config.apiUrl;
  }

  private headers(token?: string): Record<string, string> {
    return {
      apikey: this.stack.config.anonKey,
      Authorization: `Bearer ${token ?? this.stack.config.anonKey}`,
      'Content-Type': 'application/json',
    };
  }

  private async call(path: string, init: RequestInit): Promise<Response> {
    return fetch(`${this.url}${path}`, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  }

  async signUp(): Promise<User> {
    const email = `soak-${randomUUID().slice(0, 8)}@test.example.com`;
    const password = 'soak-password-1';
    const res = await this.call('/auth/v1/signup', {
      method: 'POST',
      headers: this.headers(),
      body: JSON.stringify({ email, password }),
    });
    if (!res.ok) throw new Error(`sign-up ${res.status}`);
    // The project confirms addresses: the answer is the bare user. An admin confirms it (standing in
    // for the mailed link) and the password signs in.
    const { id } = (await res.json()) as { id: string };
    this.acked.users.push(id);
    const service = this.stack.config.serviceRoleKey;
    const confirm = await this.call(`/auth/v1/admin/users/${id}`, {
      method: 'PUT',
      headers: { apikey: service, Authorization: `Bearer ${service}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email_confirm: true }),
    });
    if (!confirm.ok) throw new Error(`confirm ${confirm.status}`);
    const signIn = await this.call('/auth/v1/token?grant_type=password', {
      method: 'POST',
      headers: this.headers(),
      body: JSON.stringify({ email, password }),
    });
    if (!signIn.ok) throw new Error(`sign-in ${signIn.status}`);
    const { access_token: token } = (await signIn.json()) as { access_token: string };
    return { id, email, password, token };
  }

  private async run(op: Op): Promise<void> {
    const user = this.users[Math.floor(Math.random() * this.users.length)]!;
    let res: Response;
    switch (op) {
      case 'sign-up': {
        await this.signUp();
        return;
      }
      case 'sign-in': {
        res = await this.call('/auth/v1/token?grant_type=password', {
          method: 'POST',
          headers: this.headers(),
          body: JSON.stringify({ email: user.email, password: user.password }),
        });
        if (res.ok) user.token = ((await res.json()) as { access_token: string }).access_token;
        break;
      }
      case 'rest-read': {
        res = await this.call('/rest/v1/soak_writes?select=id,body&order=id.desc&limit=10', {
          headers: this.headers(user.token),
        });
        if (res.ok) await res.json();
        break;
      }
      case 'rest-write': {
        res = await this.call('/rest/v1/soak_writes?select=id', {
          method: 'POST',
          headers: { ...this.headers(user.token), Prefer: 'return=representation' },
          body: JSON.stringify({ body: `written at ${new Date().toISOString()}` }),
        });
        if (res.status === 201) this.acked.rows.push(((await res.json()) as Array<{ id: number }>)[0]!.id);
        break;
      }
      case 'upload': {
        const key = `${user.id}/${randomUUID()}.txt`;
        res = await this.call(`/storage/v1/object/soak/${key}`, {
          method: 'POST',
          headers: { ...this.headers(user.token), 'Content-Type': 'text/plain' },
          body: `soak ${key}`,
        });
        if (res.ok) this.acked.objects.push(key);
        break;
      }
    }
    if (!res.ok) throw new Error(`${op} ${res.status}`);
  }

  /** One request, counted: served, or an error by kind. */
  async once(op: Op): Promise<boolean> {
    this.sent++;
    const sentAt = Date.now();
    try {
      await this.run(op);
      this.served.set(op, (this.served.get(op) ?? 0) + 1);
      return true;
    } catch (err) {
      const e = err as Error;
      const kind = /^[a-z-]+ \d{3}$/.test(e.message)
        ? e.message
        : `${op} ${e.name === 'TimeoutError' ? 'timeout' : 'network error'}`;
      this.errors.set(kind, (this.errors.get(kind) ?? 0) + 1);
      this.errorSpans.push([sentAt, Date.now()]);
      return false;
    }
  }

  async subscribe(user: User): Promise<SupabaseClient> {
    const client = createClient(this.url, this.stack.config.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
      global: { headers: { Authorization: `Bearer ${user.token}` } },
    });
    client.realtime.setAuth(user.token);
    await new Promise<void>((resolve) => {
      client
        .channel(`soak-${user.id}`)
        .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'soak_writes' }, () => {
          this.realtimeEvents++;
        })
        .subscribe((status) => {
          if (status === 'SUBSCRIBED') resolve();
        });
    });
    return client;
  }

  /** Every acknowledged write, looked for after the run; returns what is missing. */
  async lost(): Promise<{ rows: number; objects: number; users: number }> {
    const pool = this.stack.pool;
    const rows = await pool.query<{ n: string }>(
      'select count(*) as n from public.soak_writes where id = any($1)',
      [this.acked.rows],
    );
    const objects = await pool.query<{ name: string; version: string }>(
      `select name, version from storage.objects where bucket_id = 'soak' and name = any($1)`,
      [this.acked.objects],
    );
    const users = await pool.query<{ n: string }>('select count(*) as n from auth.users where id = any($1)', [
      this.acked.users,
    ]);
    // A row is not enough for an upload: its bytes must be readable too.
    let unreadable = 0;
    for (const { name } of objects.rows) {
      const res = await fetch(`${this.url}/storage/v1/object/soak/${name}`, {
        headers: {
          apikey: this.stack.config.serviceRoleKey,
          Authorization: `Bearer ${this.stack.config.serviceRoleKey}`,
        },
      });
      if (!res.ok || (await res.text()) !== `soak ${name}`) unreadable++;
    }
    return {
      rows: this.acked.rows.length - Number(rows.rows[0]!.n),
      objects: this.acked.objects.length - objects.rows.length + unreadable,
      users: this.acked.users.length - Number(users.rows[0]!.n),
    };
  }
}

async function main() {
  const apiPort = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'canopy-soak-'));
  // Postgres runs as its own user and must reach its folder.
  await chmod(dataDir, 0o755);
  const t0 = Date.now();
  const log = (m: string) => console.log(`${stamp(t0)}  [stack] ${m}`);
  // A stack as `npm start` runs it (durable), with the test limits: one client is every user here.
  const stack = await startStack({
    apiPort,
    dbPort: await freePort(),
    smtpPort: await freePort(),
    dataDir,
    seed: false,
    ...TEST_STACK_LIMITS,
    log: (m) => {
      if (!m.startsWith('applied migration')) log(m);
    },
  });
  const clients: SupabaseClient[] = [];
  let exitCode = 0;
  try {
    await setUp(stack);
    const soak = new Soak(stack);
    for (let i = 0; i < USERS; i++) soak.users.push(await soak.signUp());
    // The schema cache learns of soak_writes shortly after the notify.
    for (let tries = 0; tries < 100 && !(await soak.once('rest-write')); tries++) await sleep(100);
    soak.sent = 0;
    soak.errors.clear();
    soak.errorSpans.length = 0;
    soak.served.clear();
    for (const user of soak.users.slice(0, SUBSCRIBERS)) clients.push(await soak.subscribe(user));

    console.log(`soak: ${SECONDS} s at ${RATE} requests/s against ${stack.config.apiUrl}`);
    const start = Date.now();
    const end = start + SECONDS * 1000;

    // Faults at random moments, Postgres or PostgREST, with a serving stretch between them.
    const kills: Array<{ what: string; at: number; recoveredMs: number | null }> = [];
    const faults = (async () => {
      let next = start + QUIET_MS + Math.random() * 10_000;
      while (next < end - QUIET_MS) {
        await sleep(Math.max(0, next - Date.now()));
        const proc = Math.random() < 0.5 ? stack.processes.postgres : stack.processes.postgrest;
        const pid = proc.pid;
        if (pid) {
          log(`soak: killing ${proc.name} (pid ${pid})`);
          const kill = { what: proc.name, at: Date.now(), recoveredMs: null as number | null };
          kills.push(kill);
          process.kill(pid, 'SIGKILL');
          // Recovered when a REST write (which needs both) is served again.
          await sleep(200);
          while (Date.now() < end + 60_000) {
            if (await soak.once('rest-write')) {
              kill.recoveredMs = Date.now() - kill.at;
              break;
            }
            await sleep(100);
          }
        }
        next = Date.now() + 20_000 + Math.random() * 20_000;
      }
    })();

    // Open loop: a request every 1/RATE s whether or not earlier ones have answered.
    const inFlight = new Set<Promise<boolean>>();
    for (let tick = 0; Date.now() < end; tick++) {
      const p = soak.once(pick());
      inFlight.add(p);
      void p.finally(() => inFlight.delete(p));
      await sleep(Math.max(0, start + ((tick + 1) * 1000) / RATE - Date.now()));
    }
    await faults;
    await Promise.all(inFlight);
    await stack.processes.postgres.ready();
    await stack.processes.postgrest.ready();

    const lost = await soak.lost();
    const served = [...soak.served.values()].reduce((a, b) => a + b, 0);
    const lostTotal = lost.rows + lost.objects + lost.users;
    // An error belongs to a fault when the request was in flight between a kill and the recovery.
    const outsideFaults = soak.errorSpans.filter(
      ([sentAt, answeredAt]) =>
        !kills.some((k) => answeredAt >= k.at && sentAt <= k.at + (k.recoveredMs ?? Infinity)),
    ).length;
    const elapsed = (Date.now() - start) / 1000;
    const lines = [
      '',
      `Soak: ${SECONDS} s, ${RATE} requests/s, ${USERS} users, ${SUBSCRIBERS} realtime subscribers`,
      `  requests sent:    ${soak.sent} (${(soak.sent / SECONDS).toFixed(1)}/s achieved; run took ${elapsed.toFixed(0)} s)`,
      `  requests served:  ${served} (${[...soak.served].map(([op, n]) => `${op} ${n}`).join(', ')})`,
      `  errors by kind:   ${
        soak.errors.size
          ? [...soak.errors]
              .sort()
              .map(([k, n]) => `${k}: ${n}`)
              .join(', ')
          : 'none'
      }`,
      `  errors outside a fault's outage: ${outsideFaults}`,
      `  faults:           ${kills.length}`,
      ...kills.map(
        (k) =>
          `    ${k.what} killed at ${((k.at - start) / 1000).toFixed(1)} s, serving again after ${
            k.recoveredMs === null ? 'never' : `${(k.recoveredMs / 1000).toFixed(1)} s`
          }`,
      ),
      `  realtime events:  ${soak.realtimeEvents}`,
      `  acknowledged:     ${soak.acked.rows.length} REST writes, ${soak.acked.objects.length} uploads, ${soak.acked.users.length} sign-ups`,
      `  acknowledged writes lost: ${lostTotal} (REST ${lost.rows}, uploads ${lost.objects}, sign-ups ${lost.users})`,
    ];
    console.log(lines.join('\n'));
    if (lostTotal > 0 || kills.some((k) => k.recoveredMs === null)) exitCode = 1;
  } finally {
    for (const c of clients) await c.removeAllChannels();
    await stack.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
  process.exit(exitCode);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
