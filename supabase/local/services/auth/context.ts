// What every route of the auth service shares.
import type pg from 'pg';
import type { StackConfig } from '../../config.ts';
import type { SigningKeyStore } from '../../signing-keys.ts';
import type { ApiVersion } from './errors.ts';
import type { Mailer } from './mailer.ts';
import type { RateLimiter } from './rate-limit.ts';
import type { UserRepo } from './users.ts';

export interface AuthDeps {
  config: StackConfig;
  pool: pg.Pool;
  keys: SigningKeyStore;
  log: (message: string) => void;
  users: UserRepo;
  limiter: RateLimiter;
  mailer: Mailer;
}

export interface AuthEnv {
  Variables: { apiVersion: ApiVersion };
}
