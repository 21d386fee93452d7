import { lazy, Suspense, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { useSession } from '@/hooks/use-session';
import { LazyFeedbackDialog } from '@/modules/feedback/components/lazy-feedback-dialog';
import { NotificationsProvider } from '@/modules/notifications/notifications-provider';
import { BottomBar } from './shell/bottom-bar';
import { TopBar } from './shell/top-bar';
import { useSwipeBack } from './shell/use-swipe-back';
import { ViewerProvider } from './shell/viewer-provider';

// Loaded once someone is signed in (it brings the outbox's dialog and Radix), so none of it weighs
// on a visitor's first page; the service worker keeps it for offline use (src/app/offline/).
const OutboxBanner = lazy(() =>
  import('@/components/outbox/outbox-banner').then((m) => ({ default: m.OutboxBanner })),
);

/**
 * The shell around every page but sign-in and sign-up (spec-1 §2): top bar, notifications, the
 * feedback button, the mobile bottom bar and swipe-back. Public pages share it; signed-in parts
 * appear with a session. Lazy, so none of it weighs on /login.
 */
export function AppLayout() {
  useSwipeBack();
  const { user } = useSession();
  return (
    <ViewerProvider>
      <WithNotifications>
        <div className="flex min-h-dvh flex-col">
          <TopBar />
          {/* Signed in: offline since when, and the captures waiting on this device. */}
          {user ? (
            <Suspense fallback={null}>
              <OutboxBanner />
            </Suspense>
          ) : null}
          {/* The bottom padding keeps the end of every page clear of the bottom bar, which holds the
              round feedback button on phones, and of the floating button from 768 px. */}
          <main className="mx-auto w-full max-w-6xl flex-1 px-4 pt-8 pb-24 sm:px-6 sm:pt-10 print:max-w-none print:p-0">
            <Outlet />
          </main>
          <LazyFeedbackDialog />
          <BottomBar />
        </div>
      </WithNotifications>
    </ViewerProvider>
  );
}

function WithNotifications({ children }: { children: ReactNode }) {
  const { user } = useSession();
  if (!user) return children;
  return (
    <NotificationsProvider key={user.id} userId={user.id}>
      {children}
    </NotificationsProvider>
  );
}
