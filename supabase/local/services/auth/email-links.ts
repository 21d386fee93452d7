// The mails that sign a person in from their inbox: a confirmation link after sign-up, a magic link
// (POST /otp) and a password-recovery link (POST /recover). Each carries a link to /verify and the
// same token as a 6-digit code; with a code_challenge the link is a PKCE one (see pkce.ts).
import { one, transaction, type Db } from '../../db.ts';
import { assertMailFrequency } from './account-changes.ts';
import type { AuthDeps } from './context.ts';
import type { AuthMethod } from './grant.ts';
import { linkToken, newOtp, saveOneTimeToken, verifyLink, type OneTimeTokenType } from './one-time-tokens.ts';
import { PKCE_PREFIX, startFlow, type Challenge } from './pkce.ts';
import type { UserRow } from './users.ts';

/**
 * The least time /recover and /otp take to answer: mailing a link (a transaction and the mailer)
 * must not make a registered address answer measurably later than an unknown one.
 */
export const SAME_TIME_MS = 150;

/** Runs `answer` and answers no sooner than SAME_TIME_MS after the start, error or not. */
export async function sameTime<T>(answer: () => Promise<T>): Promise<T> {
  const until = Date.now() + SAME_TIME_MS;
  const wait = () => new Promise((resolve) => setTimeout(resolve, Math.max(0, until - Date.now())));
  try {
    return await answer();
  } finally {
    await wait();
  }
}

/** A link type as /verify reads it (`type=`), and the auth method its session records. */
export type EmailLinkKind = 'signup' | 'magiclink' | 'recovery';

interface KindSpec {
  token: OneTimeTokenType;
  sentAt: 'confirmation_sent_at' | 'recovery_sent_at';
  method: AuthMethod;
}

// Magic links share the recovery token and its send time, as in GoTrue.
const KINDS: Record<EmailLinkKind, KindSpec> = {
  signup: { token: 'confirmation_token', sentAt: 'confirmation_sent_at', method: 'email/signup' },
  magiclink: { token: 'recovery_token', sentAt: 'recovery_sent_at', method: 'magiclink' },
  recovery: { token: 'recovery_token', sentAt: 'recovery_sent_at', method: 'recovery' },
};

/** How a session from a verified link of this type is recorded in `amr`. */
export function methodOfLink(type: string): AuthMethod {
  if (type === 'signup' || type === 'magiclink' || type === 'recovery') return KINDS[type].method;
  if (type === 'email_change' || type === 'invite') return type;
  return 'otp';
}

async function lastSent(db: Db, userId: string, column: KindSpec['sentAt']): Promise<Date | null> {
  const row = await one<{ at: Date | null }>(db, `select ${column} as at from auth.users where id = $1`, [
    userId,
  ]);
  return row?.at ?? null;
}

/**
 * Mails the user a link and code of this kind (at most one per `[auth.email] max_frequency`),
 * replacing any earlier one; with `challenge`, a PKCE flow is recorded for the link to finish.
 */
export async function sendEmailLink(
  deps: AuthDeps,
  user: UserRow,
  kind: EmailLinkKind,
  redirectTo: string,
  challenge: Challenge | null,
): Promise<void> {
  const email = user.email;
  if (!email) throw new Error(`user ${user.id} has no email address to mail a ${kind} link to`);
  const spec = KINDS[kind];
  assertMailFrequency(await lastSent(deps.pool, user.id, spec.sentAt), deps.config.auth.email.maxFrequencyMs);
  const otp = newOtp();
  const token = linkToken(email, otp);
  await transaction(deps.pool, async (client) => {
    await saveOneTimeToken(client, user.id, spec.token, token, email);
    await client.query(`update auth.users set ${spec.sentAt} = now() where id = $1`, [user.id]);
    if (challenge) await startFlow(client, user.id, challenge, spec.method);
  });
  const link = verifyLink(deps.config, challenge ? PKCE_PREFIX + token : token, kind, redirectTo);
  await deps.mailer[kind](email, link, otp);
}
