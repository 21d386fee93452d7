// Shared helpers: act as real users through supabase-js against the test stack.
import { randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import bcrypt from 'bcryptjs';
import pg from 'pg';
import WebSocket from 'ws';
import { afterAll, inject } from 'vitest';
import type { Database } from '../../src/types/database.ts';
import { mailsTo, type InboxMail } from '../../supabase/local/dev/inbox/client.ts';
import { defaultKeyRecords, SigningKeyStore } from '../../supabase/local/signing-keys.ts';

export const stack = inject('stack');
export const DEMO_PASSWORD = 'canopy-demo-2026';

export type Client = SupabaseClient<Database>;

// Node 20 has no global WebSocket, which realtime-js needs as soon as a client is created.
const options = {
  auth: { persistSession: false, autoRefreshToken: false },
  realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
};

export function anonClient(): Client {
  return createClient<Database>(stack.apiUrl, stack.anonKey, options);
}

export function serviceClient(): Client {
  return createClient<Database>(stack.apiUrl, stack.serviceRoleKey, options);
}

/**
 * The shared stack's signing keys (a throw-away stack starts with a new project's), for a test
 * that builds an auth service of its own beside it: its tokens are then trusted by the stack.
 */
export function stackKeys(): SigningKeyStore {
  return SigningKeyStore.fixed(defaultKeyRecords(), stack.jwtSecret);
}

let pool: pg.Pool | undefined;
/** A superuser connection for arranging and checking state the API roles may not see. */
export function db(): pg.Pool {
  if (!pool) {
    pool = new pg.Pool({ connectionString: stack.dbUrl, max: 4 });
    afterAll(async () => {
      await pool?.end();
      pool = undefined;
    });
  }
  return pool;
}

const TEST_PASSWORD = 'password-123';
let passwordHash: Promise<string> | undefined;
/** The bcrypt hash of TEST_PASSWORD (cost 10, as GoTrue writes them), computed once per file. */
function testPasswordHash(): Promise<string> {
  return (passwordHash ??= bcrypt.hash(TEST_PASSWORD, 10));
}

export interface TestUser {
  client: Client;
  id: string;
  email: string;
  password: string;
}

export type Tier = 'free' | 'Basic' | 'Advanced' | 'Professional';
export type Role = 'user' | 'moderator' | 'admin';

export interface NewUserOptions {
  /** The start of the email address, so a failing test's rows say whose they are. */
  prefix?: string;
  tier?: Tier;
  role?: Role;
  /** Sign-up metadata (first_name, last_name …). */
  data?: Record<string, unknown>;
}

/**
 * Signs up a brand-new user (auto-confirmed) and returns a client signed in as them; `tier` and
 * `role` are set as an admin would (neither is writable by its owner). Tier and role are read by
 * policies from the profile, so the session needs no refresh. The older positional form
 * `newUser(prefix, data)` still works.
 */
export async function newUser(
  options: NewUserOptions | string = {},
  legacyData: Record<string, unknown> = {},
): Promise<TestUser> {
  const {
    prefix = 'user',
    tier,
    role,
    data = legacyData,
  } = typeof options === 'string' ? { prefix: options } : options;
  const email = `${prefix}-${randomUUID().slice(0, 8)}@test.example.com`;
  const password = TEST_PASSWORD;
  // The project asks a sign-up to confirm its address by mail (auth.test.ts and the e2e journeys
  // cover that), so test users are made as an admin imports an account (a bcrypt hash made once)
  // and signed in with their password: no session here proves the address.
  const created = await serviceClient().auth.admin.createUser({
    email,
    password_hash: await testPasswordHash(),
    email_confirm: true,
    user_metadata: data,
  });
  if (created.error) throw created.error;
  const client = anonClient();
  const { data: res, error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw error;
  if (!res.session || !res.user) throw new Error('sign-in returned no session');
  const user = { client, id: res.user.id, email, password };
  if (tier) await setTier(user, tier);
  if (role) await db().query('update public.profiles set role = $2 where id = $1', [user.id, role]);
  return user;
}

/** Sets a user's plan directly in the database, as the checkout's webhook or an admin would. */
export async function setTier(user: Pick<TestUser, 'id'>, tier: Tier): Promise<void> {
  await db().query('update public.profiles set membership_tier = $2 where id = $1', [user.id, tier]);
}

export interface NewConsultantOptions extends NewUserOptions {
  status?: 'pending' | 'active' | 'rejected' | 'suspended';
  /** Overrides of the application's fields (p_title, p_hourly_rate, p_available_days …). */
  application?: Record<string, unknown>;
}

export interface TestConsultant extends TestUser {
  consultantId: string;
}

/**
 * A new user who applied through `submit_consultant_application` (so the application, verifier and
 * history rows are real) and whose consultant profile is then given `status` (default active).
 * Works every day 06:00–22:00 UTC unless the application says otherwise.
 */
export async function newConsultant(options: NewConsultantOptions = {}): Promise<TestConsultant> {
  const { status = 'active', application = {}, ...userOptions } = options;
  const user = await newUser({ prefix: 'consultant', tier: 'Advanced', ...userOptions });
  const { data, error } = await user.client.rpc('submit_consultant_application', {
    p_title: 'Test Consultant',
    p_short_description: 'Available around the clock for the tests, every day of the week.',
    p_bio: 'A consultant made by the integration tests, with a bio long enough for every rule.',
    p_years_experience: 5,
    p_hourly_rate: 125,
    p_specialty_ids: [1],
    p_available_days: [0, 1, 2, 3, 4, 5, 6],
    p_available_hours: { start: '06:00', end: '22:00' },
    p_time_zone: 'UTC',
    ...application,
  } as never);
  if (error) throw error;
  const consultantId = data as unknown as string;
  if (status !== 'pending') {
    await db().query('update public.agora_consultant_profiles set status = $2 where id = $1', [
      consultantId,
      status,
    ]);
  }
  return { ...user, consultantId };
}

/**
 * Signs the user's client in again with a code mailed to their address (a magic link's code,
 * generated here as an admin would rather than read from the inbox), so the session proves the
 * address: answering a facility invitation needs that proof (public.session_proves_email).
 */
export async function proveEmail(user: Pick<TestUser, 'client' | 'email'>): Promise<void> {
  const link = await serviceClient().auth.admin.generateLink({ type: 'magiclink', email: user.email });
  if (link.error) throw link.error;
  const { error } = await user.client.auth.verifyOtp({
    email: user.email,
    token: link.data.properties.email_otp,
    type: 'email',
  });
  if (error) throw error;
}

/** Signs in as a seeded demo account (see supabase/seeds/00_accounts.sql). */
export async function demoUser(email: string): Promise<TestUser> {
  const client = anonClient();
  const { data, error } = await client.auth.signInWithPassword({ email, password: DEMO_PASSWORD });
  if (error) throw error;
  return { client, id: data.user.id, email, password: DEMO_PASSWORD };
}

export type { InboxMail };

/** The mails the test stack sent to `to`, newest first (its inbox, through Mailpit's API). */
export function inbox(to: string): Promise<InboxMail[]> {
  return mailsTo(stack.apiUrl, to);
}

/** What POST /cron/run/<job> answers: the run as cron.job_run_details recorded it. */
export interface CronRun {
  status: string;
  return_message: string;
  start_time: string;
  end_time: string;
}

/**
 * Runs a pg_cron job now instead of waiting for its minute (the local stack's POST /cron/run/<name>,
 * service role only); answers once the run has ended (after a run already under way, if any).
 */
export async function runCronJob(name: string): Promise<CronRun> {
  const res = await fetch(`${stack.apiUrl}/cron/run/${encodeURIComponent(name)}`, {
    method: 'POST',
    headers: { apikey: stack.serviceRoleKey, Authorization: `Bearer ${stack.serviceRoleKey}` },
  });
  if (res.status !== 200) throw new Error(`cron run ${name}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { run: CronRun }).run;
}
