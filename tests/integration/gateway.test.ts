import { describe, expect, it } from 'vitest';
import { db, stack } from './helpers.ts';

describe('gateway', () => {
  it('refuses a request without an API key, as hosted projects do', async () => {
    const res = await fetch(`${stack.apiUrl}/rest/v1/profiles`);
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ message: 'No API key found in request' });
  });

  it('refuses a forged API key', async () => {
    const res = await fetch(`${stack.apiUrl}/rest/v1/profiles`, { headers: { apikey: 'not-a-key' } });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ message: 'Invalid API key' });
  });

  it('proxies REST to PostgREST as the anon role when only the anon key is given', async () => {
    const res = await fetch(`${stack.apiUrl}/rest/v1/profiles?select=id`, {
      headers: { apikey: stack.anonKey },
    });
    // anon has no grant on profiles: PostgREST answers with Postgres' permission error.
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: '42501' });
  });

  it('answers CORS preflights and exposes the headers supabase-js reads', async () => {
    const res = await fetch(`${stack.apiUrl}/rest/v1/profiles`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://127.0.0.1:5173',
        'Access-Control-Request-Method': 'PATCH',
        'Access-Control-Request-Headers': 'apikey,authorization,x-client-info,content-profile,prefer',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-headers')).toContain('x-client-info');
    expect(res.headers.get('access-control-allow-methods')).toContain('PATCH');
    const exposed = res.headers.get('access-control-expose-headers') ?? '';
    for (const h of ['X-Supabase-Api-Version', 'Content-Range', 'X-Total-Count'])
      expect(exposed).toContain(h);
  });

  it('records migrations as the Supabase CLI does', async () => {
    const { rows } = await db().query<{ version: string; name: string }>(
      'select version, name from supabase_migrations.schema_migrations order by version',
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows[0]).toMatchObject({ version: '20261122000100', name: 'profiles' });
  });

  it("serves the AROYA stand-in's key check without our API key (dev and tests only)", async () => {
    const check = (key?: string) =>
      fetch(`${stack.apiUrl}/aroya/public_api/validate/`, {
        headers: key ? { Authorization: `Bearer ${key}` } : {},
      });
    expect((await check('good-aroya-key-1234')).status).toBe(200);
    expect((await check('bad-aroya-key-9999')).status).toBe(401);
    expect((await check('short')).status).toBe(401);
    expect((await check()).status).toBe(401);
  });
});
