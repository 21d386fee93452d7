// /factors: a signed-in user enrolls a TOTP authenticator, challenges it and verifies a code (the
// session becomes aal2), or unenrolls it — GoTrue's MFA API with its status codes and messages.
// Phone and WebAuthn factors answer as a hosted project where they are off (the default).
import type { Context, Hono } from 'hono';
import { transaction, UUID_RE } from '../../../db.ts';
import { clientIp } from '../../../rate-limit.ts';
import type { AuthDeps, AuthEnv } from '../context.ts';
import { AuthError, badRequest, forbidden, notFound, unprocessable } from '../errors.ts';
import { tokensFor } from '../grant.ts';
import { authenticate, type Caller } from '../guards.ts';
import {
  CHALLENGE_EXPIRY_SECONDS,
  createChallenge,
  deleteExpiredFactors,
  downgradeSessions,
  factorsOf,
  findChallenge,
  insertFactor,
  MAX_ENROLLED_FACTORS,
  MAX_VERIFIED_FACTORS,
  newTotp,
  ownedFactor,
  totpCodeIsValid,
  type FactorRow,
} from '../mfa.ts';
import { readBody, str } from '../request.ts';
import {
  activeRefreshToken,
  addAmrClaim,
  findSession,
  lockRefreshToken,
  swapRefreshToken,
  type SessionRow,
} from '../sessions.ts';

const noSession = (what: string) => new AuthError(500, 'unexpected_failure', what);

async function callerWithSession(
  c: Context,
  deps: AuthDeps,
  what: string,
): Promise<Caller & { session: SessionRow }> {
  const caller = await authenticate(c, deps);
  if (caller.user.is_anonymous) {
    throw forbidden('no_authorization', 'Anonymous user not allowed to perform these actions');
  }
  if (!caller.session) throw noSession(what);
  return { ...caller, session: caller.session };
}

async function loadFactor(c: Context, deps: AuthDeps, userId: string): Promise<FactorRow> {
  const id = c.req.param('factorId') ?? '';
  if (!UUID_RE.test(id)) throw notFound('validation_failed', 'factor_id must be an UUID');
  const factor = await ownedFactor(deps.pool, userId, id);
  if (!factor) throw notFound('mfa_factor_not_found', 'Factor not found');
  return factor;
}

function requireTotp(factor: FactorRow, action: 'enroll' | 'verification'): void {
  if (factor.factor_type === 'totp') return;
  throw phoneOrWebAuthnDisabled(factor.factor_type, action);
}

function phoneOrWebAuthnDisabled(type: string, action: 'enroll' | 'verification'): AuthError {
  if (type === 'phone')
    return unprocessable(
      action === 'enroll' ? 'mfa_phone_enroll_not_enabled' : 'mfa_phone_verify_not_enabled',
      `MFA ${action} is disabled for Phone`,
    );
  return unprocessable(
    action === 'enroll' ? 'mfa_webauthn_enroll_not_enabled' : 'mfa_webauthn_verify_not_enabled',
    `MFA ${action} is disabled for WebAuthn`,
  );
}

export function mfaRoutes(app: Hono<AuthEnv>, deps: AuthDeps): void {
  app.post('/factors', async (c) => {
    const { user, session } = await callerWithSession(
      c,
      deps,
      'A valid session and a registered user are required to enroll a factor',
    );
    const body = await readBody(c);
    const type = str(body, 'factor_type');
    if (type === 'phone' || type === 'webauthn') throw phoneOrWebAuthnDisabled(type, 'enroll');
    if (type !== 'totp')
      throw badRequest('validation_failed', 'factor_type needs to be totp, phone, or webauthn');
    const friendlyName = str(body, 'friendly_name');
    const issuer = str(body, 'issuer') || new URL(deps.config.auth.siteUrl).host;

    return transaction(deps.pool, async (client) => {
      await deleteExpiredFactors(client);
      const factors = await factorsOf(client, [user.id]);
      if (factors.some((f) => (f.friendly_name ?? '') === friendlyName)) {
        throw unprocessable(
          'mfa_factor_name_conflict',
          `A factor with the friendly name "${friendlyName}" for this user already exists`,
        );
      }
      const verified = factors.filter((f) => f.status === 'verified').length;
      if (factors.length >= MAX_ENROLLED_FACTORS || verified >= MAX_VERIFIED_FACTORS) {
        throw unprocessable(
          'too_many_enrolled_mfa_factors',
          'Maximum number of verified factors reached, unenroll to continue',
        );
      }
      if (verified > 0 && session.aal !== 'aal2') {
        throw forbidden('insufficient_aal', 'AAL2 required to enroll a new factor');
      }
      const totp = await newTotp(issuer, user.email ?? user.phone ?? '');
      const id = await insertFactor(client, user.id, friendlyName, 'totp', totp.secret);
      return c.json({
        id,
        type: 'totp',
        friendly_name: friendlyName,
        totp: { qr_code: totp.qrSvg, secret: totp.secret, uri: totp.uri },
      });
    });
  });

  app.post('/factors/:factorId/challenge', async (c) => {
    const { user } = await callerWithSession(c, deps, 'A valid session is required to create a challenge');
    const factor = await loadFactor(c, deps, user.id);
    requireTotp(factor, 'verification');
    const challenge = await transaction(deps.pool, (client) =>
      createChallenge(client, factor.id, clientIp(c, deps.config.trustedProxies)),
    );
    return c.json({ id: challenge.id, type: factor.factor_type, expires_at: challenge.expiresAt });
  });

  app.post('/factors/:factorId/verify', async (c) => {
    deps.limiter.enforce('token_verifications', clientIp(c, deps.config.trustedProxies));
    const { user, session } = await callerWithSession(
      c,
      deps,
      'A valid session is required to verify a factor',
    );
    const factor = await loadFactor(c, deps, user.id);
    const body = await readBody(c);
    const code = str(body, 'code');
    if (!code) throw badRequest('validation_failed', 'Code needs to be non-empty');
    requireTotp(factor, 'verification');
    const challengeId = str(body, 'challenge_id');
    const challenge = UUID_RE.test(challengeId)
      ? await findChallenge(deps.pool, factor.id, challengeId, clientIp(c, deps.config.trustedProxies))
      : null;
    if (!challenge) {
      throw unprocessable('mfa_factor_not_found', 'MFA factor with the provided challenge ID not found');
    }
    if (challenge.verified_at || !challenge.same_ip) {
      throw unprocessable('mfa_ip_address_mismatch', 'Challenge and verify IP addresses mismatch.');
    }
    if (challenge.age_seconds > CHALLENGE_EXPIRY_SECONDS) {
      await deps.pool.query(`delete from auth.mfa_challenges where id = $1`, [challenge.id]);
      throw unprocessable(
        'mfa_challenge_expired',
        `MFA challenge ${challenge.id} has expired, verify against another challenge or create a new challenge.`,
      );
    }
    // Wrong codes count per factor, so a stolen aal1 session cannot walk the 10^6 codes.
    const guessKey = `totp:${factor.id}`;
    deps.limiter.assertMayGuess('code', guessKey);
    if (!factor.secret || !totpCodeIsValid(factor.secret, code)) {
      deps.limiter.failedGuess('code', guessKey);
      throw unprocessable('mfa_verification_failed', 'Invalid TOTP code entered');
    }
    deps.limiter.rightGuess('code', guessKey);

    const result = await transaction(deps.pool, async (client) => {
      await client.query(`update auth.mfa_challenges set verified_at = now() where id = $1`, [challenge.id]);
      if (factor.status !== 'verified') {
        await client.query(
          `update auth.mfa_factors set status = 'verified', updated_at = now() where id = $1`,
          [factor.id],
        );
      }
      await addAmrClaim(client, session.id, 'totp');
      await client.query(
        `update auth.sessions set aal = 'aal2', factor_id = $2, updated_at = now() where id = $1`,
        [session.id, factor.id],
      );
      // The refresh token the aal1 session held is swapped, so only this answer's token refreshes at aal2.
      const current = await activeRefreshToken(client, session.id);
      const locked = current ? await lockRefreshToken(client, current) : null;
      if (!locked)
        throw forbidden('session_not_found', 'Session from session_id claim in JWT does not exist');
      const refreshToken = await swapRefreshToken(client, locked, session.id);
      // Once a factor is verified, the user's sessions that have not passed it end (GoTrue does the same).
      await client.query(`delete from auth.sessions where user_id = $1 and aal < 'aal2'`, [user.id]);
      await client.query(
        `delete from auth.mfa_factors where user_id = $1 and factor_type = 'totp' and status = 'unverified'`,
        [user.id],
      );
      const raised = await findSession(client, session.id);
      const fresh = await deps.users.byId(client, user.id);
      if (!raised || !fresh)
        throw forbidden('session_not_found', 'Session from session_id claim in JWT does not exist');
      return tokensFor(deps, client, fresh, raised, refreshToken);
    });
    return c.json(result);
  });

  app.delete('/factors/:factorId', async (c) => {
    const { user, session } = await callerWithSession(
      c,
      deps,
      'A valid session and factor are required to unenroll a factor',
    );
    const factor = await loadFactor(c, deps, user.id);
    if (factor.status === 'verified' && session.aal !== 'aal2') {
      throw unprocessable('insufficient_aal', 'AAL2 required to unenroll verified factor');
    }
    await transaction(deps.pool, async (client) => {
      await downgradeSessions(client, factor);
      await client.query(`delete from auth.mfa_factors where id = $1`, [factor.id]);
    });
    return c.json({ id: factor.id });
  });
}
