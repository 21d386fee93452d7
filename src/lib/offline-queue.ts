// A queue of writes that survives going offline and reloading: each write waits in IndexedDB until
// it is sent, in the order it was made. A write is sent by its kind's sender; a network failure
// leaves it (and every later one) waiting for the next flush — when the browser says it is back
// online, after a new write, or on a timer — while an answer that would be the same every time (a
// rule the database enforces) marks it failed, to be shown and dropped by the person, never retried
// blindly. Senders must be idempotent (an upsert on a client-made id): a write whose answer was
// lost on the way back is sent again. Lazy-loaded with the screens that capture data, so `idb`
// never reaches the sign-in page.
import { openDB, type IDBPDatabase } from 'idb';
import { isRetryableError, getErrorMessage } from './errors.ts';

export interface QueuedWrite<T = unknown> {
  /** The write's own id (also the idempotency key its sender uses). */
  id: string;
  kind: string;
  payload: T;
  createdAt: number;
  attempts: number;
  /** Set when the server refused it for good. */
  error: string | null;
}

/** Where the writes wait: IndexedDB in the browser, memory in tests. */
export interface QueueStore {
  all(): Promise<QueuedWrite[]>;
  put(write: QueuedWrite): Promise<void>;
  delete(id: string): Promise<void>;
}

export function memoryStore(): QueueStore {
  const rows = new Map<string, QueuedWrite>();
  return {
    all: async () => [...rows.values()].map((w) => ({ ...w })),
    put: async (w) => void rows.set(w.id, { ...w }),
    delete: async (id) => void rows.delete(id),
  };
}

/** One IndexedDB database per queue name, one object store of writes. */
export function indexedDbStore(name: string): QueueStore {
  let db: Promise<IDBPDatabase> | undefined;
  const open = () =>
    (db ??= openDB(`canopy-queue-${name}`, 1, {
      upgrade(d) {
        d.createObjectStore('writes', { keyPath: 'id' });
      },
    }));
  return {
    all: async () => (await (await open()).getAll('writes')) as QueuedWrite[],
    put: async (w) => void (await (await open()).put('writes', w)),
    delete: async (id) => void (await (await open()).delete('writes', id)),
  };
}

export type Sender = (payload: unknown) => Promise<void>;

export interface QueueState {
  waiting: number;
  failed: QueuedWrite[];
  syncing: boolean;
}

export interface OfflineQueue {
  /** Adds (or replaces, by id) a write and tries to send right away. */
  enqueue(kind: string, id: string, payload: unknown): Promise<void>;
  /** Sends what is waiting, oldest first; stops at the first network failure. */
  flush(): Promise<void>;
  /** Drops a failed write after the person has seen it. */
  dismiss(id: string): Promise<void>;
  state(): QueueState;
  subscribe(listener: (s: QueueState) => void): () => void;
  /** Loads what an earlier visit left waiting. */
  ready: Promise<void>;
}

export function createOfflineQueue(
  store: QueueStore,
  senders: Record<string, Sender>,
  now: () => number = Date.now,
): OfflineQueue {
  let writes: QueuedWrite[] = [];
  let syncing = false;
  let again = false;
  const listeners = new Set<(s: QueueState) => void>();

  const compute = (): QueueState => ({
    waiting: writes.filter((w) => w.error === null).length,
    failed: writes.filter((w) => w.error !== null),
    syncing,
  });
  // One object per change, so React's useSyncExternalStore can compare snapshots by identity.
  let snapshot = compute();
  const state = () => snapshot;
  const emit = () => {
    snapshot = compute();
    for (const l of listeners) l(snapshot);
  };
  const sorted = () => writes.sort((a, b) => a.createdAt - b.createdAt);

  const ready = store.all().then((stored) => {
    writes = stored;
    sorted();
    emit();
  });

  async function flush(): Promise<void> {
    await ready;
    if (syncing) {
      again = true;
      return;
    }
    syncing = true;
    emit();
    try {
      do {
        again = false;
        for (const w of [...sorted()]) {
          if (w.error !== null) continue;
          const send = senders[w.kind];
          try {
            if (!send) throw new Error(`No sender for ${w.kind}`);
            await send(w.payload);
            writes = writes.filter((x) => x.id !== w.id || x.createdAt !== w.createdAt);
            await store.delete(w.id);
          } catch (error) {
            w.attempts += 1;
            if (send && isRetryableError(error)) {
              await store.put(w);
              return;
            }
            w.error = getErrorMessage(error);
            await store.put(w);
          } finally {
            emit();
          }
        }
      } while (again);
    } finally {
      syncing = false;
      emit();
    }
  }

  return {
    ready,
    async enqueue(kind, id, payload) {
      await ready;
      const write: QueuedWrite = { id, kind, payload, createdAt: now(), attempts: 0, error: null };
      writes = [...writes.filter((w) => w.id !== id), write];
      await store.put(write);
      emit();
      await flush();
    },
    flush,
    async dismiss(id) {
      writes = writes.filter((w) => w.id !== id);
      await store.delete(id);
      emit();
    },
    state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
