// One request of pg_net, sent as its curl handle sends it: redirects followed (up to curl's 30),
// the whole exchange bounded by timeout_milliseconds, and the outcome in the shape of a
// net._http_response row (status, headers, content, or timed_out / error_msg in curl's words).
import http from 'node:http';
import https from 'node:https';

export interface NetRequest {
  id: number;
  method: string;
  url: string;
  /** "Name: value" lines, as pg_net hands them to curl. */
  headers: string[] | null;
  body: Buffer | null;
  timeout_milliseconds: number;
}

export interface NetResponse {
  id: number;
  status_code: number | null;
  content_type: string | null;
  headers: Record<string, string> | null;
  content: string | null;
  timed_out: boolean;
  error_msg: string | null;
}

/** The extension version the twin reports in its User-Agent, as pg_net does. */
const USER_AGENT = 'pg_net/0.20.4';
const MAX_REDIRECTS = 30;

class TimedOut extends Error {}

/** curl_easy_strerror for what can go wrong on the way, keyed by Node's error codes. */
function curlError(err: NodeJS.ErrnoException): string {
  switch (err.code) {
    case 'ECONNREFUSED':
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return "Couldn't connect to server";
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return "Couldn't resolve host name";
    case 'ECONNRESET':
    case 'EPIPE':
      return 'Failure when receiving data from the peer';
    case 'HPE_INVALID_CONSTANT':
    case 'HPE_INVALID_HEADER_TOKEN':
      return 'Weird server reply';
    default:
      return err.code?.startsWith('ERR_TLS') || err.code?.includes('CERT')
        ? 'SSL peer certificate or SSH remote key was not OK'
        : 'Failure when receiving data from the peer';
  }
}

interface Exchange {
  status: number;
  rawHeaders: string[];
  body: Buffer;
  location: string | undefined;
}

function exchange(
  url: URL,
  method: string,
  headers: Record<string, string>,
  body: Buffer | null,
  signal: AbortSignal,
  timing: { connectedAt: number; requestAt: number },
): Promise<Exchange> {
  return new Promise((resolve, reject) => {
    const lib = url.protocol === 'https:' ? https : http;
    const req = lib.request(url, { method, headers, signal }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          rawHeaders: res.rawHeaders,
          body: Buffer.concat(chunks),
          location: res.headers.location,
        }),
      );
      res.on('error', reject);
    });
    req.on('socket', (socket) => {
      const connected = () => {
        timing.connectedAt ||= performance.now();
        timing.requestAt ||= performance.now();
      };
      if (socket.connecting) socket.once(url.protocol === 'https:' ? 'secureConnect' : 'connect', connected);
      else connected();
    });
    req.on('error', reject);
    req.end(body ?? undefined);
  });
}

/** Sends one queued request; never throws (a failure is a response row, as in pg_net). */
export async function send(request: NetRequest): Promise<NetResponse> {
  const started = performance.now();
  const timing = { connectedAt: 0, requestAt: 0 };
  const failed = (error_msg: string, timed_out = false): NetResponse => ({
    id: request.id,
    status_code: null,
    content_type: null,
    headers: null,
    content: null,
    timed_out,
    error_msg,
  });

  const headers: Record<string, string> = {};
  for (const line of request.headers ?? []) {
    const i = line.indexOf(':');
    if (i > 0) headers[line.slice(0, i).trim()] = line.slice(i + 1).trim();
  }
  if (request.headers) headers['User-Agent'] = USER_AGENT;
  headers.Accept ??= '*/*';
  // curl sends a body without a Content-Type as a form post.
  if (request.body && !Object.keys(headers).some((h) => h.toLowerCase() === 'content-type'))
    headers['Content-Type'] = 'application/x-www-form-urlencoded';

  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new TimedOut()), request.timeout_milliseconds);
  try {
    let url: URL;
    try {
      url = new URL(request.url);
    } catch {
      return failed('URL using bad/illegal format or missing URL');
    }
    let method = request.method.toUpperCase();
    let body = request.body;
    let first: Exchange | null = null;
    for (let hop = 0; ; hop++) {
      if (url.protocol !== 'http:' && url.protocol !== 'https:') return failed('Unsupported protocol');
      // curl frames every body with its length (and an empty POST with 0).
      if (body) headers['Content-Length'] = String(body.length);
      else if (method === 'POST') headers['Content-Length'] = '0';
      const res = await exchange(url, method, headers, body, controller.signal, timing);
      first ??= res;
      if (res.status >= 300 && res.status < 400 && res.location) {
        if (hop >= MAX_REDIRECTS) return failed('Number of redirects hit maximum amount');
        // curl turns a POST into a GET after 301, 302 and 303, and keeps the method after 307/308.
        if (
          (res.status === 303 && method !== 'HEAD') ||
          ([301, 302].includes(res.status) && method === 'POST')
        ) {
          method = 'GET';
          body = null;
          for (const h of Object.keys(headers)) if (/^content-(type|length)$/i.test(h)) delete headers[h];
        }
        url = new URL(res.location, url);
        continue;
      }
      // pg_net reads the headers of the exchange's first response (curl request index 0) and the
      // status and Content-Type of its last.
      const headerObject: Record<string, string> = {};
      for (let i = 0; i < first.rawHeaders.length; i += 2)
        headerObject[first.rawHeaders[i]!] = first.rawHeaders[i + 1]!;
      let contentType: string | null = null;
      for (let i = 0; i < res.rawHeaders.length; i += 2)
        if (res.rawHeaders[i]!.toLowerCase() === 'content-type') contentType = res.rawHeaders[i + 1]!;
      const text = res.body.toString('utf8').replaceAll('\0', '');
      return {
        id: request.id,
        status_code: res.status,
        content_type: contentType,
        headers: headerObject,
        content: text === '' ? null : text,
        timed_out: false,
        error_msg: null,
      };
    }
  } catch (err) {
    if (controller.signal.aborted && controller.signal.reason instanceof TimedOut) {
      // curl's phases: no DNS here (addresses are local), the TCP/TLS handshake, then HTTP.
      const total = performance.now() - started;
      const handshake = timing.connectedAt ? timing.connectedAt - started : total;
      const httpTime = timing.connectedAt ? total - handshake : 0;
      const ms = (n: number) => n.toFixed(6);
      return failed(
        `Timeout of ${request.timeout_milliseconds} ms reached. Total time: ${ms(total)} ms (DNS time: ${ms(0)} ms, TCP/SSL handshake time: ${ms(handshake)} ms, HTTP Request/Response time: ${ms(httpTime)} ms)`,
        true,
      );
    }
    return failed(curlError(err as NodeJS.ErrnoException));
  } finally {
    clearTimeout(timer);
  }
}
