import { TZDate } from '@date-fns/tz';
import { type BookingAllowance, type BookingLimit, DAY_MS, type LessonView, Role } from '@kalam/core';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, plans, subscriptions, users } from '../src/db/schema';
import { addPerson, makeTestApp, TEST_NOW } from './helpers';

// TEST_NOW is Sunday 2026-11-22 10:00 in Cairo; its week runs from Saturday the 21st to Saturday the 28th.
const cairo = (d: number, h: number, m = 0) => new TZDate(2026, 10, d, h, m, 'Africa/Cairo').getTime();
const WEEK = { start: cairo(21, 0), end: cairo(28, 0) };
const NEXT_WEEK = { start: cairo(28, 0), end: cairo(35, 0) };
// the seeded plans: the cheapest month anyone may buy is the 600 EGP one
const CHEAPEST_MONTH = 60_000;

let t: Awaited<ReturnType<typeof makeTestApp>>;
type Person = Awaited<ReturnType<typeof addPerson>>;
let tutor: Person;

beforeAll(async () => {
  t = await makeTestApp();
  tutor = await addPerson(t, { role: Role.Tutor });
  const res = await t.json(
    '/availability-slot/',
    {
      type: 'schedule',
      title: 'كل يوم',
      weekdays: [0, 1, 2, 3, 4, 5, 6],
      startMinute: 9 * 60,
      durationMinutes: 12 * 60,
      validFrom: TEST_NOW - DAY_MS,
    },
    { headers: tutor.headers },
  );
  expect(res.status).toBe(201);
});
afterAll(() => t.close());

const book = (who: Person, start: number, duration = 30) =>
  t.json('/lesson/', { tutorId: tutor.id, start, duration }, { headers: who.headers });
const allowance = async (who: Person, from = TEST_NOW, to = TEST_NOW + 14 * DAY_MS) => {
  const res = await t.request(`/lesson/allowance?from=${from}&to=${to}`, { headers: who.headers });
  expect(res.status).toBe(200);
  return (await res.json()) as BookingAllowance;
};

const emailOf = async (who: Person) => (await t.deps.db.select({ email: users.email }).from(users).where(eq(users.id, who.id)))[0]!.email;

async function subscribe(student: Person, weeklyMinutes: number) {
  const [plan] = await t.deps.db
    .insert(plans)
    .values({
      alias: `Quota ${weeklyMinutes}`,
      nameAr: 'الساعة الأسبوعية',
      weeklyMinutes,
      fullMonthPrice: 90_000,
      fullQuarterPrice: 1,
      halfYearPrice: 1,
      fullYearPrice: 1,
      forInvitesOnly: true,
      createdAt: TEST_NOW,
      updatedAt: TEST_NOW,
    })
    .returning();
  await t.deps.db.insert(subscriptions).values({
    studentId: student.id,
    planId: plan!.id,
    period: 0,
    start: TEST_NOW - DAY_MS,
    end: TEST_NOW + 60 * DAY_MS,
    createdAt: TEST_NOW,
  });
}

describe('what a student without a plan pays', () => {
  it('books one free lesson at a time: the answer says free, and the next is refused naming the lesson held', async () => {
    const student = await addPerson(t, { role: Role.Student });
    expect(await allowance(student)).toEqual({
      plan: null,
      weeks: [
        { ...WEEK, usedMinutes: 0, weeklyMinutes: 0 },
        { ...NEXT_WEEK, usedMinutes: 0, weeklyMinutes: 0 },
        { start: cairo(35, 0), end: cairo(42, 0), usedMinutes: 0, weeklyMinutes: 0 },
      ],
      held: null,
      planFrom: CHEAPEST_MONTH,
    });

    const first = await book(student, cairo(23, 10));
    expect(first.status).toBe(201);
    const lesson = (await first.json()) as LessonView;
    // the student pays nothing; `price` is the tutor's earning, fixed at booking
    expect(lesson).toMatchObject({ cover: 'free', price: 7_500 });
    expect((await allowance(student)).held).toEqual({ id: lesson.id, start: cairo(23, 10), tutorName: expect.any(String) });

    const second = await book(student, cairo(24, 10));
    expect(second.status).toBe(409);
    expect(await second.json()).toEqual({
      code: 'reached-booking-limit',
      details: { kind: 'free-lesson-held', held: { id: lesson.id, start: cairo(23, 10) } } satisfies BookingLimit,
    });
    // the confirmation mail tells the student it is free
    const [mail] = await t.deps.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, await emailOf(student)), eq(outbox.subject, 'تأكيد حجز درسك — كلام')));
    expect(mail?.body).toContain('هذا درسك المجاني بدون باقة، فلا تدفع عنه شيئًا.');
  });
});

describe('what a subscriber pays', () => {
  it('books within the weekly minutes, reads what is left per week, and a full week is refused naming the week and its renewal', async () => {
    const student = await addPerson(t, { role: Role.Student });
    await subscribe(student, 60);
    const before = await allowance(student);
    expect(before.plan).toEqual({ nameAr: 'الساعة الأسبوعية', weeklyMinutes: 60, end: TEST_NOW + 60 * DAY_MS });
    expect(before.weeks[0]).toEqual({ ...WEEK, usedMinutes: 0, weeklyMinutes: 60 });

    const a = (await (await book(student, cairo(23, 12))).json()) as LessonView;
    expect(a.cover).toBe('plan');
    expect((await book(student, cairo(24, 12))).status).toBe(201);
    const after = await allowance(student);
    expect(after.held).toBeNull();
    expect(after.weeks.slice(0, 2)).toEqual([
      { ...WEEK, usedMinutes: 60, weeklyMinutes: 60 },
      { ...NEXT_WEEK, usedMinutes: 0, weeklyMinutes: 60 },
    ]);

    const over = await book(student, cairo(25, 12), 15);
    expect(over.status).toBe(409);
    expect(await over.json()).toEqual({
      code: 'reached-booking-limit',
      details: {
        kind: 'weekly-minutes',
        planName: 'الساعة الأسبوعية',
        week: { ...WEEK, usedMinutes: 60, weeklyMinutes: 60, timeZone: 'Africa/Cairo', firstDay: '2026-11-21', lastDay: '2026-11-27' },
        renewsAt: WEEK.end,
        askedMinutes: 15,
      } satisfies BookingLimit,
    });
    // next week has its own minutes
    expect((await book(student, cairo(29, 12))).status).toBe(201);

    // the tutor cancels one: its minutes come back to that week, and the student is told so
    expect((await t.request(`/lesson/${a.id}`, { method: 'DELETE', headers: tutor.headers })).status).toBe(200);
    expect((await allowance(student)).weeks[0]).toEqual({ ...WEEK, usedMinutes: 30, weeklyMinutes: 60 });
    const told = await t.deps.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, await emailOf(student)), like(outbox.body, '%عادت دقائق الدرس إلى رصيد أسبوعه في باقتك%')));
    expect(told).toHaveLength(1);
  });

  it('is for students only and checks its range', async () => {
    const student = await addPerson(t, { role: Role.Student });
    expect((await t.request(`/lesson/allowance?from=${TEST_NOW}&to=${TEST_NOW + DAY_MS}`, { headers: tutor.headers })).status).toBe(403);
    expect((await t.request(`/lesson/allowance?from=${TEST_NOW}&to=${TEST_NOW + DAY_MS}`)).status).toBe(401);
    const wide = await t.request(`/lesson/allowance?from=${TEST_NOW}&to=${TEST_NOW + 40 * DAY_MS}`, { headers: student.headers });
    expect(wide.status).toBe(400);
    expect(await wide.json()).toMatchObject({ code: 'bad-request', errors: { to: 'invalid' } });
  });
});
