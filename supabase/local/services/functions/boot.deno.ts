// Runs in Deno, one process per Edge Function: loads the function as Supabase's Edge Runtime loads
// it into a worker, and serves it on a port of the stack's choosing. The function calls
// `Deno.serve(handler)` (or exports `default { fetch }`) exactly as on hosted; its own port and
// host, if it names any, are replaced by a loopback port the stack reads from this process's first
// line on stdout. The stack speaks to it over HTTP only (see workers.ts).

const READY_MARK = 'canopy-function-listening';

const entry = Deno.env.get('CANOPY_FUNCTION_ENTRY');
const probeToken = Deno.env.get('CANOPY_FUNCTION_PROBE');
const hidden = (Deno.env.get('CANOPY_FUNCTION_HIDE') ?? '').split(',').filter(Boolean);
// What the runtime needs but hosted does not give a function is not left in its environment.
for (const name of [...hidden, 'CANOPY_FUNCTION_ENTRY', 'CANOPY_FUNCTION_PROBE', 'CANOPY_FUNCTION_HIDE'])
  Deno.env.delete(name);
if (!entry || !probeToken) throw new Error('boot.deno.ts is started by the local stack (workers.ts)');

// The stack holds our stdin open; when it goes away, even killed outright, the function goes too.
void (async () => {
  try {
    for await (const _ of Deno.stdin.readable) {
      // nothing is ever sent; end of input is the signal
    }
  } catch {
    // stdin closed abruptly: the same signal
  }
  Deno.exit(0);
})();

// Hosted's Edge Runtime global for background work after the response (EdgeRuntime.waitUntil):
// the process lives on between requests, so the work simply runs; when the stack stops the worker
// (SIGTERM: an edit, its wall clock, the stack stopping) the work still pending is finished first.
const background = new Set<Promise<unknown>>();
Object.defineProperty(globalThis, 'EdgeRuntime', {
  value: Object.freeze({
    waitUntil(promise: Promise<unknown>) {
      const task: Promise<unknown> = Promise.resolve(promise)
        .catch((err) => console.error(err))
        .finally(() => background.delete(task));
      background.add(task);
    },
  }),
});
try {
  Deno.addSignalListener('SIGTERM', async () => {
    await Promise.allSettled(background);
    Deno.exit(0);
  });
} catch {
  // a platform without SIGTERM: the stack's SIGKILL ends it
}

type Handler = (request: Request, info: Deno.ServeHandlerInfo) => Response | Promise<Response>;
type ServeOptions = Partial<Deno.ServeTcpOptions> & {
  handler?: Handler;
  onError?: (error: unknown) => Response | Promise<Response>;
};

const nativeServe = Deno.serve;
let serving: Deno.HttpServer | null = null;

/** An answer the stack turns into hosted's 500 WORKER_ERROR (the function threw). */
function threw(error: unknown): Response {
  console.error(error);
  return new Response(null, { status: 500, headers: { 'x-canopy-worker-error': 'threw' } });
}

function serve(...args: unknown[]): Deno.HttpServer {
  if (serving) throw new Error('An Edge Function serves once: Deno.serve was called a second time');
  let options: ServeOptions = {};
  let handler: Handler | undefined;
  for (const arg of args) {
    if (typeof arg === 'function') handler = arg as Handler;
    else if (arg && typeof arg === 'object') options = { ...options, ...(arg as ServeOptions) };
  }
  handler ??= options.handler;
  if (typeof handler !== 'function') throw new TypeError('Deno.serve needs a handler function');
  const userHandler = handler;
  const { onListen, onError, signal } = options;
  serving = nativeServe(
    {
      hostname: '127.0.0.1',
      port: 0,
      signal,
      onError: onError ?? threw,
      onListen(addr) {
        Deno.stdout.writeSync(new TextEncoder().encode(`${READY_MARK} ${addr.port}\n`));
        onListen?.(addr);
      },
    },
    (request, info) =>
      // The stack's liveness probe: answered only while the event loop turns (see workers.ts).
      request.headers.get('x-canopy-probe') === probeToken
        ? new Response(null, { status: 204 })
        : userHandler(request, info),
  );
  return serving;
}

Object.defineProperty(Deno, 'serve', { value: serve, writable: true, configurable: true });

const mod = (await import(entry)) as { default?: { fetch?: Handler } };
if (!serving) {
  const fetchHandler = mod.default?.fetch;
  if (typeof fetchHandler !== 'function') {
    throw new Error(`${entry} neither calls Deno.serve nor exports default { fetch }`);
  }
  serve(fetchHandler.bind(mod.default));
}
