/** The service worker's source (spec §9: /sw.js, scope /), with the build's id and assets in it. */
export function serviceWorkerSource(buildId: string, precache: string[]): string {
  return `/* Service worker of build ${buildId}. */
const BUILD_ID = ${JSON.stringify(buildId)};
const PRECACHE = ${JSON.stringify(precache)};
const CACHE = \`site-\${BUILD_ID}\`;

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(PRECACHE)).then(() => self.skipWaiting()));
});

// A new build retires the caches of the old ones.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((key) => key.startsWith('site-') && key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  // The API is never cached: prices, stock and sessions must be live.
  if (url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate') {
    // Pages: network first, the last copy when offline, else the offline page.
    event.respondWith(
      fetch(request)
        .then((response) => {
          if (response.ok) {
            const copy = response.clone();
            caches.open(CACHE).then((cache) => cache.put(request, copy));
          }
          return response;
        })
        .catch(() => caches.match(request).then((cached) => cached || caches.match('/offline/'))),
    );
    return;
  }
  // Hashed assets never change: cache first.
  if (url.pathname.startsWith('/_astro/')) {
    event.respondWith(caches.match(request).then((cached) => cached || fetch(request)));
    return;
  }
  // The markets and applications every page with an island reads at start: the copy in the cache
  // at once, refreshed behind it for the next page.
  if (url.pathname === '/catalog-trees.json') {
    const fresh = fetch(request).then((response) => {
      if (response.ok) {
        const copy = response.clone();
        caches.open(CACHE).then((cache) => cache.put(request, copy));
      }
      return response;
    });
    event.respondWith(caches.match(request).then((cached) => cached || fresh));
    event.waitUntil(fresh.then(() => undefined, () => undefined));
  }
});
`;
}
