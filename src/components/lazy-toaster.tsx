import { lazy, Suspense, useSyncExternalStore } from 'react';
import { isSonnerRequested, loadSonner, subscribeToSonnerLoad } from '@/lib/toast';

const Toaster = lazy(() => loadSonner().then((m) => ({ default: m.Toaster })));

/** Spec §9: top centre, 3 visible, 4000 ms, gap 14; sonner's defaults give swipe threshold 20 and Alt+T. */
export function LazyToaster() {
  const requested = useSyncExternalStore(subscribeToSonnerLoad, isSonnerRequested, isSonnerRequested);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position="top-center" visibleToasts={3} duration={4000} gap={14} richColors closeButton />
    </Suspense>
  );
}
