// Arca's offline capture on the shared write queue (src/lib/offline-queue.ts): one queue per user
// (its own IndexedDB database), so entries queued by one account are never sent by another that
// signs in on the same device. It flushes when the browser comes back online, every 30 s while
// something waits, and on start; sent entries refresh the records on screen.
import { useSyncExternalStore } from 'react';
import { createOfflineQueue, indexedDbStore, type OfflineQueue, type QueueState } from '@/lib/offline-queue';
import { queryClient } from '@/lib/query-client';
import { loadSonner } from '@/lib/toast';
import { supabase } from '@/lib/supabase';
import { arcaKeys } from './keys';
import { logEntry, type LogEntryVariables } from './log-entry';
import { PLAIN_ENTRY_WRITE, savePlainEntryWith, type PlainEntry } from './plain-entry';

export const ENTRY_WRITE = 'arca-entry';
const RETRY_MS = 30_000;

export const queueName = (userId: string) => `arca-${userId}`;

const queues = new Map<string, OfflineQueue>();
// The shared queue builds a new state object per call; React needs the same one until it changes.
const snapshots = new Map<string, QueueState>();

export function arcaQueue(userId: string): OfflineQueue {
  let queue = queues.get(userId);
  if (queue) return queue;
  queue = createOfflineQueue(indexedDbStore(queueName(userId)), {
    [ENTRY_WRITE]: (payload) => logEntry(payload as LogEntryVariables),
    // Feeds, applications, releases and scouting counts (issue 16's own forms).
    [PLAIN_ENTRY_WRITE]: (payload) => savePlainEntryWith(supabase, payload as PlainEntry),
  });
  queues.set(userId, queue);
  // Toasts load on first use; a screen that keeps entries offline fetches them while it still has a
  // connection, or its first toast in a room with no signal ("Saved on this device") could not show.
  void loadSonner();
  const q = queue;
  let waiting = 0;
  snapshots.set(userId, q.state());
  q.subscribe((s) => {
    snapshots.set(userId, s);
    // Something went out: lists, timelines and lots on screen are stale.
    if (s.waiting < waiting) void queryClient.invalidateQueries({ queryKey: arcaKeys.all });
    waiting = s.waiting;
  });
  window.addEventListener('online', () => void q.flush());
  window.setInterval(() => {
    if (q.state().waiting > 0 && navigator.onLine) void q.flush();
  }, RETRY_MS);
  void q.ready.then(() => q.flush());
  return q;
}

const EMPTY: QueueState = { waiting: 0, failed: [], syncing: false };

/** The user's queue as React state: how many entries wait, which failed, whether it is sending. */
export function useArcaQueue(userId: string | null): QueueState & { queue: OfflineQueue | null } {
  const queue = userId ? arcaQueue(userId) : null;
  const state = useSyncExternalStore(
    (listener) => queue?.subscribe(listener) ?? (() => undefined),
    () => (userId ? snapshots.get(userId) : undefined) ?? EMPTY,
  );
  return { ...state, queue };
}
