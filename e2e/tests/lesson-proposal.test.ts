import { DAY_MS, daysFrom, type LessonView } from '@kalam/core';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { freeTimes, timeLabel } from '../booking-steps';
import { DESKTOP, type Device, newPage, PHONE, press, screenshot, signIn, useBrowser } from '../browser';
import { apiCall, apiToken, newVerifiedStudent, sql } from '../people';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
const other = (device: Device) => (device === PHONE ? DESKTOP : PHONE);
const dayLabel = (at: number) => new Intl.DateTimeFormat('ar-EG', { timeZone: 'Africa/Cairo', day: 'numeric', month: 'long' }).format(at);

/** The time as the upcoming-lessons card naming the other member shows it (day, month and time). */
async function upcomingShows(page: Page, other: string, at: number) {
  await page.goto('/upcoming-lessons');
  const when = page.getByTestId('lesson-item').filter({ hasText: other }).getByTestId('lesson-when');
  await expect.poll(async () => (await when.textContent()) ?? '').toContain(timeLabel(at));
  expect(await when.textContent()).toContain(dayLabel(at));
}

describe('a tutor proposes a new time for a lesson and the student accepts', () => {
  for (const [tutorDevice, studentDevice] of [
    [DESKTOP, PHONE],
    [PHONE, DESKTOP],
  ] as const) {
    const sizes = `${tutorDevice === PHONE ? 'phone' : 'desktop'}-${studentDevice === PHONE ? 'phone' : 'desktop'}`;
    it(`the tutor (${sizes.split('-')[0]}) proposes on the time grid; the student (${sizes.split('-')[1]}) reads it in the bell and accepts; both see the new time`, {
      timeout: 300_000,
    }, async () => {
      const { tutorId, starts } = await freeTimes();
      const [tutorRow] = await sql<{ email: string }>('select email from users where id = ?', [tutorId]);
      const name = tutorDevice === DESKTOP ? 'طالبة أولى' : 'طالبة ثانية';
      const email = await newVerifiedStudent(name, `proposal-${sizes}`);
      const token = await apiToken(email);
      const booked = await apiCall<LessonView>('/lesson', { method: 'POST', token, body: { tutorId, start: starts[0], duration: 30 } });
      expect(booked.status, JSON.stringify(booked.body)).toBe(201);
      const lesson = booked.body;
      // another day's free time of the tutor
      const target = starts.find((s) => s >= lesson.start + DAY_MS) ?? starts.at(-1)!;

      const tutor = await newPage(browser(), baseUrl, tutorDevice);
      await signIn(tutor.page, tutorRow!.email);
      await tutor.page.goto(`/lesson/${lesson.id}`);
      await press(tutor.page.getByRole('button', { name: 'اقترح موعدًا آخر' }));
      const panel = tutor.page.getByTestId('propose-time');
      const day = panel
        .getByTestId('booking-day')
        .nth(daysFrom(Date.now(), 14, 'Africa/Cairo').findIndex((d) => target >= d.start && target < d.end));
      await day.scrollIntoViewIfNeeded();
      await press(day);
      await press(panel.getByRole('button', { name: timeLabel(target), exact: true }));
      await panel.getByLabel(/رسالة إلى/).fill('عندي ظرف في الموعد الحالي، هل يناسبك هذا؟');
      await screenshot(tutor.page, `lesson-propose-${sizes}`);
      await screenshot(tutor.page, `lesson-propose-${sizes}-other`, other(tutorDevice));
      await press(panel.getByRole('button', { name: 'أرسل الاقتراح' }));
      await tutor.page.getByTestId('lesson-proposal').filter({ hasText: 'ننتظر رده' }).waitFor();

      const student = await newPage(browser(), baseUrl, studentDevice);
      await signIn(student.page, email);
      await press(student.page.getByRole('button', { name: /^الإشعارات/ }));
      const notice = student.page.getByRole('link', { name: /يقترح .+ نقل درسكما/ });
      await notice.waitFor();
      await screenshot(student.page, `lesson-proposal-bell-${sizes}`);
      await press(notice);
      await student.page.waitForURL(`**/lesson/${lesson.id}`);
      const card = student.page.getByTestId('lesson-proposal');
      await expect.poll(async () => (await card.getByTestId('proposal-when').textContent()) ?? '').toContain(timeLabel(target));
      await expect.poll(async () => (await card.textContent()) ?? '').toContain('هل يناسبك هذا؟');
      await screenshot(student.page, `lesson-proposal-${sizes}`);
      await screenshot(student.page, `lesson-proposal-${sizes}-other`, other(studentDevice));
      await press(card.getByRole('button', { name: 'قبول' }));
      await student.page.waitForURL((url) => /^\/lesson\/\d+$/.test(url.pathname) && url.pathname !== `/lesson/${lesson.id}`);
      const moved = await sql<{ id: number; start: number }>(
        'select id, start from lessons where rebooked_from = ? and canceled_at is null',
        [lesson.id],
      );
      expect(moved).toEqual([{ id: Number(student.page.url().split('/').at(-1)), start: target }]);
      await upcomingShows(student.page, lesson.tutor.displayName, target);

      // the tutor is told, and their lessons show the new time too
      await tutor.page.goto('/upcoming-lessons');
      await press(tutor.page.getByRole('button', { name: /^الإشعارات/ }));
      await tutor.page
        .getByRole('link', { name: /قبل .+ الموعد الذي اقترحته/ })
        .filter({ hasText: name })
        .waitFor();
      await screenshot(tutor.page, `lesson-proposal-accepted-bell-${sizes}`);
      await upcomingShows(tutor.page, name, target);
      expect(tutor.errors).toEqual([]);
      expect(student.errors).toEqual([]);
      await tutor.context.close();
      await student.context.close();
    });
  }
});
