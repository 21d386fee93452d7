// The gateway's per-client limit on REST, and PostgREST's row cap, on a stack of this file's own
// (the shared test stack raises the limit so the suite is never throttled).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningStack } from '../../supabase/local/stack.ts';
import { startThrowawayStack } from './throwaway-stack.ts';

const LIMIT = 5;
let stack: RunningStack;

beforeAll(async () => {
  stack = await startThrowawayStack({ restRequestsPerMinute: LIMIT });
  await stack.pool.query(`
    create table public.it_many_rows (id int primary key);
    insert into public.it_many_rows select generate_series(1, 1500);
    grant select on public.it_many_rows to anon;
    notify pgrst, 'reload schema';`);
});

afterAll(async () => {
  await stack?.stop();
});

const rest = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${stack.config.apiUrl}/rest/v1/${path}`, { headers: { apikey: stack.config.anonKey, ...headers } });

describe('REST behind the gateway', () => {
  it('caps a response at [api] max_rows (1000), as hosted PostgREST does', async () => {
    const res = await rest('it_many_rows?select=id');
    expect(res.status).toBe(200);
    expect(((await res.json()) as unknown[]).length).toBe(1000);
  });

  it('answers 429 with a JSON error once a client used up its requests, whatever X-Forwarded-For says', async () => {
    // The row-cap test above took one request; use up the rest.
    let served = 1;
    while (served < LIMIT) {
      expect((await rest('it_many_rows?select=id&limit=1')).status).toBe(200);
      served++;
    }
    const limited = await rest('it_many_rows?select=id&limit=1');
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ message: 'API rate limit exceeded' });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    const spoofed = await rest('it_many_rows?select=id&limit=1', { 'X-Forwarded-For': '198.51.100.7' });
    expect(spoofed.status).toBe(429);

    // Only REST is limited: auth still answers the same client.
    const health = await fetch(`${stack.config.apiUrl}/auth/v1/health`, {
      headers: { apikey: stack.config.anonKey },
    });
    expect(health.status).toBe(200);
  });
});
