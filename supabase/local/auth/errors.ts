// Errors shaped as GoTrue sends them. With `X-Supabase-Api-Version: 2024-01-01` (auth-js always sends
// it) the body is {code, message}; without it, the legacy {code: <status>, error_code, msg}.

export const API_VERSION_HEADER = 'X-Supabase-Api-Version';
export const API_VERSION_2024 = '2024-01-01';

export type ApiVersion = 'initial' | typeof API_VERSION_2024;

/** The closest API version at or below the requested date; malformed or older dates get the initial one. */
export function resolveApiVersion(header: string | undefined | null): ApiVersion {
  if (!header || !/^\d{4}-\d{2}-\d{2}$/.test(header)) return 'initial';
  const t = Date.parse(`${header}T00:00:00Z`);
  if (Number.isNaN(t)) return 'initial';
  return t >= Date.parse(`${API_VERSION_2024}T00:00:00Z`) ? API_VERSION_2024 : 'initial';
}

/** An HTTP error with GoTrue's error code. */
export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly weakPasswordReasons?: string[],
  ) {
    super(message);
    this.name = 'AuthError';
  }
}

/** OAuth2-style errors ({error, error_description}, always 400), which some token paths still use. */
export class OAuthError extends Error {
  constructor(
    readonly error: string,
    readonly description: string,
  ) {
    super(`${error}: ${description}`);
    this.name = 'OAuthError';
  }
}

export const badRequest = (code: string, message: string) => new AuthError(400, code, message);
export const forbidden = (code: string, message: string) => new AuthError(403, code, message);
export const notFound = (code: string, message: string) => new AuthError(404, code, message);
export const unprocessable = (code: string, message: string) => new AuthError(422, code, message);
export const tooManyRequests = (code: string, message: string) => new AuthError(429, code, message);

export function weakPassword(message: string, reasons: string[]): AuthError {
  return new AuthError(422, 'weak_password', message, reasons);
}

export interface ErrorResponse {
  status: number;
  body: Record<string, unknown>;
  headers: Record<string, string>;
}

const UNEXPECTED = 'Unexpected failure, please check server logs for more information';

/** The status, body and headers GoTrue would answer with for `err`. Unknown errors become 500s. */
export function shapeError(err: unknown, version: ApiVersion): ErrorResponse {
  if (err instanceof OAuthError) {
    return { status: 400, body: { error: err.error, error_description: err.description }, headers: {} };
  }
  const e = err instanceof AuthError ? err : new AuthError(500, 'unexpected_failure', UNEXPECTED);
  const headers: Record<string, string> = version === 'initial' ? { 'x-sb-error-code': e.code } : {};
  const body: Record<string, unknown> =
    version === 'initial'
      ? { code: e.status, error_code: e.code, msg: e.message }
      : { code: e.code, message: e.message };
  if (e.weakPasswordReasons) body.weak_password = { reasons: e.weakPasswordReasons };
  return { status: e.status, body, headers };
}
