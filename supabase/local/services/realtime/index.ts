// The Realtime-compatible service: the websocket under /realtime/v1/websocket (Phoenix channels
// with postgres_changes read from the WAL, broadcast and presence, private channels under Realtime
// Authorization) and the REST broadcast API under /realtime/v1/api.
import { STATUS_CODES, type IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import { verifyJwt } from '../../db.ts';
import type { HttpService, ServiceContext, UpgradeService } from '../../services.ts';
import { realtimeApi } from './api.ts';
import { Connection } from './connection.ts';
import { Hub } from './hub.ts';
import { startReplication } from './replication.ts';
import { VSNS, type Vsn } from './protocol.ts';

// Dead sockets (a laptop lid closed) are found by websocket pings rather than left to linger.
const PING_INTERVAL_MS = 30_000;

function refuse(socket: Duplex, status: number, body: Record<string, string>): void {
  const text = JSON.stringify(body);
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
      'Content-Type: application/json\r\n' +
      `Content-Length: ${Buffer.byteLength(text)}\r\n` +
      'Connection: close\r\n\r\n' +
      text,
  );
}

/** Hosted keeps realtime.messages for a few days (daily partitions); so does the local stack. */
const PRUNE_MESSAGES = `
  do $$
  begin
    if to_regclass('realtime.messages') is not null then
      delete from realtime.messages where inserted_at < now() - interval '3 days';
    end if;
  end
  $$`;

export interface RealtimeService extends UpgradeService {
  /** The REST broadcast API, mounted by the gateway under /realtime/v1. */
  http: HttpService;
}

export async function createRealtimeService(ctx: ServiceContext): Promise<RealtimeService> {
  const { config, pool, keys, log } = ctx;
  await pool.query(PRUNE_MESSAGES);
  const hub = new Hub(pool, log);
  const replication = await startReplication({
    dbUrl: config.dbUrl,
    pool,
    onTransaction: (events) => hub.enqueueTransaction(events),
    log,
  });

  let nextBindingId = 1;
  const deps = { pool, hub, log, keys, nextBindingId: () => nextBindingId++ };
  const wss = new WebSocketServer({ noServer: true });
  const connections = new Set<Connection>();

  const pinger = setInterval(() => {
    for (const conn of connections) {
      if (!conn.alive) {
        conn.ws.terminate();
        continue;
      }
      conn.alive = false;
      conn.ws.ping();
    }
  }, PING_INTERVAL_MS);
  pinger.unref();

  const isApiKey = async (key: string) =>
    key === config.anonKey || key === config.serviceRoleKey || (await verifyJwt(key, keys)) !== null;

  return {
    http: { prefix: '/realtime/v1', app: realtimeApi({ pool, hub, keys, log }) },
    path: '/realtime/v1/websocket',
    handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer) {
      socket.on('error', () => undefined);
      const url = new URL(req.url ?? '/', 'http://localhost');
      const header = req.headers.apikey;
      const key = url.searchParams.get('apikey') ?? (typeof header === 'string' ? header : null);
      const vsnParam = url.searchParams.get('vsn') ?? '1.0.0';
      if (!(VSNS as readonly string[]).includes(vsnParam)) {
        refuse(socket, 400, { message: `Unsupported serializer version: ${vsnParam}` });
        return;
      }
      const vsn = vsnParam as Vsn;
      if (!key) {
        refuse(socket, 401, {
          message: 'No API key found in request',
          hint: 'No `apikey` request header or url param was found.',
        });
        return;
      }
      isApiKey(key).then(
        (ok) => {
          if (!ok) {
            refuse(socket, 401, {
              message: 'Invalid API key',
              hint: 'Double check your Supabase `anon` or `service_role` API key.',
            });
            return;
          }
          wss.handleUpgrade(req, socket, head, (ws) => {
            const conn = new Connection(deps, ws, vsn, key);
            connections.add(conn);
            ws.on('close', () => connections.delete(conn));
          });
        },
        () => socket.destroy(),
      );
    },

    resume() {
      replication.resume();
    },

    async close() {
      clearInterval(pinger);
      for (const conn of connections) conn.ws.terminate();
      connections.clear();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      await replication.stop();
      await hub.drain();
    },
  };
}
