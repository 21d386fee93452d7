// Access tokens (JWTs with GoTrue's claims, signed with the project's key in use), refresh token
// strings, and the session JSON.
import { randomBytes } from 'node:crypto';
import { errors as joseErrors, type JWTPayload } from 'jose';
import type { StackConfig } from '../../config.ts';
import type { SigningKeys } from '../../signing-keys.ts';
import { forbidden } from './errors.ts';
import type { JsonObject } from '../../http.ts';
import type { UserJson, UserRow } from './users.ts';

export interface AmrEntry {
  method: string;
  timestamp: number;
}

export interface AccessClaims extends JWTPayload {
  email?: string;
  phone?: string;
  app_metadata?: JsonObject;
  user_metadata?: JsonObject;
  role?: string;
  aal?: string;
  amr?: AmrEntry[];
  session_id?: string;
  is_anonymous?: boolean;
}

export interface SessionJson {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: UserJson;
}

export interface IssuedAccessToken {
  token: string;
  expiresIn: number;
  expiresAt: number;
}

/** Methods that are a second factor: a session that has passed one is aal2 (GoTrue's IsAAL2Claim). */
const SECOND_FACTORS = new Set(['totp', 'mfa/phone', 'mfa/webauthn']);

export function assuranceLevel(amr: AmrEntry[]): 'aal1' | 'aal2' {
  return amr.some((e) => SECOND_FACTORS.has(e.method)) ? 'aal2' : 'aal1';
}

export function issuer(config: StackConfig): string {
  return `${config.apiUrl}/auth/v1`;
}

export async function signAccessToken(
  config: StackConfig,
  keys: SigningKeys,
  user: UserRow,
  session: { id: string; amr: AmrEntry[] },
): Promise<IssuedAccessToken> {
  const iat = Math.floor(Date.now() / 1000);
  const expiresIn = config.auth.jwtExpiry;
  const exp = iat + expiresIn;
  // Claim order follows GoTrue's token, so decoded tokens read the same side by side.
  const claims: AccessClaims = {
    iss: issuer(config),
    sub: user.id,
    aud: 'authenticated',
    exp,
    iat,
    email: user.email ?? '',
    phone: user.phone ?? '',
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    role: user.role || 'authenticated',
    aal: assuranceLevel(session.amr),
    amr: session.amr,
    session_id: session.id,
    is_anonymous: user.is_anonymous,
  };
  const { token } = await keys.sign(claims);
  return { token, expiresIn, expiresAt: exp };
}

/** 128 random bits, URL-safe (the client stores it verbatim). */
export function newRefreshToken(): string {
  return randomBytes(16).toString('base64url');
}

export function sessionJson(access: IssuedAccessToken, refreshToken: string, user: UserJson): SessionJson {
  return {
    access_token: access.token,
    token_type: 'bearer',
    expires_in: access.expiresIn,
    expires_at: access.expiresAt,
    refresh_token: refreshToken,
    user,
  };
}

/** The kid and alg a token's header names, for GoTrue's "unrecognized JWT kid" wording. */
function headerOf(token: string): { kid?: unknown; alg?: unknown } {
  try {
    return JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString('utf8')) as {
      kid?: unknown;
      alg?: unknown;
    };
  } catch {
    return {};
  }
}

/** Why a token was refused, in the words of the Go JWT library GoTrue uses. */
function rejection(err: unknown, token: string): string {
  if (err instanceof joseErrors.JWTExpired) return 'token has invalid claims: token is expired';
  if (err instanceof joseErrors.JWTClaimValidationFailed) return `token has invalid claims: ${err.message}`;
  if (err instanceof joseErrors.JWSSignatureVerificationFailed)
    return 'token signature is invalid: signature is invalid';
  if (err instanceof joseErrors.JOSEAlgNotAllowed) return 'token is unverifiable: signing method is invalid';
  if (err instanceof joseErrors.JWKSNoMatchingKey) {
    const { kid, alg } = headerOf(token);
    return `token is unverifiable: error while executing keyfunc: unrecognized JWT kid ${String(kid ?? '<nil>')} for algorithm ${String(alg)}`;
  }
  return 'token is malformed: could not parse token';
}

/** Verifies a token against the project's trusted keys or throws GoTrue's 403 bad_jwt. */
export async function verifyAccessToken(keys: SigningKeys, token: string): Promise<AccessClaims> {
  try {
    return await keys.verify<AccessClaims>(token);
  } catch (err) {
    throw forbidden('bad_jwt', `invalid JWT: unable to parse or verify signature, ${rejection(err, token)}`);
  }
}
