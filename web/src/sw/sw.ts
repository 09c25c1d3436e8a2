import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { notificationOf } from './notification-target';

// The service worker: precached app files (hashed assets, icons, the offline screen), pages from the network with the
// offline screen as fallback, pushes shown as notifications. API answers are never touched: no route matches them.

type Client = { url: string; navigate(url: string): Promise<Client | null>; focus(): Promise<Client> };
type ExtendableEvent = Event & { waitUntil(p: Promise<unknown>): void };
type Scope = {
  location: Location;
  registration: { showNotification(title: string, options: Record<string, unknown>): Promise<void> };
  clients: {
    matchAll(o: { type: 'window'; includeUncontrolled: boolean }): Promise<Client[]>;
    openWindow(url: string): Promise<Client | null>;
    claim(): Promise<void>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'push', fn: (e: ExtendableEvent & { data: { json(): unknown; text(): string } | null }) => void): void;
  addEventListener(type: 'notificationclick', fn: (e: ExtendableEvent & { notification: { data: unknown; close(): void } }) => void): void;
  addEventListener(type: 'message', fn: (e: MessageEvent) => void): void;
  addEventListener(type: 'activate', fn: (e: ExtendableEvent) => void): void;
};
const sw = self as unknown as Scope;
declare const self: { __WB_MANIFEST: { url: string; revision: string | null }[] };

// Workbox puts the precache list in place of `self.__WB_MANIFEST`, written out as such
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

registerRoute(
  new NavigationRoute(
    async ({ request }) => {
      try {
        return await fetch(request);
      } catch {
        return (await matchPrecache('/offline.html')) ?? Response.error();
      }
    },
    { denylist: [/^\/api\//, /^\/parties\//, /^\/dev\//] },
  ),
);

// a new version waits until the page's "update" button says so, then takes over the open pages
sw.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void sw.skipWaiting();
});
sw.addEventListener('activate', (event) => event.waitUntil(sw.clients.claim()));

sw.addEventListener('push', (event) => {
  let data: unknown = null;
  try {
    data = event.data?.json() ?? null;
  } catch {
    data = { body: event.data?.text() };
  }
  const n = notificationOf(data, sw.location.origin);
  event.waitUntil(
    sw.registration.showNotification(n.title, {
      body: n.body,
      tag: n.tag,
      data: { url: n.url },
      dir: 'rtl',
      lang: 'ar-EG',
      icon: '/icons/icon-192.png',
      badge: '/icons/maskable-192.png',
    }),
  );
});

/** A click opens its screen in a window of ours already open (navigated there), or in a new one. */
async function openTarget(url: string): Promise<void> {
  const windows = await sw.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((c) => new URL(c.url).origin === sw.location.origin);
  if (open) {
    const navigated = (await open.navigate(url).catch(() => null)) ?? open;
    await navigated.focus().catch(() => undefined); // focusing needs the click's user activation
    return;
  }
  await sw.clients.openWindow(url);
}

sw.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = (event.notification.data as { url?: string } | null)?.url ?? `${sw.location.origin}/`;
  event.waitUntil(openTarget(url));
});
