// Toasts through sonner, loaded on first use: the sign-in page never toasts, so it never downloads
// sonner. Import `toast` from here, not from 'sonner' (ESLint enforces it); <LazyToaster> mounts
// sonner's <Toaster> as soon as anything asks for a toast and shows what was queued before it.
import type * as SonnerModule from 'sonner';

type Sonner = typeof SonnerModule;
type ToastOptions = {
  description?: string;
  id?: string | number;
  /** A button in the toast (e.g. Undo after a delete). */
  action?: { label: string; onClick: () => void };
  /** How long it stays, in ms (longer when it offers an action). */
  duration?: number;
};

let sonner: Promise<Sonner> | undefined;
const listeners = new Set<() => void>();

export function loadSonner(): Promise<Sonner> {
  if (!sonner) {
    // A download that failed (no connection yet) is forgotten, so the next toast tries again.
    const loading = import('sonner').catch((error: unknown) => {
      if (sonner === loading) {
        sonner = undefined;
        listeners.forEach((listener) => listener());
      }
      throw error;
    });
    sonner = loading;
    listeners.forEach((listener) => listener());
  }
  return sonner;
}

/** For useSyncExternalStore: whether any code has asked for sonner yet. */
export function subscribeToSonnerLoad(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isSonnerRequested(): boolean {
  return sonner !== undefined;
}

const show =
  (kind: 'error' | 'success' | 'info' | 'warning' | 'message') => (title: string, options?: ToastOptions) =>
    // Offline before sonner was ever fetched, a toast is lost rather than the page.
    void loadSonner().then(
      ({ toast }) => toast[kind](title, options),
      () => undefined,
    );

/** Sonner's API; `error` is the destructive variant. */
export const toast = {
  error: show('error'),
  success: show('success'),
  info: show('info'),
  warning: show('warning'),
  message: show('message'),
};
