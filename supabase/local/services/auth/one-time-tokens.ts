// One-time tokens for email links (auth.one_time_tokens). As in GoTrue, the mail carries a 6-digit
// code and a link token = sha224(address + code); the table keeps only sha256(link token).
import { createHash, randomInt } from 'node:crypto';
import { one, type Db } from '../../db.ts';

export type OneTimeTokenType = 'recovery_token' | 'confirmation_token' | 'email_change_token_new';

/** How long a link or code stays valid (GoTrue's default mailer OTP expiry). */
export const ONE_TIME_TOKEN_TTL_SECONDS = 3600;

export function newOtp(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

export function linkToken(address: string, otp: string): string {
  return createHash('sha224')
    .update(address.toLowerCase() + otp)
    .digest('hex');
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

/**
 * Uses up a token: it is deleted whether or not it is still fresh, so a link works once at most.
 * Returns the user it belongs to, or null when it is unknown, used or expired.
 */
export async function consumeOneTimeToken(
  db: Db,
  type: OneTimeTokenType,
  link: string,
): Promise<string | null> {
  const row = await one<{ user_id: string; fresh: boolean }>(
    db,
    `delete from auth.one_time_tokens where token_type = $1 and token_hash = $2
     returning user_id::text, created_at > now() - make_interval(secs => $3) as fresh`,
    [type, stored(link), ONE_TIME_TOKEN_TTL_SECONDS],
  );
  return row?.fresh ? row.user_id : null;
}

export async function clearOneTimeTokens(db: Db, userId: string): Promise<void> {
  await db.query(`delete from auth.one_time_tokens where user_id = $1`, [userId]);
}
