import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { supervise, type RunningProcess } from './supervisor.ts';

type Exit = { code: number | null; signal: NodeJS.Signals | null };

/** A fake process: `die()` makes it exit as a kill would. */
function fakeProcess(pid: number) {
  let die!: (info: Exit) => void;
  const exited = new Promise<Exit>((resolve) => (die = resolve));
  const proc: RunningProcess & { die: typeof die; stopped: boolean } = {
    pid,
    exited,
    die,
    stopped: false,
    stop: async () => {
      proc.stopped = true;
      die({ code: 0, signal: null });
    },
  };
  return proc;
}

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('supervise', () => {
  it('restarts a process that died, pausing twice as long after each failed try, in few lines', async () => {
    const logs: string[] = [];
    const tries: number[] = [];
    const procs: ReturnType<typeof fakeProcess>[] = [];
    let failuresLeft = 0;
    const onRestart = vi.fn();
    const supervised = await supervise({
      name: 'PostgREST',
      log: (m) => logs.push(m),
      backoffMs: 100,
      maxBackoffMs: 1000,
      onRestart,
      start: async () => {
        tries.push(Date.now());
        if (failuresLeft-- > 0) throw new Error('connection refused');
        const p = fakeProcess(procs.length + 1);
        procs.push(p);
        return p;
      },
    });
    expect(supervised.up).toBe(true);
    expect(supervised.pid).toBe(1);

    failuresLeft = 5;
    procs[0]!.die({ code: null, signal: 'SIGKILL' });
    await vi.advanceTimersByTimeAsync(0);
    expect(supervised.up).toBe(false);
    let readyNow = false;
    void supervised.ready().then(() => (readyNow = true));

    await vi.advanceTimersByTimeAsync(10_000);
    expect(supervised.up).toBe(true);
    expect(readyNow).toBe(true);
    expect(supervised.pid).toBe(2);
    expect(supervised.restarts).toBe(1);
    expect(onRestart).toHaveBeenCalledTimes(1);
    // Started at 0; then 100, 200, 400, 800 and (capped) 1000 ms between the tries after the death.
    const pauses = tries.slice(2).map((t, i) => t - tries[i + 1]!);
    expect(tries[1]).toBe(100);
    expect(pauses).toEqual([200, 400, 800, 1000, 1000]);
    expect(logs).toEqual([
      'PostgREST stopped unexpectedly (killed by SIGKILL); restarting it',
      'PostgREST could not start yet: connection refused',
      'PostgREST is back after 3.5 s',
    ]);

    await supervised.stop();
    expect(procs[1]!.stopped).toBe(true);
    expect(logs).toHaveLength(3);
  });

  it('starts from the first pause again after each death', async () => {
    const tries: number[] = [];
    const procs: ReturnType<typeof fakeProcess>[] = [];
    const supervised = await supervise({
      name: 'Postgres',
      log: () => undefined,
      backoffMs: 100,
      start: async () => {
        tries.push(Date.now());
        const p = fakeProcess(procs.length + 1);
        procs.push(p);
        return p;
      },
    });
    for (let i = 0; i < 3; i++) {
      const diedAt = Date.now();
      procs.at(-1)!.die({ code: 1, signal: null });
      await vi.advanceTimersByTimeAsync(150);
      expect(tries.at(-1)! - diedAt).toBe(100);
    }
    expect(supervised.restarts).toBe(3);
    await supervised.stop();
  });

  it('does not restart what it was asked to stop', async () => {
    const logs: string[] = [];
    let starts = 0;
    const supervised = await supervise({
      name: 'Postgres',
      log: (m) => logs.push(m),
      start: async () => {
        starts++;
        return fakeProcess(starts);
      },
    });
    await supervised.stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(starts).toBe(1);
    expect(supervised.up).toBe(false);
    expect(logs).toEqual([]);
  });
});
