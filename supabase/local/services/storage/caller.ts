// Who is calling: the `Authorization: Bearer` JWT (anon key, a user's token or the service_role
// key). Without one, the apikey the gateway already accepted stands in, as it does for REST.
import { errors as joseErrors, jwtVerify } from 'jose';
import { verifyJwt, type Claims } from '../../db.ts';
import { bearerToken } from '../../http.ts';
import { ERRORS } from './errors.ts';

export interface Caller {
  claims: Claims;
  /** `sub` of the token; the owner recorded on what the caller writes. */
  owner: string | undefined;
}

/** Why jose refused a token, in jose's words (hosted Storage forwards the same text). */
export async function jwtFailureReason(token: string, secret: string): Promise<string> {
  try {
    await jwtVerify(token, new TextEncoder().encode(secret), { algorithms: ['HS256'] });
    return 'Invalid JWT';
  } catch (err) {
    return err instanceof joseErrors.JOSEError || err instanceof Error ? err.message : 'Invalid JWT';
  }
}

export async function resolveCaller(
  headers: { authorization: string | undefined; apikey: string | undefined },
  secret: string,
): Promise<Caller> {
  const token = bearerToken(headers.authorization) ?? headers.apikey ?? null;
  if (!token) throw ERRORS.accessDenied('Invalid Compact JWS');
  const claims = await verifyJwt(token, secret);
  if (!claims) throw ERRORS.accessDenied(await jwtFailureReason(token, secret));
  return { claims, owner: typeof claims.sub === 'string' && claims.sub !== '' ? claims.sub : undefined };
}

/** Claims that act as the service role (signed uploads, whose token was checked instead). */
export const SERVICE_CLAIMS: Claims = { role: 'service_role' };
