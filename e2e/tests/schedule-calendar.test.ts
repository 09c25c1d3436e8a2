import { type LessonView, localDate, localTime, Role, weekOf } from '@kalam/core';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD } from '../../dev/seed';
import { arabicDigits } from '../booking-steps';
import { DESKTOP, type Device, newPage, PHONE, press, screenshot, signIn, useBrowser } from '../browser';
import { apiCall, apiToken, newVerifiedStudent, sql } from '../people';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
const ZONE = 'Africa/Cairo';
const H = 60;
const HOUR_PX = 48;

/** A new activated tutor with no hours yet: the calendar starts empty. */
async function newTutor(prefix: string): Promise<{ email: string; id: number }> {
  const email = `${prefix}.${Date.now()}@kalam.test`;
  const res = await fetch(`${baseUrl}/api/v1/user/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'cf-connecting-ip': `198.51.100.${200 + (Date.now() % 50)}` },
    body: JSON.stringify({ name: 'Salma Calendar', email, password: DEMO_PASSWORD, confirmPassword: DEMO_PASSWORD, role: Role.Tutor }),
  });
  expect(res.status).toBe(201);
  await sql('update users set verified = 1 where email = ?', [email]);
  const [row] = await sql<{ id: number }>('select id from users where email = ?', [email]);
  await sql(
    "update tutors set activated = 1, activated_at = ?, bio = 'مدرسة محادثة للمبتدئين', about = 'أدرّس المحادثة' where user_id = ?",
    [Date.now(), row!.id],
  );
  return { email, id: row!.id };
}

/** This week's local date of a weekday (0 Sunday … 6 Saturday), the week starting Saturday. */
const dateOf = (weekday: number, weeks = 0) => {
  const saturday = weekOf(Date.now(), ZONE).start + weeks * 7 * 86_400_000;
  return localDate(saturday + (((weekday + 1) % 7) * 24 + 12) * 3_600_000, ZONE);
};
const column = (page: Page, weekday: number, weeks = 0) => page.getByTestId(`day-${dateOf(weekday, weeks)}`);
/** Weekly hours drawn on a day from–to (minutes after midnight). */
const hoursOn = (page: Page, weekday: number, from: number, to: number) =>
  column(page, weekday).locator(`[data-block*='"startMinute":${from},"endMinute":${to},']`);

/** The viewport point of a minute on a day's column (the column scrolls with the grid). */
async function pointOf(col: Locator, minute: number) {
  const box = (await col.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + (minute * HOUR_PX) / 60 };
}

/** A finger's drag: pointer events of type touch through the browser's own touch input. */
async function touchDrag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from] });
  for (let i = 1; i <= 8; i++) {
    const point = { x: from.x + ((to.x - from.x) * i) / 8, y: from.y + ((to.y - from.y) * i) / 8 };
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [point] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

async function mouseDrag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 8 });
  await page.mouse.up();
}

const drag = (page: Page, device: Device, from: { x: number; y: number }, to: { x: number; y: number }) =>
  device.hasTouch ? touchDrag(page, from, to) : mouseDrag(page, from, to);

async function calendar(device: Device, prefix: string) {
  const tutor = await newTutor(prefix);
  const { page, context, errors } = await newPage(browser(), baseUrl, device);
  await signIn(page, tutor.email);
  await page.goto('/schedule-management');
  await page.getByTestId('week-grid').waitFor();
  // the grid in the middle of the screen, clear of the sticky header and the tab bar
  await page.getByTestId('week-grid').evaluate((el) => el.scrollIntoView({ block: 'center' }));
  return { tutor, page, context, errors };
}

/** A student books 30 minutes with the tutor next week at `minute` on `weekday`, through the API. */
async function bookNextWeek(tutorId: number, weekday: number, minute: number): Promise<LessonView> {
  const token = await apiToken(await newVerifiedStudent('Omar Student', 'calendar.student'));
  const start = localTime(dateOf(weekday, 1), minute, ZONE);
  const booked = await apiCall<LessonView>('/lesson/', { method: 'POST', body: { tutorId, start, duration: 30 }, token });
  expect(booked.status, JSON.stringify(booked.body)).toBe(201);
  return booked.body;
}

/** A visitor's booking panel on the tutor's profile offers `time` on the next `weekdayName`. */
async function offeredOnProfile(tutorId: number, weekdayName: string, time: string) {
  const visitor = await newPage(browser(), baseUrl, PHONE);
  await visitor.page.goto(`/t/${tutorId}`);
  // not today's: on that weekday itself the hour may already have passed
  await visitor.page.getByTestId('booking-day').filter({ hasText: weekdayName }).filter({ hasNotText: 'اليوم' }).first().click();
  await visitor.page.getByTestId('booking-time').filter({ hasText: time }).first().waitFor();
  await screenshot(visitor.page, 'schedule-calendar-profile-times-phone');
  await visitor.context.close();
}

describe('the weekly calendar for hours', () => {
  it('at a desktop: drags a week of hours, merges touching ones, moves and resizes, takes a week off, sees a booked lesson', async () => {
    const { tutor, page, context, errors } = await calendar(DESKTOP, 'calendar.desk');
    // Sunday 09:00–12:00 by dragging down across empty cells
    await drag(page, DESKTOP, await pointOf(column(page, 0), 9 * H + 5), await pointOf(column(page, 0), 12 * H - 5));
    await hoursOn(page, 0, 9 * H, 12 * H).waitFor();
    await expect.poll(() => hoursOn(page, 0, 9 * H, 12 * H).textContent()).toContain(arabicDigits('9:00'));
    // Monday 09:00–10:00 and 10:00–11:00: touching, so one block 09:00–11:00
    await drag(page, DESKTOP, await pointOf(column(page, 1), 9 * H + 5), await pointOf(column(page, 1), 10 * H - 5));
    await hoursOn(page, 1, 9 * H, 10 * H).waitFor();
    await drag(page, DESKTOP, await pointOf(column(page, 1), 10 * H + 10), await pointOf(column(page, 1), 11 * H - 5));
    await hoursOn(page, 1, 9 * H, 11 * H).waitFor();
    expect(await column(page, 1).locator('[data-block]').count()).toBe(1);
    // move Monday's block to Tuesday at 14:00 by its middle
    const grab = await pointOf(column(page, 1), 10 * H);
    const tuesday = await pointOf(column(page, 2), 15 * H);
    await drag(page, DESKTOP, grab, tuesday);
    await hoursOn(page, 2, 14 * H, 16 * H).waitFor();
    await expect.poll(() => column(page, 1).locator('[data-block]').count()).toBe(0);
    // resize Sunday's block by its bottom edge to 13:00
    await drag(page, DESKTOP, await pointOf(column(page, 0), 12 * H), await pointOf(column(page, 0), 13 * H));
    await hoursOn(page, 0, 9 * H, 13 * H).waitFor();
    // Wednesday by the keyboard path: the add dialog with times typed in Arabic-Indic digits
    await page.getByRole('button', { name: 'إضافة ساعات' }).click();
    const dialog = page.getByRole('dialog', { name: 'إضافة ساعات أسبوعية' });
    await dialog.getByLabel('اليوم').selectOption('3');
    await dialog.getByLabel('من', { exact: true }).fill('١٧:٠٠');
    await dialog.getByLabel('إلى', { exact: true }).fill('٧:٣٠ م');
    await dialog.getByRole('button', { name: 'حفظ' }).click();
    await hoursOn(page, 3, 17 * H, 19 * H + 30).waitFor();
    await screenshot(page, 'schedule-calendar-desktop');

    // a week off, two weeks from now, as one range typed with Arabic-Indic digits
    const [fy, fm, fd] = dateOf(6, 2).split('-');
    const [ty, tm, td] = dateOf(5, 2).split('-');
    await page.getByLabel('من يوم').fill(arabicDigits(`${Number(fd)}/${Number(fm)}/${fy}`));
    await page.getByLabel('إلى يوم').fill(arabicDigits(`${Number(td)}/${Number(tm)}/${ty}`));
    await page.getByRole('button', { name: 'حفظ الإجازة' }).click();
    await expect.poll(() => page.getByTestId('time-off-list').locator('li').count()).toBe(1);

    // a student books next Sunday at 10:00; the tutor sees it on next week's grid, linked to its page
    const lesson = await bookNextWeek(tutor.id, 0, 10 * H);
    await page.getByRole('button', { name: 'الأسبوع التالي' }).click();
    const block = column(page, 0, 1).getByTestId('grid-lesson');
    await expect.poll(() => block.getAttribute('href')).toBe(`/lesson/${lesson.id}`);
    await screenshot(page, 'schedule-calendar-lesson-desktop');

    // one-off hours next Thursday evening: drawn on that day only, removed from their own dialog
    await page.getByRole('button', { name: 'إضافة ساعات' }).click();
    const once = page.getByRole('dialog', { name: 'إضافة ساعات أسبوعية' });
    await once.getByLabel('اليوم').selectOption('4');
    await once.getByLabel('من', { exact: true }).fill('٢٠:٠٠');
    await once.getByLabel('إلى', { exact: true }).fill('٢١:٣٠');
    await once.getByLabel(/لمرة واحدة في الأسبوع المعروض/).check();
    await once.getByRole('button', { name: 'حفظ' }).click();
    const extra = column(page, 4, 1).getByTestId('grid-extra');
    await expect.poll(async () => (await extra.count()) && extra.textContent()).toContain('لمرة واحدة');
    expect(await extra.textContent()).toContain(arabicDigits('9:30'));
    expect(await column(page, 4, 1).locator('[data-block]').count()).toBe(0);
    const [slot] = await sql<{ start: number; end: number }>('select start, "end" from slots where tutor_id = ? and kind = \'add\'', [
      tutor.id,
    ]);
    expect(slot).toEqual({ start: localTime(dateOf(4, 1), 20 * H, ZONE), end: localTime(dateOf(4, 1), 21 * H + 30, ZONE) });
    await screenshot(page, 'schedule-calendar-once-desktop');
    await extra.click();
    const extraDialog = page.getByRole('dialog', { name: 'ساعات لمرة واحدة' });
    await extraDialog.getByRole('button', { name: 'حذف هذه الساعات' }).click();
    await expect.poll(() => column(page, 4, 1).getByTestId('grid-extra').count()).toBe(0);

    await page.getByRole('button', { name: 'الأسبوع التالي' }).click();
    await expect.poll(() => page.getByTestId('week-grid').getByText('إجازة').count()).toBe(7);
    await page.getByRole('button', { name: 'هذا الأسبوع' }).click();
    await hoursOn(page, 0, 9 * H, 13 * H).waitFor();
    expect(errors).toEqual([]);
    await context.close();

    await offeredOnProfile(tutor.id, 'الثلاثاء', arabicDigits('2:30'));
  }, 240_000);

  it('on a phone: taps and drags with a finger, moves a slot, resizes one, picks a week off on the month', async () => {
    const { tutor, page, context, errors } = await calendar(PHONE, 'calendar.phone');
    // three days at a time: Saturday, Sunday, Monday
    await expect.poll(() => page.getByTestId('week-grid').locator('[data-day-index]').count()).toBe(3);
    // a tap on an empty cell adds an hour there
    const sunday = column(page, 0);
    const box = (await sunday.boundingBox())!;
    const grid = (await page.getByTestId('week-grid').boundingBox())!;
    expect(box.width).toBeGreaterThan(90);
    expect(grid.x + grid.width).toBeLessThanOrEqual(390);
    const start = await pointOf(sunday, 9 * H + 5);
    await page.touchscreen.tap(start.x, start.y);
    await hoursOn(page, 0, 9 * H, 10 * H).waitFor();
    // drag its bottom edge with a finger to 12:00
    await drag(page, PHONE, await pointOf(sunday, 10 * H), await pointOf(sunday, 12 * H));
    await hoursOn(page, 0, 9 * H, 12 * H).waitFor();
    // taps on Monday 09:00 and 10:30, then the first one's edge dragged into the second: overlapping hours merge
    const nine = await pointOf(column(page, 1), 9 * H + 5);
    await page.touchscreen.tap(nine.x, nine.y);
    await hoursOn(page, 1, 9 * H, 10 * H).waitFor();
    // a finger's tap snaps to a button just beside it (as on a real phone): aim clear of the first block
    const later = await pointOf(column(page, 1), 10 * H + 35);
    await page.touchscreen.tap(later.x, later.y);
    await hoursOn(page, 1, 10 * H + 30, 11 * H + 30).waitFor();
    await drag(page, PHONE, await pointOf(column(page, 1), 10 * H), await pointOf(column(page, 1), 10 * H + 45));
    await hoursOn(page, 1, 9 * H, 11 * H + 30).waitFor();
    expect(await column(page, 1).locator('[data-block]').count()).toBe(1);
    // move Monday's block to Saturday at 10:00 with a finger
    await drag(page, PHONE, await pointOf(column(page, 1), 10 * H), await pointOf(column(page, 6), 11 * H));
    await hoursOn(page, 6, 10 * H, 12 * H + 30).waitFor();
    await expect.poll(() => column(page, 1).locator('[data-block]').count()).toBe(0);
    // a tap on the block opens its dialog: edit the end by typing, then save
    await press(hoursOn(page, 6, 10 * H, 12 * H + 30).getByTestId('grid-hours'));
    const dialog = page.getByRole('dialog', { name: 'تعديل الساعات' });
    await dialog.getByLabel('إلى', { exact: true }).fill('١٣:٠٠');
    await press(dialog.getByRole('button', { name: 'حفظ' }));
    await hoursOn(page, 6, 10 * H, 13 * H).waitFor();
    await screenshot(page, 'schedule-calendar-phone');
    // later days of the week come by paging
    await press(page.getByRole('button', { name: /الأيام التالية/ }));
    await column(page, 2).waitFor();

    // a week off picked on the month: first tap the first day, then the last
    const from = dateOf(6, 2);
    const to = dateOf(5, 2);
    const dayButton = (date: string) => page.getByRole('button', { name: new RegExp(`^${arabicDigits(String(Number(date.slice(8))))} `) });
    if (from.slice(0, 7) !== localDate(Date.now(), ZONE).slice(0, 7)) await press(page.getByRole('button', { name: 'الشهر التالي' }));
    await press(dayButton(from).first());
    if (to.slice(0, 7) !== from.slice(0, 7)) await press(page.getByRole('button', { name: 'الشهر التالي' }));
    await press(dayButton(to).first());
    await press(page.getByRole('button', { name: 'حفظ الإجازة' }));
    await expect.poll(() => page.getByTestId('time-off-list').locator('li').count()).toBe(1);
    await screenshot(page, 'schedule-calendar-time-off-phone');
    expect(errors).toEqual([]);
    await context.close();

    await offeredOnProfile(tutor.id, 'السبت', arabicDigits('10:00'));
  }, 240_000);
});
