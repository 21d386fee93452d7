// Signed URL tokens: HS256 JWTs with the stack's secret carrying `url` ("bucket/key"), `iat`, `exp`
// and a scope, so a download token cannot upload and a session token (no `url`) fits neither.
import { jwtVerify, SignJWT } from 'jose';
import { jwtFailureReason } from './caller.ts';
import { ERRORS } from './errors.ts';

export type TokenScope = 'download' | 'upload';

export interface SignedToken {
  url: string;
  exp: number;
  scope?: TokenScope;
  owner?: string;
  upsert?: boolean;
  /** Image transformations a signed render URL applies ("width:128,…"). */
  transformations?: string;
}

/** Hosted caps signed URL lifetimes so `exp` stays a safe JWT number; a century is plenty. */
const MAX_EXPIRES_IN = 100 * 365 * 24 * 3600;

export function assertValidExpiresIn(expiresIn: unknown): asserts expiresIn is number {
  if (typeof expiresIn !== 'number' || !Number.isFinite(expiresIn))
    throw ERRORS.invalidParameter('expiresIn');
  const seconds = Math.floor(expiresIn);
  if (seconds < 1 || seconds > MAX_EXPIRES_IN) throw ERRORS.invalidParameter('expiresIn');
}

export async function signUrlToken(
  secret: string,
  claims: { url: string; scope: TokenScope; owner?: string; upsert?: boolean; transformations?: string },
  expiresIn: number,
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now)
    .setExpirationTime(now + Math.floor(expiresIn))
    .sign(new TextEncoder().encode(secret));
}

/** Checks signature, expiry, scope and that the token was issued for exactly `url`. */
export async function verifyUrlToken(
  secret: string,
  token: string | undefined,
  url: string,
  scope: TokenScope,
): Promise<SignedToken> {
  if (!token) throw ERRORS.invalidJwt('Invalid Compact JWS');
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(token, new TextEncoder().encode(secret), { algorithms: ['HS256'] }));
  } catch {
    throw ERRORS.invalidJwt(await jwtFailureReason(token, secret));
  }
  // Tokens minted before scopes existed carry none; only download ones were ever issued so.
  const tokenScope =
    payload.scope ?? (payload.upsert === undefined && payload.owner === undefined ? 'download' : undefined);
  if (tokenScope !== scope) throw ERRORS.invalidSignature(`Token is not scoped for ${scope}`);
  if (payload.url !== url) throw ERRORS.invalidSignature();
  if (typeof payload.exp !== 'number' || payload.exp * 1000 < Date.now()) {
    throw ERRORS.expiredToken();
  }
  return {
    url,
    exp: payload.exp,
    scope,
    ...(typeof payload.owner === 'string' ? { owner: payload.owner } : {}),
    ...(typeof payload.upsert === 'boolean' ? { upsert: payload.upsert } : {}),
    ...(typeof payload.transformations === 'string' ? { transformations: payload.transformations } : {}),
  };
}
