// Registers the service worker (src/app/offline/service-worker.js) in production builds, after the
// page has loaded so it never competes with the first render. Kept to a few lines: it sits in the
// entry, which /login's initial-JS budget counts.
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch(() => {
      // No offline support (private mode, an old browser); the app works as before.
    });
  });
}
