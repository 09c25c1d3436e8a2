import { join } from 'node:path';
import { type CurrentUser, MINUTE_MS } from '@kalam/core';
import { createClient } from '@libsql/client';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { fireScheduled } from '../../dev/cron';
import { asDevice, DESKTOP, newPage, PHONE, SCREENSHOTS, signIn, useBrowser } from '../browser';
import { apiCall, apiToken, newVerifiedStudent } from '../people';

const baseUrl = inject('baseUrl');
const pushUrl = inject('pushUrl');
const browser = useBrowser();

type Received = { subscriptionId: string; payload: { title: string; body: string; url: string } };
const received = async () => (await (await fetch(`${pushUrl}/messages`)).json()) as Received[];

/**
 * Chromium subscribes through its vendor's push service, which a loopback-only test cannot reach. The page's
 * `pushManager.subscribe` (and `getSubscription`) are therefore answered by the local push service, through a function
 * the test exposes; everything else is real: the permission, the app's code, the Worker's encryption and VAPID, the
 * service worker's push and click handlers.
 */
async function subscribeThroughLocalPushService(context: BrowserContext) {
  await context.exposeBinding('__localPushSubscribe', async (_source, applicationServerKey: string) => {
    const res = await fetch(`${pushUrl}/subscribe`, { method: 'POST', body: JSON.stringify({ applicationServerKey }) });
    return (await res.json()) as { id: string; endpoint: string; keys: { p256dh: string; auth: string } };
  });
  await context.addInitScript(() => {
    const KEY = 'test.pushSubscription';
    const asSubscription = (json: { endpoint: string; keys: object }) => ({
      endpoint: json.endpoint,
      expirationTime: null,
      options: {},
      getKey: () => null,
      toJSON: () => ({ endpoint: json.endpoint, expirationTime: null, keys: json.keys }),
      unsubscribe: async () => (localStorage.removeItem(KEY), true),
    });
    PushManager.prototype.getSubscription = async () => {
      const stored = localStorage.getItem(KEY);
      return (stored ? asSubscription(JSON.parse(stored)) : null) as unknown as PushSubscription;
    };
    PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
      const key = new Uint8Array(options!.applicationServerKey as ArrayBuffer);
      const b64 = btoa(String.fromCharCode(...key))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
      const sub = await (
        window as unknown as { __localPushSubscribe(k: string): Promise<{ endpoint: string; keys: object }> }
      ).__localPushSubscribe(b64);
      localStorage.setItem(KEY, JSON.stringify(sub));
      return asSubscription(sub) as unknown as PushSubscription;
    };
  });
}

type Payload = Received['payload'];

const notifications = (page: Page) =>
  page.evaluate(async () =>
    (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
      title: n.title,
      body: n.body,
      url: (n.data as { url: string }).url,
    })),
  );

type Version = { registrationId: string; status: string; runningStatus: string };

/**
 * Hands a push the local service received to the page's service worker as the browser would (DevTools' push delivery),
 * once the registration has an activated version, and waits for its notification; a failure says what the worker's
 * versions were doing, since the worker's own console is not the page's.
 */
async function deliverAndShow(page: Page, payload: Payload) {
  const cdp = await page.context().newCDPSession(page);
  const versions = new Map<string, Version>();
  cdp.on('ServiceWorker.workerVersionUpdated', (e: { versions: (Version & { versionId: string })[] }) => {
    for (const v of e.versions) versions.set(v.versionId, v);
  });
  const registrations = new Promise<{ registrationId: string; scopeURL: string }[]>((ok) =>
    cdp.once('ServiceWorker.workerRegistrationUpdated', (e) => ok(e.registrations)),
  );
  await cdp.send('ServiceWorker.enable');
  const registration = (await registrations).find((r) => r.scopeURL === `${baseUrl}/`)!;
  const ours = () => [...versions.values()].filter((v) => v.registrationId === registration.registrationId);
  await expect.poll(() => ours().map((v) => v.status), { timeout: 20_000 }).toContain('activated');
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: baseUrl,
    registrationId: registration.registrationId,
    data: JSON.stringify(payload),
  });
  try {
    await expect
      .poll(() => notifications(page), { timeout: 20_000 })
      .toContainEqual({ title: payload.title, body: payload.body, url: `${baseUrl}${payload.url}` });
  } catch (err) {
    const state = ours().map((v) => `${v.status}/${v.runningStatus}`);
    throw Object.assign(err as Error, {
      message: `${(err as Error).message}
the worker's versions: ${state.join(', ') || 'none'}`,
    });
  } finally {
    await cdp.detach();
  }
}

/** Clicking a system notification cannot be driven headless: the worker's own click handler runs on the shown notification. */
async function clickNotification(context: BrowserContext, title: string) {
  const [worker] = context.serviceWorkers();
  await worker!.evaluate(async (wanted) => {
    const scope = self as unknown as { registration: ServiceWorkerRegistration; dispatchEvent(e: Event): boolean };
    const shown = (await scope.registration.getNotifications()).find((n) => n.title === wanted)!;
    const Click = (globalThis as unknown as { NotificationEvent: new (type: string, init: { notification: Notification }) => Event })
      .NotificationEvent;
    scope.dispatchEvent(new Click('notificationclick', { notification: shown }));
  }, title);
}

describe('reaching a tutor on their phone', () => {
  it('installs nothing but has an active manifest and service worker; subscribes from the settings; a new message and a lesson reminder arrive decrypted and open their screens', async () => {
    const tutorEmail = 'tutor6@kalam.test';
    const { context, page, errors } = await newPage(browser(), baseUrl, PHONE);
    await context.grantPermissions(['notifications'], { origin: baseUrl });
    await subscribeThroughLocalPushService(context);
    await signIn(page, tutorEmail);
    const tutor = await page.evaluate(
      () => JSON.parse(localStorage.getItem('kalam.user') ?? sessionStorage.getItem('kalam.user') ?? 'null') as CurrentUser,
    );

    // the manifest is valid and the app installable as Chromium judges it; the worker registered after load is active
    await page.goto('/');
    const cdp = await context.newCDPSession(page);
    const manifest = (await cdp.send('Page.getAppManifest')) as { errors: unknown[]; data?: string };
    expect(manifest.errors).toEqual([]);
    expect(JSON.parse(manifest.data!)).toMatchObject({ short_name: 'كلام', dir: 'rtl', lang: 'ar-EG', display: 'standalone' });
    await expect
      .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state), { timeout: 20_000 })
      .toBe('activated');
    // a test context is an incognito profile, where Chromium never installs: every other check passes
    const installability = async () =>
      ((await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] }).installabilityErrors.map(
        (e) => e.errorId,
      );
    await expect.poll(installability, { timeout: 10_000 }).toEqual(['in-incognito']);
    await cdp.detach();
    const sw = await fetch(`${baseUrl}/sw.js`);
    expect(sw.headers.get('cache-control')).toBe('no-cache');
    expect((await fetch(`${baseUrl}/manifest.webmanifest`)).headers.get('content-type')).toBe('application/manifest+json');

    // consent from the notification settings, never on load
    await page.goto('/t/settings');
    const device = page.getByTestId('push-device');
    await device.getByRole('button', { name: 'فعّل الإشعارات' }).click();
    await device.getByText('إشعارات الهاتف مفعّلة على هذا الجهاز.').waitFor();
    await page.getByRole('checkbox', { name: /تذكير بالدروس.*واتساب/ }).waitFor();
    await page.locator('#notifications').screenshot({ path: join(SCREENSHOTS, 'notification-settings-phone.png') });
    await asDevice(page, DESKTOP, () =>
      page.locator('#notifications').screenshot({ path: join(SCREENSHOTS, 'notification-settings-desktop.png') }),
    );

    // a message while the tutor has no socket open (the app closed): a push, decrypted by the push service, shown by the worker
    await page.close();
    const studentEmail = await newVerifiedStudent('طالبة الإشعارات', 'pusher');
    const student = await apiToken(studentEmail);
    await expect
      .poll(
        async () =>
          (await apiCall('/chat/new', { method: 'POST', token: student, body: { userId: tutor.id, message: 'هل عندك وقت اليوم؟' } }))
            .status,
        { timeout: 10_000 },
      )
      .toBe(201);
    await expect
      .poll(async () => (await received()).find((r) => r.payload.title === 'رسالة جديدة من طالبة الإشعارات')?.payload, { timeout: 15_000 })
      .toMatchObject({ body: 'هل عندك وقت اليوم؟', url: expect.stringMatching(/^\/chat\?room=\d+$/) });
    const message = (await received()).find((r) => r.payload.title === 'رسالة جديدة من طالبة الإشعارات')!.payload;

    const again = await context.newPage();
    again.on('pageerror', (err) => errors.push(err.message));
    await again.goto(`${baseUrl}/t/dashboard`);
    await again.locator('#root[data-hydrated]').waitFor({ state: 'attached' });
    await deliverAndShow(again, message);
    await clickNotification(context, message.title);
    await again.waitForURL(`${baseUrl}${message.url}`);
    await again.getByTestId('message').filter({ hasText: 'هل عندك وقت اليوم؟' }).waitFor();

    // a lesson that starts within the hour: the cron's reminder arrives and opens the lesson page
    const db = createClient({ url: inject('dbUrl') });
    await db.execute({ sql: 'update tutors set notice_minutes = 0 where user_id = ?', args: [tutor.id] });
    db.close();
    const tutorToken = await apiToken(tutorEmail);
    const start = Math.ceil((Date.now() + 20 * MINUTE_MS) / (15 * MINUTE_MS)) * 15 * MINUTE_MS;
    // a one-off free hour around the lesson (409: the demo schedule already has that hour free)
    const slot = await apiCall('/availability-slot/', {
      method: 'POST',
      token: tutorToken,
      body: { type: 'slot', kind: 'add', start, end: start + 60 * MINUTE_MS },
    });
    expect([201, 409], JSON.stringify(slot.body)).toContain(slot.status);
    const booked = await apiCall<{ id: number }>('/lesson/', {
      method: 'POST',
      token: student,
      body: { tutorId: tutor.id, start, duration: 15 },
    });
    expect(booked, JSON.stringify(booked.body)).toMatchObject({ status: 201 });
    await fireScheduled(baseUrl, inject('triggerSecret'), '*/5 * * * *', Date.now());
    const lessonUrl = `/lesson/${booked.body.id}`;
    await expect
      .poll(async () => (await received()).find((r) => r.payload.url === lessonUrl && r.payload.title.startsWith('تذكير'))?.payload, {
        timeout: 15_000,
      })
      .toMatchObject({ title: 'تذكير: درسك بعد ساعة', body: expect.stringContaining('طالبة الإشعارات') });
    const reminder = (await received()).find((r) => r.payload.url === lessonUrl && r.payload.title.startsWith('تذكير'))!.payload;
    await deliverAndShow(again, reminder);
    await clickNotification(context, reminder.title);
    await again.waitForURL(`${baseUrl}${lessonUrl}`);
    expect(errors).toEqual([]);
  }, 180_000);
});

describe('the offer after a first booking', () => {
  it('appears once, after the booking, with reminders and (where offered) install; never on the landing page', async () => {
    const email = await newVerifiedStudent('طالب العرض', 'offer');
    const { page, errors } = await newPage(browser(), baseUrl, PHONE);
    await signIn(page, email);
    await page.goto('/');
    await expect
      .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state), { timeout: 20_000 })
      .toBe('activated');
    expect(await page.getByTestId('phone-offer').count()).toBe(0);
    // what the booking's confirmation tells the app's module
    await page.evaluate(() => window.dispatchEvent(new Event('kalam:lesson-booked')));
    const offer = page.getByTestId('phone-offer');
    await offer.getByRole('link', { name: 'فعّل التذكيرات' }).waitFor();
    await offer.screenshot({ path: join(SCREENSHOTS, 'phone-offer-phone.png') });
    await offer.getByRole('button', { name: 'ليس الآن' }).click();
    await offer.waitFor({ state: 'detached' });
    await page.evaluate(() => window.dispatchEvent(new Event('kalam:lesson-booked')));
    await page.getByRole('button', { name: 'الإشعارات' }).first().waitFor();
    expect(await page.getByTestId('phone-offer').count()).toBe(0);
    expect(errors).toEqual([]);
  }, 90_000);
});
