// The auth service's per-IP rate limits (and sign-ups switched off), on services of their own: the
// shared test stack raises the limits so the rest of the suite is never throttled.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Hono } from 'hono';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthService } from '../../supabase/local/services/auth/index.ts';
import { buildConfig } from '../../supabase/local/config.ts';
import { stack } from './helpers.ts';

const LIMITS = { sign_in_sign_ups: 3, token_refresh: 2, email_sent: 2, token_verifications: 2 };

let app: Hono;
let pool: pg.Pool;
let dataDir: string;

beforeAll(async () => {
  pool = new pg.Pool({ connectionString: stack.dbUrl, max: 4 });
  dataDir = await mkdtemp(path.join(tmpdir(), 'auth-rate-limit-'));
  const config = { ...buildConfig({ dataDir, auth: { rateLimit: LIMITS } }), apiUrl: stack.apiUrl };
  ({ app } = await createAuthService({ config, pool, log: () => undefined }));
});

afterAll(async () => {
  await pool.end();
  await rm(dataDir, { recursive: true, force: true });
});

function post(url: string, ip: string, body: unknown) {
  return app.request(url, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Forwarded-For': ip,
      'X-Supabase-Api-Version': '2024-01-01',
    },
    body: JSON.stringify(body),
  });
}

async function codeOf(res: Response): Promise<string> {
  return ((await res.json()) as { code: string }).code;
}

describe('auth rate limits', () => {
  it('limits sign-ins and sign-ups together per client IP, and not other IPs', async () => {
    const ip = '203.0.113.10';
    const wrong = { email: 'nobody-rl@test.example.com', password: 'wrong-password' };
    for (let i = 0; i < LIMITS.sign_in_sign_ups; i++) {
      const res = await post('/token?grant_type=password', ip, wrong);
      expect(res.status).toBe(400);
    }
    const limited = await post('/token?grant_type=password', ip, wrong);
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({
      code: 'over_request_rate_limit',
      message: 'Request rate limit reached',
    });
    const signup = await post('/signup', ip, {
      email: 'rl-signup@test.example.com',
      password: 'password-123',
    });
    expect(signup.status).toBe(429);

    // The first X-Forwarded-For entry is the client; another client is not affected.
    const other = await post('/token?grant_type=password', '203.0.113.11, 203.0.113.10', wrong);
    expect(other.status).toBe(400);
    expect(await codeOf(other)).toBe('invalid_credentials');
  });

  it('limits refresh-token grants separately from sign-ins', async () => {
    const ip = '203.0.113.20';
    for (let i = 0; i < LIMITS.token_refresh; i++) {
      const res = await post('/token?grant_type=refresh_token', ip, { refresh_token: 'unknown-token' });
      expect(await codeOf(res)).toBe('refresh_token_not_found');
    }
    const limited = await post('/token?grant_type=refresh_token', ip, { refresh_token: 'unknown-token' });
    expect(limited.status).toBe(429);
    const signIn = await post('/token?grant_type=password', ip, {
      email: 'x@test.example.com',
      password: 'wrong-pass',
    });
    expect(await codeOf(signIn)).toBe('invalid_credentials');
  });

  it('limits recovery mails and verifications', async () => {
    const ip = '203.0.113.30';
    for (let i = 0; i < LIMITS.email_sent; i++) {
      expect((await post('/recover', ip, { email: 'ghost-rl@test.example.com' })).status).toBe(200);
    }
    const recover = await post('/recover', ip, { email: 'ghost-rl@test.example.com' });
    expect(recover.status).toBe(429);
    expect(await codeOf(recover)).toBe('over_request_rate_limit');

    for (let i = 0; i < LIMITS.token_verifications; i++) {
      expect((await post('/verify', ip, { type: 'recovery', token_hash: 'deadbeef' })).status).toBe(403);
    }
    const verify = await post('/verify', ip, { type: 'recovery', token_hash: 'deadbeef' });
    expect(verify.status).toBe(429);
  });
});

describe('sign-ups switched off', () => {
  it('answers signup_disabled', async () => {
    const config = { ...buildConfig({ dataDir, auth: { enableSignup: false } }), apiUrl: stack.apiUrl };
    const closed = (await createAuthService({ config, pool, log: () => undefined })).app;
    const res = await closed.request('/signup', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Supabase-Api-Version': '2024-01-01' },
      body: JSON.stringify({ email: 'closed@test.example.com', password: 'password-123' }),
    });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      code: 'signup_disabled',
      message: 'Signups not allowed for this instance',
    });
    const settings = await closed.request('/settings');
    expect(await settings.json()).toMatchObject({ disable_signup: true });
  });
});
