import { TZDate } from '@date-fns/tz';
import { DAY_MS, type Paged, Role, type TutorCard } from '@kalam/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lessons, ratings, slots, topics, tutorTopics } from '../src/db/schema';
import { addPerson, makeTestApp, TEST_NOW } from './helpers';

// TEST_NOW is Sunday 2026-11-22 10:00 Cairo. Unseeded: only the tutors made here.
let t: Awaited<ReturnType<typeof makeTestApp>>;
const cairo = (d: number, h: number, m = 0) => new TZDate(2026, 10, d, h, m, 'Africa/Cairo').getTime();
const ids: Record<string, number> = {};

async function tutorWith(name: string, schedule?: { weekdays: number[]; startMinute: number; durationMinutes: number }, notice = 0) {
  const p = await addPerson(t, { role: Role.Tutor, name, noticeMinutes: notice });
  if (schedule) {
    const res = await t.json(
      '/availability-slot/',
      { type: 'schedule', title: 'مواعيدي الأسبوعية', validFrom: TEST_NOW - DAY_MS, ...schedule },
      { headers: p.headers },
    );
    expect(res.status).toBe(201);
  }
  ids[name] = p.id;
  return p;
}

beforeAll(async () => {
  t = await makeTestApp({ seed: false });
  await tutorWith('Morning Tutor', { weekdays: [0, 1, 2, 3, 4], startMinute: 8 * 60, durationMinutes: 180 });
  await tutorWith('Evening Tutor', { weekdays: [6], startMinute: 19 * 60, durationMinutes: 120 });
  await tutorWith('Busy Tutor', { weekdays: [0], startMinute: 10 * 60, durationMinutes: 60 }, 120);
  await tutorWith('No Schedule');
  const rater = await addPerson(t, { role: Role.Student });
  await t.deps.db.insert(ratings).values([
    { raterId: rater.id, rateeId: ids['Morning Tutor']!, value: 5, createdAt: TEST_NOW, updatedAt: TEST_NOW },
    { raterId: rater.id, rateeId: ids['Evening Tutor']!, value: 3, createdAt: TEST_NOW, updatedAt: TEST_NOW },
  ]);
});
afterAll(() => t.close());

const list = async (query: string) => (await (await t.request(`/user/tutor/list/onboarded?size=50&${query}`)).json()) as Paged<TutorCard>;
const names = (p: Paged<TutorCard>) => p.list.map((c) => c.name).sort();

describe('tutor cards', () => {
  it('show the next bookable time (today after now, else the next open day; notice respected)', async () => {
    const cards = new Map((await list('')).list.map((c) => [c.name, c.nextFreeTime]));
    expect(cards.get('Morning Tutor')).toBe(TEST_NOW); // Sunday 10:00, inside 08:00–11:00
    expect(cards.get('Evening Tutor')).toBe(cairo(28, 19)); // next Saturday 19:00
    // Sunday 10:00–11:00 but 2 hours' notice: today is gone, next Sunday
    expect(cards.get('Busy Tutor')).toBe(cairo(29, 10));
    expect(cards.get('No Schedule')).toBeNull();
  });

  it('filter by free day and time of day in Cairo, and by minimum rating', async () => {
    expect(names(await list('day=6'))).toEqual(['Evening Tutor']);
    expect(names(await list('period=morning'))).toEqual(['Busy Tutor', 'Morning Tutor']);
    expect(names(await list('period=evening'))).toEqual(['Evening Tutor']);
    expect(names(await list('day=1&period=morning'))).toEqual(['Morning Tutor']);
    expect(names(await list('minRating=4'))).toEqual(['Morning Tutor']);
    const bad = await t.request('/user/tutor/list/onboarded?period=noon&day=9');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 'bad-request', errors: { period: 'invalid', day: 'invalid' } });
  });
});

describe('plan price on cards and profiles', () => {
  it('is the cheapest month of a plan anyone may buy, after its month discount, and follows a plan change at once', async () => {
    const admin = await addPerson(t, { role: Role.SuperAdmin });
    const price = async () => [
      (await list('')).list[0]!.planFrom,
      ((await (await t.request(`/user/tutor/info/${ids['Morning Tutor']}`)).json()) as TutorCard).planFrom,
    ];
    expect(await price()).toEqual([null, null]);
    const plan = {
      alias: 'Beginning',
      nameAr: 'المبتدئ',
      weeklyMinutes: 60,
      forInvitesOnly: false,
      fullMonthPrice: 52_000,
      fullQuarterPrice: 156_000,
      halfYearPrice: 312_000,
      fullYearPrice: 624_000,
      fullMonthDiscount: 0,
      fullQuarterDiscount: 0,
      halfYearDiscount: 0,
      fullYearDiscount: 0,
    };
    const created = await t.json('/plan/', plan, { headers: admin.headers });
    expect(created.status, await created.clone().text()).toBe(201);
    expect(await price()).toEqual([52_000, 52_000]);
    const { id } = (await created.json()) as { id: number };
    // a cheaper year is charged as a year: the card keeps quoting the month
    expect((await t.json(`/plan/${id}`, { fullYearDiscount: 50 }, { method: 'PUT', headers: admin.headers })).status).toBe(200);
    expect(await price()).toEqual([52_000, 52_000]);
    expect((await t.json(`/plan/${id}`, { fullMonthDiscount: 10 }, { method: 'PUT', headers: admin.headers })).status).toBe(200);
    expect(await price()).toEqual([46_800, 46_800]);
    await t.json('/plan/', { ...plan, alias: 'Invited', fullMonthPrice: 1_000, forInvitesOnly: true }, { headers: admin.headers });
    expect(await price()).toEqual([46_800, 46_800]);
  });
});

describe('tutor profile', () => {
  it('answers an onboarded tutor’s public profile with next free time, and not-found otherwise', async () => {
    const res = await t.request(`/user/tutor/info/${ids['Evening Tutor']}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      id: ids['Evening Tutor'],
      name: 'Evening Tutor',
      nextFreeTime: cairo(28, 19),
      noticeMinutes: 0,
      video: null,
      joinedAt: TEST_NOW,
    });
    const applicant = await addPerson(t, { role: Role.Tutor, activated: false });
    expect(await (await t.request(`/user/tutor/info/${applicant.id}`)).json()).toEqual({ code: 'tutor-not-found' });
  });

  it('lists a tutor’s reviews newest first with the rater', async () => {
    const res = await t.request(`/rating/list/tutor/${ids['Morning Tutor']}?size=5`);
    const body = (await res.json()) as Paged<{ value: number; rater: { name: string } }>;
    expect(body.total).toBe(1);
    expect(body.list[0]).toMatchObject({ value: 5, rater: { name: expect.any(String) } });
  });
});

describe('a card in the list, read in the page statement', () => {
  it('shows what the profile shows: topics by id, the next free time after lessons, removed and added slots', async () => {
    const tutor = await tutorWith('Booked Tutor', { weekdays: [0], startMinute: 10 * 60, durationMinutes: 60 });
    const student = await addPerson(t, { role: Role.Student });
    const [grammar, speaking] = await t.deps.db
      .insert(topics)
      .values([
        { nameAr: 'القواعد', nameEn: 'Grammar', createdAt: TEST_NOW },
        { nameAr: 'المحادثة', nameEn: 'Speaking', createdAt: TEST_NOW },
      ])
      .returning();
    await t.deps.db.insert(tutorTopics).values([
      { tutorId: tutor.id, topicId: speaking!.id },
      { tutorId: tutor.id, topicId: grammar!.id },
    ]);
    // today's hour is taken by a lesson and a removed half hour; Monday 15:00 is added
    await t.deps.db.insert(lessons).values({
      tutorId: tutor.id,
      studentId: student.id,
      start: TEST_NOW,
      duration: 30,
      price: 0,
      createdAt: TEST_NOW,
      updatedAt: TEST_NOW,
    });
    await t.deps.db.insert(slots).values([
      { tutorId: tutor.id, start: cairo(22, 10, 30), end: cairo(22, 11), kind: 'remove', createdAt: TEST_NOW },
      { tutorId: tutor.id, start: cairo(23, 15), end: cairo(23, 16), kind: 'add', createdAt: TEST_NOW },
    ]);
    const card = (await list('sortBy=newest')).list.find((c) => c.id === tutor.id);
    const profile = (await (await t.request(`/user/tutor/info/${tutor.id}`)).json()) as TutorCard;
    const shown = {
      topics: [
        { id: grammar!.id, nameAr: 'القواعد', nameEn: 'Grammar' },
        { id: speaking!.id, nameAr: 'المحادثة', nameEn: 'Speaking' },
      ],
      nextFreeTime: cairo(23, 15),
    };
    expect(card).toMatchObject(shown);
    expect(profile).toMatchObject(shown);
  });
});
