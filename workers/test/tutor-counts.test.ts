import { TZDate } from '@date-fns/tz';
import { DAY_MS, type LessonView, Role, type TutorCard } from '@kalam/core';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ratings, tutors } from '../src/db/schema';
import { TUTOR_CACHE_STALE_MS, TUTOR_CACHE_TTL_MS } from '../src/services/cache';
import { addPerson, makeTestApp, openEveryDay, TEST_NOW } from './helpers';

// The counts a tutor row keeps (decision 051): lessons not cancelled and ratings, written by triggers in the same
// transaction as every booking, move, cancellation and rating, so cards and the list's orders read no lesson per tutor.
let t: Awaited<ReturnType<typeof makeTestApp>>;
type Person = Awaited<ReturnType<typeof addPerson>>;
let tutor: Person;
const CACHE_LAPSE_MS = TUTOR_CACHE_TTL_MS + TUTOR_CACHE_STALE_MS + 1;
const cairo = (d: number, h: number, m = 0) => new TZDate(2026, 10, d, h, m, 'Africa/Cairo').getTime();

beforeAll(async () => {
  t = await makeTestApp({ seed: false });
  tutor = await addPerson(t, { role: Role.Tutor, name: 'Counted Tutor' });
  await openEveryDay(t, tutor);
});
afterAll(() => t.close());

/** A new student books the tutor at `start` for 30 minutes (a student without a plan holds one coming lesson). */
async function booked(start: number): Promise<{ student: Person; lesson: LessonView }> {
  const student = await addPerson(t, { role: Role.Student });
  const res = await t.json('/lesson/', { tutorId: tutor.id, start, duration: 30 }, { headers: student.headers });
  expect(res.status, await res.clone().text()).toBe(201);
  return { student, lesson: (await res.json()) as LessonView };
}

/** The stored counts beside the same counts made from the rows. */
async function counts() {
  const [row] = await t.deps.db
    .select({
      lessons: tutors.liveLessons,
      count: tutors.ratingCount,
      sum: tutors.ratingSum,
      counted: sql<string>`json_array(
        (select count(*) from lessons where tutor_id = ${tutor.id} and canceled_at is null),
        (select count(*) from ratings where ratee_id = ${tutor.id}),
        (select coalesce(sum(value), 0) from ratings where ratee_id = ${tutor.id}))`,
    })
    .from(tutors)
    .where(eq(tutors.userId, tutor.id));
  return { stored: [row!.lessons, row!.count, row!.sum], counted: JSON.parse(row!.counted) as number[] };
}

/** The tutor's card as a student sees it on the profile, read once the cached answer has lapsed. */
async function card(): Promise<TutorCard> {
  t.advance(CACHE_LAPSE_MS);
  const res = await t.request(`/user/tutor/info/${tutor.id}`);
  expect(res.status).toBe(200);
  return (await res.json()) as TutorCard;
}

const cancel = (who: Person, id: number) => t.request(`/lesson/${id}`, { method: 'DELETE', headers: who.headers });
const move = (who: Person, id: number, start: number) =>
  t.request('/lesson', { method: 'PATCH', headers: who.headers, body: JSON.stringify({ id, start, duration: 30 }) });

describe('lessons taught and ratings kept on the tutor row', () => {
  it('count a lesson once it has ended, never a cancelled one, through bookings, moves and cancellations', async () => {
    const a = await booked(cairo(27, 11));
    const b = await booked(cairo(27, 12));
    const c = await booked(cairo(27, 13));
    expect(await counts()).toEqual({ stored: [3, 0, 0], counted: [3, 0, 0] });
    expect((await cancel(b.student, b.lesson.id)).status).toBe(200);
    // a move cancels the old lesson and books the new one in one transaction: still two
    const moved = await move(c.student, c.lesson.id, cairo(27, 15));
    expect(moved.status).toBe(200);
    expect(await counts()).toEqual({ stored: [2, 0, 0], counted: [2, 0, 0] });
    // booked but not yet given: nothing taught
    expect(await card()).toMatchObject({ lessonsTaught: 0, studentsTaught: 0 });
    // the first lesson ends at 11:30; the moved one is still on at 15:10
    t.advance(cairo(27, 15, 10) - t.deps.now() - CACHE_LAPSE_MS);
    expect(await card()).toMatchObject({ lessonsTaught: 1, studentsTaught: 1 });
    t.advance(DAY_MS);
    expect(await card()).toMatchObject({ lessonsTaught: 2, studentsTaught: 2 });
    // an ended lesson cannot be cancelled, so what was taught stays taught
    expect((await cancel(a.student, a.lesson.id)).status).toBe(400);
    expect(await card()).toMatchObject({ lessonsTaught: 2 });
  });

  it('stay right when the same lessons are cancelled and moved at once by both members', async () => {
    const now = t.deps.now();
    const day = new TZDate(now + 4 * DAY_MS, 'Africa/Cairo');
    const at = (h: number) => new TZDate(day.getFullYear(), day.getMonth(), day.getDate(), h, 0, 'Africa/Cairo').getTime();
    const before = (await counts()).stored[0]!;
    const lessons = await Promise.all([10, 11, 12, 13, 14].map((h) => booked(at(h))));
    expect((await counts()).stored[0]).toBe(before + 5);
    await Promise.all(
      lessons.flatMap(({ student, lesson }, i) =>
        i % 2
          ? // tutor and student cancel the same lesson together: one of them cancels it
            [cancel(student, lesson.id), cancel(tutor, lesson.id), cancel(student, lesson.id)]
          : // one moves it while the other cancels it: a move, a cancellation, or both in turn
            [move(student, lesson.id, at(17 + i / 2)), cancel(tutor, lesson.id)],
      ),
    );
    const after = await counts();
    expect(after.stored).toEqual(after.counted);
    // the two cancelled together are gone for good; each of the other three is live at most once
    expect(after.stored[0]).toBeGreaterThanOrEqual(before);
    expect(after.stored[0]).toBeLessThanOrEqual(before + 3);
  });

  it('follow ratings given, changed and taken back, as the card shows them', async () => {
    const raters = await Promise.all([1, 2, 3].map(() => addPerson(t, { role: Role.Student })));
    await t.deps.db
      .insert(ratings)
      .values(raters.map((r, i) => ({ raterId: r.id, rateeId: tutor.id, value: 3 + i, createdAt: TEST_NOW, updatedAt: TEST_NOW })));
    expect(await card()).toMatchObject({ rating: { avg: 4, count: 3 } });
    await t.deps.db.update(ratings).set({ value: 1 }).where(eq(ratings.raterId, raters[2]!.id));
    expect(await card()).toMatchObject({ rating: { avg: 2.7, count: 3 } });
    await t.deps.db.delete(ratings).where(eq(ratings.raterId, raters[0]!.id));
    expect(await card()).toMatchObject({ rating: { avg: 2.5, count: 2 } });
    const { stored, counted } = await counts();
    expect(stored).toEqual(counted);
    await t.deps.db.delete(ratings).where(eq(ratings.rateeId, tutor.id));
    expect(await card()).toMatchObject({ rating: { avg: null, count: 0 } });
  });
});
