import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD } from '../../dev/seed';
import { newPage, PHONE, screenshot, signIn, useBrowser } from '../browser';
import { mailedCode } from '../mailbox';
import { newVerifiedStudent } from '../people';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

/** Keeps every WebSocket the page makes, so the test can ask which inbox (chat) sockets are still open. */
async function trackSockets(page: Page) {
  await page.addInitScript(() => {
    const Native = window.WebSocket;
    const made: WebSocket[] = [];
    (window as unknown as { inboxSockets: () => number[] }).inboxSockets = () =>
      made.filter((ws) => ws.url.includes('/parties/inbox/')).map((ws) => ws.readyState);
    window.WebSocket = class extends Native {
      constructor(...args: ConstructorParameters<typeof WebSocket>) {
        super(...args);
        made.push(this);
      }
    };
  });
}
const OPEN = 1;
const CLOSED = 3;
/** The ready states of the page's inbox sockets, oldest first. */
const inboxStates = (page: Page) => page.evaluate(() => (window as unknown as { inboxSockets: () => number[] }).inboxSockets());
const tokenOf = (page: Page) => page.evaluate(() => localStorage.getItem('kalam.token') ?? sessionStorage.getItem('kalam.token'));
const currentUserStatus = async (token: string | null) =>
  (await fetch(`${baseUrl}/api/v1/user/current`, { headers: { authorization: `Bearer ${token}` } })).status;

/** Signs in on the chat page and waits until its inbox socket is open. */
async function signedInOnChat(page: Page, email: string, password = DEMO_PASSWORD) {
  await trackSockets(page);
  await signIn(page, email, password);
  await page.goto('/chat');
  await expect.poll(() => inboxStates(page)).toContain(OPEN);
}

describe('sign-ins the server can end', () => {
  it('a password reset in one browser signs the other out and closes its chat socket', async () => {
    const email = await newVerifiedStudent('طالبة الجهازين', 'two.devices');
    const here = await newPage(browser(), baseUrl);
    const there = await newPage(browser(), baseUrl, PHONE);
    await signIn(here.page, email);
    await signedInOnChat(there.page, email);
    const oldToken = await tokenOf(there.page);

    await here.page.goto('/forget-password');
    await here.page.getByLabel('البريد الإلكتروني').fill(email);
    await here.page.getByRole('button', { name: 'إرسال' }).click();
    await here.page.getByRole('status').filter({ hasText: 'إذا كان البريد مسجلًا' }).waitFor();
    const code = await mailedCode(here.page, email);
    expect(code).toMatch(/^\d{5}$/);
    await here.page.goto(`/reset-password?email=${encodeURIComponent(email)}`);
    await here.page.getByLabel('كود إعادة التعيين').fill(code!);
    await here.page.getByLabel('كلمة المرور الجديدة').fill('fresh12!pw');
    await here.page.getByLabel('تأكيد كلمة المرور').fill('fresh12!pw');
    await here.page.getByRole('button', { name: 'حفظ كلمة المرور' }).click();
    await here.page.getByRole('status').filter({ hasText: 'تم تغيير كلمة المرور' }).waitFor();

    // the other browser is signed out without touching it, and its chat socket is closed; this one stays signed in
    await there.page.waitForURL((url) => url.pathname.startsWith('/login'));
    // closing waits for the room's answer to the close frame
    await expect.poll(async () => (await inboxStates(there.page)).every((state) => state === CLOSED)).toBe(true);
    expect(await currentUserStatus(oldToken)).toBe(401);
    expect(await currentUserStatus(await tokenOf(here.page))).toBe(200);
    // a fresh sign-in with the new password works there
    await signIn(there.page, email, 'fresh12!pw');
    expect(here.errors).toEqual([]);
    expect(there.errors).toEqual([]);
    await here.context.close();
    await there.context.close();
  });

  it('the devices list shows both browsers and signs the other one out', async () => {
    const email = await newVerifiedStudent('طالبة الأجهزة', 'devices.list');
    const here = await newPage(browser(), baseUrl);
    const there = await newPage(browser(), baseUrl, PHONE);
    await signedInOnChat(there.page, email);
    const oldToken = await tokenOf(there.page);
    await signIn(here.page, email);
    await here.page.goto('/s/settings');

    // the two browsers, and the sign-up made through the API (no browser)
    const devices = here.page.getByTestId('signed-in-device');
    await expect.poll(() => devices.count()).toBe(3);
    await expect.poll(() => devices.filter({ hasText: 'هذا الجهاز' }).count()).toBe(1);
    await expect.poll(() => devices.filter({ hasText: 'Chrome على Linux' }).count()).toBe(2);
    await here.page.getByRole('heading', { name: 'الأجهزة المسجَّل دخولك منها' }).scrollIntoViewIfNeeded();
    await screenshot(here.page, 'settings-signed-in-devices');
    await devices
      .filter({ hasNotText: 'هذا الجهاز' })
      .filter({ hasText: 'Chrome' })
      .getByRole('button', { name: 'تسجيل الخروج منه' })
      .click();
    await here.page.getByRole('status').filter({ hasText: 'تم تسجيل الخروج من الجهاز' }).waitFor();
    await expect.poll(() => devices.count()).toBe(2);

    await there.page.waitForURL((url) => url.pathname.startsWith('/login'));
    // closing waits for the room's answer to the close frame
    await expect.poll(async () => (await inboxStates(there.page)).every((state) => state === CLOSED)).toBe(true);
    expect(await currentUserStatus(oldToken)).toBe(401);
    // the device that ended the other is still signed in
    await here.page.reload();
    await expect.poll(() => devices.count()).toBe(2);
    expect(here.errors).toEqual([]);
    expect(there.errors).toEqual([]);
    await here.context.close();
    await there.context.close();
  });
});
