import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { AvailabilityView, LessonView, Paged, RatingView, TutorCard } from '@kalam/core';
import { startTimes } from '@kalam/core';
import { tutorDisplayName } from '@kalam/core/tutor-profile';
import { createClient } from '@libsql/client';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD } from '../../dev/seed';
import { DESKTOP, type Device, newPage, PHONE, SCREENSHOTS, useBrowser } from '../browser';
import { apiCall, apiToken, newVerifiedStudent } from '../people';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
const DAY_MS = 86_400_000;

/** A person's own browser: a phone (real emulation: touch, mobile layout viewport) or a desktop window, in Cairo. */
async function personal(device: Device) {
  return newPage(browser(), baseUrl, device);
}

/** A page loaded whole, once its script runs (the server's HTML comes first). */
async function open(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await page.locator('#root[data-hydrated]').waitFor({ state: 'attached', timeout: 45_000 });
}

async function signIn(page: Page, email: string) {
  await open(page, '/login');
  await page.getByLabel('البريد الإلكتروني').fill(email);
  await page.getByLabel('كلمة المرور').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'دخول' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/** A whole-page screenshot in CSS pixels (a phone's three device pixels per point make the full-size one slow). */
async function screenshot(page: Page, name: string) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true, scale: 'css', timeout: 30_000 });
}

/** The page is as wide as the screen: nothing spills sideways on a phone. */
const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= screen.width);

/** A past lesson of the pair, ended two days ago, written straight into the database. */
async function pastLesson(tutorId: number, studentId: number): Promise<number> {
  const start = Math.floor((Date.now() - 2 * DAY_MS) / 900_000) * 900_000;
  const db = createClient({ url: inject('dbUrl') });
  try {
    const row = await db.execute({
      sql: 'insert into lessons (tutor_id, student_id, start, duration, price, created_at, updated_at) values (?, ?, ?, 30, 0, ?, ?) returning id',
      args: [tutorId, studentId, start, start - DAY_MS, start - DAY_MS],
    });
    return Number(row.rows[0]!.id);
  } finally {
    db.close();
  }
}

describe('living with a booked lesson, on a phone', () => {
  it('reschedules on the time grid, opens the lesson page a day ahead and passes the device check, and a past lesson leads on', {
    timeout: 420_000,
  }, async () => {
    const tutors = await apiCall<Paged<TutorCard>>('/user/tutor/list/onboarded?size=30');
    const tutor = tutors.body.list.find((c) => c.nextFreeTime !== null)!;
    // the name every screen shows: the Arabic display name where the tutor gave one
    const shown = tutorDisplayName(tutor);
    const email = await newVerifiedStudent('طالبة تعيش مع درسها', 'lesson-life');
    const token = await apiToken(email);
    const me = (await apiCall<{ id: number }>('/user/current', { token })).body;

    // an earlier, finished lesson with the tutor, already rated 4 with a word
    const past = await pastLesson(tutor.id, me.id);
    const rated = await apiCall<RatingView>('/rating', { method: 'POST', token, body: { rateeId: tutor.id, value: 4, text: 'شرح واضح' } });
    expect(rated.status).toBe(201);

    // the trial lesson, booked two days ahead at least (past the six-hour change limit)
    const from = Date.now() + 2 * DAY_MS;
    const free = await apiCall<AvailabilityView>(`/availability-slot?tutorId=${tutor.id}&from=${from}&to=${from + 12 * DAY_MS}`);
    const start = startTimes(free.body.bookable, 30)[0]!;
    const booked = await apiCall<LessonView>('/lesson', { method: 'POST', token, body: { tutorId: tutor.id, start, duration: 30 } });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);

    const { page, context, errors } = await personal(PHONE);
    const desktop = await personal(DESKTOP);
    await signIn(page, email);
    await signIn(desktop.page, email);

    // 1. reschedule: tap "change time", a day on the strip, then a time on the grid; the old and new times are named
    await open(page, '/upcoming-lessons');
    const item = page.getByTestId('lesson-item').filter({ hasText: shown });
    const before = await item.getByTestId('lesson-when').textContent();
    await item.getByRole('button', { name: 'تغيير الموعد' }).tap();
    const grid = item.getByTestId('reschedule');
    // the lesson's own day opens with its time marked, not offered
    await expect.poll(() => grid.locator('[data-testid="booking-time"][disabled]').textContent()).toContain('الموعد الحالي');
    expect(await fitsWidth(page)).toBe(true);
    await screenshot(page, 'lesson-life-reschedule-phone');
    const days = grid.getByTestId('booking-day');
    const pressed = await days.evaluateAll((ds) => ds.findIndex((d) => d.getAttribute('aria-pressed') === 'true'));
    let other = -1;
    for (let i = pressed + 1; i < (await days.count()) && other < 0; i++) if (await days.nth(i).isEnabled()) other = i;
    expect(other).toBeGreaterThan(pressed);
    await days.nth(other).scrollIntoViewIfNeeded();
    await days.nth(other).tap();
    await expect.poll(() => days.nth(other).getAttribute('aria-pressed')).toBe('true');
    await grid.locator('[data-testid="booking-time"]:not([disabled])').first().tap();
    const summary = grid.getByTestId('reschedule-summary');
    await expect.poll(() => summary.textContent()).toContain(before!);
    const after = await grid.getByTestId('reschedule-to').textContent();
    await screenshot(page, 'lesson-life-reschedule-confirm-phone');
    await grid.getByRole('button', { name: 'انقل الدرس إلى الموعد الجديد' }).tap();
    await page.getByText(`من ${before} إلى ${after}`).waitFor();
    await expect.poll(() => item.getByTestId('lesson-when').textContent()).toBe(after);
    await expect.poll(() => page.getByTestId('lesson-item').count()).toBe(1);

    // 2. the lesson page, days ahead, from the lessons list: the device check passes, join waits for its window
    await item.getByTestId('lesson-page').tap();
    await page.waitForURL(/\/lesson\/\d+$/);
    await page.getByTestId('device-check').waitFor();
    await page.getByText('✓ الكاميرا والميكروفون يعملان').waitFor();
    await screenshot(page, 'lesson-life-device-check-phone');
    await page.getByRole('button', { name: 'التالي' }).tap();
    const ready = page.getByTestId('ready-to-join');
    await ready.getByText(shown).first().waitFor();
    const join = page.getByTestId('join-button');
    expect(await join.isDisabled()).toBe(true);
    expect(await join.textContent()).toMatch(/^الدخول من [٠-٩]{1,2}:[٠-٩]{2} [صم]$/);
    expect(await page.getByTestId('join-window').textContent()).toContain('يفتح الدرس للدخول');
    expect(await fitsWidth(page)).toBe(true);
    await screenshot(page, 'lesson-life-ready-phone');
    await open(desktop.page, page.url().replace(/^https?:\/\/[^/]+/, ''));
    await desktop.page.getByText('✓ الكاميرا والميكروفون يعملان').waitFor();
    await screenshot(desktop.page, 'lesson-life-device-check-desktop');

    // 3. a past lesson's page leads on: book again, rate, message
    await open(page, `/lesson/${past}`);
    await page.getByTestId('join-closed').getByText('انتهى هذا الدرس.').waitFor();
    const next = page.getByTestId('after-lesson');
    expect(await next.getByRole('link', { name: `احجز درسًا آخر مع ${shown}` }).getAttribute('href')).toBe(`/t/${tutor.id}#booking`);
    expect(await next.getByRole('link', { name: `راسل ${shown}` }).getAttribute('href')).toBe(`/chat?with=${tutor.id}`);
    await screenshot(page, 'lesson-life-past-phone');
    await open(desktop.page, `/lesson/${past}`);
    await desktop.page.getByTestId('after-lesson').waitFor();
    await screenshot(desktop.page, 'lesson-life-past-desktop');

    // 4. the rating dialog opens with the rating given, says saving replaces it, and changes that one rating
    await next.getByRole('button', { name: `قيّم ${shown}` }).tap();
    const dialog = page.getByTestId('rate-tutor');
    await dialog.getByTestId('rating-existing').waitFor();
    expect(await dialog.getByRole('radio', { name: 'جيد جدًا (٤ من ٥)' }).isChecked()).toBe(true);
    expect(await dialog.getByRole('textbox').inputValue()).toBe('شرح واضح');
    await screenshot(page, 'lesson-life-rating-phone');
    await dialog.getByText('★').nth(4).tap();
    await dialog.getByRole('button', { name: 'حدّث تقييمي' }).tap();
    await page.getByText('تم تعديل تقييمك.').waitFor();
    const mine = await apiCall<Paged<RatingView>>(`/rating/list/rater/${me.id}`, { token });
    expect(mine.body.list.map((r) => [r.rateeId, r.value, r.text])).toEqual([[tutor.id, 5, 'شرح واضح']]);

    // 6. booking opened the pair's room, but the chat list shows conversations only: none yet; "message" opens the room
    await open(page, '/chat');
    await page.getByText('لا توجد محادثات بعد.', { exact: false }).waitFor();
    expect(await page.getByTestId('chat-room').count()).toBe(0);
    await screenshot(page, 'lesson-life-chat-empty-phone');
    await open(page, `/lesson/${past}`);
    await page
      .getByTestId('after-lesson')
      .getByRole('link', { name: `راسل ${shown}` })
      .tap();
    await page.waitForURL(/\/chat\?room=\d+$/);
    await page.getByText('لا توجد رسائل بعد. ابدأ بالتحية!').waitFor();

    // the rebook link lands on the tutor's booking panel
    await open(page, `/lesson/${past}`);
    await page
      .getByTestId('after-lesson')
      .getByRole('link', { name: `احجز درسًا آخر مع ${shown}` })
      .tap();
    await page.waitForURL(`**/t/${tutor.id}#booking`);
    await page.getByTestId('booking-panel').waitFor();
    await expect.poll(() => page.getByTestId('booking-panel').isVisible()).toBe(true);
    await expect
      .poll(() => page.getByTestId('booking-panel').evaluate((el) => el.getBoundingClientRect().top < window.innerHeight))
      .toBe(true);

    await open(desktop.page, '/upcoming-lessons');
    await desktop.page.getByTestId('lesson-item').getByRole('button', { name: 'تغيير الموعد' }).click();
    await desktop.page.getByTestId('reschedule').getByTestId('booking-time').first().waitFor();
    await screenshot(desktop.page, 'lesson-life-reschedule-desktop');

    expect(errors).toEqual([]);
    expect(desktop.errors).toEqual([]);
    await close(context, desktop.context);
  });
});

async function close(...contexts: BrowserContext[]) {
  for (const c of contexts) await c.close();
}
