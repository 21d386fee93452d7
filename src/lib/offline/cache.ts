// The app's one offline cache: the query client's reads and outbox, kept per account in IndexedDB.
// Loaded with the data routes (src/app/data-layout.tsx), never by the sign-in page.
import { queryClient } from '../query-client';
import { createOfflineCache, indexedDbOfflineStore } from './persist';

export const offlineCache = createOfflineCache(queryClient, indexedDbOfflineStore());
