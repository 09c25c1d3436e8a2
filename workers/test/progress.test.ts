import { TZDate } from '@date-fns/tz';
import { type LessonDuration, type ProgressView, Role } from '@kalam/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deckReviews, lessonMarks, lessons } from '../src/db/schema';
import { addPerson, makeTestApp } from './helpers';

// TEST_NOW is Sunday 2026-11-22 10:00 in Cairo: this week began Saturday 21 November at midnight.
const cairo = (m: number, d: number, h: number, min = 0) => new TZDate(2026, m - 1, d, h, min, 'Africa/Cairo').getTime();

let t: Awaited<ReturnType<typeof makeTestApp>>;
beforeAll(async () => {
  t = await makeTestApp({ seed: false });
});
afterAll(() => t.close());

describe('a student’s progress', () => {
  it('counts lessons and minutes per Cairo week, words, homework and the practice streak from known data; their tutor sees the same', async () => {
    const tutor = await addPerson(t, { role: Role.Tutor });
    const otherTutor = await addPerson(t, { role: Role.Tutor });
    const student = await addPerson(t, { role: Role.Student });
    const stamp = { createdAt: cairo(11, 1, 0), updatedAt: cairo(11, 1, 0), price: 0, tutorId: tutor.id, studentId: student.id };
    const taken = [
      { start: cairo(11, 22, 8), duration: 30 }, // this week
      { start: cairo(11, 21, 9), duration: 15 }, // this week, its Saturday
      { start: cairo(11, 15, 10), duration: 30 }, // last week
      { start: cairo(11, 14, 0, 30), duration: 15 }, // last week, just after its Saturday midnight
      { start: cairo(11, 13, 23, 30), duration: 30 }, // the Friday before: two weeks ago
    ].map((l) => ({ ...l, duration: l.duration as LessonDuration }));
    const rows = await t.deps.db
      .insert(lessons)
      .values([
        ...taken.map((l) => ({ ...stamp, ...l })),
        { ...stamp, start: cairo(11, 22, 12), duration: 30 as const }, // later today: not taken yet
        { ...stamp, start: cairo(11, 20, 12), duration: 30 as const, canceledAt: cairo(11, 19, 0) }, // cancelled
      ])
      .returning({ id: lessons.id });
    const [first, , second] = rows;
    const cancelled = rows.at(-1)!;
    const mark = (lessonId: number, kind: 'word' | 'homework', doneAt: number | null = null) => ({
      lessonId,
      kind,
      text: kind === 'word' ? 'a deadline' : 'اكتب فقرة',
      detail: kind === 'word' ? 'موعد نهائي' : null,
      doneAt,
      createdAt: cairo(11, 15, 10, 20),
      updatedAt: cairo(11, 15, 10, 20),
    });
    await t.deps.db
      .insert(lessonMarks)
      .values([
        mark(second!.id, 'word'),
        mark(second!.id, 'homework', cairo(11, 16, 20)),
        mark(first!.id, 'homework', cairo(11, 22, 9)),
        mark(first!.id, 'homework'),
        mark(cancelled.id, 'homework', cairo(11, 20, 0)),
      ]);
    // practice on 22, 21 (late evening), 20 (just after midnight) and 19 November: four days in a row; 17 November is before a gap
    const practised = [
      cairo(11, 22, 9),
      cairo(11, 21, 23, 30),
      cairo(11, 20, 0, 10),
      cairo(11, 19, 12),
      cairo(11, 19, 12, 5),
      cairo(11, 17, 8),
    ];
    await t.deps.db.insert(deckReviews).values(
      practised.map((at, i) => ({
        studentId: student.id,
        id: `00000000-0000-4000-8000-00000000000${i}`,
        markId: 1,
        rating: 3,
        reviewedAt: at,
        receivedAt: at,
        cardVersion: i + 1,
        due: at,
      })),
    );

    const res = await t.request('/progress', { headers: student.headers });
    expect(res.status).toBe(200);
    const progress = (await res.json()) as ProgressView;
    expect(progress.weeks).toHaveLength(8);
    expect(progress.weeks.at(-1)).toEqual({ start: cairo(11, 21, 0), lessons: 2, minutes: 45, reviews: 2 });
    expect(progress.weeks.at(-2)).toEqual({ start: cairo(11, 14, 0), lessons: 2, minutes: 45, reviews: 4 });
    expect(progress.weeks.at(-3)).toEqual({ start: cairo(11, 7, 0), lessons: 1, minutes: 30, reviews: 0 });
    expect(progress.weeks[0]!.start).toBe(cairo(10, 3, 0));
    expect(progress.weeks.slice(0, 5).every((w) => w.lessons === 0 && w.reviews === 0)).toBe(true);
    expect(progress).toMatchObject({ words: { total: 1, learned: 0, due: 1 }, homework: { total: 3, done: 2 }, streak: 4 });

    const summary = await t.request(`/progress/student/${student.id}`, { headers: tutor.headers });
    expect(await summary.json()).toEqual(progress);
    const stranger = await t.request(`/progress/student/${student.id}`, { headers: otherTutor.headers });
    expect(stranger.status).toBe(404);
    expect(await stranger.json()).toMatchObject({ code: 'student-not-found' });
    expect((await t.request('/progress', { headers: tutor.headers })).status).toBe(403);
    expect((await t.request(`/progress/student/${student.id}`, { headers: student.headers })).status).toBe(403);
  });

  it('keeps a streak through today until the day ends, and starts at nothing', async () => {
    const student = await addPerson(t, { role: Role.Student });
    const empty = (await (await t.request('/progress', { headers: student.headers })).json()) as ProgressView;
    expect(empty).toMatchObject({ streak: 0, words: { total: 0, learned: 0, due: 0 }, homework: { total: 0, done: 0 } });
    // practised yesterday only: the streak still stands this morning
    await t.deps.db.insert(deckReviews).values({
      studentId: student.id,
      id: '00000000-0000-4000-8000-000000000099',
      markId: 1,
      rating: 3,
      reviewedAt: cairo(11, 21, 20),
      receivedAt: cairo(11, 21, 20),
      cardVersion: 1,
      due: cairo(11, 21, 20),
    });
    expect(((await (await t.request('/progress', { headers: student.headers })).json()) as ProgressView).streak).toBe(1);
  });
});
