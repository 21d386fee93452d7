// Starts one throw-away stack on its own ports for the integration suite, so tests never touch a
// developer's data. Rate limits are raised here; tests of the limiter build their own service.
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { INTEGRATION_STACK_PORT, PROJECT_ROOT, TEST_STACK_LIMITS } from '../../supabase/local/config.ts';
import { startStack } from '../../supabase/local/stack.ts';

// TEST_STACK_PORT lets several suites run side by side on one machine.
const API_PORT = Number(process.env.TEST_STACK_PORT ?? INTEGRATION_STACK_PORT);

export default async function setup(project: TestProject) {
  const stack = await startStack({
    ephemeral: true,
    reset: true,
    apiPort: API_PORT,
    dbPort: API_PORT + 1,
    dataDir: path.join(PROJECT_ROOT, 'supabase', `.data-test-${API_PORT}`),
    ...TEST_STACK_LIMITS,
    log: (m) => {
      if (!m.startsWith('postgrest:') && !m.startsWith('applied migration')) console.error(`[stack] ${m}`);
    },
  });
  project.provide('stack', {
    apiUrl: stack.config.apiUrl,
    dbUrl: stack.config.dbUrl,
    anonKey: stack.config.anonKey,
    serviceRoleKey: stack.config.serviceRoleKey,
    jwtSecret: stack.config.jwtSecret,
    dataDir: stack.config.dataDir,
    smtpPort: stack.config.smtpPort,
  });
  return () => stack.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    stack: {
      apiUrl: string;
      dbUrl: string;
      anonKey: string;
      serviceRoleKey: string;
      jwtSecret: string;
      dataDir: string;
      smtpPort: number;
    };
  }
}
