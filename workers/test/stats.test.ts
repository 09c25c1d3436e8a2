import { DAY_MS, HOUR_MS, type LessonDuration, Role, type StudentStats, type TutorActivity, type TutorStats } from '@kalam/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lessons, plans, subscriptions } from '../src/db/schema';
import { addPerson, makeTestApp, TEST_NOW } from './helpers';

let t: Awaited<ReturnType<typeof makeTestApp>>;
type Person = Awaited<ReturnType<typeof addPerson>>;
let tutor: Person;
let student: Person;

beforeAll(async () => {
  t = await makeTestApp({ seed: false });
  tutor = await addPerson(t, { role: Role.Tutor });
  student = await addPerson(t, { role: Role.Student });
  const at = (start: number, duration: LessonDuration, canceledAt: number | null = null) => ({
    tutorId: tutor.id,
    studentId: student.id,
    start,
    duration,
    price: duration * 250,
    canceledAt,
    createdAt: start - DAY_MS,
    updatedAt: start - DAY_MS,
  });
  await t.deps.db
    .insert(lessons)
    .values([
      at(TEST_NOW - 3 * DAY_MS, 30),
      at(TEST_NOW - 2 * DAY_MS, 15),
      at(TEST_NOW - DAY_MS, 30, TEST_NOW - 2 * DAY_MS),
      at(TEST_NOW + 2 * HOUR_MS, 30),
    ]);
  const [plan] = await t.deps.db
    .insert(plans)
    .values({
      alias: 'Advanced',
      weeklyMinutes: 120,
      fullMonthPrice: 1,
      fullQuarterPrice: 1,
      halfYearPrice: 1,
      fullYearPrice: 1,
      createdAt: TEST_NOW,
      updatedAt: TEST_NOW,
    })
    .returning();
  await t.deps.db.insert(subscriptions).values({
    studentId: student.id,
    planId: plan!.id,
    period: 0,
    start: TEST_NOW - 10 * DAY_MS,
    end: TEST_NOW + 20 * DAY_MS,
    createdAt: TEST_NOW,
  });
});
afterAll(() => t.close());

describe('stats', () => {
  it('gives the tutor counts, minutes and earnings of fulfilled lessons; others see no earnings', async () => {
    const own = (await (await t.request('/user/tutor/stats/personalized', { headers: tutor.headers })).json()) as TutorStats;
    expect(own).toEqual({
      lessons: { total: 4, upcoming: 1, fulfilled: 2, cancelled: 1 },
      minutesTaught: 45,
      students: 1,
      rating: { avg: null, count: 0 },
      earnings: 45 * 250,
    });
    const seen = (await (await t.request(`/user/tutor/stats/${tutor.id}`, { headers: student.headers })).json()) as TutorStats;
    expect(seen.earnings).toBeNull();
  });

  it('gives the student minutes learned and the plan’s use this Saturday-start week', async () => {
    const own = (await (await t.request('/user/student/stats/personalized', { headers: student.headers })).json()) as StudentStats;
    // this week began Saturday 21st in Cairo: the lessons of the 20th (Friday) and 19th are last week's
    expect(own).toMatchObject({
      lessons: { total: 4, upcoming: 1, fulfilled: 2, cancelled: 1 },
      minutesLearned: 45,
      tutors: 1,
      subscription: { alias: 'Advanced', weeklyMinutes: 120, usedThisWeek: 30 },
    });
    const stranger = await addPerson(t, { role: Role.Student });
    expect((await t.request(`/user/student/stats/${student.id}`, { headers: stranger.headers })).status).toBe(404);
    expect((await t.request(`/user/student/stats/${student.id}`, { headers: tutor.headers })).status).toBe(200);
  });

  it('lists the tutor’s last 28 days of lessons, every day present', async () => {
    const activity = (await (await t.request(`/user/tutor/activity/${tutor.id}`, { headers: tutor.headers })).json()) as TutorActivity;
    expect(activity.days).toHaveLength(28);
    expect(activity.days.reduce((n, d) => n + d.lessons, 0)).toBe(3);
    expect(activity.days.at(-1)!.lessons).toBe(1);
  });
});
