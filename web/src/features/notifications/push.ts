import { api } from '../../lib/api';

/** Whether this browser can receive pushes at all (service workers, the Push API and notifications). */
export const pushSupported = () =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

const fromB64url = (s: string) => Uint8Array.from(atob(s.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));

/** This device's subscription, if it has one (waits for the service worker the app registers after load). */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const registration = await navigator.serviceWorker.ready;
  return registration.pushManager.getSubscription();
}

/**
 * Asks the browser's permission (only ever from a button the person pressed), subscribes with our VAPID key and stores
 * the subscription for this device. Answers what became of it.
 */
export async function enablePush(): Promise<'enabled' | 'denied' | 'unavailable'> {
  if (!pushSupported()) return 'unavailable';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return 'denied';
  const { publicKey } = await api.get('/notification/push-key');
  if (!publicKey) return 'unavailable';
  const registration = await navigator.serviceWorker.ready;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: fromB64url(publicKey) }));
  // the DOM types every field of toJSON() optional; a subscription made with our key always has them
  const { endpoint, keys } = subscription.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth) return 'unavailable';
  await api.post('/notification/push-subscription', { body: { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } } });
  return 'enabled';
}

/** This device stops receiving pushes: forgotten by the server and unsubscribed in the browser. */
export async function disablePush(): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  await api.delete('/notification/push-subscription', { body: { endpoint: subscription.endpoint } });
  await subscription.unsubscribe();
}
