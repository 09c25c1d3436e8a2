import { type CurrentUser, cellsOf, type Paged, type RatingView } from '@kalam/core';
import { createClient } from '@libsql/client';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { newPage, PHONE, screenshot, signIn, useBrowser } from '../browser';
import { newVerifiedStudent } from '../people';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
const GRID_MS = 15 * 60_000;

async function userOf(page: Page): Promise<CurrentUser> {
  return page.evaluate(
    () => JSON.parse(localStorage.getItem('kalam.user') ?? sessionStorage.getItem('kalam.user') ?? 'null') as CurrentUser,
  );
}

/** A 30-minute lesson that started on the current 15-minute step, written straight into the database with its cells. */
async function lessonNow(tutorId: number, studentId: number): Promise<number> {
  const now = Date.now();
  const start = Math.floor(now / GRID_MS) * GRID_MS;
  const db = createClient({ url: inject('dbUrl') });
  try {
    const inserted = await db.execute({
      sql: 'insert into lessons (tutor_id, student_id, start, duration, price, created_at, updated_at) values (?, ?, ?, 30, 7500, ?, ?) returning id',
      args: [tutorId, studentId, start, now, now],
    });
    const id = Number(inserted.rows[0]!.id);
    // a seeded lesson of the tutor may hold these cells already; ours needs none to be joined
    for (const cell of cellsOf(start, 30)) {
      await db.execute({
        sql: 'insert or ignore into tutor_cells (tutor_id, cell, lesson_id) values (?, ?, ?)',
        args: [tutorId, cell, id],
      });
      await db.execute({
        sql: 'insert or ignore into student_cells (student_id, cell, lesson_id) values (?, ?, ?)',
        args: [studentId, cell, id],
      });
    }
    return id;
  } finally {
    db.close();
  }
}

/** Device checks with Chromium's fake camera and microphone, then the join button. */
async function checkDevicesAndJoin(page: Page) {
  await page.getByText('✓ الكاميرا والميكروفون يعملان').waitFor();
  await page.getByRole('button', { name: 'التالي' }).click();
  await page.getByRole('button', { name: 'ادخل الدرس' }).click();
  await page.getByTestId('call-screen').waitFor();
}

/** A video element of the page is decoding frames: the other member's, so media really flows between the browsers. */
const receivesVideo = (page: Page, testId = 'remote-video') =>
  page.waitForFunction(
    (id) => {
      const video = document.querySelector<HTMLVideoElement & { webkitDecodedFrameCount?: number }>(`[data-testid="${id}"]`);
      return (video?.webkitDecodedFrameCount ?? 0) > 0;
    },
    testId,
    { timeout: 20_000 },
  );

const decodedFrames = (page: Page) =>
  page.evaluate(
    () =>
      document.querySelector<HTMLVideoElement & { webkitDecodedFrameCount?: number }>('[data-testid="remote-video"]')
        ?.webkitDecodedFrameCount ?? 0,
  );

describe('a lesson session between a tutor and a student in two browsers', () => {
  it('both pass device checks and join, see each other, chat; the tutor turns the camera off; the student drops out and comes back, then leaves and rates', async () => {
    const tutor = await newPage(browser(), baseUrl);
    await signIn(tutor.page, 'tutor3@kalam.test');
    const tutorUser = await userOf(tutor.page);

    const studentEmail = await newVerifiedStudent('طالبة الدرس المباشر', 'session');
    const student = await newPage(browser(), baseUrl, PHONE);
    await signIn(student.page, studentEmail);
    const studentUser = await userOf(student.page);

    const lessonId = await lessonNow(tutorUser.id, studentUser.id);
    await tutor.page.goto(`/lesson/${lessonId}`);
    await student.page.goto(`/lesson/${lessonId}`);
    await student.page.getByTestId('device-check').waitFor();
    // the live preview shows the camera before joining
    await receivesVideo(student.page, 'device-preview');
    await screenshot(student.page, 'session-device-check-phone');

    await checkDevicesAndJoin(tutor.page);
    // the student sees the tutor already in before joining
    await student.page.getByText('✓ الكاميرا والميكروفون يعملان').waitFor();
    await student.page.getByRole('button', { name: 'التالي' }).click();
    await expect.poll(() => student.page.getByTestId('other-presence').getAttribute('data-present')).toBe('true');
    await screenshot(student.page, 'session-ready-phone');
    await student.page.getByRole('button', { name: 'ادخل الدرس' }).click();
    await student.page.getByTestId('call-screen').waitFor();

    await Promise.all([receivesVideo(tutor.page), receivesVideo(student.page)]);
    await expect.poll(() => student.page.getByTestId('connection-status').getAttribute('data-state')).toBe('connected');
    await expect.poll(() => student.page.getByTestId('lesson-timer').textContent()).toMatch(/^يتبقى [٠-٩]{2}:[٠-٩]{2}$/);

    // the tutor turns the camera off: the student sees it at once
    await tutor.page.getByRole('button', { name: 'أغلق الكاميرا' }).click();
    await student.page.getByTestId('remote-camera-off').waitFor();

    // in-session chat, from the tutor's open panel to the student's phone
    const tutorChat = tutor.page.getByTestId('session-chat');
    if (!(await tutorChat.isVisible())) await tutor.page.getByRole('button', { name: 'المحادثة' }).click();
    await tutor.page.getByRole('textbox', { name: 'اكتب رسالة' }).fill('ambitious = طموح');
    await tutor.page.getByRole('button', { name: 'أرسل' }).click();
    await tutor.page
      .getByTestId('session-message')
      .filter({ hasText: 'ambitious' })
      .and(tutor.page.locator('[data-status="stored"]'))
      .waitFor();
    await student.page.getByTestId('chat-unread').waitFor();
    await student.page.getByRole('button', { name: 'المحادثة' }).click();
    await student.page.getByTestId('session-message').filter({ hasText: 'ambitious = طموح' }).waitFor();

    // the student drops out (a reload) and comes back: the tutor's side starts a fresh connection and video flows again
    await tutor.page.evaluate(() => {
      (window as { oldStream?: unknown }).oldStream = document.querySelector<HTMLVideoElement>('[data-testid="remote-video"]')?.srcObject;
    });
    await student.page.reload();
    await expect.poll(() => tutor.page.getByTestId('connection-status').getAttribute('data-state')).toBe('waiting');
    await checkDevicesAndJoin(student.page);
    await expect.poll(() => tutor.page.getByTestId('connection-status').getAttribute('data-state'), { timeout: 20_000 }).toBe('connected');
    await tutor.page.waitForFunction(() => {
      const stream = document.querySelector<HTMLVideoElement>('[data-testid="remote-video"]')?.srcObject;
      return stream && stream !== (window as { oldStream?: unknown }).oldStream;
    });
    const framesThen = await decodedFrames(tutor.page);
    await expect.poll(() => decodedFrames(tutor.page)).toBeGreaterThan(framesThen + 5);
    // what the room knows survives: the tutor's camera is still off, and the chat so far is still there
    await student.page.getByTestId('remote-camera-off').waitFor();
    await tutor.page.getByRole('button', { name: 'افتح الكاميرا' }).click();
    await student.page.getByTestId('remote-camera-off').waitFor({ state: 'detached' });
    await receivesVideo(student.page);
    await student.page.getByRole('button', { name: 'المحادثة' }).click();
    await student.page.getByTestId('session-message').filter({ hasText: 'ambitious = طموح' }).waitFor();
    await screenshot(student.page, 'session-call-phone');
    await screenshot(tutor.page, 'session-call-desktop');

    // the student leaves and rates the tutor
    await student.page.getByRole('button', { name: 'غادر الدرس' }).click();
    const dialog = student.page.getByRole('dialog', { name: `كيف كان درسك مع ${tutorUser.name}؟` });
    await dialog.waitFor();
    await expect.poll(() => tutor.page.getByTestId('connection-status').getAttribute('data-state')).toBe('waiting');
    await dialog.getByTitle('ممتاز (٥ من ٥)').click(); // the star's label: the radio itself is visually hidden
    await expect.poll(() => dialog.getByRole('radio', { name: 'ممتاز (٥ من ٥)' }).isChecked()).toBe(true);
    await dialog.getByRole('textbox').fill('شرح واضح وصبر جميل');
    await screenshot(student.page, 'session-rating-phone');
    await dialog.getByRole('button', { name: 'أرسل التقييم' }).click();
    await student.page.getByText('شكرًا لك! وصل تقييمك.').waitFor();

    const ratings = (await (await fetch(`${baseUrl}/api/v1/rating/list/tutor/${tutorUser.id}?size=5`)).json()) as Paged<RatingView>;
    expect(ratings.list.find((r) => r.rater.id === studentUser.id)).toMatchObject({ value: 5, text: 'شرح واضح وصبر جميل' });

    expect(student.errors).toEqual([]);
    expect(tutor.errors).toEqual([]);
    await student.context.close();
    await tutor.context.close();
  });
});
