// Who is calling: the `Authorization: Bearer` JWT (anon key, a user's token or the service_role
// key). Without one, the apikey the gateway already accepted stands in, as it does for REST.
import { errors as joseErrors, jwtVerify } from 'jose';
import type { Claims } from '../../db.ts';
import { bearerToken } from '../../http.ts';
import type { SigningKeyStore } from '../../signing-keys.ts';
import { ERRORS } from './errors.ts';

export interface Caller {
  claims: Claims;
  /** `sub` of the token; the owner recorded on what the caller writes. */
  owner: string | undefined;
}

/** Why jose refused a token, in jose's words (hosted Storage forwards the same text). */
function failureMessage(err: unknown): string {
  return err instanceof joseErrors.JOSEError || err instanceof Error ? err.message : 'Invalid JWT';
}

/** Why a signed URL's token (HS256 with the URL signing secret) was refused. */
export async function jwtFailureReason(token: string, secret: string): Promise<string> {
  try {
    await jwtVerify(token, new TextEncoder().encode(secret), { algorithms: ['HS256'] });
    return 'Invalid JWT';
  } catch (err) {
    return failureMessage(err);
  }
}

/** The caller's claims, from a token signed by one of the project's trusted keys. */
export async function resolveCaller(
  headers: { authorization: string | undefined; apikey: string | undefined },
  keys: SigningKeyStore,
): Promise<Caller> {
  const token = bearerToken(headers.authorization) ?? headers.apikey ?? null;
  if (!token) throw ERRORS.accessDenied('Invalid Compact JWS');
  let claims: Claims;
  try {
    claims = await keys.current().verify<Claims>(token);
  } catch (err) {
    throw ERRORS.accessDenied(failureMessage(err));
  }
  return { claims, owner: typeof claims.sub === 'string' && claims.sub !== '' ? claims.sub : undefined };
}

/** Claims that act as the service role (signed uploads, whose token was checked instead). */
export const SERVICE_CLAIMS: Claims = { role: 'service_role' };
