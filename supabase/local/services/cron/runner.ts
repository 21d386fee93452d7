// The local stack's pg_cron worker. Hosted runs a background worker inside Postgres; here the
// stack runs the same loop beside it, against the tables of the pg_cron twin
// (supabase/local/extensions/pg_cron--1.6.sql):
// - every second it reads cron.job; at each new minute (GMT) it queues a run of every active job
//   whose schedule falls in that minute (minutes missed by up to five are caught up, as pg_cron
//   does); an 'N seconds' job is queued when N seconds have passed since its last start;
// - one run per job at a time: a run that falls due while the job runs waits and starts when it
//   ends (a seconds job queues at most one), at most 32 runs at once (cron.max_running_jobs);
// - a run connects as the job's username to its database, runs the command as one simple query,
//   and is recorded in cron.job_run_details: starting, running (job_pid, start_time), then
//   succeeded or failed with the return message and end_time;
// - when it starts, and when Postgres comes back after a crash, runs still open are marked
//   failed with 'server restarted', and @reboot jobs run once.
// Tests and the local-only /cron endpoint (dev/cron) run jobs now instead of waiting for the clock.
import pg from 'pg';
import { isDatabaseUnavailable } from '../../db.ts';
import { runCommand } from './execute.ts';

export interface CronRun {
  runid: number;
  jobid: number;
  job_pid: number | null;
  database: string | null;
  username: string | null;
  command: string | null;
  status: string;
  return_message: string | null;
  start_time: Date | null;
  end_time: Date | null;
}

interface Waiter {
  resolve(run: CronRun): void;
  reject(err: unknown): void;
}

interface Task {
  jobid: number;
  /** Runs waiting to start: null for one the clock queued, a waiter for one asked for now. */
  pending: Array<Waiter | null>;
  running: boolean;
  /** When the last run started (ms), for seconds jobs. */
  lastStart: number;
  seconds: number | null;
  active: boolean;
}

/** pg_cron's cron.max_running_jobs default. */
const MAX_RUNNING = 32;
const TICK_MS = 1000;

const RUN_COLUMNS =
  'runid, jobid, job_pid, database, username, command, status, return_message, start_time, end_time';

const minuteOf = (ms: number) => Math.floor(ms / 60_000);

export class CronRunner {
  private readonly tasks = new Map<number, Task>();
  private running = 0;
  private timer: NodeJS.Timeout | null = null;
  private ticking = false;
  private lastMinute = minuteOf(Date.now());
  private stopped = false;
  private readonly inFlight = new Set<Promise<void>>();
  /** The connections of the runs in progress, closed when the stack stops (as a shutdown ends them). */
  private readonly clients = new Set<pg.Client>();

  constructor(
    private readonly opts: {
      /** The superuser's connection string; runs connect with it to the job's database. */
      dbUrl: string;
      pool: pg.Pool;
      log: (message: string) => void;
    },
  ) {}

  /** Marks runs a previous stack left open, queues @reboot jobs, and starts the clock. */
  async start(): Promise<void> {
    await this.recover();
    this.timer = setInterval(() => void this.tick(), TICK_MS);
  }

  /** Postgres came back after a crash: what was running died with it (pg_cron's worker restarts too). */
  resume(): void {
    for (const task of this.tasks.values()) task.running = false;
    this.running = 0;
    void this.recover().catch((e) => {
      if (!isDatabaseUnavailable(e)) this.opts.log(`cron: ${(e as Error).message}`);
    });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    for (const task of this.tasks.values())
      for (const w of task.pending.splice(0)) w?.reject(new Error('the stack is stopping'));
    for (const client of this.clients) void client.end().catch(() => undefined);
    await Promise.allSettled([...this.inFlight]);
  }

  /**
   * Runs every active job whose schedule falls in the minute of `at` (default: this minute), as
   * if the clock had reached it, and resolves with their runs once they have ended.
   */
  async runDue(at: Date = new Date()): Promise<CronRun[]> {
    if (!(await this.installed())) return [];
    const minute = new Date(minuteOf(at.getTime()) * 60_000);
    const { rows } = await this.opts.pool.query<{ jobid: string }>(
      `select j.jobid from cron.job j
       where j.active and cron._schedule_due(cron._parse_schedule(j.schedule), $1) order by j.jobid`,
      [minute],
    );
    return Promise.all(rows.map((r) => this.enqueueNow(Number(r.jobid))));
  }

  /** Runs one job now (by jobid or jobname), after its current run if it has one; null if unknown. */
  async runJob(job: number | string): Promise<CronRun | null> {
    if (!(await this.installed())) return null;
    const { rows } = await this.opts.pool.query<{ jobid: string }>(
      typeof job === 'number'
        ? 'select jobid from cron.job where jobid = $1'
        : 'select jobid from cron.job where jobname = $1 order by jobid limit 1',
      [job],
    );
    return rows[0] ? this.enqueueNow(Number(rows[0].jobid)) : null;
  }

  private enqueueNow(jobid: number): Promise<CronRun> {
    return new Promise<CronRun>((resolve, reject) => {
      this.task(jobid).pending.push({ resolve, reject });
      this.startPending();
    });
  }

  private task(jobid: number): Task {
    let task = this.tasks.get(jobid);
    if (!task) {
      task = { jobid, pending: [], running: false, lastStart: 0, seconds: null, active: true };
      this.tasks.set(jobid, task);
    }
    return task;
  }

  private async installed(): Promise<boolean> {
    const { rows } = await this.opts.pool.query<{ ok: boolean }>(
      `select to_regclass('cron.job') is not null and to_regclass('cron.job_run_details') is not null as ok`,
    );
    return rows[0]!.ok;
  }

  private async recover(): Promise<void> {
    if (!(await this.installed())) return;
    await this.opts.pool.query(
      `update cron.job_run_details set status = 'failed', return_message = 'server restarted'
       where status in ('starting', 'running')`,
    );
    const { rows } = await this.opts.pool.query<{ jobid: string }>(
      `select jobid from cron.job where active and (cron._parse_schedule(schedule)->>'reboot')::boolean`,
    );
    for (const r of rows) this.task(Number(r.jobid)).pending.push(null);
    this.lastMinute = minuteOf(Date.now());
    this.startPending();
  }

  private async tick(): Promise<void> {
    if (this.ticking || this.stopped) return;
    this.ticking = true;
    try {
      if (!(await this.installed())) return;
      const now = Date.now();
      const { rows } = await this.opts.pool.query<{ jobid: string; active: boolean; seconds: number | null }>(
        `select jobid, active, (cron._parse_schedule(schedule)->>'seconds')::int as seconds from cron.job`,
      );
      const seen = new Set<number>();
      for (const r of rows) {
        const task = this.task(Number(r.jobid));
        seen.add(task.jobid);
        task.active = r.active;
        task.seconds = r.seconds;
        // A seconds job that overran queues one run, then keeps its cadence.
        if (
          task.active &&
          task.seconds &&
          task.pending.length === 0 &&
          now - task.lastStart >= task.seconds * 1000
        )
          task.pending.push(null);
      }
      for (const [jobid, task] of this.tasks) {
        if (!seen.has(jobid) && !task.running && task.pending.every((w) => w === null))
          this.tasks.delete(jobid);
      }

      const current = minuteOf(now);
      if (current > this.lastMinute) {
        const passed = current - this.lastMinute;
        const minutes =
          passed <= 5
            ? Array.from({ length: passed }, (_, i) => new Date((this.lastMinute + i + 1) * 60_000))
            : [new Date(current * 60_000)];
        this.lastMinute = current;
        const due = await this.opts.pool.query<{ jobid: string; runs: number }>(
          `select j.jobid, count(*)::int as runs from cron.job j, unnest($1::timestamptz[]) m
           where j.active and cron._schedule_due(cron._parse_schedule(j.schedule), m) group by j.jobid`,
          [minutes],
        );
        for (const r of due.rows) {
          const task = this.task(Number(r.jobid));
          for (let i = 0; i < r.runs; i++) task.pending.push(null);
        }
      }
      this.startPending();
    } catch (err) {
      // Postgres away: the supervisor says so, and resume() picks up once it is back.
      if (!this.stopped && !isDatabaseUnavailable(err)) this.opts.log(`cron: ${(err as Error).message}`);
    } finally {
      this.ticking = false;
    }
  }

  private startPending(): void {
    if (this.stopped) return;
    for (const task of this.tasks.values()) {
      if (this.running >= MAX_RUNNING) return;
      if (task.running || task.pending.length === 0) continue;
      const waiter = task.pending.shift()!;
      // A job unscheduled or deactivated while its clock run waited does not run; one asked for
      // by name or id does.
      if (!waiter && !task.active) continue;
      task.running = true;
      task.lastStart = Date.now();
      this.running++;
      const run = this.run(task.jobid)
        .then(
          (r) => waiter?.resolve(r),
          (err) => {
            if (waiter) waiter.reject(err);
            else if (!this.stopped) this.opts.log(`cron: job ${task.jobid}: ${(err as Error).message}`);
          },
        )
        .finally(() => {
          task.running = false;
          this.running--;
          this.inFlight.delete(run);
          this.startPending();
        });
      this.inFlight.add(run);
    }
  }

  private async run(jobid: number): Promise<CronRun> {
    const { pool } = this.opts;
    const { rows } = await pool.query<{ command: string; database: string; username: string }>(
      'select command, database, username from cron.job where jobid = $1',
      [jobid],
    );
    const job = rows[0];
    if (!job) throw new Error(`job ${jobid} no longer exists`);
    const inserted = await pool.query<{ runid: string }>(
      `insert into cron.job_run_details (jobid, database, username, command, status)
       values ($1, $2, $3, $4, 'starting') returning runid`,
      [jobid, job.database, job.username, job.command],
    );
    const runid = inserted.rows[0]!.runid;
    const finish = async (status: string, message: string) => {
      const done = await pool.query<CronRun>(
        `update cron.job_run_details set status = $2, return_message = $3, end_time = clock_timestamp()
         where runid = $1 returning ${RUN_COLUMNS}`,
        [runid, status, message],
      );
      return { ...done.rows[0]!, runid: Number(runid), jobid };
    };

    const url = new URL(this.opts.dbUrl);
    url.pathname = `/${encodeURIComponent(job.database)}`;
    const client = new pg.Client({ connectionString: url.toString(), application_name: 'pg_cron' });
    client.on('error', () => undefined);
    this.clients.add(client);
    try {
      try {
        await client.connect();
        // The stack connects as its superuser; hosted's worker logs in as the job's user.
        if (job.username !== url.username)
          await client.query(`set session authorization ${client.escapeIdentifier(job.username)}`);
      } catch (err) {
        return await finish('failed', `connection failed: ${(err as Error).message}`);
      }
      await pool.query(
        `update cron.job_run_details set status = 'running', job_pid = $2, start_time = clock_timestamp()
         where runid = $1`,
        [runid, (client as unknown as { processID: number }).processID],
      );
      const outcome = await runCommand(client, job.command);
      return await finish(outcome.status, outcome.message);
    } finally {
      this.clients.delete(client);
      await client.end().catch(() => undefined);
    }
  }
}
