// The contract between the stack and its services (auth, storage, realtime).
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Hono } from 'hono';
import type pg from 'pg';
import type { StackConfig } from './config.ts';

export interface ServiceContext {
  config: StackConfig;
  /** A pool connected as the superuser `postgres`; use `withRole` (db.ts) to act as a caller. */
  pool: pg.Pool;
  log: (message: string) => void;
}

/** An HTTP service mounted by the gateway under its prefix (the app sees paths without it). */
export interface HttpService {
  app: Hono;
  close?(): Promise<void>;
}

/** The realtime service takes over websocket upgrades for its path. */
export interface UpgradeService {
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void;
  close(): Promise<void>;
}
