/* Service worker of Sanatan Sangam, generated at build time (see build/service-worker.ts). */
const CACHE = 'sangam-__VERSION__';
const SHELL = '/';
const PRECACHE = __PRECACHE__;
/** API reads that stay available offline from their last answer: today's daily practice. */
const OFFLINE_API = ['/api/daily-dharma/'];

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll([SHELL, ...PRECACHE]))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(keys.filter((key) => key.startsWith('sangam-') && key !== CACHE).map((key) => caches.delete(key))),
      )
      .then(() => self.clients.claim()),
  );
});

async function cacheFirst(request) {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) (await caches.open(CACHE)).put(request, response.clone());
  return response;
}

async function networkFirst(request) {
  try {
    const response = await fetch(request);
    if (response.ok) (await caches.open(CACHE)).put(request, response.clone());
    return response;
  } catch (error) {
    const cached = await caches.match(request);
    if (cached) return cached;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    // Pages: always the newest from the server; offline, the app shell, which routes by itself. The
    // shell is the one this version cached when it installed: a page the server rendered is that one
    // page (decision 017), never a shell for the others.
    event.respondWith(fetch(request).catch(() => caches.match(SHELL).then((shell) => shell ?? Response.error())));
  } else if (
    url.pathname.startsWith('/assets/') ||
    url.pathname.startsWith('/icons/') ||
    url.pathname === '/favicon.svg'
  ) {
    // File names carry their content hash: a cached copy is always right.
    event.respondWith(cacheFirst(request));
  } else if (OFFLINE_API.some((prefix) => url.pathname.startsWith(prefix))) {
    event.respondWith(networkFirst(request));
  }
});
