// Run scheduled jobs now, for tests and people who cannot wait for the clock (a hosted project has
// no such endpoint: there pg_cron's clock alone starts jobs). Service role only.
//   POST /cron/run              the jobs due in this minute (or in the minute of {"at": "<ISO time>"})
//   POST /cron/run/<jobid|name> one job, after its current run if it is running
// Each answers once the runs have ended and the HTTP requests they queued with pg_net have their
// responses, with the runs as cron.job_run_details records them.
import { Hono, type Context } from 'hono';
import { verifyJwt } from '../../db.ts';
import { bearerToken } from '../../http.ts';
import type { DevAid } from '../../services.ts';

export const cronNow: DevAid = {
  prefix: '/cron',
  keyless: false,
  create: (ctx) => {
    const app = new Hono();
    const isServiceRole = async (c: Context) => {
      const token = bearerToken(c.req.header('authorization')) ?? c.req.header('apikey');
      return (await verifyJwt(token, ctx.keys))?.role === 'service_role';
    };
    app.use('*', async (c, next) => {
      if (!(await isServiceRole(c)))
        return c.json({ message: 'This endpoint needs the service_role key' }, 401);
      return next();
    });

    // The runs have committed: send what they queued now rather than race the notification.
    const drained = () => {
      ctx.net.wake();
      return ctx.net.idle();
    };

    app.post('/run', async (c) => {
      const body = (await c.req.json().catch(() => ({}))) as { at?: unknown };
      const at = typeof body.at === 'string' ? new Date(body.at) : new Date();
      if (Number.isNaN(at.getTime())) return c.json({ message: '"at" must be an ISO 8601 time' }, 400);
      const runs = await ctx.cron.runDue(at);
      await drained();
      return c.json({ runs });
    });

    app.post('/run/:job', async (c) => {
      const job = c.req.param('job');
      const run = await ctx.cron.runJob(/^\d+$/.test(job) ? Number(job) : job);
      if (!run) return c.json({ message: `No job ${job}` }, 404);
      await drained();
      return c.json({ run });
    });
    return app;
  },
};
