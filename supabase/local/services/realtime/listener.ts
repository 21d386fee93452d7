// One dedicated connection that LISTENs for captured changes and resubscribes when it drops
// (changes committed while it is down are lost, as with any NOTIFY consumer). An outage is told
// once: when the connection is lost and when it listens again, not at every retry.
import pg from 'pg';
import { NOTIFY_CHANNEL, parseChange, type Change } from './capture.ts';

export interface Listener {
  /** Reconnects now instead of at the next retry (Postgres is known to be back). */
  resume(): void;
  stop(): Promise<void>;
}

const RETRY_MS = 1000;

export async function startListener(
  dbUrl: string,
  onChange: (change: Change) => void,
  log: (message: string) => void,
): Promise<Listener> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | null = null;
  let lostAt: number | null = null;
  let connecting: Promise<void> | null = null;

  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: dbUrl, application_name: 'realtime-listener' });
    c.on('notification', (msg) => {
      if (msg.channel !== NOTIFY_CHANNEL) return;
      const change = parseChange(msg.payload);
      if (change) onChange(change);
    });
    const lost = () => {
      if (stopped || client !== c) return;
      client = null;
      lostAt = Date.now();
      log('realtime: lost its Postgres connection; listening again once Postgres is back');
      c.end().catch(() => undefined);
      scheduleReconnect();
    };
    c.on('error', lost);
    c.on('end', lost);
    try {
      await c.connect();
      await c.query(`listen ${NOTIFY_CHANNEL}`);
    } catch (e) {
      await c.end().catch(() => undefined);
      throw e;
    }
    if (stopped) {
      await c.end().catch(() => undefined);
      return;
    }
    client = c;
    if (lostAt !== null) {
      log(`realtime: listening for changes again after ${((Date.now() - lostAt) / 1000).toFixed(1)} s`);
      lostAt = null;
    }
  };

  const attempt = () => {
    if (stopped || client || connecting) return;
    connecting = connect()
      .catch(() => scheduleReconnect())
      .finally(() => {
        connecting = null;
      });
  };

  const scheduleReconnect = () => {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = null;
      attempt();
    }, RETRY_MS);
  };

  await connect();

  return {
    resume() {
      if (retry) clearTimeout(retry);
      retry = null;
      attempt();
    },
    async stop() {
      stopped = true;
      if (retry) clearTimeout(retry);
      await connecting;
      const c = client;
      client = null;
      if (!c) return;
      await c.query(`unlisten ${NOTIFY_CHANNEL}`).catch(() => undefined);
      await c.end().catch(() => undefined);
    },
  };
}
