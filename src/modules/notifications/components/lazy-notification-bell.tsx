// The bell (and the date formatting it brings) loads only for signed-in users, so it does not weigh
// on a visitor's first page (ARCHITECTURE.md §6). A bell-sized space holds its place meanwhile.
import { lazy, Suspense } from 'react';

const NotificationBell = lazy(() =>
  import('./notification-bell').then((m) => ({ default: m.NotificationBell })),
);

export function LazyNotificationBell() {
  return (
    <Suspense fallback={<span aria-hidden="true" className="inline-block size-10" />}>
      <NotificationBell />
    </Suspense>
  );
}
