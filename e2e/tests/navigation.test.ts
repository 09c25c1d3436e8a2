import type { CurrentUser, LessonView, Paged } from '@kalam/core';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { DESKTOP, newPage, PHONE, screenshot, signIn, useBrowser } from '../browser';
import { apiCall, apiToken, newVerifiedStudent } from '../people';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

/** A phone as Playwright emulates one (layout viewport, touch, device pixels), in Arabic and Cairo time. */
async function phonePage(b: Browser): Promise<Page> {
  return (await newPage(b, baseUrl, PHONE)).page;
}

/** Loads a page and waits until its script runs (the app marks the root once hydrated). */
async function open(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await page.locator('#root[data-hydrated]').waitFor({ state: 'attached', timeout: 45_000 });
}

async function phoneSignIn(page: Page, email: string) {
  await open(page, '/login');
  await page.getByLabel('البريد الإلكتروني').fill(email);
  await page.getByLabel('كلمة المرور').fill('Kalam@2026');
  await page.getByRole('button', { name: 'دخول' }).tap();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

const tabBar = (page: Page) => page.getByRole('navigation', { name: 'أقسام حسابي' });
const menuButton = (page: Page) => page.getByRole('button', { name: 'القائمة', exact: true });

/** The page is no wider than the screen (a wider one scrolls sideways, or renders blank on a phone). */
const noOverflow = (page: Page) =>
  expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

describe('a visitor on a phone', () => {
  it('opens the menu, closes it with Escape (focus back on its button), and taps sign in from it', async () => {
    const page = await phonePage(browser());
    await open(page, '/');
    await menuButton(page).tap();
    const menu = page.getByRole('navigation', { name: 'القائمة الرئيسية' });
    await expect.poll(() => menu.isVisible()).toBe(true);
    await screenshot(page, 'nav-visitor-menu-phone');
    await page.keyboard.press('Escape');
    await expect.poll(() => menu.isVisible()).toBe(false);
    await expect.poll(() => menuButton(page).evaluate((b) => b === document.activeElement)).toBe(true);

    await menuButton(page).tap();
    await menu.getByRole('link', { name: 'الأسعار' }).tap();
    await page.waitForURL('**/pricing');
    await expect.poll(() => menu.isVisible()).toBe(false);

    await menuButton(page).tap();
    await menu.getByRole('link', { name: 'تسجيل الدخول' }).tap();
    await page.waitForURL('**/login');
    await expect.poll(() => menuButton(page).getAttribute('aria-expanded')).toBe('false');
    await page.context().close();
  }, 120_000);
});

describe('a signed-in student on a phone', () => {
  it('reaches lessons, calendar, messages, plan and settings with one tap each, and sees a tutor’s new message counted', async () => {
    const email = await newVerifiedStudent('طالبة التنقل', 'nav');
    const studentToken = await apiToken(email);
    const me = (await apiCall<CurrentUser>('/user/current', { token: studentToken })).body;
    const tutorToken = await apiToken('tutor4@kalam.test');
    const tutorUser = (await apiCall<CurrentUser>('/user/current', { token: tutorToken })).body;
    expect(
      (await apiCall('/chat/new', { method: 'POST', token: studentToken, body: { userId: tutorUser.id, message: 'مرحبًا' } })).status,
    ).toBe(201);

    const page = await phonePage(browser());
    await phoneSignIn(page, email);
    const bar = tabBar(page);
    await bar.waitFor();
    const badge = bar.getByTestId('tab-badge');
    expect(await badge.count()).toBe(0);

    // the tutor answers from their own browser; the student's tab bar counts it without a reload
    const tutor = await newPage(browser(), baseUrl, DESKTOP);
    await signIn(tutor.page, 'tutor4@kalam.test');
    await tutor.page.goto(`/chat?with=${me.id}`);
    await tutor.page.getByRole('textbox', { name: 'اكتب رسالتك' }).fill('أهلًا بكِ، متى تحبين أن نبدأ؟');
    await tutor.page.getByTestId('send-message').click();
    await expect.poll(() => badge.textContent()).toContain('١');
    await expect.poll(() => badge.textContent()).toContain('رسالة واحدة غير مقروءة');
    await screenshot(page, 'nav-student-tabs-phone');

    const tabs: [string, string][] = [
      ['دروسي', '/upcoming-lessons'],
      ['التقويم', '/lessons-schedule'],
      ['الرسائل', '/chat'],
      ['باقتي', '/subscription'],
      ['الإعدادات', '/s/settings'],
    ];
    for (const [label, path] of tabs) {
      const tab = bar.getByRole('link', { name: new RegExp(`^${label}`) });
      await tab.tap();
      await page.waitForURL(`**${path}`);
      await expect.poll(() => tab.getAttribute('aria-current')).toBe('page');
      // the bar never covers the page's end: the last thing on the page sits above it
      const covered = await page.evaluate(() => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        const bar = document.querySelector('[data-testid="tab-bar"]')!.getBoundingClientRect();
        const footer = document.querySelector('footer')!.getBoundingClientRect();
        return footer.bottom - bar.top;
      });
      expect(covered, `${path}: the footer's end is under the tab bar`).toBeLessThanOrEqual(1);
      await noOverflow(page);
      await screenshot(page, `nav-student${path.replaceAll('/', '-')}-phone`);
    }

    // reading the conversation clears the count
    await bar.getByRole('link', { name: /^الرسائل/ }).tap();
    await page.getByTestId('chat-room').filter({ hasText: tutorUser.name }).tap();
    await expect.poll(() => badge.count()).toBe(0);
    await page.context().close();
    await tutor.context.close();
  }, 240_000);
});

describe('signed-in navigation on a wide screen', () => {
  it('shows a working tutor their lessons, calendar, hours, messages and earnings instead of the marketing links', async () => {
    const { page, context } = await newPage(browser(), baseUrl, DESKTOP);
    await signIn(page, 'tutor1@kalam.test');
    const nav = page.getByRole('navigation', { name: 'القائمة الرئيسية' });
    for (const label of ['الرئيسية', 'دروسي', 'التقويم', 'مواعيدي', 'الرسائل', 'الأرباح']) {
      await nav.getByRole('link', { name: new RegExp(`^${label}`) }).waitFor();
    }
    expect(await nav.getByRole('link', { name: 'الأسعار' }).count()).toBe(0);
    await nav.getByRole('link', { name: 'مواعيدي' }).click();
    await page.waitForURL('**/schedule-management');
    await screenshot(page, 'nav-tutor-desktop');
    await context.close();

    const phone = await phonePage(browser());
    await phoneSignIn(phone, 'tutor1@kalam.test');
    const bar = tabBar(phone);
    await bar.getByRole('link', { name: 'الأرباح' }).tap();
    await phone.waitForURL('**/invoices');
    await noOverflow(phone);
    await screenshot(phone, 'nav-tutor-phone');
    await phone.context().close();
  }, 180_000);

  it('lets the interviewer reach their interview hours from the navigation', async () => {
    const { page, context } = await newPage(browser(), baseUrl, DESKTOP);
    await signIn(page, 'manager@kalam.test');
    await page.getByRole('navigation', { name: 'القائمة الرئيسية' }).getByRole('link', { name: 'مواعيدي' }).click();
    await page.waitForURL('**/schedule-management');
    await context.close();
  });

  it('signs a student out from the lesson page onto the home page', async () => {
    const token = await apiToken('student1@kalam.test');
    const lessons = (await apiCall<Paged<LessonView>>('/lesson/list?size=1', { token })).body;
    const lesson = lessons.list[0];
    expect(lesson, 'the demo student has a lesson').toBeDefined();
    const { page, context } = await newPage(browser(), baseUrl, DESKTOP);
    await signIn(page, 'student1@kalam.test');
    await page.goto(`/lesson/${lesson!.id}`);
    await page.getByRole('button', { name: /قائمة الحساب/ }).click();
    await page.getByRole('menuitem', { name: 'تسجيل الخروج' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('link', { name: 'ابدأ الآن' }).first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });
});

describe('the admin area', () => {
  it('has an overview entry, opens pending withdrawals filtered, and signs out onto the home page', async () => {
    const { page, context } = await newPage(browser(), baseUrl, DESKTOP);
    await signIn(page, 'admin@kalam.test');
    await page.goto('/admin/users');
    const sidebar = page.getByRole('navigation', { name: 'قائمة الإدارة' });
    await sidebar.getByRole('link', { name: 'نظرة عامة' }).click();
    await page.waitForURL((url) => url.pathname === '/admin');
    await expect.poll(() => sidebar.getByRole('link', { name: 'نظرة عامة' }).getAttribute('aria-current')).toBe('page');
    await page.getByTestId('pending-withdrawals').click();
    await page.waitForURL('**/admin/invoices?status=pending');
    await expect.poll(() => page.getByLabel('الحالة').inputValue()).toBe('pending');
    await screenshot(page, 'nav-admin-desktop');

    await page.getByRole('button', { name: /قائمة الحساب/ }).click();
    await page.getByRole('menuitem', { name: 'تسجيل الخروج' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('link', { name: 'تسجيل الدخول' }).first().waitFor();
    await context.close();
  }, 120_000);
});
