// What the realtime integration files share: users as minted JWTs (realtime needs claims, not
// auth.users rows), supabase-js clients whose realtime acts as them, and waiting for what arrives.
import { createClient, type RealtimeChannel, type SupabaseClient } from '@supabase/supabase-js';
import { SignJWT } from 'jose';
import WebSocket from 'ws';
import { stack } from './helpers.ts';

export const wsUrl = `${stack.apiUrl.replace(/^http/, 'ws')}/realtime/v1/websocket`;

export async function userToken(sub: string, expiresInSeconds = 3600): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ sub, role: 'authenticated', aud: 'authenticated' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now)
    .setExpirationTime(now + expiresInSeconds)
    .sign(new TextEncoder().encode(stack.jwtSecret));
}

const clients: SupabaseClient[] = [];

/** A client on the anon key (or `key`); with a token, realtime acts as that user. Node 20 has no WebSocket. */
export async function realtimeClient(token?: string, key = stack.anonKey): Promise<SupabaseClient> {
  const client = createClient(stack.apiUrl, key, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: {
      transport: WebSocket as unknown as NonNullable<
        NonNullable<Parameters<typeof createClient>[2]>['realtime']
      >['transport'],
    },
  });
  if (token) await client.realtime.setAuth(token);
  clients.push(client);
  return client;
}

/** Leaves every channel of the clients this file made. */
export async function closeRealtimeClients(): Promise<void> {
  await Promise.all(clients.splice(0).map((c) => c.removeAllChannels()));
}

export function subscribe(channel: RealtimeChannel): Promise<void> {
  return new Promise((resolve, reject) => {
    channel.subscribe((status, err) => {
      if (status === 'SUBSCRIBED') resolve();
      else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') reject(err ?? new Error(status));
    });
  });
}

export async function waitFor<T>(find: () => T | undefined, what: string, ms = 8000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Resolves once the server has handled everything the client sent before: frames of one socket
 * are handled in order, so the heartbeat's answer comes after them.
 */
export async function settled(client: SupabaseClient): Promise<void> {
  const answered = new Promise<void>((resolve) =>
    client.realtime.onHeartbeat((s) => s === 'ok' && resolve()),
  );
  await client.realtime.sendHeartbeat();
  await answered;
}
