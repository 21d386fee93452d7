// The contract between the stack and what the gateway mounts: the services a hosted project has
// (services/: auth, storage, realtime) and the local development aids it does not (dev/).
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Hono } from 'hono';
import type pg from 'pg';
import type { StackConfig } from './config.ts';
import type { CronRunner } from './services/cron/runner.ts';
import type { NetWorker } from './services/net/worker.ts';
import type { SigningKeyStore } from './signing-keys.ts';

export interface ServiceContext {
  config: StackConfig;
  /** A pool connected as the superuser `postgres`; use `withRole` (db.ts) to act as a caller. */
  pool: pg.Pool;
  /** The project's JWT signing keys, current at each call (`npm run keys` changes them live). */
  keys: SigningKeyStore;
  log: (message: string) => void;
}

/** An HTTP service mounted by the gateway under its prefix (the app sees paths without it). */
export interface HttpService {
  /** Where the gateway mounts it, e.g. `/auth/v1`. */
  prefix: string;
  app: Hono;
  /**
   * Paths below the prefix that work without the project's API key, as on hosted projects (the
   * links in a mail, public and signed object URLs). Everything else needs the key.
   */
  keyless?: RegExp[];
  /**
   * The service answers CORS itself, so the gateway adds nothing (Edge Functions: on hosted, the
   * function answers its own preflights and sets its own headers).
   */
  ownCors?: boolean;
  close?(): Promise<void>;
}

/** A websocket service: the gateway hands it the upgrades for its path. */
export interface UpgradeService {
  /** e.g. `/realtime/v1/websocket` */
  path: string;
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void;
  /** Postgres is back after a restart: pick up where it left off without waiting for a retry. */
  resume?(): void;
  close(): Promise<void>;
}

export interface DevAidContext extends ServiceContext {
  /** PostgREST itself, behind the gateway (the test checkout calls an RPC as a provider's webhook would). */
  postgrestUrl: string;
  /** The pg_cron runner and the pg_net worker (the /cron aid runs jobs now). */
  cron: CronRunner;
  net: NetWorker;
}

/** A development and test aid that hosted projects do not have (dev/: inbox, checkout, AROYA stand-in, run jobs now). */
export interface DevAid {
  /** Where the gateway mounts it, e.g. `/inbox`. */
  prefix: string;
  /** Whether it answers without the project's API key (a browser form post, a mail link, a third party's own key). */
  keyless: boolean;
  create(ctx: DevAidContext): Hono;
}

/** Matches every path below a prefix: a keyless dev aid. */
const ANY_PATH = /^/;

/** A dev aid as the gateway mounts it: an HTTP service like the others. */
export function mountDevAid(aid: DevAid, ctx: DevAidContext): HttpService {
  return { prefix: aid.prefix, app: aid.create(ctx), keyless: aid.keyless ? [ANY_PATH] : [] };
}
