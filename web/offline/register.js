// Registers the site's service worker (www/sw.js, made by scripts/build.sh),
// so that after the first visit the pages work offline. Where service
// workers are unavailable (a file:// page, an old browser) nothing happens.

/** Registers www/sw.js for the whole site; resolves to the registration, or null. */
export function keepOffline(scriptUrl = new URL('../../sw.js', import.meta.url)) {
  if (!('serviceWorker' in navigator)) return Promise.resolve(null);
  return navigator.serviceWorker.register(scriptUrl, { scope: new URL('./', scriptUrl).pathname }).catch(() => null);
}
