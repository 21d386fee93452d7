import { IsRestoringProvider, QueryClientProvider } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { Outlet } from 'react-router-dom';
import { offlineCache } from '@/lib/offline/cache';
import { registerOutbox } from '@/lib/offline/outbox';
import { queryClient } from '@/lib/query-client';
import { storedSession, supabase } from '@/lib/supabase';
import { OUTBOX_SENDERS } from './offline/outbox-kinds';
import { keepWholeAppOffline } from './offline/precache';

// Every capture kind's sender, so a capture restored after a reload knows how to send itself; it
// goes out only as the account that made it (the session's user, checked before each send).
registerOutbox(queryClient, OUTBOX_SENDERS, async () => {
  const { data } = await supabase.auth.getSession();
  return data.session?.user.id ?? null;
});

// Cached rows and captures belong to one account. Watching auth here (from the first time this
// chunk loads, mounted or not) switches the cache whenever the signed-in user changes: sign-out,
// another account signing in here or in another tab. Each account's reads and outbox are kept on
// the device (src/lib/offline/persist.ts); an explicit sign-out forgets its reads but keeps its
// outbox for when it returns. Opened with no connection, the session kept in the browser is the
// account (see storedSession).
supabase.auth.onAuthStateChange((event, session) => {
  const userId =
    session?.user.id ?? (event === 'INITIAL_SESSION' ? (storedSession()?.user.id ?? null) : null);
  void offlineCache.switchTo(userId, { dropReads: event === 'SIGNED_OUT' });
  if (userId) keepWholeAppOffline();
});

/**
 * React Query for every route that reads data. A lazy layout route rather than a root provider so
 * that /login and /signup, which only make one auth call each, do not download React Query. While
 * an account's kept data is restored, queries wait for it instead of fetching.
 */
export function DataLayout() {
  const restoring = useSyncExternalStore(offlineCache.subscribe, offlineCache.restoring);
  return (
    <QueryClientProvider client={queryClient}>
      <IsRestoringProvider value={restoring}>
        <Outlet />
      </IsRestoringProvider>
    </QueryClientProvider>
  );
}
