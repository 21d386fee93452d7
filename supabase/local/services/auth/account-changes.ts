// Changes that an access token alone must not make, GoTrue's way: a password change from a session
// older than a day needs a mailed nonce (secure_password_change), and a new email address applies
// only once confirmed, from the new address and, with double_confirm_changes, the current one too.
import type pg from 'pg';
import { one, transaction, type Db } from '../../db.ts';
import type { AuthDeps } from './context.ts';
import { AuthError, badRequest, forbidden, unprocessable } from './errors.ts';
import { assertMailWait } from './rate-limit.ts';
import {
  clearOneTimeToken,
  consumeOneTimeToken,
  linkToken,
  newOtp,
  saveOneTimeToken,
  verifyLink,
  type ConsumedToken,
} from './one-time-tokens.ts';
import { PKCE_PREFIX, startFlow, type Challenge } from './pkce.ts';
import type { SessionRow } from './sessions.ts';
import { isBanned, isDeleted, type UserRow } from './users.ts';

/** GoTrue asks for a nonce only when the session is older than this, or there is no session. */
export const REAUTHENTICATION_AFTER_MS = 24 * 3600 * 1000;

const NONCE_INVALID = 'Nonce has expired or is invalid';
export const SINGLE_CONFIRMATION_ACCEPTED =
  'Confirmation link accepted. Please proceed to confirm link sent to the other email';

export function needsReauthentication(session: SessionRow | null, now = Date.now()): boolean {
  return !session || now - session.created_at.getTime() > REAUTHENTICATION_AFTER_MS;
}

/** GoTrue's per-user mail frequency (`[auth.email] max_frequency`): one mail of a kind per interval. */
export function assertMailFrequency(sentAt: Date | null, maxFrequencyMs: number, now = Date.now()): void {
  if (sentAt) assertMailWait(sentAt.getTime(), maxFrequencyMs, now);
}

async function sentAt(db: Db, userId: string, column: 'reauthentication_sent_at' | 'email_change_sent_at') {
  const row = await one<{ at: Date | null }>(db, `select ${column} as at from auth.users where id = $1`, [
    userId,
  ]);
  return row?.at ?? null;
}

/** GET /reauthenticate: mails the user a code to send back as `nonce`. */
export async function sendReauthentication(deps: AuthDeps, user: UserRow): Promise<void> {
  if (!user.email) {
    if (!user.phone)
      throw badRequest(
        'validation_failed',
        'Reauthentication requires the user to have an email or a phone number',
      );
    // The local stack sends no SMS, as it does for phone sign-ups.
    throw new AuthError(500, 'sms_send_failed', 'Error sending reauthentication OTP: no SMS provider');
  }
  if (!user.email_confirmed_at) throw unprocessable('email_not_confirmed', 'Please verify your email first.');
  const email = user.email;
  assertMailFrequency(
    await sentAt(deps.pool, user.id, 'reauthentication_sent_at'),
    deps.config.auth.email.maxFrequencyMs,
  );
  const otp = newOtp();
  await transaction(deps.pool, async (client) => {
    await saveOneTimeToken(client, user.id, 'reauthentication_token', linkToken(email, otp), email);
    await client.query(`update auth.users set reauthentication_sent_at = now() where id = $1`, [user.id]);
  });
  await deps.mailer.reauthentication(email, otp);
}

/**
 * Uses up the nonce a password change came with. Failures count against the account, so the six
 * digits cannot be walked through.
 */
export async function verifyReauthentication(
  deps: AuthDeps,
  client: pg.PoolClient,
  user: UserRow,
  nonce: string,
): Promise<void> {
  if (!user.email)
    throw unprocessable('reauthentication_not_valid', 'Reauthentication requires an email or a phone number');
  deps.limiter.assertMayGuess('code', user.email);
  const consumed = await consumeOneTimeToken(
    client,
    ['reauthentication_token'],
    linkToken(user.email, nonce),
    deps.config.auth.email.otpExpiry,
  );
  if (!consumed || consumed.userId !== user.id) {
    deps.limiter.failedGuess('code', user.email);
    throw unprocessable('reauthentication_not_valid', NONCE_INVALID);
  }
  deps.limiter.rightGuess('code', user.email);
  await client.query(`update auth.users set reauthentication_sent_at = null where id = $1`, [user.id]);
}

export interface EmailChangeMail {
  to: string;
  link: string;
  otp: string;
}

/**
 * Records a pending change to `newEmail` (auth.users.email_change) and the tokens that confirm it;
 * returns the mails to send once the transaction has committed.
 */
export async function startEmailChange(
  deps: AuthDeps,
  client: pg.PoolClient,
  user: UserRow,
  newEmail: string,
  redirectTo: string,
  challenge: Challenge | null,
): Promise<EmailChangeMail[]> {
  assertMailFrequency(
    await sentAt(client, user.id, 'email_change_sent_at'),
    deps.config.auth.email.maxFrequencyMs,
  );
  // With a code_challenge both links are PKCE ones; the confirmation that completes the change gets the code.
  const prefix = challenge ? PKCE_PREFIX : '';
  const mail = (to: string, otp: string): EmailChangeMail => ({
    to,
    link: verifyLink(deps.config, prefix + linkToken(to, otp), 'email_change', redirectTo),
    otp,
  });
  if (challenge) await startFlow(client, user.id, challenge, 'email_change');
  const mails = [mail(newEmail, newOtp())];
  await saveOneTimeToken(
    client,
    user.id,
    'email_change_token_new',
    linkToken(newEmail, mails[0]!.otp),
    newEmail,
  );
  if (deps.config.auth.email.doubleConfirmChanges && user.email) {
    const current = mail(user.email, newOtp());
    mails.push(current);
    await saveOneTimeToken(
      client,
      user.id,
      'email_change_token_current',
      linkToken(user.email, current.otp),
      user.email,
    );
  } else {
    await clearOneTimeToken(client, user.id, 'email_change_token_current');
  }
  await client.query(
    `update auth.users set email_change = $2, email_change_sent_at = now(), email_change_confirm_status = 0,
       updated_at = now() where id = $1`,
    [user.id, newEmail],
  );
  return mails;
}

export type EmailChangeResult = { kind: 'pending' } | { kind: 'changed'; user: UserRow };

/**
 * A confirmation link or code for an email change was used. With double confirmation (and mail
 * confirmations on, as GoTrue requires for it) the first one only records itself; otherwise, or
 * the second time, the address changes.
 */
export async function confirmEmailChange(
  deps: AuthDeps,
  client: pg.PoolClient,
  token: ConsumedToken,
  invalid: string,
): Promise<EmailChangeResult> {
  const user = await deps.users.byId(client, token.userId);
  if (!user || isDeleted(user) || !user.email_change) throw forbidden('otp_expired', invalid);
  if (isBanned(user)) throw forbidden('user_banned', 'User is banned');
  const status = await one<{ status: number }>(
    client,
    `select coalesce(email_change_confirm_status, 0) as status from auth.users where id = $1 for update`,
    [user.id],
  );
  const { email } = deps.config.auth;
  const autoconfirm = !email.enableConfirmations;
  if (!autoconfirm && email.doubleConfirmChanges && status?.status === 0 && user.email) {
    await client.query(`update auth.users set email_change_confirm_status = 1 where id = $1`, [user.id]);
    return { kind: 'pending' };
  }
  await deps.users.setAddress(client, user.id, 'email', user.email_change, true);
  await client.query(
    `update auth.users set email_change_confirm_status = 0, email_change_token_new = '',
       email_change_token_current = '' where id = $1`,
    [user.id],
  );
  await clearOneTimeToken(client, user.id, 'email_change_token_new');
  await clearOneTimeToken(client, user.id, 'email_change_token_current');
  const changed = await deps.users.byId(client, user.id);
  if (!changed) throw forbidden('otp_expired', invalid);
  return { kind: 'changed', user: changed };
}
