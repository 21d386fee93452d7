// pg_cron after a crash, on a stack of this file's own: when Postgres dies mid-run and comes back,
// the runs it left open are marked failed with 'server restarted' (as pg_cron's worker marks them
// when it starts), and jobs run again afterwards.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RunningStack } from '../../supabase/local/stack.ts';
import { startThrowawayStack } from './throwaway-stack.ts';

let stack: RunningStack;

beforeAll(async () => {
  stack = await startThrowawayStack();
  await stack.pool.query('create extension pg_cron with schema pg_catalog');
});

afterAll(async () => {
  await stack?.stop();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until<T>(read: () => Promise<T | undefined>, what: string): Promise<T> {
  for (let i = 0; i < 150; i++) {
    const value = await read().catch(() => undefined);
    if (value !== undefined) return value;
    await sleep(100);
  }
  throw new Error(`timed out waiting for ${what}`);
}

it('marks the runs a crash left open as failed, server restarted, and runs jobs again', async () => {
  const { rows } = await stack.pool.query<{ id: string }>(
    `select cron.schedule('long', '0 0 1 1 *', 'select pg_sleep(60)') as id`,
  );
  const jobid = Number(rows[0]!.id);
  const running = stack.cron.runJob(jobid).catch(() => undefined);
  await until(
    async () =>
      (
        await stack.pool.query(`select 1 from cron.job_run_details where jobid = $1 and status = 'running'`, [
          jobid,
        ])
      ).rows[0],
    'the run to start',
  );

  process.kill(stack.processes.postgres.pid!, 'SIGKILL');
  await running;
  const after = await until(async () => {
    const { rows: runs } = await stack.pool.query<{ status: string; return_message: string }>(
      'select status, return_message from cron.job_run_details where jobid = $1',
      [jobid],
    );
    return runs[0]?.status === 'failed' ? runs : undefined;
  }, 'the open run to be marked failed');
  expect(after).toEqual([{ status: 'failed', return_message: 'server restarted' }]);

  await stack.pool.query(`select cron.alter_job($1, command := 'select 1')`, [jobid]);
  expect(await stack.cron.runJob(jobid)).toMatchObject({ status: 'succeeded', return_message: '1 row' });
});
