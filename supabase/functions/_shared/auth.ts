// Who is calling. A job (pg_cron through pg_net, another function) presents the service role key or
// a secret key; a person presents their session's access token, which Supabase Auth vouches for
// (getClaims: checked against the project's signing keys, or by the auth server for HS256 tokens),
// so this works whether or not the function's verify_jwt is on. Anyone else is refused with 401.
import { HttpError } from './http.ts';
import { anonClient, env } from './supabase.ts';

export type Caller =
  { kind: 'service' } | { kind: 'user'; id: string; email: string | null; claims: Record<string, unknown> };

function bearer(req: Request): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.get('authorization') ?? '');
  return match ? match[1] : null;
}

function secretKeys(): string[] {
  try {
    return Object.values(JSON.parse(Deno.env.get('SUPABASE_SECRET_KEYS') ?? '{}') as Record<string, string>);
  } catch {
    return [];
  }
}

export async function getCaller(req: Request): Promise<Caller> {
  const token = bearer(req);
  const apikey = req.headers.get('apikey');
  if (token === env('SUPABASE_SERVICE_ROLE_KEY') || (apikey && secretKeys().includes(apikey))) {
    return { kind: 'service' };
  }
  if (!token) throw new HttpError(401, 'unauthorized', 'Sign in to do this');
  const { data, error } = await anonClient().auth.getClaims(token);
  const claims = data?.claims;
  if (error || !claims?.sub || claims.role !== 'authenticated') {
    throw new HttpError(401, 'unauthorized', 'Your session is not valid: sign in again');
  }
  return {
    kind: 'user',
    id: claims.sub,
    email: typeof claims.email === 'string' ? claims.email : null,
    claims,
  };
}

/** The signed-in person calling, or 401 (a job's key is not a person). */
export async function requireUser(req: Request): Promise<Extract<Caller, { kind: 'user' }>> {
  const caller = await getCaller(req);
  if (caller.kind !== 'user') throw new HttpError(401, 'unauthorized', 'Sign in to do this');
  return caller;
}
