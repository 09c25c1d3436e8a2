import { TZDate } from '@date-fns/tz';
import { type AvailabilityView, type LessonView, Role, type ScheduleView, type SlotView } from '@kalam/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Deps } from '../src/deps';
import { createAvailability } from '../src/services/availability-slot';
import { addPerson, makeTestApp, TEST_NOW } from './helpers';

// TEST_NOW is Sunday 2026-11-22 10:00 in Cairo; the calendar's hours and time off merge on the server.
const cairo = (d: number, h: number, m = 0) => new TZDate(2026, 10, d, h, m, 'Africa/Cairo').getTime();
const H = 60;

let t: Awaited<ReturnType<typeof makeTestApp>>;
type Person = Awaited<ReturnType<typeof addPerson>>;

beforeAll(async () => {
  t = await makeTestApp({ seed: false });
});
afterAll(() => t.close());

const hours = (who: Person, weekdays: number[], from: number, to: number) =>
  t.json(
    '/availability-slot/',
    { type: 'schedule', weekdays, startMinute: from, durationMinutes: to - from, validFrom: TEST_NOW },
    { headers: who.headers },
  );
const edit = (who: Person, id: number, body: Record<string, unknown>) =>
  t.request(`/availability-slot/${id}`, { method: 'PATCH', headers: who.headers, body: JSON.stringify(body) });
const timeOff = (who: Person, start: number, end: number, confirm?: boolean) =>
  t.json('/availability-slot/', { type: 'slot', kind: 'remove', start, end, confirm }, { headers: who.headers });

async function own(who: Person, from = cairo(22, 0), to = cairo(29, 0)) {
  const res = await t.request(`/availability-slot/?from=${from}&to=${to}`, { headers: who.headers });
  expect(res.status).toBe(200);
  return (await res.json()) as AvailabilityView;
}
/** The templates as `weekday:from-to` lines in minutes, sorted, for exact comparisons. */
const lines = (schedules: ScheduleView[] | null) =>
  (schedules ?? []).map((s) => `${s.weekdays.join(',')}:${s.startMinute}-${s.startMinute + s.durationMinutes}`).sort();

describe('weekly hours merge', () => {
  it('merges hours that touch into one block, keeping its id and needing no title', async () => {
    const tutor = await addPerson(t, { role: Role.Tutor });
    const first = await hours(tutor, [1], 10 * H, 12 * H);
    expect(first.status).toBe(201);
    const { id } = (await first.json()) as ScheduleView;
    const touching = await hours(tutor, [1], 12 * H, 14 * H);
    expect(touching.status).toBe(201);
    expect(await touching.json()).toMatchObject({ id, weekdays: [1], startMinute: 10 * H, durationMinutes: 4 * H, title: '' });
    const view = await own(tutor);
    expect(lines(view.schedules)).toEqual(['1:600-840']);
    expect(view.bookable).toEqual([{ start: cairo(23, 10), end: cairo(23, 14) }]);
  });

  it('merges overlapping hours on the days they share and leaves the other days alone', async () => {
    const tutor = await addPerson(t, { role: Role.Tutor });
    await hours(tutor, [6, 0, 1], 9 * H, 11 * H);
    const res = await hours(tutor, [1, 2], 10 * H, 13 * H);
    expect(res.status).toBe(201);
    expect(lines((await own(tutor)).schedules)).toEqual(['0,6:540-660', '1:540-780', '2:600-780']);
    // the same hours again change nothing (a replayed request)
    expect((await hours(tutor, [1, 2], 10 * H, 13 * H)).status).toBe(201);
    expect(lines((await own(tutor)).schedules)).toEqual(['0,6:540-660', '1:540-780', '2:600-780']);
  });

  it('merges hours moved or resized into other hours, and a replayed move answers the same block', async () => {
    const tutor = await addPerson(t, { role: Role.Tutor });
    await hours(tutor, [2], 9 * H, 11 * H);
    const later = (await (await hours(tutor, [2], 14 * H, 16 * H)).json()) as ScheduleView;
    const move = { from: 2, weekday: 2, startMinute: 10 * H, durationMinutes: 2 * H };
    const moved = await edit(tutor, later.id, move);
    expect(moved.status).toBe(200);
    const merged = (await moved.json()) as ScheduleView;
    expect(merged).toMatchObject({ weekdays: [2], startMinute: 9 * H, durationMinutes: 3 * H });
    expect(lines((await own(tutor)).schedules)).toEqual(['2:540-720']);
    const replay = await edit(tutor, later.id, move);
    expect(replay.status === 200 || replay.status === 404).toBe(true);
    expect(lines((await own(tutor)).schedules)).toEqual(['2:540-720']);
    // resizing the merged block's end, then moving it to Thursday
    const resized = await edit(tutor, merged.id, { from: 2, weekday: 2, startMinute: 9 * H, durationMinutes: 5 * H });
    expect(await resized.json()).toMatchObject({ id: merged.id, startMinute: 9 * H, durationMinutes: 5 * H });
    expect((await edit(tutor, merged.id, { from: 2, weekday: 4, startMinute: 8 * H, durationMinutes: 2 * H })).status).toBe(200);
    expect(lines((await own(tutor)).schedules)).toEqual(['4:480-600']);
  });

  it('moves one day of hours set on several days, and removes one day only', async () => {
    const tutor = await addPerson(t, { role: Role.Tutor });
    const { id } = (await (await hours(tutor, [0, 1, 2], 9 * H, 11 * H)).json()) as ScheduleView;
    expect((await edit(tutor, id, { from: 1, weekday: 1, startMinute: 15 * H, durationMinutes: H })).status).toBe(200);
    expect(lines((await own(tutor)).schedules)).toEqual(['0,2:540-660', '1:900-960']);
    const removed = await t.request(`/availability-slot/${id}?type=schedule&weekday=0`, { method: 'DELETE', headers: tutor.headers });
    expect(removed.status).toBe(200);
    expect(lines((await own(tutor)).schedules)).toEqual(['1:900-960', '2:540-660']);
  });

  it('merges hours added at the same moment from two tabs into one block, losing none', async () => {
    const tutor = await addPerson(t, { role: Role.Tutor });
    const answers = await Promise.all([8, 9, 10, 11, 12, 13].map((h) => hours(tutor, [3], h * H, (h + 1) * H)));
    expect(answers.map((r) => r.status)).toEqual([201, 201, 201, 201, 201, 201]);
    expect(lines((await own(tutor)).schedules)).toEqual(['3:480-840']);
  });

  it('merges two changes that read the same hours at the same moment: the later one re-reads and merges again', async () => {
    const tutor = await addPerson(t, { role: Role.Tutor });
    // hold each change after it has read the hours until both have: the worst interleaving of two tabs
    const released: (() => void)[] = [];
    let gate = true;
    const db = new Proxy(t.deps.db, {
      get(target, key) {
        const value = Reflect.get(target, key);
        if (key !== 'batch') return typeof value === 'function' ? value.bind(target) : value;
        return async (queries: Parameters<Deps['db']['batch']>[0]) => {
          const result = await target.batch(queries);
          if (gate && queries.length === 3)
            await new Promise<void>((resolve) => {
              released.push(resolve);
              if (released.length === 2) (gate = false), released.forEach((r) => r());
            });
          return result;
        };
      },
    });
    const deps = { ...t.deps, db };
    const caller = { id: tutor.id, role: Role.Tutor };
    const add = (from: number, to: number) =>
      createAvailability(deps, caller, {
        type: 'schedule',
        weekdays: [5],
        startMinute: from,
        durationMinutes: to - from,
        timeZone: 'Africa/Cairo',
        validFrom: TEST_NOW,
      });
    await Promise.all([add(8 * H, 10 * H), add(10 * H, 12 * H)]);
    expect(lines((await own(tutor)).schedules)).toEqual(['5:480-720']);
  });

  it('answers field codes from the catalogue for bad hours and bad moves', async () => {
    const tutor = await addPerson(t, { role: Role.Tutor });
    const { id } = (await (await hours(tutor, [1], 9 * H, 11 * H)).json()) as ScheduleView;
    const bad = await edit(tutor, id, { from: 9, weekday: 1, startMinute: 22 * H + 10, durationMinutes: 3 * H });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 'bad-request', errors: { from: 'invalid', startMinute: 'invalid' } });
    const pastMidnight = await edit(tutor, id, { from: 1, weekday: 1, startMinute: 23 * H, durationMinutes: 2 * H });
    expect(await pastMidnight.json()).toMatchObject({ errors: { durationMinutes: 'invalid' } });
    const title = await t.json(
      '/availability-slot/',
      { type: 'schedule', title: 'abc', weekdays: [1], startMinute: 9 * H, durationMinutes: 15, validFrom: TEST_NOW },
      { headers: tutor.headers },
    );
    expect(await title.json()).toMatchObject({ errors: { title: 'short-schedule-title', durationMinutes: 'invalid' } });
    const day = await t.request(`/availability-slot/${id}?type=schedule&weekday=٩`, { method: 'DELETE', headers: tutor.headers });
    expect(await day.json()).toMatchObject({ errors: { weekday: 'invalid' } });
    const other = await addPerson(t, { role: Role.Tutor });
    const notTheirs = await edit(other, id, { from: 1, weekday: 1, startMinute: 9 * H, durationMinutes: H });
    expect(notTheirs.status).toBe(404);
    expect(await notTheirs.json()).toMatchObject({ code: 'slot-not-found' });
    const student = await addPerson(t, { role: Role.Student });
    expect((await edit(student, id, { from: 1, weekday: 1, startMinute: 9 * H, durationMinutes: H })).status).toBe(403);
  });

  it('asks before a move drops a booked lesson, then cancels it on confirmation', async () => {
    const tutor = await addPerson(t, { role: Role.Tutor });
    const student = await addPerson(t, { role: Role.Student });
    const { id } = (await (await hours(tutor, [1], 9 * H, 12 * H)).json()) as ScheduleView;
    const booked = await t.json('/lesson/', { tutorId: tutor.id, start: cairo(23, 10), duration: 30 }, { headers: student.headers });
    expect(booked.status).toBe(201);
    const move = { from: 1, weekday: 1, startMinute: 14 * H, durationMinutes: 2 * H };
    const asked = await edit(tutor, id, move);
    expect(asked.status).toBe(409);
    expect(await asked.json()).toMatchObject({ code: 'conflicting-lessons' });
    expect(lines((await own(tutor)).schedules)).toEqual(['1:540-720']);
    expect((await edit(tutor, id, { ...move, confirm: true })).status).toBe(200);
    const lesson = (await (
      await t.request(`/lesson/${((await booked.json()) as LessonView).id}`, { headers: student.headers })
    ).json()) as LessonView;
    expect(lesson.status).toBe('cancelled');
  });
});

describe('time off as a date range', () => {
  it('keeps whole days from–to as one range, merging ranges that touch or overlap, and frees none of those days', async () => {
    const tutor = await addPerson(t, { role: Role.Tutor });
    await hours(tutor, [0, 1, 2, 3, 4, 5, 6], 9 * H, 17 * H);
    const first = await timeOff(tutor, cairo(24, 0), cairo(26, 0));
    expect(first.status).toBe(201);
    expect(await first.json()).toMatchObject({ kind: 'remove', start: cairo(24, 0), end: cairo(26, 0) });
    const touching = await timeOff(tutor, cairo(26, 0), cairo(27, 0));
    expect(await touching.json()).toMatchObject({ start: cairo(24, 0), end: cairo(27, 0) });
    const overlapping = await timeOff(tutor, cairo(25, 0), cairo(29, 0));
    expect(overlapping.status).toBe(201);
    const replay = await timeOff(tutor, cairo(25, 0), cairo(29, 0));
    expect(await replay.json()).toEqual(await overlapping.json());
    const view = await own(tutor, cairo(23, 0), cairo(30, 0));
    expect(view.slots?.map((s: SlotView) => [s.kind, s.start, s.end])).toEqual([['remove', cairo(24, 0), cairo(29, 0)]]);
    expect(view.bookable).toEqual([
      { start: cairo(23, 9), end: cairo(23, 17) },
      { start: cairo(29, 9), end: cairo(29, 17) },
    ]);
  });

  it('refuses a range that ends before it starts, off the 15-minute grid, or in the past', async () => {
    const tutor = await addPerson(t, { role: Role.Tutor });
    expect(await (await timeOff(tutor, cairo(26, 0), cairo(24, 0))).json()).toMatchObject({ errors: { end: 'invalid' } });
    expect(await (await timeOff(tutor, cairo(24, 0) + 60_000, cairo(26, 0))).json()).toMatchObject({ errors: { start: 'invalid' } });
    expect(await (await timeOff(tutor, cairo(20, 0), cairo(21, 0))).json()).toMatchObject({ errors: { end: 'invalid' } });
  });
});
