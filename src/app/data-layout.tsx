import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router-dom';
import { queryClient } from '@/lib/query-client';
import { supabase } from '@/lib/supabase';

// Cached rows belong to one user. Watching auth here (from the first time this chunk loads, mounted
// or not) drops the cache whenever the signed-in user changes: sign-out, or another account signing
// in from another tab.
let cachedFor: string | null | undefined;
supabase.auth.onAuthStateChange((_event, session) => {
  const userId = session?.user.id ?? null;
  if (cachedFor !== undefined && cachedFor !== userId) queryClient.clear();
  cachedFor = userId;
});

/**
 * React Query for every route that reads data. A lazy layout route rather than a root provider so
 * that /login and /signup, which only make one auth call each, do not download React Query.
 */
export function DataLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
