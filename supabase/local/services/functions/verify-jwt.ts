// `verify_jwt`: the platform's check before a function runs. HS256 tokens are checked with the
// project's JWT secret (hosted calls it the legacy secret), ES256 and RS256 tokens with the
// project's published signing keys (the JWKS), any other algorithm is refused. Preflights
// (OPTIONS) pass unchecked, so a browser can reach the function's own CORS answer.
import {
  createLocalJWKSet,
  createRemoteJWKSet,
  decodeProtectedHeader,
  jwtVerify,
  type JSONWebKeySet,
  type JWTVerifyGetKey,
} from 'jose';
import { bearerToken } from '../../http.ts';
import { unauthorized } from './errors.ts';

export interface JwtKeys {
  /** The HS256 secret. */
  secret: string;
  /** The asymmetric keys: a fixed set, or the auth service's JWKS URL (fetched, cached, refetched for an unknown kid). */
  jwks: JSONWebKeySet | { url: string; headers?: Record<string, string> };
}

export function keySource(jwks: JwtKeys['jwks']): JWTVerifyGetKey {
  return 'url' in jwks
    ? createRemoteJWKSet(new URL(jwks.url), { headers: jwks.headers, cacheMaxAge: 10 * 60_000 })
    : createLocalJWKSet(jwks);
}

/** The token the platform checks: the bearer token, else the apikey (the gateway's fallback, as Kong's). */
function tokenOf(headers: Headers): { token: string | null; present: boolean } {
  const authorization = headers.get('authorization');
  if (authorization !== null) return { token: bearerToken(authorization), present: true };
  const apikey = headers.get('apikey');
  return apikey ? { token: apikey, present: true } : { token: null, present: false };
}

/** Null when the request may pass, else hosted's 401. */
export function jwtVerifier(keys: JwtKeys): (headers: Headers) => Promise<Response | null> {
  const secret = new TextEncoder().encode(keys.secret);
  const asymmetric = keySource(keys.jwks);
  return async (headers) => {
    const { token, present } = tokenOf(headers);
    if (!present) return unauthorized('UNAUTHORIZED_NO_AUTH_HEADER', 'Missing authorization header');
    let alg: string | undefined;
    try {
      alg = token ? decodeProtectedHeader(token).alg : undefined;
    } catch {
      alg = undefined;
    }
    if (!token || !alg)
      return unauthorized('UNAUTHORIZED_INVALID_JWT_FORMAT', 'Invalid Token or Protected Header formatting');
    try {
      if (alg === 'HS256') await jwtVerify(token, secret, { algorithms: ['HS256'] });
      else if (alg === 'ES256' || alg === 'RS256') await jwtVerify(token, asymmetric, { algorithms: [alg] });
      else return unauthorized('UNAUTHORIZED_UNSUPPORTED_TOKEN_ALGORITHM', 'Invalid JWT');
      return null;
    } catch {
      return unauthorized(
        alg === 'HS256' ? 'UNAUTHORIZED_LEGACY_JWT' : 'UNAUTHORIZED_ASYMMETRIC_JWT',
        'Invalid JWT',
      );
    }
  };
}
