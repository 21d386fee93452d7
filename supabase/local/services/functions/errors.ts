// What hosted Edge Functions answer when the platform, not the function, answers: the status, the
// JSON body and the `sb-error-code` header clients branch on. Like hosted's, these answers carry no
// CORS headers (CORS is the function's job; the platform's own 401 famously has none).

export type SbErrorCode =
  | 'NOT_FOUND'
  | 'UNAUTHORIZED_NO_AUTH_HEADER'
  | 'UNAUTHORIZED_INVALID_JWT_FORMAT'
  | 'UNAUTHORIZED_LEGACY_JWT'
  | 'UNAUTHORIZED_ASYMMETRIC_JWT'
  | 'UNAUTHORIZED_UNSUPPORTED_TOKEN_ALGORITHM'
  | 'METHOD_NOT_ALLOWED'
  | 'WORKER_ERROR'
  | 'EDGE_FUNCTION_ERROR'
  | 'BOOT_ERROR'
  | 'WORKER_LIMIT'
  | 'IDLE_TIMEOUT';

/** The methods hosted lets through; anything else is 405. */
export const ALLOWED_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

function answer(status: number, body: object, code: SbErrorCode, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', 'sb-error-code': code, ...headers },
  });
}

export const notFound = () =>
  answer(404, { code: 'NOT_FOUND', message: 'Requested function was not found' }, 'NOT_FOUND');

export const unauthorized = (code: SbErrorCode, message: string) => answer(401, { code: 401, message }, code);

export const methodNotAllowed = () =>
  answer(
    405,
    { code: 'METHOD_NOT_ALLOWED', message: `Edge Functions accept ${ALLOWED_METHODS.join(', ')}` },
    'METHOD_NOT_ALLOWED',
    { allow: ALLOWED_METHODS.join(', ') },
  );

/**
 * The function threw in its handler (`EDGE_FUNCTION_ERROR`) or its worker died under a request
 * (`WORKER_ERROR`); the body is the Edge Runtime's in both cases.
 */
export const workerError = (code: 'WORKER_ERROR' | 'EDGE_FUNCTION_ERROR') =>
  answer(500, { code: 'WORKER_ERROR', message: 'Function exited due to an error (please check logs)' }, code);

export const bootError = () =>
  answer(503, { code: 'BOOT_ERROR', message: 'Worker failed to boot (please check logs)' }, 'BOOT_ERROR');

export const workerLimit = () =>
  answer(
    546,
    { code: 'WORKER_LIMIT', message: 'Worker failed to respond due to a resource limit (please check logs)' },
    'WORKER_LIMIT',
  );

export const idleTimeout = (seconds: number) =>
  answer(
    504,
    {
      code: 'IDLE_TIMEOUT',
      message: `The function did not respond within the ${seconds} s request idle timeout`,
    },
    'IDLE_TIMEOUT',
  );
