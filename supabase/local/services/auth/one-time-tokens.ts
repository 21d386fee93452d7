// One-time tokens for email links (auth.one_time_tokens). As in GoTrue, the mail carries a 6-digit
// code and a link token = sha224(address + code); the table keeps only sha256(link token).
import { createHash, randomInt } from 'node:crypto';
import type { StackConfig } from '../../config.ts';
import { one, type Db } from '../../db.ts';

export type OneTimeTokenType =
  | 'recovery_token'
  | 'confirmation_token'
  | 'reauthentication_token'
  | 'email_change_token_new'
  | 'email_change_token_current';

export function newOtp(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

export function linkToken(address: string, otp: string): string {
  return createHash('sha224')
    .update(address.toLowerCase() + otp)
    .digest('hex');
}

/** The /verify link a mail carries. */
export function verifyLink(config: StackConfig, token: string, type: string, redirectTo: string): string {
  const link = new URL(`${config.apiUrl}/auth/v1/verify`);
  link.search = new URLSearchParams({ token, type, redirect_to: redirectTo }).toString();
  return link.toString();
}

function stored(link: string): string {
  return createHash('sha256').update(link).digest('hex');
}

/** Records the token, replacing any earlier one of the same type for the user. */
export async function saveOneTimeToken(
  db: Db,
  userId: string,
  type: OneTimeTokenType,
  link: string,
  relatesTo: string,
): Promise<void> {
  await db.query(
    `insert into auth.one_time_tokens (user_id, token_type, token_hash, relates_to, created_at, updated_at)
     values ($1, $2, $3, $4, now(), now())
     on conflict (user_id, token_type)
     do update set token_hash = excluded.token_hash, relates_to = excluded.relates_to,
       created_at = now(), updated_at = now()`,
    [userId, type, stored(link), relatesTo.toLowerCase()],
  );
}

export interface ConsumedToken {
  userId: string;
  type: OneTimeTokenType;
}

/**
 * Uses up a token of one of `types`: it is deleted whether or not it is still fresh (younger than
 * `ttlSeconds`, `[auth.email] otp_expiry`), so a link works once at most. Returns whose it was,
 * or null when it is unknown, used or expired.
 */
export async function consumeOneTimeToken(
  db: Db,
  types: readonly OneTimeTokenType[],
  link: string,
  ttlSeconds: number,
): Promise<ConsumedToken | null> {
  const row = await one<{ user_id: string; token_type: OneTimeTokenType; fresh: boolean }>(
    db,
    `delete from auth.one_time_tokens
      where id = (select id from auth.one_time_tokens
                   where token_type = any($1::auth.one_time_token_type[]) and token_hash = $2
                   limit 1)
     returning user_id::text, token_type::text, created_at > now() - make_interval(secs => $3) as fresh`,
    [types, stored(link), ttlSeconds],
  );
  return row?.fresh ? { userId: row.user_id, type: row.token_type } : null;
}

export async function clearOneTimeToken(db: Db, userId: string, type: OneTimeTokenType): Promise<void> {
  await db.query(`delete from auth.one_time_tokens where user_id = $1 and token_type = $2`, [userId, type]);
}

export async function clearOneTimeTokens(db: Db, userId: string): Promise<void> {
  await db.query(`delete from auth.one_time_tokens where user_id = $1`, [userId]);
}
