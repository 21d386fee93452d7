// npm start | npm run stack | npm run db:reset | npm run db:types | npm run db:new | npm run keys |
// (tests) e2e-stack | (npm run typecheck) check-functions
import { spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { aroya } from './dev/aroya/index.ts';
import { buildConfig, E2E_STACK_PORT, PROJECT_ROOT, TEST_STACK_LIMITS } from './config.ts';
import { DEMO_PASSWORD } from './demo.ts';
import { freePort, startStack, type RunningStack } from './stack.ts';
import { newMigration } from './new-migration.ts';
import { checkFunctions, DENO_VERSION, functionSources } from './services/functions/deno.ts';
import { keysCommand } from './keys-command.ts';
import { KeyStateError } from './signing-keys.ts';
import { generateTypes } from './types.ts';

const [command = 'start', ...args] = process.argv.slice(2);
const flag = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};

async function printInfo(stack: RunningStack, appUrl?: string) {
  const { rows } = await stack.pool.query<{
    email: string;
    membership_tier: string;
    role: string;
    name: string;
  }>(`
    select u.email, p.membership_tier, p.role, concat_ws(' ', p.first_name, p.last_name) as name
    from auth.users u join public.profiles p on p.id = u.id
    where u.email like '%@example.com' order by u.created_at, u.email`);
  const c = stack.config;
  const jobs = await stack.pool
    .query<{ jobname: string | null; jobid: string; schedule: string; active: boolean }>(
      `select jobname, jobid, schedule, active from cron.job order by jobid`,
    )
    .then((r) => r.rows)
    .catch(() => []);
  const lines = [
    '',
    'Canopy local stack is running.',
    appUrl ? `  App:         ${appUrl}` : null,
    `  API URL:     ${c.apiUrl}`,
    `  DB URL:      ${c.dbUrl}`,
    `  Mail inbox:  ${c.apiUrl}/inbox (Mailpit API under /inbox/api/v1)`,
    `  SMTP:        127.0.0.1:${c.smtpPort} (no TLS, any login)`,
    ...functionLines(stack),
    `  anon key:    ${c.anonKey}`,
    `  service_role key: ${c.serviceRoleKey}`,
    `  publishable key:  ${c.publishableKey}`,
    `  secret key:       ${c.secretKey}`,
    '',
    jobs.length > 0
      ? `Schedules (pg_cron, GMT; run one now: POST ${c.apiUrl}/cron/run/<jobid|name> with the service_role key):`
      : 'Schedules (pg_cron): none',
    ...jobs.map(
      (j) =>
        `  ${(j.jobname ?? `#${j.jobid}`).padEnd(32)} ${j.schedule.padEnd(16)}${j.active ? '' : ' (inactive)'}`,
    ),
    '',
    `Demo accounts (password for all: ${DEMO_PASSWORD}):`,
    ...rows.map(
      (r) => `  ${r.email.padEnd(26)} ${r.membership_tier.padEnd(13)} ${r.role.padEnd(6)} ${r.name}`,
    ),
    '',
    'Press Ctrl-C to stop.',
  ];
  console.log(lines.filter((l) => l !== null).join('\n'));
}

/** The Edge Functions the stack serves, as `supabase functions serve` lists them. */
function functionLines(stack: RunningStack): string[] {
  const served = stack.functions.list();
  const base = `${stack.config.apiUrl}/functions/v1`;
  const folder = path.relative(PROJECT_ROOT, stack.functions.dir);
  if (served.length === 0)
    return [`  Functions:   none yet (${folder}/<name>/index.ts is served at ${base}/<name>)`];
  return [
    `  Functions:   ${base}/<name> from ${folder}/ (Deno ${DENO_VERSION}; an edit takes effect on the next request)`,
    ...served.map((f) => `    ${f.name.padEnd(24)} verify_jwt ${f.verifyJwt ? 'on' : 'off'}`),
  ];
}

function onShutdown(stop: () => Promise<void>) {
  let stopping = false;
  const handler = () => {
    if (stopping) return;
    stopping = true;
    console.log('\nstopping…');
    stop().finally(() => process.exit(0));
  };
  process.on('SIGINT', handler);
  process.on('SIGTERM', handler);
}

async function main() {
  switch (command) {
    case 'start': {
      const stack = await startStack();
      const vite = spawn(
        process.execPath,
        [
          path.join(PROJECT_ROOT, 'node_modules', 'vite', 'bin', 'vite.js'),
          '--host',
          '127.0.0.1',
          '--port',
          '5173',
        ],
        {
          cwd: PROJECT_ROOT,
          stdio: ['ignore', 'ignore', 'inherit'],
          env: {
            ...process.env,
            VITE_SUPABASE_URL: stack.config.apiUrl,
            VITE_SUPABASE_ANON_KEY: stack.config.anonKey,
            // The stack's AROYA stand-in, unless a real AROYA is asked for.
            VITE_AROYA_API_URL: process.env.VITE_AROYA_API_URL ?? `${stack.config.apiUrl}${aroya.prefix}`,
          },
        },
      );
      onShutdown(async () => {
        vite.kill('SIGTERM');
        await stack.stop();
      });
      await printInfo(stack, 'http://127.0.0.1:5173');
      break;
    }
    case 'stack': {
      const stack = await startStack();
      onShutdown(stack.stop);
      await printInfo(stack);
      break;
    }
    case 'reset': {
      const stack = await startStack({ reset: true });
      await stack.stop();
      console.log('Database rebuilt: migrations applied and seed loaded.');
      break;
    }
    case 'types': {
      // Free ports and its own folder, so it can run beside a dev stack or a test run.
      const port = await freePort();
      const stack = await startStack({
        ephemeral: true,
        reset: true,
        seed: false,
        apiPort: port,
        dbPort: await freePort(),
        smtpPort: await freePort(),
        dataDir: path.join(PROJECT_ROOT, 'supabase', `.data-types-${port}`),
        log: () => undefined,
      });
      try {
        const out = path.join(PROJECT_ROOT, 'src', 'types', 'database.ts');
        await writeFile(out, await generateTypes(stack.config.dbUrl));
        console.log(`wrote ${path.relative(PROJECT_ROOT, out)}`);
      } finally {
        await stack.stop();
      }
      break;
    }
    case 'e2e-stack': {
      // A throw-away stack for Playwright on its own ports, seeded, with generous rate limits.
      const apiPort = Number(flag('port') ?? E2E_STACK_PORT);
      const stack = await startStack({
        ephemeral: true,
        reset: true,
        apiPort,
        dbPort: apiPort + 1,
        dataDir: path.join(PROJECT_ROOT, 'supabase', `.data-e2e-${apiPort}`),
        ...TEST_STACK_LIMITS,
      });
      onShutdown(stack.stop);
      console.log(`e2e stack ready on ${stack.config.apiUrl}`);
      break;
    }
    case 'check-functions': {
      // Deno code (the functions, their shared layer, the test fixtures, the runtime's boot module)
      // is typechecked by Deno, which knows its globals and npm: imports; tsc checks the rest.
      await checkFunctions(functionSources());
      break;
    }
    case 'keys': {
      try {
        console.log(await keysCommand(args, buildConfig({}).dataDir));
      } catch (err) {
        if (!(err instanceof KeyStateError)) throw err;
        console.error(err.message);
        process.exit(2);
      }
      break;
    }
    case 'new': {
      const name = args.join(' ');
      if (!name.trim()) {
        console.error('usage: npm run db:new <name>   (e.g. npm run db:new arca_records)');
        process.exit(2);
      }
      const file = await newMigration(name);
      console.log(`wrote ${path.relative(PROJECT_ROOT, file)}`);
      break;
    }
    default:
      console.error(`unknown command ${command}`);
      process.exit(2);
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
