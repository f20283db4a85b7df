import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';

/**
 * The service worker (built by vite-plugin-pwa's injectManifest): forms open and fill with no network once opened.
 * Only what offline answering needs is kept; other API answers (signed-in data) and every POST go to the network.
 * Written by hand rather than generated because pages must come from the server first (see the navigation route).
 */

// The app's tsconfig has DOM types, not the worker's: the few worker members used here, declared.
declare const self: {
  __WB_MANIFEST: (string | PrecacheEntry)[];
  skipWaiting(): Promise<void>;
  location: { origin: string };
  addEventListener(
    type: 'install',
    listener: (event: { waitUntil(promise: Promise<unknown>): void }) => void,
  ): void;
};

// registerType autoUpdate: a new worker takes over at once (every asset is hashed, so old pages keep theirs).
void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
// The app shell and the respond page's chunks (vite.config.ts picks them).
precacheAndRoute(self.__WB_MANIFEST);

// Pages: the server's index.html (it writes the tenant's settings into it), the last one kept for offline use.
// A precached index.html (navigateFallback) would lose those settings, so the network answers first. One cache
// key for every page: any page opened once lets the app start offline.
const SHELL_KEY = '/__app-shell';
// The page that registered the worker loaded before it: keep a copy of the shell now, or that page would not reload offline.
self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open('app-shell')
      .then(async (cache) => {
        const response = await fetch('/', { credentials: 'same-origin' });
        if (response.ok) await cache.put(SHELL_KEY, response);
      })
      .catch(() => undefined),
  );
});
registerRoute(
  new NavigationRoute(
    new NetworkFirst({
      cacheName: 'app-shell',
      networkTimeoutSeconds: 4,
      plugins: [{ cacheKeyWillBeUsed: () => Promise.resolve(SHELL_KEY) }],
    }),
    { denylist: [/^\/api\//, /^\/media\//, /^\/uploads\//] },
  ),
);

// Hashed build files (lazy chunks not precached): never change, so the cached copy is the right one.
registerRoute(
  ({ url, request }) =>
    request.method === 'GET' && url.origin === self.location.origin && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: 'assets',
    plugins: [
      // Only real files: a 404 from a deployment in progress must not stick.
      { cacheWillUpdate: ({ response }) => Promise.resolve(response.status === 200 ? response : null) },
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 60 * 24 * 3600 }),
    ],
  }),
);

// A form's definition (GET /api/v1/surveys/{id}/): fresh when online, the last copy when not.
const FORM_DETAIL = /^\/api\/v1\/surveys\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/$/i;
registerRoute(
  ({ url, request }) =>
    request.method === 'GET' && url.origin === self.location.origin && FORM_DETAIL.test(url.pathname),
  new NetworkFirst({
    cacheName: 'form-definitions',
    networkTimeoutSeconds: 6,
    plugins: [new ExpirationPlugin({ maxEntries: 50, maxAgeSeconds: 30 * 24 * 3600 })],
  }),
);

// Reading with no network: a project viewed once and the reader's eyemarks, fresh when online, the last
// copy when not. Signed-in answers: the app deletes this cache at sign-out (lib/query-client.ts clearQueryCache).
const READING = [
  /^\/api\/v1\/projects\/[A-Za-z0-9_-]+\/$/,
  /^\/api\/v1\/projects\/[A-Za-z0-9_-]+\/activities\/$/,
  /^\/api\/v1\/users\/me\/eyemarks\/$/,
];
registerRoute(
  ({ url, request }) =>
    request.method === 'GET' &&
    url.origin === self.location.origin &&
    READING.some((pattern) => pattern.test(url.pathname)),
  new NetworkFirst({
    cacheName: 'reading',
    networkTimeoutSeconds: 6,
    plugins: [
      { cacheWillUpdate: ({ response }) => Promise.resolve(response.status === 200 ? response : null) },
      new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 30 * 24 * 3600 }),
    ],
  }),
);
