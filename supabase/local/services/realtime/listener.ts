// One dedicated connection that LISTENs for captured changes and reconnects when it drops
// (changes committed while it is down are lost, as with any NOTIFY consumer).
import pg from 'pg';
import { NOTIFY_CHANNEL, parseChange, type Change } from './capture.ts';

export interface Listener {
  stop(): Promise<void>;
}

export async function startListener(
  dbUrl: string,
  onChange: (change: Change) => void,
  log: (message: string) => void,
): Promise<Listener> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | null = null;

  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: dbUrl, application_name: 'realtime-listener' });
    c.on('notification', (msg) => {
      if (msg.channel !== NOTIFY_CHANNEL) return;
      const change = parseChange(msg.payload);
      if (change) onChange(change);
    });
    const lost = (why: string) => {
      if (stopped || client !== c) return;
      client = null;
      log(`realtime: listener connection lost (${why}), reconnecting`);
      c.end().catch(() => undefined);
      scheduleReconnect();
    };
    c.on('error', (e) => lost(e.message));
    c.on('end', () => lost('closed'));
    try {
      await c.connect();
      await c.query(`listen ${NOTIFY_CHANNEL}`);
    } catch (e) {
      await c.end().catch(() => undefined);
      throw e;
    }
    client = c;
  };

  const scheduleReconnect = () => {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = null;
      connect().catch((e: Error) => {
        log(`realtime: listener reconnect failed: ${e.message}`);
        scheduleReconnect();
      });
    }, 1000);
  };

  await connect();

  return {
    async stop() {
      stopped = true;
      if (retry) clearTimeout(retry);
      const c = client;
      client = null;
      if (!c) return;
      await c.query(`unlisten ${NOTIFY_CHANNEL}`).catch(() => undefined);
      await c.end().catch(() => undefined);
    },
  };
}
