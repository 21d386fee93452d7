// Channel tokens: verified like hosted Realtime does (against the project's signing keys, the
// JWKS and the legacy secret; `role` and `exp` required), with its error wording, so supabase-js
// surfaces the same reasons.
import { decodeJwt, errors } from 'jose';
import type { Claims } from '../../db.ts';
import type { SigningKeyStore } from '../../signing-keys.ts';

export type TokenCheck =
  | { ok: true; claims: Claims & { exp: number; role: string } }
  /** `code` prefixes join errors (`InvalidJWTToken: …`); system messages carry `message` alone. */
  | { ok: false; code: string; message: string };

export async function verifyChannelToken(
  token: string,
  keys: SigningKeyStore,
  now = Date.now(),
): Promise<TokenCheck> {
  let claims: Claims;
  try {
    claims = await keys.current().verify<Claims>(token, { currentDate: new Date(now) });
  } catch (e) {
    if (e instanceof errors.JWTExpired) {
      const exp = safeExp(token);
      const ago = exp === null ? 0 : Math.max(0, Math.floor(now / 1000) - exp);
      return { ok: false, code: 'InvalidJWTToken', message: `Token has expired ${ago} seconds ago` };
    }
    if (e instanceof errors.JWSSignatureVerificationFailed || e instanceof errors.JWKSNoMatchingKey) {
      return { ok: false, code: 'JwtSignatureError', message: 'Failed to validate JWT signature' };
    }
    return { ok: false, code: 'MalformedJWT', message: 'The token provided is not a valid JWT' };
  }
  if (typeof claims.role !== 'string' || typeof claims.exp !== 'number') {
    return { ok: false, code: 'InvalidJWTToken', message: 'Fields `role` and `exp` are required in JWT' };
  }
  return { ok: true, claims: claims as Claims & { exp: number; role: string } };
}

function safeExp(token: string): number | null {
  try {
    const exp = decodeJwt(token).exp;
    return typeof exp === 'number' ? exp : null;
  } catch {
    return null;
  }
}
