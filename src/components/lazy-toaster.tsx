import { useEffect, useState, useSyncExternalStore } from 'react';
import type * as Sonner from 'sonner';
import { isSonnerRequested, loadSonner, subscribeToSonnerLoad } from '@/lib/toast';

type SonnerToaster = typeof Sonner.Toaster;

// Below the sticky top bar (its height per width is --toast-top in index.css), so a toast never
// hides the bar's links or bell.
const BELOW_TOP_BAR = { top: 'var(--toast-top)' };

/**
 * Spec-1 §9: top centre, 3 visible, 4000 ms, gap 14; sonner's defaults give swipe threshold 20 and
 * Alt+T. Top centre means under the top bar, on phones too.
 */
export function LazyToaster() {
  const requested = useSyncExternalStore(subscribeToSonnerLoad, isSonnerRequested, isSonnerRequested);
  // Not React.lazy: a lazy component whose download failed (offline) throws to the error boundary
  // and stays failed; here a failure leaves no toaster until the next toast asks again.
  const [Toaster, setToaster] = useState<SonnerToaster | null>(null);
  useEffect(() => {
    if (!requested || Toaster) return;
    let live = true;
    loadSonner().then(
      (m) => live && setToaster(() => m.Toaster),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [requested, Toaster]);
  if (!Toaster) return null;
  return (
    <Toaster
      position="top-center"
      offset={BELOW_TOP_BAR}
      mobileOffset={BELOW_TOP_BAR}
      visibleToasts={3}
      duration={4000}
      gap={14}
      richColors
      closeButton
      className="print:hidden"
    />
  );
}
