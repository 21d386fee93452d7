import { lazy, Suspense, useSyncExternalStore } from 'react';
import { isSonnerRequested, loadSonner, subscribeToSonnerLoad } from '@/lib/toast';

const Toaster = lazy(() => loadSonner().then((m) => ({ default: m.Toaster })));

// Below the sticky top bar (its height per width is --toast-top in index.css), so a toast never
// hides the bar's links or bell.
const BELOW_TOP_BAR = { top: 'var(--toast-top)' };

/**
 * Spec-1 §9: top centre, 3 visible, 4000 ms, gap 14; sonner's defaults give swipe threshold 20 and
 * Alt+T. Top centre means under the top bar, on phones too.
 */
export function LazyToaster() {
  const requested = useSyncExternalStore(subscribeToSonnerLoad, isSonnerRequested, isSonnerRequested);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        position="top-center"
        offset={BELOW_TOP_BAR}
        mobileOffset={BELOW_TOP_BAR}
        visibleToasts={3}
        duration={4000}
        gap={14}
        richColors
        closeButton
      />
    </Suspense>
  );
}
