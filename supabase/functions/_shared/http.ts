// Answers of Canopy's functions: JSON with the CORS headers browsers need, errors shaped as hosted's
// platform errors are ({ code, message }), and one wrapper that answers preflights and turns a
// thrown HttpError into its answer. On hosted, CORS is the function's job: the platform adds none.
import { corsHeaders } from './deps.ts';

/** A refusal the caller should see: its status, a stable code to branch on and a sentence to show. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export function json(body: unknown, status = 200, headers: HeadersInit = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      ...corsHeaders,
      'content-type': 'application/json',
      ...Object.fromEntries(new Headers(headers)),
    },
  });
}

export function errorResponse(error: HttpError): Response {
  const body: Record<string, unknown> = { code: error.code, message: error.message };
  if (error.details !== undefined) body.details = error.details;
  return json(body, error.status);
}

/**
 * A function's handler as Deno.serve takes it: preflights are answered with the CORS headers, an
 * HttpError becomes its JSON answer, anything else is logged and answered 500 without its details
 * (the log has them), still with CORS headers so the browser can read it.
 */
export function handler(
  fn: (req: Request) => Response | Promise<Response>,
): (req: Request) => Promise<Response> {
  return async (req) => {
    if (req.method === 'OPTIONS') return new Response(null, { status: 204, headers: corsHeaders });
    try {
      return await fn(req);
    } catch (err) {
      if (err instanceof HttpError) return errorResponse(err);
      console.error(err);
      return errorResponse(new HttpError(500, 'internal_error', 'The function failed; its log says why'));
    }
  };
}
