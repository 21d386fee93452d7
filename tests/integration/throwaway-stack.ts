// A stack of a test's own, on free ports and in its own folder, for tests that change what the
// shared stack must keep (its limits, its processes): started, used and removed by one file. An
// empty project by default (the bootstrap, none of Canopy's migrations): these tests bring the
// tables they need, and start in seconds instead of after every migration.
import path from 'node:path';
import { PROJECT_ROOT } from '../../supabase/local/config.ts';
import { startSmtpInbox } from '../../supabase/local/dev/inbox/smtp.ts';
import { inboxDir, InboxStore } from '../../supabase/local/dev/inbox/store.ts';
import { freePort, startStack, type RunningStack, type StackOptions } from '../../supabase/local/stack.ts';

export async function startThrowawayStack(options: StackOptions = {}): Promise<RunningStack> {
  const apiPort = await freePort();
  return startStack({
    ephemeral: true,
    reset: true,
    seed: false,
    migrations: false,
    apiPort,
    dbPort: await freePort(),
    smtpPort: await freePort(),
    dataDir: path.join(PROJECT_ROOT, 'supabase', `.data-test-${apiPort}`),
    log: () => undefined,
    ...options,
  });
}

/**
 * An SMTP inbox of a test's own, on a free port, storing under `dataDir` as a stack's inbox does:
 * for an auth service a test builds itself (pass `smtpPort` to buildConfig).
 */
export async function ownInbox(dataDir: string): Promise<{ smtpPort: number; close(): Promise<void> }> {
  const port = await freePort();
  const smtp = await startSmtpInbox({ port, store: new InboxStore(inboxDir(dataDir)) });
  return { smtpPort: port, close: () => smtp.close() };
}

/**
 * A confirmed account on `stack`, made as an admin makes one (a sign-up waits for its mailed link
 * while the project confirms addresses); sign it in with the password.
 */
export async function createConfirmedUser(
  stack: RunningStack,
  email: string,
  password: string,
): Promise<{ id: string }> {
  const { apiUrl, serviceRoleKey } = stack.config;
  const res = await fetch(`${apiUrl}/auth/v1/admin/users`, {
    method: 'POST',
    headers: {
      apikey: serviceRoleKey,
      authorization: `Bearer ${serviceRoleKey}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ email, password, email_confirm: true }),
  });
  if (!res.ok) throw new Error(`admin createUser answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as { id: string };
}
