/**
 * The service worker (/sw.js, built by vite-plugin-pwa's injectManifest from this file): it makes
 * the site an installable app that opens offline. The rules, and why, are in ADR 032:
 * - the app shell and the built JavaScript and CSS are precached, so any page can be drawn;
 * - a page's HTML is fetched from the network first, and the last copy is shown when offline
 *   (stored under its path alone: a reading token in the address is never kept);
 * - the API (/functions/, /rest/) is never cached: its answers are one visitor's own;
 * - an address with no copy offline gets the app shell, which draws the page or says it is missing.
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { NEVER_CACHED, pageCacheKey } from './cache-rules';

declare const self: { __WB_MANIFEST: (PrecacheEntry | string)[]; skipWaiting(): Promise<void> };

// A new worker takes over at once: assets are content-hashed, so an open page keeps working.
void self.skipWaiting();
clientsClaim();

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

/** Only whole, successful answers are kept: never a 404 page, an error or a redirect. */
const onlyOk = new CacheableResponsePlugin({ statuses: [200] });

const pages = new NetworkFirst({
  cacheName: 'moonwise-pages',
  networkTimeoutSeconds: 5,
  plugins: [
    onlyOk,
    new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 30 * 24 * 60 * 60 }),
    { cacheKeyWillBeUsed: ({ request }) => Promise.resolve(pageCacheKey(request.url)) },
    // No copy and no network: the app shell, which draws the page in the browser.
    { handlerDidError: async () => (await matchPrecache('/index.html')) ?? undefined },
  ],
});
registerRoute(new NavigationRoute(pages, { denylist: NEVER_CACHED }));

// The public settings script every page loads (no visitor's data in it).
registerRoute(
  ({ url }) => url.pathname === '/runtime-config.js',
  new NetworkFirst({ cacheName: 'moonwise-runtime-config', networkTimeoutSeconds: 5, plugins: [onlyOk] }),
);

// Fonts, pictures and any other built file not precached: content-hashed, so the first copy stays right.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
  new CacheFirst({ cacheName: 'moonwise-assets', plugins: [onlyOk, new ExpirationPlugin({ maxEntries: 120, maxAgeSeconds: 365 * 24 * 60 * 60 })] }),
);
