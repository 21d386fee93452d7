// Entries saved without a connection wait on the device and go out when it returns. Each carries
// the id the device gave it, and the server's save is idempotent by id (arca_log_entry), so a
// retry after a lost answer never saves twice. A save the server refuses (a rule, a lost
// permission) stays on the device marked failed, with the reason, until the grower fixes or
// discards it: nothing typed is ever dropped silently.
import { isNetworkError } from '../../../lib/errors.ts';
import { recordErrorMessage } from './errors.ts';
import type { EntryPayload } from './entry-rules.ts';
import type { RecordKind } from './kinds/types.ts';

export interface QueuedEntry {
  /** The entry's id, generated on the device. */
  id: string;
  userId: string;
  kind: RecordKind['kind'];
  payload: EntryPayload & { photos?: string[] };
  queuedAt: string;
  attempts: number;
  state: 'pending' | 'failed';
  /** Why the server refused it (state 'failed'). */
  error?: string;
  /** The facility's owner, whose folder the photos go to. */
  ownerId?: string;
  /** Photos taken offline, kept as files until the entry is sent. */
  photoFiles?: Array<{ name: string; blob: Blob }>;
}

/** Where queued entries live: IndexedDB in the browser (offline-store.ts), memory in tests. */
export interface QueueStore {
  list(userId: string): Promise<QueuedEntry[]>;
  put(entry: QueuedEntry): Promise<void>;
  remove(id: string): Promise<void>;
}

export function queuedEntry(
  userId: string,
  kind: RecordKind['kind'],
  id: string,
  payload: QueuedEntry['payload'],
  now = new Date(),
): QueuedEntry {
  return { id, userId, kind, payload, queuedAt: now.toISOString(), attempts: 0, state: 'pending' };
}

export interface FlushResult {
  sent: string[];
  failed: string[];
  /** Still waiting: the connection dropped (again) while sending. */
  waiting: number;
}

/**
 * Sends the user's pending entries, oldest first. Stops at the first network failure (the rest would
 * fail too) and leaves those entries pending; a refusal marks that entry failed and goes on.
 */
export async function flushQueue(
  store: QueueStore,
  userId: string,
  send: (entry: QueuedEntry) => Promise<void>,
): Promise<FlushResult> {
  const pending = (await store.list(userId))
    .filter((e) => e.state === 'pending')
    .sort((a, b) => a.queuedAt.localeCompare(b.queuedAt));
  const result: FlushResult = { sent: [], failed: [], waiting: 0 };
  for (let i = 0; i < pending.length; i++) {
    const entry = pending[i]!;
    try {
      await send(entry);
      await store.remove(entry.id);
      result.sent.push(entry.id);
    } catch (error) {
      if (isNetworkError(error)) {
        await store.put({ ...entry, attempts: entry.attempts + 1 });
        result.waiting = pending.length - i;
        break;
      }
      await store.put({
        ...entry,
        attempts: entry.attempts + 1,
        state: 'failed',
        error: recordErrorMessage(error),
      });
      result.failed.push(entry.id);
    }
  }
  return result;
}

/** A failed entry the grower wants to try again (after a permission came back, say). */
export function retryLater(entry: QueuedEntry): QueuedEntry {
  const { error: _error, ...rest } = entry;
  return { ...rest, state: 'pending' };
}

export function memoryQueueStore(): QueueStore & { items: Map<string, QueuedEntry> } {
  const items = new Map<string, QueuedEntry>();
  return {
    items,
    list: async (userId) => [...items.values()].filter((e) => e.userId === userId),
    put: async (entry) => void items.set(entry.id, structuredClone(entry)),
    remove: async (id) => void items.delete(id),
  };
}
