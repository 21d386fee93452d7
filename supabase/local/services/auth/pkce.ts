// PKCE (RFC 7636) for email links, GoTrue's way: a request that carries a code_challenge records a
// flow (auth.flow_state) and its mailed link token is prefixed `pkce_`; opening the link sends the
// browser back with ?code=<auth_code> instead of tokens, and only the code_verifier kept by the
// browser that started the flow turns that code into a session (POST /token?grant_type=pkce).
import { createHash, randomUUID } from 'node:crypto';
import { one, type Db } from '../../db.ts';
import { badRequest, notFound, unprocessable } from './errors.ts';
import type { AuthMethod } from './grant.ts';
import type { Body } from './request.ts';
import { str } from './request.ts';

export const PKCE_PREFIX = 'pkce_';

/** How long an issued code may wait for its exchange (GoTrue's FlowStateExpiryDuration). */
export const FLOW_STATE_TTL_SECONDS = 300;

export interface Challenge {
  challenge: string;
  method: 's256' | 'plain';
}

/** The request's code_challenge and method: both or neither, as GoTrue's validatePKCEParams. */
export function challengeOf(body: Body): Challenge | null {
  const challenge = str(body, 'code_challenge');
  const method = str(body, 'code_challenge_method').toLowerCase();
  if (!challenge && !method) return null;
  if (!challenge || !method) {
    throw badRequest('validation_failed', 'PKCE flow requires code_challenge_method and code_challenge');
  }
  if (method !== 's256' && method !== 'plain') {
    throw badRequest('validation_failed', `Code challenge method ${method} is not supported`);
  }
  // RFC 7636: 43 to 128 characters.
  if (challenge.length < 43 || challenge.length > 128) {
    throw badRequest('validation_failed', 'code challenge has to be between 43 and 128 characters');
  }
  return { challenge, method };
}

/** Records a flow for the user; its code is handed out when the mailed link is opened. */
export async function startFlow(db: Db, userId: string, c: Challenge, method: AuthMethod): Promise<void> {
  await db.query(
    `insert into auth.flow_state (id, user_id, auth_code, code_challenge_method, code_challenge,
       provider_type, authentication_method, created_at, updated_at)
     values ($1, $2, $3, $4, $5, 'email', $6, now(), now())`,
    [randomUUID(), userId, randomUUID(), c.method, c.challenge, method],
  );
}

/** The code of the user's newest flow of this kind, stamped as issued now. */
export async function issueAuthCode(db: Db, userId: string, method: AuthMethod): Promise<string> {
  const row = await one<{ auth_code: string }>(
    db,
    `update auth.flow_state set auth_code_issued_at = now(), updated_at = now()
      where id = (select id from auth.flow_state where user_id = $1 and authentication_method = $2
                   order by created_at desc limit 1)
     returning auth_code`,
    [userId, method],
  );
  if (!row) throw notFound('flow_state_not_found', 'No valid flow state found for user.');
  return row.auth_code;
}

export function verifierMatches(verifier: string, c: Challenge): boolean {
  const derived = c.method === 's256' ? createHash('sha256').update(verifier).digest('base64url') : verifier;
  return derived === c.challenge;
}

/**
 * Checks the code and its verifier and uses the flow up; returns whose it was and how they signed in.
 * A wrong verifier leaves the flow in place (the right browser may still finish it).
 */
export async function redeemAuthCode(
  db: Db,
  authCode: string,
  verifier: string,
): Promise<{ userId: string; method: AuthMethod }> {
  if (!authCode || !verifier) {
    throw badRequest(
      'validation_failed',
      'invalid request: both auth code and code verifier should be non-empty',
    );
  }
  const flow = await one<{
    id: string;
    user_id: string | null;
    code_challenge: string;
    code_challenge_method: 's256' | 'plain';
    authentication_method: AuthMethod;
    expired: boolean;
  }>(
    db,
    `select id::text, user_id::text, code_challenge, code_challenge_method::text as code_challenge_method,
       authentication_method,
       coalesce(auth_code_issued_at, created_at) < now() - make_interval(secs => $2) as expired
     from auth.flow_state where auth_code = $1 for update`,
    [authCode, FLOW_STATE_TTL_SECONDS],
  );
  if (!flow?.user_id) throw notFound('flow_state_not_found', 'invalid flow state, no valid flow state found');
  if (flow.expired) throw unprocessable('flow_state_expired', 'invalid flow state, flow state has expired');
  if (!verifierMatches(verifier, { challenge: flow.code_challenge, method: flow.code_challenge_method })) {
    throw badRequest('bad_code_verifier', 'code challenge does not match previously saved code verifier');
  }
  await db.query(`delete from auth.flow_state where id = $1`, [flow.id]);
  return { userId: flow.user_id, method: flow.authentication_method };
}
