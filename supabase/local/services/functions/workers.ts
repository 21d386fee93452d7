// One Deno process per function, started on its first request (a cold start, as on hosted) and kept
// warm for the next ones. A process rather than a worker thread in one shared Deno: whatever a
// function does to its process (an uncaught error, Deno.exit, running out of heap, a loop that never
// yields) stays in it, the stack stops it by pid and the next request starts a fresh one, while every
// other function keeps serving. Each process gets the function's environment, the heap limit and
// permissions of its own (net, env, its folder read-only, /tmp), as hosted isolates each worker.
//
// Hosted limits, each with hosted's answer: no response headers within the request idle timeout →
// 504 IDLE_TIMEOUT; a worker serves for its wall-clock limit, then a fresh one takes new requests;
// an event loop that burns more CPU than the limit without answering a probe → the process is
// stopped and its requests get 546 WORKER_LIMIT, as does a heap overflow; a process that dies under
// a request → 500 WORKER_ERROR; one that cannot load its module → 503 BOOT_ERROR.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { FunctionSpec } from './catalog.ts';
import { DENO_DIR, denoBinary, denoEnv } from './deno.ts';
import { idleTimeout, workerError, workerLimit } from './errors.ts';

export interface WorkerLimits {
  /** No response headers within this → 504 (hosted: 150 s). */
  idleTimeoutMs: number;
  /** A boot (which may fetch npm packages the first time) that takes longer fails → 503. */
  bootTimeoutMs: number;
  /** How long one worker serves before a fresh one takes new requests (hosted: 150 s Free, 400 s paid). */
  wallClockMs: number;
  /** CPU a worker may burn with its event loop unresponsive (hosted: 2 s of CPU per request). */
  cpuLimitMs: number;
  /** V8 heap of a worker (hosted: 256 MB). */
  memoryMb: number;
}

/** Hosted's limits; the wall clock is the paid plans' and the Supabase CLI's 400 s. */
export const HOSTED_LIMITS: WorkerLimits = {
  idleTimeoutMs: 150_000,
  bootTimeoutMs: 150_000,
  wallClockMs: 400_000,
  cpuLimitMs: 2000,
  memoryMb: 256,
};

const BOOT_SCRIPT = fileURLToPath(new URL('./boot.deno.ts', import.meta.url));
const READY_MARK = 'canopy-function-listening ';
/** What the runtime adds to a process's environment that the function must not see (boot.deno.ts removes it). */
const RUNTIME_ONLY = Object.keys(denoEnv()).concat('DENO_CERT', 'NPM_CONFIG_REGISTRY');
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
  'x-canopy-probe',
  'x-canopy-worker-error',
]);
const NULL_BODY = new Set([101, 204, 205, 304]);
const PROBE_EVERY_MS = 250;
/** How long a stopping worker may take to finish its background work. */
const STOP_GRACE_MS = 5000;

export class BootError extends Error {
  constructor(name: string, detail: string) {
    super(`function ${name} failed to boot: ${detail}`);
    this.name = 'BootError';
  }
}

interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** CPU time (user + system) a process has used, in ms; null where /proc is not available. */
function cpuMs(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime, in clock ticks of 10 ms (USER_HZ is 100 on Linux).
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

export interface WorkerOptions {
  spec: FunctionSpec;
  /** The function's environment: hosted's injected variables and the secrets. */
  env: Record<string, string>;
  limits: WorkerLimits;
  /** Folders the function may read besides the npm cache and /tmp (its own, the shared code). */
  readable: string[];
  log: (message: string) => void;
}

export class FunctionWorker {
  private inflight = 0;
  private retired = false;
  private stoppedFor: 'cpu' | 'wall-clock' | null = null;
  private readonly agent = new http.Agent({ keepAlive: true });
  private watchdog: NodeJS.Timeout | null = null;
  private probe: { sentAt: number; cpuAt: number | null } | null = null;
  private readonly timers: NodeJS.Timeout[] = [];
  private goneListeners: Array<() => void> = [];

  private constructor(
    private readonly opts: WorkerOptions,
    private readonly child: ChildProcess,
    private readonly probeToken: string,
    readonly port: number,
    readonly exited: Promise<Exit>,
    /** Whether V8 said it ran out of heap (its backtrace follows, so a flag rather than a tail). */
    private readonly heap: { exhausted: boolean },
  ) {
    void exited.then(() => {
      this.clearTimers();
      this.agent.destroy();
      for (const fn of this.goneListeners.splice(0)) fn();
    });
    const wall = setTimeout(() => this.retire('wall-clock'), opts.limits.wallClockMs);
    wall.unref();
    this.timers.push(wall);
  }

  get name(): string {
    return this.opts.spec.name;
  }

  get pid(): number | undefined {
    return this.child.pid;
  }

  /** Starts the function's process; resolves once it listens, rejects with a BootError when it cannot. */
  static async start(opts: WorkerOptions): Promise<FunctionWorker> {
    const { spec, limits, log } = opts;
    const probeToken = randomBytes(24).toString('hex');
    const flags = ['run', '--no-prompt'];
    if (spec.denoConfig) flags.push(`--config=${spec.denoConfig}`, '--no-lock');
    else flags.push('--no-config');
    if (spec.importMap) flags.push(`--import-map=${spec.importMap}`);
    flags.push(
      '--allow-net',
      '--allow-env',
      '--allow-sys',
      `--allow-read=${[...opts.readable, DENO_DIR, tmpdir()].join(',')}`,
      `--allow-write=${tmpdir()}`,
      `--v8-flags=--max-old-space-size=${limits.memoryMb}`,
      BOOT_SCRIPT,
    );
    let binary: string;
    try {
      binary = denoBinary();
    } catch (err) {
      throw new BootError(spec.name, `Deno is not installed (run npm install): ${(err as Error).message}`);
    }
    const child = spawn(binary, flags, {
      cwd: path.dirname(spec.entrypoint),
      env: {
        ...denoEnv(),
        ...opts.env,
        CANOPY_FUNCTION_ENTRY: pathToFileURL(spec.entrypoint).href,
        CANOPY_FUNCTION_PROBE: probeToken,
        CANOPY_FUNCTION_HIDE: RUNTIME_ONLY.join(','),
      },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    // 'close' rather than 'exit': its last words on stderr (a heap overflow's) are read by then.
    const exited = new Promise<Exit>((resolve) => {
      child.once('close', (code, signal) => resolve({ code, signal }));
      child.once('error', () => resolve({ code: null, signal: null }));
    });
    // A pipe to a process that is gone must not take the stack with it.
    child.stdin?.on('error', () => undefined);

    const heap = { exhausted: false };
    createInterface({ input: child.stderr! }).on('line', (line) => {
      if (/out of memory/i.test(line)) heap.exhausted = true;
      log(`function ${spec.name}: ${line}`);
    });
    const port = await new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
        reject(new BootError(spec.name, `not listening after ${limits.bootTimeoutMs / 1000} s`));
      }, limits.bootTimeoutMs);
      let listening = false;
      createInterface({ input: child.stdout! }).on('line', (line) => {
        if (!listening && line.startsWith(READY_MARK)) {
          listening = true;
          clearTimeout(timer);
          resolve(Number(line.slice(READY_MARK.length)));
        } else {
          log(`function ${spec.name}: ${line}`);
        }
      });
      void exited.then((exit) => {
        clearTimeout(timer);
        if (!listening)
          reject(
            new BootError(spec.name, exit.signal ? `killed by ${exit.signal}` : `exit code ${exit.code}`),
          );
      });
    });
    return new FunctionWorker(opts, child, probeToken, port, exited, heap);
  }

  /** Called once when the process is gone, for whatever reason. */
  onGone(fn: () => void): void {
    this.goneListeners.push(fn);
  }

  /**
   * Hands one request to the function, which sees `target` (`/<name>[/sub][?query]`) under the
   * gateway's host, and answers with the function's response or hosted's error.
   */
  async dispatch(request: Request, target: string, host: string): Promise<Response> {
    this.inflight++;
    this.watch();
    let finished = false;
    const done = () => {
      if (finished) return;
      finished = true;
      this.inflight--;
      if (this.inflight === 0) {
        this.unwatch();
        if (this.retired) void this.stop();
      }
    };
    try {
      return await this.forward(request, target, host, done);
    } catch (err) {
      done();
      throw err;
    }
  }

  private forward(request: Request, target: string, host: string, done: () => void): Promise<Response> {
    return new Promise((resolve) => {
      let settled = false;
      const settle = (response: Response, finished: boolean) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        if (finished) done();
        resolve(response);
      };
      const headers: http.OutgoingHttpHeaders = { host };
      request.headers.forEach((value, key) => {
        if (!HOP_BY_HOP.has(key)) headers[key] = value;
      });
      const out = http.request({
        host: '127.0.0.1',
        port: this.port,
        method: request.method,
        path: target,
        headers,
        agent: this.agent,
      });
      const timer = setTimeout(() => {
        out.destroy();
        settle(idleTimeout(Math.round(this.opts.limits.idleTimeoutMs / 1000)), true);
      }, this.opts.limits.idleTimeoutMs);

      out.on('response', (res) => {
        if (res.headers['x-canopy-worker-error']) {
          res.resume();
          settle(workerError('EDGE_FUNCTION_ERROR'), true);
          return;
        }
        const responseHeaders = new Headers();
        for (const [key, value] of Object.entries(res.headers)) {
          if (HOP_BY_HOP.has(key) || value === undefined) continue;
          for (const v of Array.isArray(value) ? value : [value]) responseHeaders.append(key, v);
        }
        const status = res.statusCode ?? 500;
        res.once('close', done);
        if (NULL_BODY.has(status) || request.method === 'HEAD') {
          res.resume();
          settle(
            new Response(null, { status: status === 101 ? 500 : status, headers: responseHeaders }),
            false,
          );
          return;
        }
        settle(
          new Response(Readable.toWeb(res) as ReadableStream<Uint8Array>, {
            status,
            statusText: res.statusMessage,
            headers: responseHeaders,
          }),
          false,
        );
      });
      out.on('error', () => {
        if (settled) return;
        // The connection broke: the process died under this request, or was stopped for a limit.
        void this.causeOfDeath().then((cause) =>
          settle(cause === 'limit' ? workerLimit() : workerError('WORKER_ERROR'), true),
        );
      });
      request.signal.addEventListener('abort', () => out.destroy(), { once: true });
      if (request.body) {
        Readable.fromWeb(request.body as NodeReadableStream)
          .on('error', () => out.destroy())
          .pipe(out);
      } else {
        out.end();
      }
    });
  }

  /** Why the process is gone (or going): a limit hosted enforces, or the function's own failure. */
  private async causeOfDeath(): Promise<'limit' | 'error'> {
    const exit = await Promise.race([
      this.exited,
      new Promise<null>((r) => setTimeout(() => r(null), 1000).unref()),
    ]);
    if (this.stoppedFor || (exit && this.heap.exhausted)) return 'limit';
    return 'error';
  }

  // While requests are in flight, the function's event loop is probed. A probe it leaves
  // unanswered while its process burns more CPU than the limit means a loop that never yields.
  private watch(): void {
    if (this.watchdog) return;
    this.watchdog = setInterval(() => this.checkAlive(), PROBE_EVERY_MS);
    this.watchdog.unref();
  }

  private unwatch(): void {
    if (this.watchdog) clearInterval(this.watchdog);
    this.watchdog = null;
    this.probe = null;
  }

  private checkAlive(): void {
    const pid = this.child.pid;
    if (!pid || this.child.exitCode !== null) return;
    const now = Date.now();
    if (!this.probe) {
      const probe = { sentAt: now, cpuAt: cpuMs(pid) };
      this.probe = probe;
      const req = http.request({
        host: '127.0.0.1',
        port: this.port,
        path: '/',
        headers: { 'x-canopy-probe': this.probeToken },
        agent: false,
      });
      req.on('response', (res) => {
        res.resume();
        if (this.probe === probe) this.probe = null;
      });
      req.on('error', () => undefined);
      req.end();
      return;
    }
    const cpu = cpuMs(pid);
    // Without /proc, wall time stands in for CPU time, with a margin for a busy machine.
    const burnt =
      cpu !== null && this.probe.cpuAt !== null ? cpu - this.probe.cpuAt : now - this.probe.sentAt - 1000;
    if (burnt >= this.opts.limits.cpuLimitMs) {
      this.opts.log(
        `function ${this.name}: its event loop did not turn for ${burnt} ms of CPU (limit ${this.opts.limits.cpuLimitMs} ms); stopping it`,
      );
      this.stoppedFor = 'cpu';
      this.child.kill('SIGKILL');
    }
  }

  /**
   * Takes no new requests (the pool starts a fresh worker for them); stops once the ones in flight
   * are answered, or when they have had the idle timeout to finish.
   */
  retire(reason: 'wall-clock' | 'reload'): void {
    if (this.retired) return;
    this.retired = true;
    for (const fn of this.goneListeners.splice(0)) fn();
    if (this.inflight === 0) {
      void this.stop();
      return;
    }
    const hard = setTimeout(() => {
      if (reason === 'wall-clock') this.stoppedFor = 'wall-clock';
      this.child.kill('SIGKILL');
    }, this.opts.limits.idleTimeoutMs);
    hard.unref();
    this.timers.push(hard);
  }

  /**
   * Stops the process: SIGTERM, on which it finishes its background work (EdgeRuntime.waitUntil),
   * then SIGKILL if it is still there after a few seconds.
   */
  async stop(): Promise<void> {
    this.retired = true;
    if (this.child.exitCode === null && this.child.signalCode === null) {
      this.child.kill('SIGTERM');
      const kill = setTimeout(() => this.child.kill('SIGKILL'), STOP_GRACE_MS);
      kill.unref();
      this.timers.push(kill);
    }
    await this.exited;
  }

  private clearTimers(): void {
    this.unwatch();
    for (const t of this.timers.splice(0)) clearTimeout(t);
  }
}

/**
 * The live worker of each function: started on demand, one boot at a time per function (requests
 * that arrive meanwhile wait for it), replaced when it is gone or retired.
 */
export class WorkerPool {
  private readonly live = new Map<string, FunctionWorker>();
  private readonly booting = new Map<string, Promise<FunctionWorker>>();
  private readonly all = new Set<FunctionWorker>();
  private closed = false;

  constructor(private readonly start: (spec: FunctionSpec) => Promise<FunctionWorker>) {}

  get(spec: FunctionSpec): Promise<FunctionWorker> {
    if (this.closed) return Promise.reject(new BootError(spec.name, 'the stack is stopping'));
    const current = this.live.get(spec.name);
    if (current) return Promise.resolve(current);
    const pending = this.booting.get(spec.name);
    if (pending) return pending;
    const boot: Promise<FunctionWorker> = this.start(spec).then(
      (worker) => {
        this.all.add(worker);
        void worker.exited.then(() => this.all.delete(worker));
        if (this.closed) {
          void worker.stop();
        } else if (this.booting.get(spec.name) === boot) {
          this.booting.delete(spec.name);
          this.live.set(spec.name, worker);
          worker.onGone(() => {
            if (this.live.get(spec.name) === worker) this.live.delete(spec.name);
          });
        } else {
          // The code changed while it booted: it answers the requests that waited for it, no more.
          worker.retire('reload');
        }
        return worker;
      },
      (err: unknown) => {
        if (this.booting.get(spec.name) === boot) this.booting.delete(spec.name);
        throw err;
      },
    );
    this.booting.set(spec.name, boot);
    return boot;
  }

  /** The code of one function (or of all) changed: the next request starts a fresh worker. */
  reload(name?: string): void {
    for (const [n, worker] of [...this.live]) {
      if (name !== undefined && n !== name) continue;
      this.live.delete(n);
      worker.retire('reload');
    }
    for (const n of [...this.booting.keys()]) if (name === undefined || n === name) this.booting.delete(n);
  }

  /** The worker serving a function now, if one runs (for tests and the CLI). */
  current(name: string): FunctionWorker | undefined {
    return this.live.get(name);
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.allSettled([...this.booting.values()]);
    await Promise.all([...this.all].map((w) => w.stop()));
    this.live.clear();
  }
}
