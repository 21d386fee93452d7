// What every database bench starts from: a throw-away stack on free ports in a temporary folder,
// removed afterwards, and the percentile the rows report.
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { SignJWT } from 'jose';
import { freePort, startStack, type RunningStack } from '../supabase/local/stack.ts';

type StackOptions = Parameters<typeof startStack>[0];

/** A fresh stack for one bench (`name` labels its folder); `dispose` stops it and removes the folder. */
export async function startBenchStack(
  name: string,
  options: Partial<StackOptions> = {},
): Promise<{ stack: RunningStack; dispose: () => Promise<void> }> {
  const apiPort = await freePort();
  const dataDir = path.join(os.tmpdir(), `canopy-bench-${name}-${apiPort}`);
  const stack = await startStack({
    ephemeral: true,
    reset: true,
    apiPort,
    dbPort: await freePort(),
    smtpPort: await freePort(),
    dataDir,
    log: () => undefined,
    ...options,
  });
  return {
    stack,
    dispose: async () => {
      await stack.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * An access token for `userId` on `stack`, signed as its auth service signs them (HS256, role and
 * audience `authenticated`), valid for an hour; `claims` adds to them (e.g. `email`).
 */
export function userToken(
  stack: RunningStack,
  userId: string,
  claims: Record<string, unknown> = {},
): Promise<string> {
  return new SignJWT({ ...claims, role: 'authenticated', aud: 'authenticated' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(userId)
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode(stack.config.jwtSecret));
}

/** The p-th percentile (nearest rank) of ascending `sorted`. */
export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
