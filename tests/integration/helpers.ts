// Shared helpers: act as real users through supabase-js against the test stack.
import { randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import WebSocket from 'ws';
import { afterAll, inject } from 'vitest';
import type { Database } from '../../src/types/database.ts';

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

export interface TestUser {
  client: Client;
  id: string;
  email: string;
  password: string;
}

/** Signs up a brand-new user (auto-confirmed) and returns a client signed in as them. */
export async function newUser(prefix = 'user', data: Record<string, unknown> = {}): Promise<TestUser> {
  const email = `${prefix}-${randomUUID().slice(0, 8)}@test.example.com`;
  const password = 'password-123';
  const client = anonClient();
  const { data: res, error } = await client.auth.signUp({ email, password, options: { data } });
  if (error) throw error;
  if (!res.session || !res.user) throw new Error('sign-up returned no session');
  return { client, id: res.user.id, email, password };
}

/** Signs in as a seeded demo account (see supabase/seed.sql). */
export async function demoUser(email: string): Promise<TestUser> {
  const client = anonClient();
  const { data, error } = await client.auth.signInWithPassword({ email, password: DEMO_PASSWORD });
  if (error) throw error;
  return { client, id: data.user.id, email, password: DEMO_PASSWORD };
}
