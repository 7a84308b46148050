// The service worker at /sw.js (built by vite-plugin-pwa, injectManifest).
// - Precaches the build's own files only (scripts, styles, messages, icons,
//   index.html): never an API answer, never anything carrying a token; the API
//   lives on another origin and is never routed here.
// - Page navigations are answered with the cached index.html, so a page the
//   visitor has seen opens offline.
// - A new worker takes over at once (skipWaiting + clientsClaim); the page
//   sees the activation as an update and reloads (features/pwa/lifecycle.ts).
// - The periodic sync `syncMirrors` (every 10 minutes where supported) asks the
//   open pages to run the mirror check: they hold the session.
/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};

interface PeriodicSyncEvent extends ExtendableEvent {
  readonly tag: string;
}

/** The periodic sync tag (SPEC.md section 4). */
const SYNC_MIRRORS = 'syncMirrors';

self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    // Build files and the worker itself always come from the network; the
    // social login's callback page is a static page of its own, never the app.
    denylist: [/^\/builds\//, /^\/sw\.js$/, /\.webmanifest$/, /^\/social-login-callback\.html$/],
  }),
);

self.addEventListener('periodicsync', (event) => {
  const sync = event as PeriodicSyncEvent;
  if (sync.tag !== SYNC_MIRRORS) return;
  sync.waitUntil(
    self.clients.matchAll({ type: 'window' }).then((clients) => {
      for (const client of clients) client.postMessage({ type: SYNC_MIRRORS });
    }),
  );
});
