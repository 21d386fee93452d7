// The stack under faults, on a stack of this file's own: Postgres or PostgREST killed as an
// out-of-memory kill would (SIGKILL). Meanwhile the gateway answers 503 in JSON, never a 500; each
// process comes back by itself within seconds; every write that was acknowledged is still there;
// realtime listens again; and the log says what happened in one line, with no stack traces.
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { RunningStack } from '../../supabase/local/stack.ts';
import { startThrowawayStack } from './throwaway-stack.ts';

let stack: RunningStack;
const logs: string[] = [];

beforeAll(async () => {
  stack = await startThrowawayStack({ log: (m) => logs.push(m) });
  await stack.pool.query(`
    create table public.it_acks (id bigint generated always as identity primary key, note text not null);
    grant select, insert on public.it_acks to anon;
    alter publication supabase_realtime add table public.it_acks;
    notify pgrst, 'reload schema';`);
  // PostgREST learns of the new table when its schema cache reloads (reads see it before writes).
  for (let tries = 0; ; tries++) {
    const res = await write('warm-up');
    if ('id' in res) break;
    if (tries > 200) throw new Error(`it_acks never took a write through REST: ${res.status}`);
    await sleep(100);
  }
});

afterAll(async () => {
  await stack?.stop();
});

const headers = () => ({
  apikey: stack.config.anonKey,
  'Content-Type': 'application/json',
  Prefer: 'return=representation',
});

/** One REST write; its id when the stack acknowledged it, else the status it answered. */
async function write(note: string): Promise<{ id: number } | { status: number; body: string }> {
  const res = await fetch(`${stack.config.apiUrl}/rest/v1/it_acks`, {
    method: 'POST',
    headers: headers(),
    body: JSON.stringify({ note }),
  });
  if (res.status === 201) return { id: ((await res.json()) as Array<{ id: number }>)[0]!.id };
  return { status: res.status, body: await res.text() };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Storage's answer to a read that needs Postgres (a bucket list, never rate limited). */
async function listBuckets(): Promise<{ status: number; body: string }> {
  const res = await fetch(`${stack.config.apiUrl}/storage/v1/bucket`, { headers: headers() });
  return { status: res.status, body: await res.text() };
}

/**
 * Writes every 100 ms through a kill and until writes succeed again: returns the acknowledged ids,
 * the answers given meanwhile, what `probe` (another service) answered meanwhile and how long the
 * outage lasted.
 */
async function writeThrough(kill: () => void, probe?: () => Promise<{ status: number; body: string }>) {
  const acked: number[] = [];
  const failures: Array<{ status: number; body: string }> = [];
  const probes: Array<{ status: number; body: string }> = [];
  for (let i = 0; i < 10; i++) {
    const r = await write(`before ${i}`);
    if (!('id' in r)) throw new Error(`a write before the fault failed: ${r.status} ${r.body}`);
    acked.push(r.id);
  }
  kill();
  const killedAt = Date.now();
  let recoveredAt: number | null = null;
  while (Date.now() - killedAt < 60_000) {
    const r = await write('during');
    if ('id' in r) {
      acked.push(r.id);
      if (failures.length > 0 || Date.now() - killedAt > 2000) {
        recoveredAt = Date.now();
        break;
      }
    } else {
      failures.push(r);
      if (probe) probes.push(await probe());
    }
    await sleep(100);
  }
  return { acked, failures, probes, outageMs: recoveredAt === null ? null : recoveredAt - killedAt };
}

/** The process came back within seconds as another process, having answered only 503 meanwhile. */
function expectRecovered(
  result: Awaited<ReturnType<typeof writeThrough>>,
  proc: { pid: number | undefined },
  before: number,
): void {
  expect(result.outageMs, 'it came back').not.toBeNull();
  expect(result.outageMs!).toBeLessThan(30_000);
  expect(proc.pid).not.toBe(before);
  for (const f of result.failures) expect(f.status, f.body).toBe(503);
}

/** What the log may say about an outage: the process lost, its restart, realtime's listener. */
const EXPECTED_OUTAGE_LINE =
  /^(Postgres|PostgREST) (stopped unexpectedly \(.*\); restarting it|could not start yet: .*|is back after [\d.]+ s)$|^realtime: (lost its Postgres connection; listening again once Postgres is back|listening for changes again after [\d.]+ s)$/;

async function missing(ids: number[]): Promise<number[]> {
  const { rows } = await stack.pool.query<{ id: string }>(
    'select id from public.it_acks where id = any($1)',
    [ids],
  );
  const found = new Set(rows.map((r) => Number(r.id)));
  return ids.filter((id) => !found.has(id));
}

describe('Postgres killed', () => {
  it('answers 503 meanwhile, comes back within seconds and keeps every acknowledged write', async () => {
    const before = stack.processes.postgres.pid!;
    const logsBefore = logs.length;
    const result = await writeThrough(() => process.kill(before, 'SIGKILL'), listBuckets);
    expectRecovered(result, stack.processes.postgres, before);
    expect(result.failures.length).toBeGreaterThan(0);
    for (const f of result.failures) expect(() => JSON.parse(f.body) as unknown, f.body).not.toThrow();
    // Storage, which needs Postgres too, answered the same way while REST was failing.
    expect(result.probes.filter((p) => p.status !== 200).length).toBeGreaterThan(0);
    for (const p of result.probes.filter((p) => p.status !== 200)) {
      expect(p.status, p.body).toBe(503);
      expect(() => JSON.parse(p.body) as unknown, p.body).not.toThrow();
    }
    expect(await missing(result.acked)).toEqual([]);

    // Auth and storage serve again too.
    const signUp = await fetch(`${stack.config.apiUrl}/auth/v1/signup`, {
      method: 'POST',
      headers: headers(),
      body: JSON.stringify({ email: 'after-crash@test.example.com', password: 'password-123' }),
    });
    expect(signUp.status).toBe(200);

    const lines = logs.filter((l) => l.startsWith('Postgres stopped unexpectedly'));
    expect(lines).toEqual(['Postgres stopped unexpectedly (killed by SIGKILL); restarting it']);
    // Nothing else but the outage and the recovery, each said once: no traces, no per-request noise.
    expect(logs.slice(logsBefore).filter((l) => !EXPECTED_OUTAGE_LINE.test(l))).toEqual([]);
  });

  it('realtime listens again: a change after the restart reaches a subscriber', async () => {
    const client = createClient(stack.config.apiUrl, stack.config.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
    });
    const received: string[] = [];
    const subscribed = new Promise<void>((resolve) => {
      client
        .channel('it-acks')
        .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'it_acks' }, (p) =>
          received.push((p.new as { note: string }).note),
        )
        .subscribe((status) => {
          if (status === 'SUBSCRIBED') resolve();
        });
    });
    await subscribed;
    // The kill of the test above is over, so this one starts from a serving stack.
    process.kill(stack.processes.postgres.pid!, 'SIGKILL');
    await sleep(200);
    await stack.processes.postgres.ready();
    await expect
      .poll(
        async () => {
          await write('after restart');
          return received.includes('after restart');
        },
        { timeout: 20_000, interval: 500 },
      )
      .toBe(true);
    await client.removeAllChannels();
  });
});

describe('PostgREST killed', () => {
  it('answers 503 meanwhile and serves again within seconds, with every acknowledged write', async () => {
    const before = stack.processes.postgrest.pid!;
    const logsBefore = logs.length;
    const result = await writeThrough(() => process.kill(before, 'SIGKILL'));
    expectRecovered(result, stack.processes.postgrest, before);
    for (const f of result.failures)
      expect(JSON.parse(f.body)).toEqual({ message: 'The upstream server is currently unavailable' });
    expect(await missing(result.acked)).toEqual([]);
    expect(logs.slice(logsBefore).filter((l) => l.startsWith('PostgREST stopped'))).toEqual([
      'PostgREST stopped unexpectedly (killed by SIGKILL); restarting it',
    ]);
    expect(logs.slice(logsBefore).filter((l) => !EXPECTED_OUTAGE_LINE.test(l))).toEqual([]);
  });
});
