// Keeps a child process of the stack (Postgres, PostgREST) running: when it exits without being
// asked to, one line says so, and it is started again with a growing pause between tries until it
// serves again. The gateway reads `up` to answer 503 while it is away.

/** A started process: its pid, and a promise that settles when it exits. */
export interface RunningProcess {
  pid: number | undefined;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  stop(): Promise<void>;
}

export interface SupervisorOptions {
  name: string;
  /** Starts the process and resolves once it serves; rejects when it cannot start. */
  start: () => Promise<RunningProcess>;
  log: (message: string) => void;
  /** Called each time the process serves again after an unexpected exit. */
  onRestart?: () => void | Promise<void>;
  /** First pause before a restart, doubled after each failed try up to maxBackoffMs. */
  backoffMs?: number;
  maxBackoffMs?: number;
}

export interface Supervised {
  readonly name: string;
  /** True while the process serves. */
  readonly up: boolean;
  readonly pid: number | undefined;
  /** How many times it came back after an unexpected exit. */
  readonly restarts: number;
  /** Resolves when the process serves (at once when it does). */
  ready(): Promise<void>;
  stop(): Promise<void>;
}

function describeExit(info: { code: number | null; signal: NodeJS.Signals | null }): string {
  return info.signal ? `killed by ${info.signal}` : `exit code ${info.code}`;
}

/** Starts the process once (failures propagate: a stack that cannot start says why) and watches it. */
export async function supervise(opts: SupervisorOptions): Promise<Supervised> {
  const backoff = opts.backoffMs ?? 250;
  const maxBackoff = opts.maxBackoffMs ?? 5000;
  let current: RunningProcess | null = await opts.start();
  let up = true;
  let stopping = false;
  let restarts = 0;
  let waiters: Array<() => void> = [];
  let wake: (() => void) | null = null;

  const markUp = () => {
    up = true;
    for (const w of waiters.splice(0)) w();
  };

  const watch = async () => {
    while (!stopping && current) {
      const info = await current.exited;
      if (stopping) return;
      up = false;
      current = null;
      const lostAt = Date.now();
      opts.log(`${opts.name} stopped unexpectedly (${describeExit(info)}); restarting it`);
      let pause = backoff;
      let lastReason = '';
      while (!stopping) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, pause);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        wake = null;
        if (stopping) return;
        try {
          current = await opts.start();
        } catch (err) {
          // One line per new reason, not one per try.
          const reason = err instanceof Error ? err.message : String(err);
          if (reason !== lastReason) opts.log(`${opts.name} could not start yet: ${reason}`);
          lastReason = reason;
          pause = Math.min(maxBackoff, pause * 2);
          continue;
        }
        if (stopping) {
          await current.stop();
          return;
        }
        restarts++;
        await opts.onRestart?.();
        markUp();
        opts.log(`${opts.name} is back after ${((Date.now() - lostAt) / 1000).toFixed(1)} s`);
        break;
      }
    }
  };
  const watching = watch();

  return {
    name: opts.name,
    get up() {
      return up;
    },
    get pid() {
      return current?.pid;
    },
    get restarts() {
      return restarts;
    },
    ready() {
      return up ? Promise.resolve() : new Promise<void>((resolve) => waiters.push(resolve));
    },
    async stop() {
      stopping = true;
      up = false;
      wake?.();
      const proc = current;
      current = null;
      await proc?.stop();
      await watching;
      waiters = [];
    },
  };
}
