// Canopy's service worker: the app opens without a connection (a grower logging in a grow room
// without signal), and nothing else changes. Hand-written (about 60 lines) rather than Workbox:
// the app needs three rules, and the build step that lists the assets is a dozen lines in
// vite.config.ts (serviceWorkerPlugin), which replaces the two placeholders below.
//
// - Navigations: the network first; offline, the cached app shell (index.html), and the router
//   takes it from there.
// - /assets/*: hashed, never changing files, so cache first; every one fetched is kept.
// - Everything else (the Supabase API, storage, other origins): untouched, straight to the network.
// On install the shell and its entry files are cached; once someone has signed in, the app posts
// {type: 'precache'} (src/app/offline/precache.ts) and the worker fetches every other asset in the
// background, so every page opens offline, not only those already visited.
// Lookups ignore `Vary`: the server answers `Vary: Origin`, and a module script's request carries
// an Origin header where the navigation or the install did not, so a strict match would miss
// a response the cache holds (the page would be blank offline).
// A new build installs under a new cache name and deletes the old ones (the spec's
// "service-worker cleanup step at start").

const VERSION = '__CANOPY_SW_VERSION__';
/** @type {{ shell: string[]; all: string[] }} */
const ASSETS = __CANOPY_SW_ASSETS__;
const CACHE = `canopy-${VERSION}`;
const SHELL = '/index.html';
const MATCH = { ignoreVary: true };

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll([SHELL, ...ASSETS.shell]))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(keys.filter((k) => k.startsWith('canopy-') && k !== CACHE).map((k) => caches.delete(k))),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('message', (event) => {
  if (event.data?.type !== 'precache') return;
  event.waitUntil(
    caches.open(CACHE).then(async (cache) => {
      for (const url of ASSETS.all) {
        if (!(await cache.match(url, MATCH))) await cache.add(url).catch(() => undefined);
      }
    }),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;

  if (request.mode === 'navigate') {
    event.respondWith(
      fetch(request).catch(() => caches.match(SHELL, MATCH).then((hit) => hit ?? Response.error())),
    );
    return;
  }
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(
      caches.match(request, MATCH).then(
        (hit) =>
          hit ??
          fetch(request).then((response) => {
            if (response.ok) {
              const copy = response.clone();
              event.waitUntil(caches.open(CACHE).then((cache) => cache.put(request, copy)));
            }
            return response;
          }),
      ),
    );
  }
});
