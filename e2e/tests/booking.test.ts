import type { Paged, TutorCard } from '@kalam/core';
import { tutorDisplayName } from '@kalam/core/tutor-profile';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD } from '../../dev/seed';
import { newPage, PHONE, screenshot, signIn, useBrowser } from '../browser';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

async function api<T>(path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${baseUrl}/api/v1${path}`, { ...init, headers: { 'content-type': 'application/json', ...init.headers } });
  return (await res.json()) as T;
}

/** A seeded verified student without a plan and without upcoming lessons: free to take one trial lesson. */
async function freeStudent(): Promise<string> {
  for (let n = 11; n <= 20; n++) {
    const email = `student${n}@kalam.test`;
    const { token, user } = await api<{ token: string; user: { verified: boolean } }>('/auth/password', {
      method: 'POST',
      body: JSON.stringify({ email, password: DEMO_PASSWORD }),
      headers: { 'cf-connecting-ip': `198.51.100.${n}` },
    });
    if (!user?.verified) continue;
    const upcoming = await api<Paged<unknown>>('/lesson/list/?status=upcoming', { headers: { authorization: `Bearer ${token}` } });
    if (upcoming.total === 0) return email;
  }
  throw new Error('no free seeded student');
}

/** Picks a day at least two days ahead, 30 minutes, the first time, and confirms. */
/**
 * Picks the first day from the day after tomorrow that has a time of the chosen length: today's and tomorrow's times
 * depend on the hour the suite runs, and a day can be free for 15 minutes only («جرّب مدة أقصر أو يومًا آخر»).
 */
async function pickDayWithTimes(page: Page) {
  const days = page.getByTestId('booking-day');
  await days.first().waitFor();
  const count = await days.count();
  for (let i = 2; i < count; i++) {
    if (!(await days.nth(i).isEnabled())) continue;
    await days.nth(i).click();
    const times = page.getByTestId('booking-time');
    await times.first().or(page.getByText('لا توجد مواعيد بهذه المدة في هذا اليوم')).waitFor();
    if ((await times.count()) > 0) return;
  }
  throw new Error('no day with free times of the chosen length');
}

async function bookThroughSteps(page: Page) {
  await pickDayWithTimes(page);
  await page.getByRole('radio', { name: '٣٠ دقيقة' }).click();
  await page.getByTestId('booking-time').first().click();
  const when = await page.getByTestId('booking-when').textContent();
  await page.getByTestId('booking-confirm').click();
  await page.getByTestId('booking-done').waitFor();
  return when!;
}

describe('booking in a real browser', () => {
  it('a verified student books 30 minutes in four steps, sees it, the tutor sees it, the student cancels and books again', async () => {
    const tutors = await api<Paged<TutorCard>>('/user/tutor/list/onboarded?size=30');
    const tutor = tutors.list.find((c) => c.nextFreeTime !== null)!;
    // the name every screen shows: the Arabic display name where the tutor gave one
    const shown = tutorDisplayName(tutor);
    const email = await freeStudent();
    const { page, context, errors } = await newPage(browser(), baseUrl);
    await signIn(page, email);
    await page.goto(`/t/${tutor.id}`);
    await page.getByRole('heading', { name: shown }).waitFor();
    await page.getByRole('tab', { name: 'التقييمات' }).click();
    await page.getByRole('tab', { name: 'التقييمات', selected: true }).waitFor();
    const when = await bookThroughSteps(page);
    await screenshot(page, 'booking-done');

    await page.getByRole('link', { name: 'دروسي القادمة' }).click();
    await page.waitForURL('**/upcoming-lessons');
    const item = page.getByTestId('lesson-item').filter({ hasText: shown });
    await item.waitFor();
    await expect.poll(() => item.getByTestId('lesson-when').textContent()).toBe(when);
    await screenshot(page, 'upcoming-lessons');
    await screenshot(page, 'upcoming-lessons-phone', PHONE);

    // the tutor sees the student in their upcoming lessons
    const tutorSide = await newPage(browser(), baseUrl, PHONE);
    const tutorLogin = await findTutorEmail(tutor.id);
    await signIn(tutorSide.page, tutorLogin);
    await tutorSide.page.goto('/upcoming-lessons');
    await tutorSide.page.getByTestId('lesson-item').filter({ hasText: 'مع الطالب' }).first().waitFor();
    await screenshot(tutorSide.page, 'tutor-upcoming-phone');
    await tutorSide.page.goto('/t/dashboard');
    await tutorSide.page.getByTestId('upcoming-lesson').first().waitFor();
    await tutorSide.page.getByTestId('stat').first().waitFor();
    await screenshot(tutorSide.page, 'tutor-dashboard-phone');
    // the booking reached the tutor's bell
    await tutorSide.page.getByRole('button', { name: /الإشعارات: / }).click();
    await tutorSide.page
      .getByText(/حجز .+ درسًا معك/)
      .first()
      .waitFor();
    await screenshot(tutorSide.page, 'tutor-notifications-phone');
    await tutorSide.context.close();

    // move it to the last day offered (two weeks ahead) on the time grid, then cancel it
    await item.getByRole('button', { name: 'تغيير الموعد' }).click();
    const grid = item.getByTestId('reschedule');
    await grid.getByTestId('booking-day').first().waitFor();
    await grid.locator('[data-testid="booking-day"]:not([disabled])').last().click();
    await grid.locator('[data-testid="booking-time"]:not([disabled])').first().click();
    await item.getByRole('button', { name: 'انقل الدرس إلى الموعد الجديد' }).click();
    await page.waitForFunction((old) => document.querySelector('[data-testid="lesson-when"]')?.textContent !== old, when);
    await expect.poll(() => page.getByTestId('lesson-item').count()).toBe(1);
    // the one confirm: it starts on the way back, Escape goes back to the button that asked
    const cancelLesson = item.getByRole('button', { name: 'إلغاء الدرس' });
    await cancelLesson.click();
    const keep = item.getByRole('alertdialog').getByRole('button', { name: 'تراجع' });
    await expect.poll(() => keep.evaluate((b) => b === document.activeElement)).toBe(true);
    await screenshot(page, 'cancel-lesson-confirm');
    await screenshot(page, 'cancel-lesson-confirm-phone', PHONE);
    await page.keyboard.press('Escape');
    await item.getByRole('alertdialog').waitFor({ state: 'detached' });
    await expect.poll(() => cancelLesson.evaluate((b) => b === document.activeElement)).toBe(true);
    await cancelLesson.click();
    await item.getByRole('button', { name: 'نعم، ألغِ الدرس' }).click();
    await page.getByText('لا توجد دروس قادمة.').waitFor();

    // the trial is free again: book once more, and the dashboard shows it
    await page.goto(`/t/${tutor.id}`);
    await bookThroughSteps(page);
    await page.goto('/s/dashboard');
    await page.getByTestId('upcoming-lesson').filter({ hasText: shown }).waitFor();
    await screenshot(page, 'student-dashboard');
    await screenshot(page, 'student-dashboard-phone', PHONE);
    await page.goto('/lessons-schedule');
    await page.getByTestId('week-grid').waitFor();
    await page.getByRole('button', { name: 'الأسبوع التالي' }).click();
    await page.getByRole('button', { name: 'الأسبوع السابق' }).click();
    await screenshot(page, 'lessons-schedule');
    await screenshot(page, 'lessons-schedule-phone', PHONE);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('an unverified student is told to confirm the email before booking', async () => {
    const tutors = await api<Paged<TutorCard>>('/user/tutor/list/onboarded?size=30');
    const tutor = tutors.list.find((c) => c.nextFreeTime !== null)!;
    const { page, context } = await newPage(browser(), baseUrl, PHONE);
    await signIn(page, 'student4@kalam.test');
    await page.goto(`/t/${tutor.id}`);
    await pickDayWithTimes(page);
    await page.getByTestId('booking-time').first().click();
    await page.getByText('أكّد بريدك الإلكتروني أولًا لتتمكن من حجز الدروس.').waitFor();
    await expect.poll(() => page.getByTestId('booking-confirm').count()).toBe(0);
    await screenshot(page, 'booking-unverified-phone');
    await context.close();
  });
});

describe('tutors list filters in a real browser', () => {
  it('filters by free day and time of day in the URL; cards show the next free time', async () => {
    const { page, context, errors } = await newPage(browser(), baseUrl, PHONE);
    await page.goto('/tutors');
    await page.getByTestId('next-free').first().waitFor();
    const all = await page.getByText(/^عدد المدرسين/).textContent();
    // on a phone the filters fold into a sheet above the cards
    await page.getByTestId('filters-toggle').click();
    await page.getByLabel('يوم متاح').selectOption('6');
    await page.getByLabel('وقت متاح').selectOption('morning');
    await page.waitForFunction(() => location.search.includes('day=6') && location.search.includes('period=morning'));
    // fewer tutors are free on Saturday mornings than in all
    await page.waitForFunction(
      (before) => [...document.querySelectorAll('p')].some((p) => p.textContent?.startsWith('عدد المدرسين') && p.textContent !== before),
      all,
    );
    await page.getByTestId('tutor-card').first().waitFor();
    await screenshot(page, 'tutors-filtered-phone');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('schedule management in a real browser', () => {
  it('a tutor adds weekly hours on the calendar and their times appear on the public profile', async () => {
    const { page, context, errors } = await newPage(browser(), baseUrl);
    await signIn(page, 'tutor1@kalam.test');
    const tutorId = await page.evaluate(
      () => (JSON.parse(localStorage.getItem('kalam.user') ?? sessionStorage.getItem('kalam.user') ?? 'null') as { id: number } | null)?.id,
    );
    await page.goto('/schedule-management');
    // the calendar's keyboard path: the add dialog, times typed in Arabic-Indic digits
    await page.getByRole('button', { name: 'إضافة ساعات' }).click();
    const dialog = page.getByRole('dialog', { name: 'إضافة ساعات أسبوعية' });
    await dialog.getByLabel('اليوم').selectOption('5');
    await dialog.getByLabel('من', { exact: true }).fill('٥:٠٠ ص');
    await dialog.getByLabel('إلى', { exact: true }).fill('٦');
    await dialog.getByRole('button', { name: 'حفظ' }).click();
    await page.locator(`[data-block*='"weekday":5,"startMinute":300,"endMinute":360,']`).first().waitFor();
    await screenshot(page, 'schedule-management');
    await screenshot(page, 'schedule-management-phone', PHONE);

    // profile and specialities from tutor settings
    await page.goto('/t/settings');
    await page.getByLabel('نبذة قصيرة بالعربية').fill('مدرسة محادثة للمبتدئين');
    await page.getByRole('button', { name: 'حفظ الملف التعريفي' }).click();
    await page.getByText('حُفظت التغييرات.').first().waitFor();
    const topic = page.locator('#topics-title').locator('..').locator('label').first();
    const topicName = (await topic.textContent())!;
    if (!(await topic.locator('input').isChecked())) await topic.click();
    await page.getByRole('button', { name: 'حفظ التخصصات' }).click();
    await page.getByText('حُفظت التغييرات.').first().waitFor();
    await screenshot(page, 'tutor-settings');
    expect(errors).toEqual([]);
    await context.close();

    const visitor = await newPage(browser(), baseUrl, PHONE);
    await visitor.page.goto(`/t/${tutorId}`);
    const fridays = visitor.page.getByTestId('booking-day').filter({ hasText: 'الجمعة' });
    await visitor.page.getByText('مدرسة محادثة للمبتدئين').first().waitFor();
    await visitor.page.getByRole('tab', { name: 'التخصصات' }).click();
    await visitor.page.getByRole('tabpanel').getByText(topicName).waitFor();
    await fridays.last().click();
    await visitor.page.getByTestId('booking-time').filter({ hasText: '٥:٠٠ ص' }).waitFor();
    await screenshot(visitor.page, 'profile-new-friday-times-phone');
    await visitor.context.close();
  });
});

/** The seeded login of a tutor id (tutor1..30@kalam.test). */
async function findTutorEmail(id: number): Promise<string> {
  for (let n = 1; n <= 30; n++) {
    const email = `tutor${n}@kalam.test`;
    const body = await api<{ user?: { id: number } }>('/auth/password', {
      method: 'POST',
      body: JSON.stringify({ email, password: DEMO_PASSWORD }),
      headers: { 'cf-connecting-ip': `203.0.113.${n}` },
    });
    if (body.user?.id === id) return email;
  }
  throw new Error(`no login for tutor ${id}`);
}
