import { onlineManager, useMutationState } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { offlineCache } from '@/lib/offline/cache';
import { OUTBOX, toOutboxEntry, type OutboxEntry } from '@/lib/offline/outbox';

/** Whether the app can reach the server (as TanStack Query sees it), and when it last did. */
export function useOfflineStatus(): { online: boolean; syncedAt: number } {
  const online = useSyncExternalStore(
    (listener) => onlineManager.subscribe(listener),
    () => onlineManager.isOnline(),
  );
  const syncedAt = useSyncExternalStore(offlineCache.subscribe, offlineCache.syncedAt);
  return { online, syncedAt };
}

/** The signed-in account's outbox, oldest first: what waits, what is being sent, what was refused. */
export function useOutbox(): OutboxEntry[] {
  const entries = useMutationState({
    filters: { mutationKey: [OUTBOX], predicate: (m) => m.state.status !== 'success' },
    select: (m) => toOutboxEntry(m),
  });
  // A capture being sent may have its correction waiting behind it under the same id: the newest.
  const latest = new Map(entries.map((e) => [e.id, e]));
  return [...latest.values()].sort((a, b) => a.createdAt - b.createdAt);
}
