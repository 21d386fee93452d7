// pg_cron on the local stack against pg_cron 1.6 as a hosted project has it: the SQL API
// (signatures, tables, errors, the schedule grammar of its own regression tests), hosted's grants,
// and the runner doing the background worker's job (one run per job at a time, as the job's user,
// every outcome recorded). Jobs run through the local-only POST /cron/run instead of the clock,
// except one seconds job that proves the clock runs them too.
import type pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { db, stack } from './helpers.ts';

interface Run {
  runid: number;
  jobid: number;
  job_pid: number | null;
  username: string;
  status: string;
  return_message: string;
  start_time: string;
  end_time: string;
}

const unique = `t${Date.now().toString(36)}`;
/** A schedule that never comes round while the suite runs, for jobs started by hand. */
const NEVER_NOW = '0 0 1 1 *';
const jobs: string[] = [];

async function schedule(name: string, when: string, command: string): Promise<number> {
  const jobName = `${unique}-${name}`;
  jobs.push(jobName);
  const { rows } = await db().query<{ id: string }>('select cron.schedule($1, $2, $3) as id', [
    jobName,
    when,
    command,
  ]);
  return Number(rows[0]!.id);
}

const serviceHeaders = () => ({
  apikey: stack.serviceRoleKey,
  Authorization: `Bearer ${stack.serviceRoleKey}`,
});

async function runNow(job: number | string): Promise<Run> {
  const res = await fetch(`${stack.apiUrl}/cron/run/${job}`, { method: 'POST', headers: serviceHeaders() });
  expect(res.status).toBe(200);
  return ((await res.json()) as { run: Run }).run;
}

async function runDueAt(at: string): Promise<Run[]> {
  const res = await fetch(`${stack.apiUrl}/cron/run`, {
    method: 'POST',
    headers: { ...serviceHeaders(), 'Content-Type': 'application/json' },
    body: JSON.stringify({ at }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { runs: Run[] }).runs;
}

/** The error a statement raises (it must raise). */
async function failure(sql: string, values: unknown[] = []): Promise<pg.DatabaseError> {
  const client = await db().connect();
  try {
    await client.query('begin');
    await client.query(sql, values);
  } catch (err) {
    return err as pg.DatabaseError;
  } finally {
    await client.query('rollback');
    client.release();
  }
  throw new Error(`expected an error from ${sql}`);
}

afterAll(async () => {
  await db().query(`select cron.unschedule(jobid) from cron.job where jobname = any ($1)`, [jobs]);
});

describe('pg_cron: the SQL API a hosted project has', () => {
  it('is enabled in pg_catalog by the migration, with pg_cron 1.6’s functions and tables', async () => {
    const { rows: ext } = await db().query(
      `select extversion, extnamespace::regnamespace::text as schema from pg_extension where extname = 'pg_cron'`,
    );
    expect(ext).toEqual([{ extversion: '1.6', schema: 'pg_catalog' }]);

    const { rows: fns } = await db().query<{ fn: string }>(`
      select p.proname || '(' || pg_get_function_arguments(p.oid) || ') → ' || pg_get_function_result(p.oid) as fn
      from pg_proc p where p.pronamespace = 'cron'::regnamespace and p.proname !~ '^_' order by 1`);
    expect(fns.map((r) => r.fn)).toEqual([
      'alter_job(job_id bigint, schedule text DEFAULT NULL::text, command text DEFAULT NULL::text, database text DEFAULT NULL::text, username text DEFAULT NULL::text, active boolean DEFAULT NULL::boolean) → void',
      'job_cache_invalidate() → trigger',
      'schedule(job_name text, schedule text, command text) → bigint',
      'schedule(schedule text, command text) → bigint',
      'schedule_in_database(job_name text, schedule text, command text, database text, username text DEFAULT NULL::text, active boolean DEFAULT true) → bigint',
      'unschedule(job_id bigint) → boolean',
      'unschedule(job_name text) → boolean',
    ]);

    const { rows: cols } = await db().query<{ t: string; c: string }>(`
      select table_name as t, column_name || ' ' || data_type as c from information_schema.columns
      where table_schema = 'cron' order by table_name, ordinal_position`);
    const columns = (t: string) => cols.filter((r) => r.t === t).map((r) => r.c);
    expect(columns('job')).toEqual([
      'jobid bigint',
      'schedule text',
      'command text',
      'nodename text',
      'nodeport integer',
      'database text',
      'username text',
      'active boolean',
      'jobname text',
    ]);
    expect(columns('job_run_details')).toEqual([
      'jobid bigint',
      'runid bigint',
      'job_pid integer',
      'database text',
      'username text',
      'command text',
      'status text',
      'return_message text',
      'start_time timestamp with time zone',
      'end_time timestamp with time zone',
    ]);
  });

  it('gives postgres only SELECT on cron.job, no TRIGGER on job_run_details, and the API roles nothing', async () => {
    const { rows } = await db().query<{ rel: string; privilege: string; grantable: boolean }>(`
      select c.relname as rel, a.privilege_type as privilege, a.is_grantable as grantable
      from pg_class c, aclexplode(c.relacl) a
      where c.relnamespace = 'cron'::regnamespace and c.relkind = 'r' and a.grantee = 'postgres'::regrole
      order by 1, 2`);
    expect(rows.filter((r) => r.rel === 'job')).toEqual([
      { rel: 'job', privilege: 'SELECT', grantable: true },
    ]);
    const details = rows.filter((r) => r.rel === 'job_run_details').map((r) => r.privilege);
    expect(details).toEqual(expect.arrayContaining(['SELECT', 'INSERT', 'UPDATE', 'DELETE']));
    expect(details).not.toContain('TRIGGER');
    // alter_job and schedule_in_database: postgres by grant, nobody through PUBLIC.
    const { rows: fnAcl } = await db().query<{ grantee: string }>(`
      select coalesce(a.grantee::regrole::text, 'PUBLIC') as grantee
      from aclexplode((select proacl from pg_proc where oid = 'cron.alter_job(bigint,text,text,text,text,boolean)'::regprocedure)) a
      where a.privilege_type = 'EXECUTE' and a.grantee <> (select proowner from pg_proc
        where oid = 'cron.alter_job(bigint,text,text,text,text,boolean)'::regprocedure)`);
    expect(fnAcl.map((r) => r.grantee.replace(/^-$/, 'PUBLIC'))).toEqual(['postgres']);
    const { rows: api } = await db().query(`
      select r as role, has_schema_privilege(r, 'cron', 'USAGE') as usage
      from unnest(array['anon', 'authenticated', 'service_role']) r`);
    expect(api).toEqual([
      { role: 'anon', usage: false },
      { role: 'authenticated', usage: false },
      { role: 'service_role', usage: false },
    ]);
  });

  it('accepts the schedules pg_cron accepts, including seconds, $ and names', async () => {
    const client = await db().connect();
    try {
      await client.query('begin');
      for (const s of [
        '* * * * *',
        '*/5 * * * *',
        '0 0 * * 1-5',
        '0 13 2 6 *',
        '0 11 $ * *',
        '0 9 * jan-mar mon-fri',
        '0 0 * * 7',
        '5 4 * * * anything after the fifth field is ignored',
        '@daily',
        '@restart',
        '1 second',
        '30 seconds',
        ' 30 sEcOnDs ',
        '17  seconds ',
        '59 seconds',
      ])
        await client.query(`select cron.schedule($1, 'select 1')`, [s]);
    } finally {
      await client.query('rollback');
      client.release();
    }
  });

  it('refuses what pg_cron refuses with its "invalid schedule" error and hint', async () => {
    for (const s of [
      '* * * *',
      '5 secondc',
      '50 seconds c',
      '*/0 10 * * *',
      '-1 * * * *',
      '*/-1 10 * * *',
      '*/60 10 * * *',
      '* * * 13 *',
      '* * * 0 *',
      '*/5000000000 10 * * *',
      '1/20 * * * *',
      '-1 seconds',
      '0 seconds',
      '60 seconds',
      '10000000000 seconds',
      '@restar',
      '0 11 $foo * *',
      'a'.repeat(1000),
    ]) {
      const err = await failure(`select cron.schedule('x', $1, 'select 1')`, [s]);
      expect(err.message, s).toBe(`invalid schedule: ${s}`);
      expect(err.code).toBe('22023');
      expect(err.hint).toBe("Use cron format (e.g. 5 4 * * *), or interval format '[1-59] seconds'");
    }
  });

  it('keeps a named job’s jobid when it is scheduled again, and says what is wrong as pg_cron does', async () => {
    const first = await schedule('upsert', NEVER_NOW, 'select 1');
    const again = await schedule('upsert', '0 11 * * *', 'select 2');
    expect(again).toBe(first);
    const { rows } = await db().query(
      'select schedule, command, username, active from cron.job where jobid = $1',
      [first],
    );
    expect(rows).toEqual([
      { schedule: '0 11 * * *', command: 'select 2', username: 'postgres', active: true },
    ]);

    expect((await failure(`select cron.unschedule('no_such_job')`)).message).toBe(
      "could not find valid entry for job 'no_such_job'",
    );
    expect((await failure('select cron.unschedule(987654321::bigint)')).message).toBe(
      'could not find valid entry for job 987654321',
    );
    const noUpdate = await failure('select cron.alter_job($1)', [first]);
    expect([noUpdate.message, noUpdate.hint]).toEqual([
      'no updates specified',
      'You must specify at least one job attribute to change when calling alter_job',
    ]);
    expect((await failure(`select cron.alter_job(987654321, command := 'select 3')`)).message).toBe(
      "Job 987654321 does not exist or you don't own it",
    );
    // On hosted, postgres is no superuser: it may not schedule or alter jobs of another role.
    expect(
      (
        await failure(
          `select cron.schedule_in_database('x', '* * * * *', 'select 1', 'postgres', 'authenticator')`,
        )
      ).message,
    ).toBe('must be superuser to create a job for another role');
    expect((await failure(`select cron.alter_job($1, username := 'authenticator')`, [first])).message).toBe(
      'must be superuser to alter username',
    );

    await db().query(`select cron.alter_job($1, active := false)`, [first]);
    expect((await db().query('select active from cron.job where jobid = $1', [first])).rows).toEqual([
      { active: false },
    ]);
    expect((await db().query(`select cron.unschedule($1::text) as ok`, [`${unique}-upsert`])).rows).toEqual([
      { ok: true },
    ]);
  });
});

describe('the runner (pg_cron’s background worker)', () => {
  it('records each run: running with its pid, then succeeded with the command tag or the row count', async () => {
    const one = await runNow(await schedule('rows', NEVER_NOW, 'select generate_series(1, 3)'));
    expect(one).toMatchObject({ status: 'succeeded', return_message: '3 rows', username: 'postgres' });
    expect(one.job_pid).toBeGreaterThan(0);
    expect(new Date(one.end_time) >= new Date(one.start_time)).toBe(true);

    const tag = await runNow(
      await schedule(
        'tag',
        NEVER_NOW,
        'create temp table cron_probe (x int); insert into cron_probe values (1)',
      ),
    );
    expect(tag).toMatchObject({ status: 'succeeded', return_message: 'INSERT 0 1' });
  });

  it('records a failing run as failed with libpq’s error text', async () => {
    const run = await runNow(await schedule('fails', NEVER_NOW, 'select 1/0'));
    expect(run).toMatchObject({ status: 'failed', return_message: 'ERROR:  division by zero\n' });
    const stored = await db().query(
      'select status, return_message, end_time is not null as ended from cron.job_run_details where runid = $1',
      [run.runid],
    );
    expect(stored.rows).toEqual([
      { status: 'failed', return_message: 'ERROR:  division by zero\n', ended: true },
    ]);
  });

  it('runs a job as its username', async () => {
    const role = `cron_probe_${unique}`;
    await db().query(`create role ${role} login`);
    try {
      // A superuser may set another role's job (hosted's supabase_admin); the job says who ran it.
      const { rows } = await db().query<{ jobid: string }>(
        `insert into cron.job (schedule, command, username, jobname) values ($1, $2, $3, $4) returning jobid`,
        [
          NEVER_NOW,
          `do $$ begin raise exception 'ran as %', current_user; end $$`,
          role,
          `${unique}-as-role`,
        ],
      );
      const run = await runNow(Number(rows[0]!.jobid));
      expect(run).toMatchObject({ status: 'failed', username: role });
      expect(run.return_message).toMatch(new RegExp(`^ERROR:  ran as ${role}\n`));
    } finally {
      await db().query(`delete from cron.job where username = $1`, [role]);
      await db().query(`drop role ${role}`);
    }
  });

  it('runs one instance of a job at a time: a run asked for meanwhile waits for the first to end', async () => {
    const id = await schedule('overlap', NEVER_NOW, 'select pg_sleep(0.6)');
    const [a, b] = await Promise.all([runNow(id), runNow(id)]);
    const [first, second] = [a, b].sort((x, y) => x.runid - y.runid);
    expect(new Date(second!.start_time).getTime()).toBeGreaterThanOrEqual(
      new Date(first!.end_time).getTime(),
    );
  });

  it('runs the jobs due in a given minute (GMT), with $ as the last day and Vixie’s day-of-month/day-of-week rule', async () => {
    const at3h17 = await schedule('due', '17 3 * * *', 'select 1');
    const lastDay = await schedule('last-day', '0 11 $ * *', 'select 1');
    const thirteenthOrFriday = await schedule('dom-or-dow', '0 0 13 * 5', 'select 1');
    const ran = async (at: string) => (await runDueAt(at)).map((r) => r.jobid);

    expect(await ran('2026-01-05T03:17:40Z')).toContain(at3h17);
    expect(await ran('2026-01-05T03:18:00Z')).not.toContain(at3h17);
    expect(await ran('2026-02-28T11:00:00Z')).toContain(lastDay);
    expect(await ran('2026-02-27T11:00:00Z')).not.toContain(lastDay);
    expect(await ran('2026-11-20T00:00:00Z')).toContain(thirteenthOrFriday); // a Friday
    expect(await ran('2026-11-19T00:00:00Z')).not.toContain(thirteenthOrFriday); // a Thursday, the 19th
  });

  it('runs jobs by the clock too: a "1 seconds" job runs within seconds, with no one asking', async () => {
    const id = await schedule('clock', '1 seconds', 'select 1');
    let runs = 0;
    for (let i = 0; i < 50 && runs < 2; i++) {
      await new Promise((r) => setTimeout(r, 200));
      const { rows } = await db().query<{ n: number }>(
        `select count(*)::int as n from cron.job_run_details where jobid = $1 and status = 'succeeded'`,
        [id],
      );
      runs = rows[0]!.n;
    }
    await db().query('select cron.unschedule($1::bigint)', [id]);
    expect(runs).toBeGreaterThanOrEqual(2);
  });

  it('answers run-now only to the service role', async () => {
    const res = await fetch(`${stack.apiUrl}/cron/run`, {
      method: 'POST',
      headers: { apikey: stack.anonKey },
    });
    expect(res.status).toBe(401);
    const unknown = await fetch(`${stack.apiUrl}/cron/run/${unique}-nope`, {
      method: 'POST',
      headers: serviceHeaders(),
    });
    expect(unknown.status).toBe(404);
  });
});
