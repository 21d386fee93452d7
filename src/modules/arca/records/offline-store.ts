// The offline queue's IndexedDB store (idb: promises over IndexedDB, ~1 kB). Entries survive a
// closed tab, a reload and a restarted phone; they are keyed by their device-made id.
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { QueuedEntry, QueueStore } from './offline-queue.ts';

interface OfflineDb extends DBSchema {
  entries: { key: string; value: QueuedEntry; indexes: { byUser: string } };
}

let db: Promise<IDBPDatabase<OfflineDb>> | undefined;

function open() {
  db ??= openDB<OfflineDb>('canopy-arca-offline', 1, {
    upgrade(database) {
      const store = database.createObjectStore('entries', { keyPath: 'id' });
      store.createIndex('byUser', 'userId');
    },
  });
  return db;
}

export const idbQueueStore: QueueStore = {
  list: async (userId) => (await open()).getAllFromIndex('entries', 'byUser', userId),
  put: async (entry) => void (await (await open()).put('entries', entry)),
  remove: async (id) => (await open()).delete('entries', id),
};
