// The service worker's body (scripts/build.sh writes www/sw.js as this file
// after two constants: BUILD, an id of the build, and FILES, every file of
// the site). After the first visit the site works with no network: every
// file is cached on install; a request goes to the network first and falls
// back to the cache, so a page online is always the newest. A new build has
// a new id, so its worker installs afresh and deletes the old cache.
/* global BUILD, FILES */

const CACHE = `hanoi-playground-${BUILD}`;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      // Marked, so that a server (the tests' one) can tell the worker's caching from the pages' own requests.
      .then((cache) => cache.addAll(FILES.map((file) => new Request(file, { headers: { 'x-hanoi-precache': BUILD } }))))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key.startsWith('hanoi-playground-') && key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

/** The cached copy: the same address, or the same page whatever its parameters (`/?variation=reves` is `/`). */
async function cached(request) {
  const cache = await caches.open(CACHE);
  return (await cache.match(request)) ?? (await cache.match(request, { ignoreSearch: true })) ?? Response.error();
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith(
    fetch(request)
      .then((response) => {
        if (response.ok && response.type === 'basic') {
          const copy = response.clone();
          event.waitUntil(caches.open(CACHE).then((cache) => cache.put(request, copy)));
        }
        return response;
      })
      .catch(() => cached(request)),
  );
});
