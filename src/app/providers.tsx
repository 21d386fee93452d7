import type { ReactNode } from 'react';
import { LazyToaster } from '@/components/lazy-toaster';
import { SessionProvider } from './session-provider';

// React Query's provider is not here but in the lazy DataLayout route (see router.tsx).
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <SessionProvider>
      {children}
      <LazyToaster />
    </SessionProvider>
  );
}
