// The operations view's functions: an admin sees every back-office job with its last run and its
// failures, and runs one now (its own command from cron.job, recorded as a run by hand); nobody
// else learns a job's name, schedule or error, and nobody can choose what runs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newGrower, type Grower } from './arca-records-helpers.ts';
import { anonClient, db, demoUser, serviceClient, type TestUser } from './helpers.ts';

const FAILING = `t${Date.now().toString(36)}-fails`;

describe('back-office operations', () => {
  let admin: TestUser;
  let grower: Grower;

  beforeAll(async () => {
    [admin, grower] = await Promise.all([demoUser('admin@example.com'), newGrower('ops', 'Professional')]);
    // A job whose command fails, on a schedule that never comes round while the suite runs.
    await db().query(`select cron.schedule($1, '0 0 1 1 *', 'select 1/0')`, [FAILING]);
  });

  afterAll(async () => {
    await db().query('select cron.unschedule($1)', [FAILING]);
  });

  it('lists the jobs with their schedule and last run, for admins only', async () => {
    const { data, error } = await admin.client.rpc('back_office_jobs');
    expect(error).toBeNull();
    const alerts = data!.find((j) => j.jobname === 'prometheus-alerts');
    expect(alerts).toMatchObject({ schedule: '* * * * *', active: true });

    for (const client of [grower.client, anonClient()]) {
      const denied = await client.rpc('back_office_jobs');
      expect(denied.error?.code).toBe('42501');
      expect(denied.data).toBeNull();
      const failures = await client.rpc('back_office_job_failures', { p_jobname: 'prometheus-alerts' });
      expect(failures.error?.code).toBe('42501');
      const run = await client.rpc('back_office_run_job', { p_jobname: 'prometheus-alerts' });
      expect(run.error?.code).toBe('42501');
    }
  });

  it('runs a job now as its schedule would, and shows a failure with its error', async () => {
    const ok = await admin.client.rpc('back_office_run_job', { p_jobname: 'prometheus-alerts' });
    expect(ok.error).toBeNull();
    expect(ok.data).toMatchObject({ jobname: 'prometheus-alerts', status: 'succeeded', run_by: admin.id });

    const failed = await admin.client.rpc('back_office_run_job', { p_jobname: FAILING });
    expect(failed.data).toMatchObject({ status: 'failed', return_message: 'division by zero' });

    const jobs = (await admin.client.rpc('back_office_jobs')).data!;
    expect(jobs.find((j) => j.jobname === FAILING)).toMatchObject({
      last_source: 'admin',
      last_status: 'failed',
      last_message: 'division by zero',
      failures_7d: 1,
    });
    expect(jobs.find((j) => j.jobname === 'prometheus-alerts')?.last_status).toBe('succeeded');
    const failures = await admin.client.rpc('back_office_job_failures', { p_jobname: FAILING });
    expect(failures.data).toEqual([
      expect.objectContaining({ source: 'admin', return_message: 'division by zero' }),
    ]);
  });

  it('runs only jobs that exist, and keeps its run records from the API roles', async () => {
    const missing = await admin.client.rpc('back_office_run_job', { p_jobname: 'select 1' });
    expect(missing.error).toMatchObject({ code: 'PT404', message: 'There is no job called select 1.' });
    for (const client of [admin.client, grower.client, anonClient()]) {
      const read = await client.from('back_office_manual_runs').select('id');
      expect(read.error?.code).toBe('42501');
      const write = await client.from('back_office_manual_runs').insert({
        jobname: 'x',
        status: 'succeeded',
        start_time: new Date().toISOString(),
        end_time: new Date().toISOString(),
      });
      expect(write.error?.code).toBe('42501');
    }
    expect((await serviceClient().from('back_office_manual_runs').select('id').limit(1)).error).toBeNull();
  });
});
