import { TZDate } from '@date-fns/tz';
import { type AvailabilityView, DAY_MS, type LessonView, type Paged, Role } from '@kalam/core';
import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pairKey } from '../src/db/pair-key';
import { lessons, notifications, outbox, plans, roomMembers, rooms, studentCells, subscriptions, tutorCells } from '../src/db/schema';
import { setOnline } from '../src/services/presence';
import { addPerson, makeTestApp, TEST_NOW } from './helpers';

// TEST_NOW is Sunday 2026-11-22 10:00 in Cairo.
const cairo = (d: number, h: number, m = 0) => new TZDate(2026, 10, d, h, m, 'Africa/Cairo').getTime();

let t: Awaited<ReturnType<typeof makeTestApp>>;
type Person = Awaited<ReturnType<typeof addPerson>>;
let tutor: Person;

beforeAll(async () => {
  t = await makeTestApp();
  tutor = await addPerson(t, { role: Role.Tutor });
  await openDaily(tutor);
});
afterAll(() => t.close());

/** Every day 09:00–21:00 Cairo from yesterday on. */
async function openDaily(host: Person) {
  const res = await t.json(
    '/availability-slot/',
    {
      type: 'schedule',
      title: 'كل يوم صباحًا ومساءً',
      weekdays: [0, 1, 2, 3, 4, 5, 6],
      startMinute: 9 * 60,
      durationMinutes: 12 * 60,
      validFrom: TEST_NOW - DAY_MS,
    },
    { headers: host.headers },
  );
  expect(res.status).toBe(201);
}

const book = (who: Person, body: Record<string, unknown>, key?: string) =>
  t.json('/lesson/', body, { headers: { ...who.headers, ...(key ? { 'idempotency-key': key } : {}) } });

async function subscribe(student: Person, weeklyMinutes: number) {
  const [plan] = await t.deps.db
    .insert(plans)
    .values({
      alias: `Plan ${weeklyMinutes}`,
      weeklyMinutes,
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
    start: TEST_NOW - DAY_MS,
    end: TEST_NOW + 60 * DAY_MS,
    createdAt: TEST_NOW,
  });
}

const activeLessons = async (tutorId: number) =>
  (
    await t.deps.db
      .select({ n: count() })
      .from(lessons)
      .where(and(eq(lessons.tutorId, tutorId), isNull(lessons.canceledAt)))
  )[0]!.n;

describe('bookable times', () => {
  it('shows an onboarded tutor’s free time to anyone, the templates only to the tutor', async () => {
    const q = `/availability-slot/?tutorId=${tutor.id}&from=${cairo(22, 0)}&to=${cairo(24, 0)}`;
    const pub = (await (await t.request(q)).json()) as AvailabilityView;
    expect(pub.bookable[0]).toEqual({ start: TEST_NOW, end: cairo(22, 21) });
    expect(pub.bookable[1]).toEqual({ start: cairo(23, 9), end: cairo(23, 21) });
    expect(pub.schedules).toBeNull();
    const own = (await (await t.request(q, { headers: tutor.headers })).json()) as AvailabilityView;
    expect(own.schedules).toHaveLength(1);
    expect(own.schedules![0]).toMatchObject({
      weekdays: [0, 1, 2, 3, 4, 5, 6],
      startMinute: 540,
      durationMinutes: 720,
      timeZone: 'Africa/Cairo',
    });
  });

  it('refuses bad bounds with field codes', async () => {
    const short = await t.json(
      '/availability-slot/',
      { type: 'schedule', title: 'abc', weekdays: [1], startMinute: 10, durationMinutes: 15, validFrom: TEST_NOW },
      { headers: tutor.headers },
    );
    expect(short.status).toBe(400);
    expect(((await short.json()) as { errors: Record<string, string> }).errors).toMatchObject({
      title: 'short-schedule-title',
      startMinute: 'invalid',
      durationMinutes: 'invalid',
    });
  });

  it('is for tutors: a student cannot add availability', async () => {
    const student = await addPerson(t, { role: Role.Student });
    const res = await t.json(
      '/availability-slot/',
      { type: 'slot', kind: 'add', start: cairo(25, 9), end: cairo(25, 10) },
      { headers: student.headers },
    );
    expect(res.status).toBe(403);
  });
});

describe('booking', () => {
  it('books a bookable time at the platform price and opens the pair’s chat room', async () => {
    const student = await addPerson(t, { role: Role.Student });
    const res = await book(student, { tutorId: tutor.id, start: cairo(23, 10), duration: 30 });
    expect(res.status).toBe(201);
    const lesson = (await res.json()) as LessonView;
    expect(lesson).toMatchObject({
      start: cairo(23, 10),
      duration: 30,
      price: 7500,
      status: 'pending',
      tutor: { id: tutor.id },
      student: { id: student.id },
    });
    expect(lesson.changeableUntil).toBe(cairo(23, 4));
    const pair = pairKey(tutor.id, student.id);
    const [room] = await t.deps.db.select().from(rooms).where(eq(rooms.pairKey, pair));
    expect(await t.deps.db.select().from(roomMembers).where(eq(roomMembers.roomId, room!.id))).toHaveLength(2);
    expect(await t.deps.db.select().from(notifications).where(eq(notifications.userId, tutor.id))).toContainEqual(
      expect.objectContaining({ kind: 'lesson-booked', lessonId: lesson.id }),
    );
    // the time is no longer offered
    const view = (await (
      await t.request(`/availability-slot/?tutorId=${tutor.id}&from=${cairo(23, 0)}&to=${cairo(24, 0)}`)
    ).json()) as AvailabilityView;
    expect(view.bookable).toEqual([
      { start: cairo(23, 9), end: cairo(23, 10) },
      { start: cairo(23, 10, 30), end: cairo(23, 21) },
    ]);
  });

  it('refuses an unverified student, a time off the schedule, off the grid, or inside the notice', async () => {
    const unverified = await addPerson(t, { role: Role.Student, verified: false });
    const u = await book(unverified, { tutorId: tutor.id, start: cairo(24, 10), duration: 30 });
    expect(u.status).toBe(400);
    expect(await u.json()).toMatchObject({ code: 'bad-request', errors: { verified: 'required' } });

    const student = await addPerson(t, { role: Role.Student });
    const night = await book(student, { tutorId: tutor.id, start: cairo(24, 22), duration: 30 });
    expect(await night.json()).toMatchObject({ code: 'bad-request', errors: { start: 'invalid' } });
    const offGrid = await book(student, { tutorId: tutor.id, start: cairo(24, 10, 5), duration: 30 });
    expect(await offGrid.json()).toMatchObject({ code: 'bad-request', errors: { start: 'invalid' } });
    const odd = await book(student, { tutorId: tutor.id, start: cairo(24, 10), duration: 45 });
    expect(await odd.json()).toMatchObject({ code: 'bad-request', errors: { duration: 'invalid' } });

    const careful = await addPerson(t, { role: Role.Tutor, noticeMinutes: 180 });
    await openDaily(careful);
    const soon = await book(student, { tutorId: careful.id, start: cairo(22, 12), duration: 15 });
    expect(await soon.json()).toMatchObject({ code: 'bad-request', errors: { start: 'invalid' } });
    expect((await book(student, { tutorId: careful.id, start: cairo(22, 13), duration: 15 })).status).toBe(201);

    const applicant = await addPerson(t, { role: Role.Tutor, activated: false });
    expect(await (await book(student, { tutorId: applicant.id, start: cairo(24, 10), duration: 15 })).json()).toMatchObject({
      code: 'tutor-not-found',
    });
  });

  it('answers a replayed request (same idempotency key) with the same lesson', async () => {
    const student = await addPerson(t, { role: Role.Student });
    const key = crypto.randomUUID();
    const first = await book(student, { tutorId: tutor.id, start: cairo(25, 12), duration: 15 }, key);
    const again = await book(student, { tutorId: tutor.id, start: cairo(25, 12), duration: 15 }, key);
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(((await again.json()) as LessonView).id).toBe(((await first.json()) as LessonView).id);
  });

  it('lets exactly one of 100 concurrent overlapping requests (15 and 30 minutes) have the time', async () => {
    const host = await addPerson(t, { role: Role.Tutor });
    await openDaily(host);
    const students = await Promise.all(Array.from({ length: 100 }, () => addPerson(t, { role: Role.Student })));
    // every request holds the 09:15 cell: 30 at 09:00, 30 at 09:15, 15 at 09:15
    const shapes = [
      { start: cairo(26, 9), duration: 30 },
      { start: cairo(26, 9, 15), duration: 30 },
      { start: cairo(26, 9, 15), duration: 15 },
    ];
    const answers = await Promise.all(students.map((s, i) => book(s, { tutorId: host.id, ...shapes[i % 3] })));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s !== 201).every((s) => s === 409 || s === 400)).toBe(true);
    const codes = new Set(
      await Promise.all(answers.filter((r) => r.status !== 201).map(async (r) => ((await r.json()) as { code: string }).code)),
    );
    expect([...codes].every((c) => c === 'busy-tutor' || c === 'bad-request')).toBe(true);
    expect(await activeLessons(host.id)).toBe(1);
    const [winner] = await t.deps.db.select().from(lessons).where(eq(lessons.tutorId, host.id));
    expect(await t.deps.db.select().from(tutorCells).where(eq(tutorCells.lessonId, winner!.id))).toHaveLength(winner!.duration / 15);
  });

  it('never lets a student hold two overlapping lessons with different tutors, even at once', async () => {
    const [a, b] = [await addPerson(t, { role: Role.Tutor }), await addPerson(t, { role: Role.Tutor })];
    await openDaily(a);
    await openDaily(b);
    const student = await addPerson(t, { role: Role.Student });
    await subscribe(student, 600);
    expect((await book(student, { tutorId: a.id, start: cairo(27, 10), duration: 30 })).status).toBe(201);
    const again = await book(student, { tutorId: b.id, start: cairo(27, 10, 15), duration: 15 });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: 'conflicting-lessons' });

    const racer = await addPerson(t, { role: Role.Student });
    await subscribe(racer, 600);
    const both = await Promise.all(
      [a, b].flatMap((tt) => [0, 15].map((m) => book(racer, { tutorId: tt.id, start: cairo(27, 12, m), duration: 30 }))),
    );
    expect(both.filter((r) => r.status === 201)).toHaveLength(1);
    expect(await t.deps.db.select().from(studentCells).where(eq(studentCells.studentId, racer.id))).toHaveLength(2);
  });

  it('holds the trial and weekly quota under concurrent requests', async () => {
    const tutors = await Promise.all([0, 1, 2, 3, 4, 5].map(() => addPerson(t, { role: Role.Tutor })));
    for (const h of tutors) await openDaily(h);
    // no plan: one unfinished lesson at a time
    const trial = await addPerson(t, { role: Role.Student });
    const trialAnswers = await Promise.all(tutors.map((h, i) => book(trial, { tutorId: h.id, start: cairo(24, 10 + i), duration: 30 })));
    expect(trialAnswers.filter((r) => r.status === 201)).toHaveLength(1);
    const refusals = await Promise.all(trialAnswers.filter((r) => r.status !== 201).map((r) => r.json()));
    expect(refusals.every((b) => (b as { code: string }).code === 'reached-booking-limit')).toBe(true);

    // 60 weekly minutes: two 30-minute lessons in the Saturday-start week, whatever the timing
    const sub = await addPerson(t, { role: Role.Student });
    await subscribe(sub, 60);
    const week = await Promise.all(tutors.map((h, i) => book(sub, { tutorId: h.id, start: cairo(25, 10 + i), duration: 30 })));
    expect(week.filter((r) => r.status === 201)).toHaveLength(2);
    // next week (from Saturday 28th) has its own quota
    expect((await book(sub, { tutorId: tutors[0]!.id, start: cairo(28, 10), duration: 30 })).status).toBe(201);
  });
});

describe('changing and cancelling', () => {
  let student: Person;
  let lesson: LessonView;
  beforeAll(async () => {
    student = await addPerson(t, { role: Role.Student });
    lesson = (await (await book(student, { tutorId: tutor.id, start: cairo(29, 10), duration: 30 })).json()) as LessonView;
  });

  it('moves a lesson: the old one is cancelled, the new one points back, the trial still counts once', async () => {
    const res = await t.request('/lesson', {
      method: 'PATCH',
      headers: student.headers,
      body: JSON.stringify({ id: lesson.id, start: cairo(29, 11), duration: 30 }),
    });
    expect(res.status).toBe(200);
    const moved = (await res.json()) as LessonView;
    expect(moved).toMatchObject({ start: cairo(29, 11), rebookedFrom: lesson.id, status: 'pending', price: lesson.price });
    const old = (await (await t.request(`/lesson/${lesson.id}`, { headers: student.headers })).json()) as LessonView;
    expect(old.status).toBe('cancelled');
    // moving onto its own time again works (cells of the old lesson are freed in the same transaction)
    const back = await t.request('/lesson', {
      method: 'PATCH',
      headers: student.headers,
      body: JSON.stringify({ id: moved.id, start: cairo(29, 11, 15), duration: 30 }),
    });
    expect(back.status).toBe(200);
    lesson = (await back.json()) as LessonView;
  });

  it('lists only the caller’s lessons, with status filters', async () => {
    const list = (await (await t.request('/lesson/list/?status=upcoming', { headers: student.headers })).json()) as Paged<LessonView>;
    expect(list.list.map((l) => l.id)).toEqual([lesson.id]);
    const all = (await (await t.request('/lesson/list/?status=cancelled', { headers: student.headers })).json()) as Paged<LessonView>;
    expect(all.total).toBe(2);
    const stranger = await addPerson(t, { role: Role.Student });
    expect((await t.request(`/lesson/${lesson.id}`, { headers: stranger.headers })).status).toBe(404);
    expect(((await (await t.request('/lesson/list/', { headers: stranger.headers })).json()) as Paged<LessonView>).total).toBe(0);
  });

  it('cancels until the window, frees the time, and tells the tutor', async () => {
    const stranger = await addPerson(t, { role: Role.Student });
    expect((await t.request(`/lesson/${lesson.id}`, { method: 'DELETE', headers: stranger.headers })).status).toBe(404);
    const res = await t.request(`/lesson/${lesson.id}`, { method: 'DELETE', headers: student.headers });
    expect(res.status).toBe(200);
    expect(((await res.json()) as LessonView).status).toBe('cancelled');
    expect(await t.deps.db.select().from(tutorCells).where(eq(tutorCells.lessonId, lesson.id))).toHaveLength(0);
    expect(
      await t.deps.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, tutor.id), eq(notifications.lessonId, lesson.id), eq(notifications.kind, 'lesson-canceled'))),
    ).toHaveLength(1);
    // the same time can be booked again
    expect((await book(student, { tutorId: tutor.id, start: cairo(29, 11, 15), duration: 30 })).status).toBe(201);
  });

  it('refuses to cancel or move inside the cancellation window (6 hours)', async () => {
    const s = await addPerson(t, { role: Role.Student });
    const soon = (await (await book(s, { tutorId: tutor.id, start: cairo(22, 14), duration: 15 })).json()) as LessonView;
    const cancel = await t.request(`/lesson/${soon.id}`, { method: 'DELETE', headers: s.headers });
    expect(cancel.status).toBe(400);
    expect(await cancel.json()).toMatchObject({ code: 'bad-request', errors: { start: 'invalid' } });
    const move = await t.request('/lesson', {
      method: 'PATCH',
      headers: tutor.headers,
      body: JSON.stringify({ id: soon.id, start: cairo(22, 18), duration: 15 }),
    });
    expect(move.status).toBe(400);
  });
});

describe('removing availability that holds lessons', () => {
  it('asks to confirm, then cancels the lessons and notifies the students by email and in the app', async () => {
    const host = await addPerson(t, { role: Role.Tutor });
    await openDaily(host);
    const student = await addPerson(t, { role: Role.Student });
    const lesson = (await (await book(student, { tutorId: host.id, start: cairo(30, 10), duration: 30 })).json()) as LessonView;
    const removal = { type: 'slot', kind: 'remove', start: cairo(30, 9), end: cairo(30, 13) };
    const ask = await t.json('/availability-slot/', removal, { headers: host.headers });
    expect(ask.status).toBe(409);
    const body = (await ask.json()) as { code: string; details: { lessons: LessonView[] } };
    expect(body.code).toBe('conflicting-lessons');
    expect(body.details.lessons.map((l) => l.id)).toEqual([lesson.id]);
    expect(await activeLessons(host.id)).toBe(1);

    const sent = await t.json('/availability-slot/', { ...removal, confirm: true }, { headers: host.headers });
    expect(sent.status).toBe(201);
    expect(await activeLessons(host.id)).toBe(0);
    expect(
      await t.deps.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, student.id), eq(notifications.kind, 'lesson-canceled'))),
    ).toHaveLength(1);
    const mail = await t.deps.db.select().from(outbox).where(eq(outbox.subject, 'أُلغي درس — كلام'));
    expect(mail.length).toBeGreaterThan(0);
    const view = (await (
      await t.request(`/availability-slot/?tutorId=${host.id}&from=${cairo(30, 0)}&to=${cairo(31, 0)}`)
    ).json()) as AvailabilityView;
    expect(view.bookable).toEqual([{ start: cairo(30, 13), end: cairo(30, 21) }]);
  });

  it('deleting a template asks the same and cancels only after confirmation', async () => {
    const host = await addPerson(t, { role: Role.Tutor });
    await openDaily(host);
    const student = await addPerson(t, { role: Role.Student });
    expect((await book(student, { tutorId: host.id, start: cairo(30, 15), duration: 15 })).status).toBe(201);
    const own = (await (
      await t.request(`/availability-slot/?from=${cairo(30, 0)}&to=${cairo(31, 0)}`, { headers: host.headers })
    ).json()) as AvailabilityView;
    const id = own.schedules![0]!.id;
    const ask = await t.request(`/availability-slot/${id}?type=schedule`, { method: 'DELETE', headers: host.headers });
    expect(ask.status).toBe(409);
    const done = await t.request(`/availability-slot/${id}?type=schedule&confirm=true`, { method: 'DELETE', headers: host.headers });
    expect(done.status).toBe(200);
    expect(((await done.json()) as { canceled: LessonView[] }).canceled).toHaveLength(1);
    expect(await activeLessons(host.id)).toBe(0);
    const other = await addPerson(t, { role: Role.Tutor });
    expect((await t.request(`/availability-slot/${id}?type=schedule`, { method: 'DELETE', headers: other.headers })).status).toBe(404);
  });
});

describe('real-time events', () => {
  it('pushes lesson-booked to the tutor’s and the student’s inboxes, then rebooked and canceled', async () => {
    const student = await addPerson(t, { role: Role.Student });
    await setOnline(t.deps, tutor.id, true);
    await setOnline(t.deps, student.id, true);
    const from = t.realtime.sent.length;
    const lessonEvents = () => t.realtime.sent.slice(from).filter((s) => s.event.type.startsWith('lesson-'));
    const booked = (await (await book(student, { tutorId: tutor.id, start: cairo(27, 16), duration: 15 })).json()) as LessonView;
    expect(lessonEvents()).toEqual([
      { to: [tutor.id, student.id], event: { type: 'lesson-booked', lessonId: booked.id, start: cairo(27, 16) } },
    ]);

    const moved = (await (
      await t.json('/lesson', { id: booked.id, start: cairo(27, 17), duration: 15 }, { method: 'PATCH', headers: student.headers })
    ).json()) as LessonView;
    expect(lessonEvents().at(-1)).toEqual({
      to: [tutor.id, student.id],
      event: { type: 'lesson-rebooked', lessonId: moved.id, start: cairo(27, 17) },
    });

    expect((await t.request(`/lesson/${moved.id}`, { method: 'DELETE', headers: tutor.headers })).status).toBe(200);
    expect(lessonEvents().at(-1)).toEqual({
      to: [tutor.id, student.id],
      event: { type: 'lesson-canceled', lessonId: moved.id, start: cairo(27, 17) },
    });
    await setOnline(t.deps, tutor.id, false);
    await setOnline(t.deps, student.id, false);
  });

  it('wakes only the inboxes with a socket open: a member offline reads the lesson when they next connect', async () => {
    const student = await addPerson(t, { role: Role.Student });
    const from = t.realtime.sent.length;
    const lessonEvents = () => t.realtime.sent.slice(from).filter((s) => s.event.type.startsWith('lesson-'));
    const booked = (await (await book(student, { tutorId: tutor.id, start: cairo(28, 16), duration: 15 })).json()) as LessonView;
    expect(booked.id).toBeGreaterThan(0);
    expect(lessonEvents()).toEqual([]);

    await setOnline(t.deps, tutor.id, true);
    const moved = (await (
      await t.json('/lesson', { id: booked.id, start: cairo(28, 17), duration: 15 }, { method: 'PATCH', headers: student.headers })
    ).json()) as LessonView;
    expect(lessonEvents()).toEqual([{ to: [tutor.id], event: { type: 'lesson-rebooked', lessonId: moved.id, start: cairo(28, 17) } }]);
    await setOnline(t.deps, tutor.id, false);
  });
});
