import { HOUR_MS, MINUTE_MS, type Paged, type RatingView, Role } from '@kalam/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lessons } from '../src/db/schema';
import { joinSession, leaveSession } from '../src/services/session';
import { addPerson, makeTestApp, TEST_NOW } from './helpers';

let t: Awaited<ReturnType<typeof makeTestApp>>;
type Person = Awaited<ReturnType<typeof addPerson>>;
let tutor: Person;
let student: Person;

beforeAll(async () => {
  t = await makeTestApp({ seed: false });
  tutor = await addPerson(t, { role: Role.Tutor });
  student = await addPerson(t, { role: Role.Student, name: 'Rana Student' });
  // a lesson that ended yesterday
  await t.deps.db.insert(lessons).values({
    tutorId: tutor.id,
    studentId: student.id,
    start: TEST_NOW - 24 * HOUR_MS,
    duration: 30,
    price: 7500,
    createdAt: TEST_NOW - 48 * HOUR_MS,
    updatedAt: TEST_NOW - 48 * HOUR_MS,
  });
});
afterAll(() => t.close());

const rate = (who: Person, body: Record<string, unknown>) => t.json('/rating/', body, { headers: who.headers });

describe('ratings', () => {
  it('needs a fulfilled lesson with that tutor', async () => {
    const stranger = await addPerson(t, { role: Role.Student });
    const res = await rate(stranger, { rateeId: tutor.id, value: 5 });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'bad-request', errors: { rateeId: 'invalid' } });
    expect(await (await rate(student, { rateeId: student.id, value: 5 })).json()).toMatchObject({ code: 'tutor-not-found' });
  });

  it('checks value and text bounds with the spec’s rule names', async () => {
    const res = await rate(student, { rateeId: tutor.id, value: 6, text: 'ok' });
    expect(await res.json()).toMatchObject({ code: 'bad-request', errors: { value: 'high-rating-value', text: 'short-rating-text' } });
  });

  it('allows one rating per tutor even under concurrent requests, then edit and delete by the rater', async () => {
    const answers = await Promise.all([1, 2, 3, 4, 5].map((value) => rate(student, { rateeId: tutor.id, value, text: 'درس ممتاز ومفيد' })));
    expect(answers.filter((r) => r.status === 201)).toHaveLength(1);
    const refused = await Promise.all(answers.filter((r) => r.status !== 201).map((r) => r.json()));
    expect(refused.every((b) => (b as { code: string }).code === 'rating-exists')).toBe(true);

    const list = (await (await t.request(`/rating/list/tutor/${tutor.id}`)).json()) as Paged<RatingView>;
    expect(list.total).toBe(1);
    const mine = list.list[0]!;
    expect(mine.rater).toMatchObject({ id: student.id, name: 'Rana Student' });

    const other = await addPerson(t, { role: Role.Student });
    expect(
      (await t.request(`/rating/${mine.id}`, { method: 'PUT', headers: other.headers, body: JSON.stringify({ value: 1 }) })).status,
    ).toBe(404);
    expect((await t.request(`/rating/list/rater/${student.id}`, { headers: other.headers })).status).toBe(404);
    const edited = await t.request(`/rating/${mine.id}`, { method: 'PUT', headers: student.headers, body: JSON.stringify({ value: 4 }) });
    expect(((await edited.json()) as RatingView).value).toBe(4);
    const own = (await (await t.request(`/rating/list/rater/${student.id}`, { headers: student.headers })).json()) as Paged<RatingView>;
    expect(own.list.map((r) => r.value)).toEqual([4]);
    expect(own.list[0]!.ratee).toMatchObject({ id: tutor.id, role: Role.Tutor });
    // the tutor's card shows the average
    const info = (await (await t.request(`/user/tutor/info/${tutor.id}`)).json()) as { rating: { avg: number; count: number } };
    expect(info.rating).toEqual({ avg: 4, count: 1 });

    expect((await t.request(`/rating/${mine.id}`, { method: 'DELETE', headers: student.headers })).status).toBe(200);
    expect((await t.request(`/rating/${mine.id}`, { headers: student.headers })).status).toBe(404);
    expect((await rate(student, { rateeId: tutor.id, value: 5 })).status).toBe(201);
  });

  it('also allows it once a lesson has started and the student has joined its session (asked on leaving the call)', async () => {
    const other = await addPerson(t, { role: Role.Tutor });
    const learner = await addPerson(t, { role: Role.Student });
    const lessonAt = async (start: number) =>
      `lesson-${(await t.deps.db.insert(lessons).values({ tutorId: other.id, studentId: learner.id, start, duration: 30, price: 7500, createdAt: TEST_NOW, updatedAt: TEST_NOW }).returning())[0]!.id}`;
    // joined 5 minutes early: not started yet, so not yet
    const early = await lessonAt(TEST_NOW + 5 * MINUTE_MS);
    expect((await joinSession(t.deps, { id: learner.id, role: Role.Student }, early)).code).toBe('ok');
    expect((await rate(learner, { rateeId: other.id, value: 5 })).status).toBe(400);
    // started 10 minutes ago, not joined: not yet
    const current = await lessonAt(TEST_NOW - 10 * MINUTE_MS);
    expect((await rate(learner, { rateeId: other.id, value: 5 })).status).toBe(400);
    // the tutor joining is not the student's attendance
    expect((await joinSession(t.deps, { id: other.id, role: Role.Tutor }, current)).code).toBe('ok');
    expect((await rate(learner, { rateeId: other.id, value: 5 })).status).toBe(400);
    expect((await joinSession(t.deps, { id: learner.id, role: Role.Student }, current)).code).toBe('ok');
    await leaveSession(t.deps, { id: learner.id, role: Role.Student }, current);
    expect((await rate(learner, { rateeId: other.id, value: 5, text: 'شرح واضح' })).status).toBe(201);
  });
});
