// The auth service's per-IP rate limits, its per-account failure counts and per-user mail frequency
// (and sign-ups switched off), on services of their own: the shared test stack raises the limits so
// the rest of the suite is never throttled. Each request names the socket it came from, as the
// gateway's Node server would; X-Forwarded-For is believed only from a configured proxy.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Hono } from 'hono';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inboxDir, InboxStore } from '../../supabase/local/dev/inbox/store.ts';
import { createAuthService } from '../../supabase/local/services/auth/index.ts';
import { buildConfig, type AuthSettings } from '../../supabase/local/config.ts';
import { newUser, stack, stackKeys } from './helpers.ts';
import { ownInbox } from './throwaway-stack.ts';

const LIMITS = { sign_in_sign_ups: 3, token_refresh: 2, email_sent: 2, token_verifications: 2 };
const PROXY = '10.0.0.5';

let app: Hono;
let pool: pg.Pool;
let dataDir: string;
let mail: Awaited<ReturnType<typeof ownInbox>>;

async function service(auth: Partial<AuthSettings>, trustedProxies: string[] = []) {
  const config = {
    ...buildConfig({ dataDir, auth, trustedProxies, smtpPort: mail.smtpPort }),
    apiUrl: stack.apiUrl,
  };
  return (await createAuthService({ config, pool, keys: stackKeys(), log: () => undefined })).app;
}

beforeAll(async () => {
  pool = new pg.Pool({ connectionString: stack.dbUrl, max: 4 });
  dataDir = await mkdtemp(path.join(tmpdir(), 'auth-rate-limit-'));
  mail = await ownInbox(dataDir);
  app = await service({ rateLimit: LIMITS });
});

afterAll(async () => {
  await mail.close();
  await pool.end();
  await rm(dataDir, { recursive: true, force: true });
});

/** Where a request comes from: the socket's peer, and what it claims in X-Forwarded-For. */
type From = string | { socket: string; forwardedFor: string };

function post(url: string, from: From, body: unknown, to: Hono = app) {
  const { socket, forwardedFor } =
    typeof from === 'string' ? { socket: from, forwardedFor: undefined } : from;
  return to.request(
    url,
    {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Supabase-Api-Version': '2024-01-01',
        ...(forwardedFor ? { 'X-Forwarded-For': forwardedFor } : {}),
      },
      body: JSON.stringify(body),
    },
    // What @hono/node-server hands the app: the request's socket.
    { incoming: { socket: { remoteAddress: socket } } },
  );
}

/** The six-digit code of the newest mail to `to`, from this file's own inbox. */
async function mailedCode(to: string): Promise<string> {
  const [mail] = await new InboxStore(inboxDir(dataDir)).list({ to });
  const code = /code: (\d{6})/.exec(mail?.text ?? '')?.[1];
  if (!code) throw new Error(`no code mailed to ${to}`);
  return code;
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

    // Another client is not affected.
    const other = await post('/token?grant_type=password', '203.0.113.11', wrong);
    expect(other.status).toBe(400);
    expect(await codeOf(other)).toBe('invalid_credentials');
  });

  it('does not let a client reset its limit with a made-up X-Forwarded-For', async () => {
    const ip = '203.0.113.12';
    const wrong = { email: 'nobody-xff@test.example.com', password: 'wrong-password' };
    for (let i = 0; i < LIMITS.sign_in_sign_ups; i++) await post('/token?grant_type=password', ip, wrong);
    for (const spoofed of ['198.51.100.1', '198.51.100.2, 198.51.100.3']) {
      const res = await post('/token?grant_type=password', { socket: ip, forwardedFor: spoofed }, wrong);
      expect(res.status).toBe(429);
    }
  });

  it('believes X-Forwarded-For from a configured proxy, read from the right', async () => {
    const behindProxy = await service({ rateLimit: LIMITS }, [PROXY]);
    const wrong = { email: 'nobody-proxy@test.example.com', password: 'wrong-password' };
    // The client put a made-up address first; the proxy appended the real one.
    const client = { socket: PROXY, forwardedFor: '198.51.100.9, 203.0.113.40' };
    for (let i = 0; i < LIMITS.sign_in_sign_ups; i++)
      expect((await post('/token?grant_type=password', client, wrong, behindProxy)).status).toBe(400);
    expect((await post('/token?grant_type=password', client, wrong, behindProxy)).status).toBe(429);
    // Changing the made-up part changes nothing; another real client behind the proxy is its own.
    const respoofed = { socket: PROXY, forwardedFor: '198.51.100.10, 203.0.113.40' };
    expect((await post('/token?grant_type=password', respoofed, wrong, behindProxy)).status).toBe(429);
    const neighbour = { socket: PROXY, forwardedFor: '203.0.113.41' };
    expect((await post('/token?grant_type=password', neighbour, wrong, behindProxy)).status).toBe(400);
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
      // One address each: a second mail to one address within max_frequency is refused on its own.
      expect((await post('/recover', ip, { email: `ghost-rl-${i}@test.example.com` })).status).toBe(200);
    }
    const recover = await post('/recover', ip, { email: 'ghost-rl-last@test.example.com' });
    expect(recover.status).toBe(429);
    expect(await codeOf(recover)).toBe('over_request_rate_limit');

    for (let i = 0; i < LIMITS.token_verifications; i++) {
      expect((await post('/verify', ip, { type: 'recovery', token_hash: 'deadbeef' })).status).toBe(403);
    }
    const verify = await post('/verify', ip, { type: 'recovery', token_hash: 'deadbeef' });
    expect(verify.status).toBe(429);
  });
});

describe('failures counted per account', () => {
  const FAILURES = { attempts: 3, windowSeconds: 900 };

  it("a stranger's wrong passwords refuse the stranger, not the owner signing in from a clean client", async () => {
    const guarded = await service({ failureLimit: { ...FAILURES, maxDelayMs: 200 } });
    const user = await newUser('guessed');
    const stranger = '198.51.100.20';
    for (let i = 0; i < FAILURES.attempts; i++) {
      const res = await post(
        '/token?grant_type=password',
        stranger,
        { email: user.email, password: `guess-${i}` },
        guarded,
      );
      expect(await codeOf(res)).toBe('invalid_credentials');
    }
    // The stranger's client is refused at this account, even with the right password…
    const refused = await post(
      '/token?grant_type=password',
      stranger,
      { email: user.email.toUpperCase(), password: user.password },
      guarded,
    );
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({
      code: 'over_request_rate_limit',
      message: 'Request rate limit reached',
    });
    // …while the owner, from another client, signs in (after a short wait, never a lock-out).
    const owner = await post(
      '/token?grant_type=password',
      '198.51.100.99',
      { email: user.email, password: user.password },
      guarded,
    );
    expect(owner.status).toBe(200);
    // Guesses from ever-changing addresses are answered, slowly, and unknown addresses alike.
    const ghost = { email: 'ghost-guessed@test.example.com', password: 'x-guess' };
    for (let i = 0; i < FAILURES.attempts + 2; i++) {
      const res = await post('/token?grant_type=password', `198.51.100.${40 + i}`, ghost, guarded);
      expect(await codeOf(res)).toBe('invalid_credentials');
    }
  });

  it('refuses guessing a mailed code for an address after its failures', async () => {
    const guarded = await service({ failureLimit: FAILURES });
    const user = await newUser('code-guessed');
    expect((await post('/recover', '198.51.100.60', { email: user.email }, guarded)).status).toBe(200);
    for (let i = 0; i < FAILURES.attempts; i++) {
      const res = await post(
        '/verify',
        `198.51.100.${61 + i}`,
        { type: 'recovery', email: user.email, token: String(100000 + i) },
        guarded,
      );
      expect(await codeOf(res)).toBe('otp_expired');
    }
    const code = await mailedCode(user.email);
    const res = await post(
      '/verify',
      '198.51.100.70',
      { type: 'recovery', email: user.email, token: code },
      guarded,
    );
    expect(res.status).toBe(429);
    expect(await codeOf(res)).toBe('over_request_rate_limit');
  });
});

describe('mail frequency per user', () => {
  it("answers GoTrue's over_email_send_rate_limit for a second mail within max_frequency", async () => {
    const base = buildConfig({ dataDir }).auth.email;
    const slow = await service({ email: { ...base, maxFrequencyMs: 60_000 } });
    const user = await newUser('frequent');
    expect((await post('/recover', '198.51.100.80', { email: user.email }, slow)).status).toBe(200);
    const again = await post('/recover', '198.51.100.81', { email: user.email }, slow);
    expect(again.status).toBe(429);
    expect(await again.json()).toEqual({
      code: 'over_email_send_rate_limit',
      message: expect.stringMatching(
        /^For security purposes, you can only request this after \d+ seconds\.$/,
      ),
    });
  });
});

describe('no account enumeration', () => {
  it('recovery and a sign-in code answer a registered and an unknown address alike, the second time too', async () => {
    const base = buildConfig({ dataDir }).auth.email;
    const slow = await service({ email: { ...base, maxFrequencyMs: 60_000 } });
    const user = await newUser('enumerated');
    const unknown = `nobody-${Date.now()}@test.example.com`;
    const answers = async (route: string, body: (email: string) => unknown) => {
      const out: Record<string, Array<{ status: number; body: unknown }>> = {};
      for (const email of [user.email, unknown]) {
        out[email === unknown ? 'unknown' : 'known'] = [];
        for (let i = 0; i < 2; i++) {
          const res = await post(route, `198.51.100.${90 + i}`, body(email), slow);
          const json = (await res.json()) as { message?: string };
          // The seconds left may differ by one between the two addresses' clocks.
          if (json.message) json.message = json.message.replace(/\d+ seconds/, 'N seconds');
          out[email === unknown ? 'unknown' : 'known']!.push({ status: res.status, body: json });
        }
      }
      return out;
    };
    const recover = await answers('/recover', (email) => ({ email }));
    expect(recover.known).toEqual(recover.unknown);
    expect(recover.known!.map((a) => a.status)).toEqual([200, 429]);

    const otpUser = await newUser('enumerated-otp');
    const otpUnknown = `nobody-otp-${Date.now()}@test.example.com`;
    let n = 0;
    const otp = async (email: string) => {
      const res = await post('/otp', `198.51.100.${100 + n++}`, { email, create_user: false }, slow);
      return { status: res.status, body: await res.json() };
    };
    expect(await otp(otpUser.email)).toEqual(await otp(otpUnknown));
    expect(await otp(`other-${otpUnknown}`)).toEqual({ status: 200, body: {} });
  });
});

describe('sign-ups switched off', () => {
  it('answers signup_disabled', async () => {
    const config = { ...buildConfig({ dataDir, auth: { enableSignup: false } }), apiUrl: stack.apiUrl };
    const closed = (await createAuthService({ config, pool, keys: stackKeys(), log: () => undefined })).app;
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
