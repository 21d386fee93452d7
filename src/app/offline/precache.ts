/**
 * Asks the service worker (service-worker.js) to keep every page's files, so that after one visit
 * with a connection any page opens without one. Asked once someone is signed in: a visitor who only
 * signs in downloads nothing more.
 */
export function keepWholeAppOffline(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.ready.then((registration) =>
    registration.active?.postMessage({ type: 'precache' }),
  );
}
