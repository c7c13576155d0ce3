/**
 * The pwa plugin's service worker. ui-shell's webpack config compiles it with Workbox's
 * InjectManifest into /build/service-worker.js: `self.__WB_MANIFEST` becomes the shell's
 * hashed files; the server prepends `self.__TRESEN_PRECACHE` (the enabled plugins' files
 * and the offline page, plugins/pwa/worker.py).
 *
 * - precache: shell, enabled plugins, offline page; outdated precaches are removed;
 * - /api: network-first, except what policy.ts never stores (staff, order status);
 * - navigations: the network, else the offline page;
 * - a new version waits until the page says 'App neustarten' (message SKIP_WAITING);
 *   the first version takes control at once.
 */
import { cleanupOutdatedCaches, PrecacheFallbackPlugin, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { isAppNavigation, isCachedApi, mayStore, SIGNED_IN_COOKIE } from './policy';

interface PrecacheEntry {
  url: string;
  revision: string | null;
}

interface WorkerScope {
  __WB_MANIFEST: PrecacheEntry[];
  __TRESEN_PRECACHE?: PrecacheEntry[];
  location: Location;
  cookieStore?: { get(name: string): Promise<unknown> };
  clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'message', listener: (event: { data?: { type?: string } }) => void): void;
  addEventListener(type: 'activate', listener: (event: { waitUntil(promise: Promise<unknown>): void }) => void): void;
}

declare const self: WorkerScope;

const OFFLINE_URL = '/api/pwa/offline.html';

precacheAndRoute([...self.__WB_MANIFEST, ...(self.__TRESEN_PRECACHE ?? [])]);
cleanupOutdatedCaches();

/** Signed in: the readable token cookie exists. Without the cookie API, assume signed in. */
async function signedIn(): Promise<boolean> {
  if (!self.cookieStore) return true;
  try {
    return Boolean(await self.cookieStore.get(SIGNED_IN_COOKIE));
  } catch {
    return true;
  }
}

registerRoute(
  ({ url, request }) => url.origin === self.location.origin && request.method === 'GET' && isCachedApi(url.pathname),
  new NetworkFirst({
    cacheName: 'tresen-api',
    networkTimeoutSeconds: 10,
    plugins: [{ cacheWillUpdate: async ({ response }) => (mayStore(response.status, await signedIn()) ? response : null) }],
  }),
);

registerRoute(
  ({ url, request }) => request.mode === 'navigate' && isAppNavigation(url.pathname),
  new NetworkOnly({ plugins: [new PrecacheFallbackPlugin({ fallbackURL: OFFLINE_URL })] }),
);

self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
});

self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
