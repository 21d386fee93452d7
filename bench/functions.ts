// Edge Functions in the local stack: a cold start (a fresh Deno process loads the function and
// answers its first request) for a bare function and for one on the shared layer (supabase-js and
// zod from the npm cache), and warm requests through the gateway next to a bare gateway route.
// Budgets: a cold start under 2 s, so the first call after an edit or a start never feels stuck
// (hosted's cold starts are a few hundred ms on far faster hardware); warm p50 under 10 ms, so a
// function adds no noticeable wait to a page that calls it (p95 is printed beside the bare
// gateway's: on a shared machine both are mostly other processes' noise).
import path from 'node:path';
import { PROJECT_ROOT } from '../supabase/local/config.ts';
import type { RunningStack } from '../supabase/local/stack.ts';
import { percentile, startBenchStack } from './bench-stack.ts';
import type { Row } from './table.ts';

const FIXTURES = path.join(PROJECT_ROOT, 'tests', 'functions');
const COLD_RUNS = 5;
const WARM_RUNS = 200;
const WARMUP = 20;

const ms = (v: number) => `${v.toFixed(1)} ms`;

async function timed(fn: () => Promise<Response>): Promise<number> {
  const started = performance.now();
  const res = await fn();
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${res.status} from a bench request`);
  return performance.now() - started;
}

/** Median of COLD_RUNS first requests, each to a freshly started process. */
async function coldStart(stack: RunningStack, call: () => Promise<Response>, name: string): Promise<number> {
  const times: number[] = [];
  await timed(call); // npm packages into the cache, if this machine has never fetched them
  for (let i = 0; i < COLD_RUNS; i++) {
    await stack.functions.worker(name)?.stop();
    times.push(await timed(call));
  }
  return percentile(
    times.sort((a, b) => a - b),
    50,
  );
}

async function warm(call: () => Promise<Response>): Promise<number[]> {
  for (let i = 0; i < WARMUP; i++) await timed(call);
  const times: number[] = [];
  for (let i = 0; i < WARM_RUNS; i++) times.push(await timed(call));
  return times.sort((a, b) => a - b);
}

export async function functionsRows(): Promise<Row[]> {
  const { stack, dispose } = await startBenchStack('functions', {
    migrations: false,
    seed: false,
    functions: { dir: FIXTURES, configFile: path.join(FIXTURES, 'config.toml'), watch: false },
  });
  try {
    const base = `${stack.config.apiUrl}/functions/v1`;
    const key = { Authorization: `Bearer ${stack.config.serviceRoleKey}`, apikey: stack.config.anonKey };
    const hello = () => fetch(`${base}/hello`, { headers: key });
    const greet = () =>
      fetch(`${base}/greet`, {
        method: 'POST',
        headers: { ...key, 'content-type': 'application/json' },
        body: '{"name":"bench"}',
      });
    const health = () => fetch(`${stack.config.apiUrl}/health`);

    const coldHello = await coldStart(stack, hello, 'hello');
    const coldGreet = await coldStart(stack, greet, 'greet');
    const warmHello = await warm(hello);
    const bare = await warm(health);
    const w50 = percentile(warmHello, 50);
    return [
      {
        metric: 'function cold start, bare (p50 of 5)',
        value: ms(coldHello),
        budget: '< 2000 ms',
        ok: coldHello < 2000,
      },
      {
        metric: 'function cold start, supabase-js + zod (p50 of 5)',
        value: ms(coldGreet),
        budget: '< 2000 ms',
        ok: coldGreet < 2000,
      },
      { metric: 'function warm p50', value: ms(w50), budget: '< 10 ms', ok: w50 < 10 },
      { metric: 'function warm p95', value: ms(percentile(warmHello, 95)), budget: '', ok: true },
      { metric: 'gateway /health p50 (same run)', value: ms(percentile(bare, 50)), budget: '', ok: true },
      { metric: 'gateway /health p95 (same run)', value: ms(percentile(bare, 95)), budget: '', ok: true },
    ];
  } finally {
    await dispose();
  }
}
