// What this device keeps per account so the app opens without a connection: the reads (every
// successful query unless its meta says `offline: false`, so a new key family is kept without
// being listed here) and the outbox (outbox.ts). TanStack Query's own dehydrate/hydrate turn the
// cache into storable data and back; `idb` stores it in IndexedDB.
//
// The kept reads are the fallback, never the first answer: online, every page reads the server as
// before (a kept copy shown first would be stale, and a form would start from it); without a
// connection — at start, when it drops, or when a request fails for want of one — a query with no
// data takes its kept copy. They outlive the memory cache (the spec keeps unused data in memory
// for 5 minutes, src/lib/query-client.ts): each save merges what memory holds over what was kept.
//
// Not TanStack's persistQueryClient/async-storage-persister, on purpose: their restore deletes the
// whole stored client when it is older than `maxAge` or the `buster` changed, which with an outbox
// inside would delete a grower's unsent captures after a long weekend without signal or an app
// update; they keep one client under one key, where each account needs its own with a strict order
// when the account changes (stop writing the old one before the cache is cleared); and their
// current release pins an older query-core, a second copy in the bundle. Here the outbox is stored
// on every change (a capture must survive the tab being closed right after it), the reads at most
// once a second, and reads older than READS_MAX_AGE_MS are dropped on restore; the outbox never is.
import {
  dehydrate,
  hydrate,
  onlineManager,
  type DehydratedState,
  type Query,
  type QueryClient,
} from '@tanstack/react-query';
import { openDB, type IDBPDatabase } from 'idb';
import { isNetworkError } from '../errors.ts';
import { isOutboxMutation, setOutboxOwner } from './outbox';

type Queries = DehydratedState['queries'];
type KeptQuery = Queries[number];
type Mutations = DehydratedState['mutations'];

export interface StoredReads {
  /** The newest answer among them: when this device last heard from the server. */
  syncedAt: number;
  queries: Queries;
}

/** Where an account's reads and outbox are kept: IndexedDB in the browser, memory in tests. */
export interface OfflineStore {
  load(userId: string): Promise<{ reads: StoredReads | undefined; outbox: Mutations }>;
  saveReads(userId: string, reads: StoredReads): Promise<void>;
  saveOutbox(userId: string, outbox: Mutations): Promise<void>;
  dropReads(userId: string): Promise<void>;
}

export const READS_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
const READS_THROTTLE_MS = 1000;

export function memoryOfflineStore(): OfflineStore & { dump(): Record<string, unknown> } {
  const reads = new Map<string, StoredReads>();
  const outboxes = new Map<string, Mutations>();
  // Stored as the browser would: a copy, not the live objects.
  const copy = <T>(value: T): T => structuredClone(value);
  return {
    load: async (userId) => ({
      reads: reads.has(userId) ? copy(reads.get(userId)) : undefined,
      outbox: copy(outboxes.get(userId) ?? []),
    }),
    saveReads: async (userId, value) => void reads.set(userId, copy(value)),
    saveOutbox: async (userId, value) => void outboxes.set(userId, copy(value)),
    dropReads: async (userId) => void reads.delete(userId),
    dump: () => ({ reads: Object.fromEntries(reads), outbox: Object.fromEntries(outboxes) }),
  };
}

/** One IndexedDB database for the app, one record per account in each of two stores. */
export function indexedDbOfflineStore(name = 'canopy-offline'): OfflineStore {
  let db: Promise<IDBPDatabase> | undefined;
  const open = () =>
    (db ??= openDB(name, 1, {
      upgrade(d) {
        d.createObjectStore('reads');
        d.createObjectStore('outbox');
      },
    }));
  return {
    async load(userId) {
      const d = await open();
      const [reads, outbox] = await Promise.all([d.get('reads', userId), d.get('outbox', userId)]);
      return { reads: reads as StoredReads | undefined, outbox: (outbox as Mutations | undefined) ?? [] };
    },
    saveReads: async (userId, reads) => void (await (await open()).put('reads', reads, userId)),
    saveOutbox: async (userId, outbox) => void (await (await open()).put('outbox', outbox, userId)),
    dropReads: async (userId) => void (await (await open()).delete('reads', userId)),
  };
}

const keptOffline = (query: Query) => query.state.status === 'success' && query.meta?.offline !== false;

// Errors are stored as plain data (IndexedDB keeps an Error's message, not its code or class).
const plainError = (error: Error | null): Error | null => {
  if (error === null || typeof error !== 'object') return error;
  const e = error as Error & { code?: unknown; conflict?: unknown };
  const plain = { name: e.name, message: e.message, code: e.code ?? null, conflict: e.conflict === true };
  return plain as Error;
};

function dehydrateOutbox(client: QueryClient): Mutations {
  return dehydrate(client, {
    shouldDehydrateQuery: () => false,
    shouldDehydrateMutation: (m) =>
      isOutboxMutation(m) && (m.state.status === 'pending' || m.state.status === 'error'),
  }).mutations.map((m) => ({
    ...m,
    state: { ...m.state, error: plainError(m.state.error), failureReason: plainError(m.state.failureReason) },
  }));
}

const fresh = (q: KeptQuery) => Date.now() - q.state.dataUpdatedAt < READS_MAX_AGE_MS;

/** What memory holds now, over what was kept before (by query hash), less what is too old. */
function mergeReads(client: QueryClient, kept: Map<string, KeptQuery>): StoredReads {
  for (const q of dehydrate(client, { shouldDehydrateQuery: keptOffline }).queries) kept.set(q.queryHash, q);
  for (const [hash, q] of kept) if (!fresh(q)) kept.delete(hash);
  const queries = [...kept.values()];
  return { syncedAt: Math.max(0, ...queries.map((q) => q.state.dataUpdatedAt)), queries };
}

export interface OfflineCache {
  /**
   * The account in use changed (null: signed out). Stops keeping the previous account's data,
   * clears the cache and restores the next account's. `dropReads`: forget the previous account's
   * reads (an explicit sign-out); its outbox is always kept for it.
   */
  switchTo(userId: string | null, options?: { dropReads?: boolean }): Promise<void>;
  /** True while an account's kept data is being restored offline (queries wait for it). */
  restoring(): boolean;
  /** When this device last heard from the server for the account in use (0: never). */
  syncedAt(): number;
  subscribe(listener: () => void): () => void;
}

export function createOfflineCache(client: QueryClient, store: OfflineStore): OfflineCache {
  let current: { userId: string; stop: () => Promise<void> } | null = null;
  /** The account's kept reads, by query hash. */
  let kept = new Map<string, KeptQuery>();
  let chain: Promise<void> = Promise.resolve();
  let restoringOffline = 0;
  let syncedAt = 0;
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((l) => l());

  /** Without a connection: every query with no data takes its kept copy. */
  function fallBack(reads: Map<string, KeptQuery>) {
    const cache = client.getQueryCache();
    const missing = [...reads.values()].filter((q) => cache.get(q.queryHash)?.state.data === undefined);
    if (missing.length) hydrate(client, { queries: missing });
  }

  function keep(userId: string): () => Promise<void> {
    const reads = kept;
    // Writes go out one after another, so the last snapshot is the one that stays.
    let writes: Promise<void> = Promise.resolve();
    const write = (fn: () => Promise<void>) => {
      writes = writes.then(fn).catch(() => {
        // Storage full or unavailable (private mode): the app works on, without keeping it.
      });
    };
    const saveOutbox = () => {
      const outbox = dehydrateOutbox(client);
      write(() => store.saveOutbox(userId, outbox));
    };
    let timer: ReturnType<typeof setTimeout> | undefined;
    const saveReads = () => {
      timer = undefined;
      const merged = mergeReads(client, reads);
      if (merged.syncedAt > syncedAt) {
        syncedAt = merged.syncedAt;
        emit();
      }
      write(() => store.saveReads(userId, merged));
    };
    const stopMutations = client.getMutationCache().subscribe((event) => {
      if (event.mutation && isOutboxMutation(event.mutation)) saveOutbox();
    });
    const stopQueries = client.getQueryCache().subscribe((event) => {
      if (event.type === 'observerAdded' || event.type === 'observerRemoved') return;
      // Asked for with no connection (a page opened offline, or a request that failed for want of
      // one): the query starts from its kept copy.
      const offline =
        (event.type === 'added' && !onlineManager.isOnline()) ||
        (event.type === 'updated' && event.action.type === 'error' && isNetworkError(event.action.error));
      const copy = offline ? reads.get(event.query.queryHash) : undefined;
      if (copy && event.query.state.data === undefined)
        queueMicrotask(() => hydrate(client, { queries: [copy] }));
      timer ??= setTimeout(saveReads, READS_THROTTLE_MS);
    });
    const stopOnline = onlineManager.subscribe((online) => {
      if (!online) fallBack(reads);
    });
    // Leaving the page (a new page load, the tab closed or put away) writes what is pending now.
    const leaving = () => {
      if (timer === undefined || document.visibilityState !== 'hidden') return;
      clearTimeout(timer);
      saveReads();
    };
    const watchPage = typeof document !== 'undefined';
    if (watchPage) {
      document.addEventListener('visibilitychange', leaving);
      window.addEventListener('pagehide', leaving);
    }
    return async () => {
      stopMutations();
      stopQueries();
      stopOnline();
      if (watchPage) {
        document.removeEventListener('visibilitychange', leaving);
        window.removeEventListener('pagehide', leaving);
      }
      if (timer !== undefined) {
        clearTimeout(timer);
        saveReads();
      }
      await writes;
    };
  }

  async function restore(userId: string) {
    const { reads, outbox } = await store.load(userId);
    const queries = reads?.queries.filter(fresh) ?? [];
    kept = new Map(queries.map((q) => [q.queryHash, q]));
    // A capture stored while it was being sent may or may not have arrived: it is paused and sent
    // again (senders are idempotent), which is what resumePausedMutations picks up.
    const mutations = outbox.map((m) =>
      m.state.status === 'pending' ? { ...m, state: { ...m.state, isPaused: true } } : m,
    );
    hydrate(client, { queries: [], mutations });
    if (!onlineManager.isOnline()) fallBack(kept);
    syncedAt = reads?.syncedAt ?? 0;
  }

  return {
    switchTo(userId, { dropReads = false } = {}) {
      if (current?.userId === userId) return chain;
      // Synchronously, before anything of the next account reaches the cache: the previous
      // account's data stops being written, and its captures stop being sent.
      const previous = current;
      const stopped = previous?.stop() ?? Promise.resolve();
      current = null;
      setOutboxOwner(userId);
      client.clear();
      kept = new Map();
      syncedAt = 0;
      // Online, queries go to the server at once; offline, they wait for the kept copies.
      const gate = userId !== null && !onlineManager.isOnline();
      if (gate) restoringOffline += 1;
      emit();
      chain = chain
        .then(async () => {
          await stopped;
          if (previous && dropReads) await store.dropReads(previous.userId).catch(() => undefined);
          if (userId === null) return;
          await restore(userId).catch(() => undefined);
          current = { userId, stop: keep(userId) };
          // Anything captured while restoring is stored with the rest.
          if (client.getMutationCache().getAll().some(isOutboxMutation)) {
            await store.saveOutbox(userId, dehydrateOutbox(client)).catch(() => undefined);
          }
          if (onlineManager.isOnline()) void client.resumePausedMutations();
        })
        .finally(() => {
          if (gate) restoringOffline -= 1;
          emit();
        });
      return chain;
    },
    restoring: () => restoringOffline > 0,
    syncedAt: () => syncedAt,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
