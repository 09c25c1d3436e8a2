import { TZDate } from '@date-fns/tz';
import { DAY_MS, type Paged, Role, sessionIdOf, type TutorCard } from '@kalam/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../dev/seed';
import { signedInAccount } from '../src/lib/access';
import { GENERATION_MEMO_MS } from '../src/services/cache';
import { setOnline } from '../src/services/presence';
import { sessionMemberCondition } from '../src/services/session';
import { addPerson, countRoundTrips, makeTestApp, TEST_NOW } from './helpers';

// The budgets of decision 010: requests each endpoint sends to the database, counted as the Worker would send them.

const cairo = (d: number, h: number, m = 0) => new TZDate(2026, 10, d, h, m, 'Africa/Cairo').getTime();

let t: Awaited<ReturnType<typeof makeTestApp>>;
type Person = Awaited<ReturnType<typeof addPerson>>;
let tutor: Person;
let student: Person;

beforeAll(async () => {
  t = await makeTestApp();
  tutor = await addPerson(t, { role: Role.Tutor });
  student = await addPerson(t, { role: Role.Student });
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
    { headers: tutor.headers },
  );
  expect(res.status).toBe(201);
});
afterAll(() => t.close());

/** Work handed to `waitUntil`, run once the answer is counted: as in the Worker, it is after the answer. */
const afterAnswer: Promise<unknown>[] = [];
const workerContext = { waitUntil: (work: Promise<unknown>) => void afterAnswer.push(work), passThroughOnException: () => {}, props: {} };
const inWorker = (path: string, init: RequestInit = {}) => t.app.request(`/api/v1${path}`, init, undefined, workerContext);

/** Round trips of one request until its answer, which must be `status`, and of the work it left for after the answer. */
async function tripsAround(path: string, init: RequestInit = {}, status = 200): Promise<{ before: number; after: number }> {
  const before = await countRoundTrips(t, async () => {
    const res = await inWorker(path, init);
    expect(res.status, await res.clone().text()).toBe(status);
  });
  const after = await countRoundTrips(t, () => Promise.all(afterAnswer.splice(0)));
  return { before, after };
}

/** Round trips of one request until its answer, which must be `status`. */
const tripsOf = async (path: string, init: RequestInit = {}, status = 200) => (await tripsAround(path, init, status)).before;

const asJson = (who: Person, method: string, body: unknown): RequestInit => ({ method, headers: who.headers, body: JSON.stringify(body) });

describe('round trips to the database per request', () => {
  it('health: 1; GET /user/current: 1, the access check and the account in one batch', async () => {
    expect(await tripsOf('/health')).toBe(1);
    expect(await tripsOf('/user/current', { headers: student.headers })).toBe(1);
  });

  it('tutor list and profile: 0 on a hit; a list miss 1, a profile miss 1, and 2 when the cache generation is due', async () => {
    await tripsOf('/health');
    await tripsOf('/user/tutor/list/onboarded?size=1'); // the isolate knows the cache generation
    const missList = await tripsOf('/user/tutor/list/onboarded?size=5');
    const hitList = await tripsOf('/user/tutor/list/onboarded?size=5');
    const missInfo = await tripsOf(`/user/tutor/info/${tutor.id}`);
    const hitInfo = await tripsOf(`/user/tutor/info/${tutor.id}`);
    expect({ missList, hitList, missInfo, hitInfo }).toEqual({
      missList: 1,
      hitList: 0,
      missInfo: 1,
      hitInfo: 0,
    });
    // the isolate's memo of the generation has lapsed: it is read first, then the profile's one batch
    const other = await addPerson(t, { role: Role.Tutor });
    t.advance(GENERATION_MEMO_MS);
    expect(await tripsOf(`/user/tutor/info/${other.id}`)).toBe(2);
  });

  it('tutor search: 0 on a hit, 1 on a miss, 2 for an empty page with its hints; suggestions 1', async () => {
    await tripsOf('/user/tutor/list/onboarded?size=1'); // the isolate knows the cache generation
    const search = `/user/tutor/list/onboarded?size=5&sortBy=free&search=${encodeURIComponent('أحم')}`;
    const missSearch = await tripsOf(search);
    const hitSearch = await tripsOf(search);
    const empty = await tripsOf(`/user/tutor/list/onboarded?gender=female&search=${encodeURIComponent('محادسة')}`);
    const suggest = await tripsOf(`/user/tutor/suggest?search=${encodeURIComponent('مح')}`);
    expect({ missSearch, hitSearch, empty, suggest }).toEqual({
      missSearch: 1,
      hitSearch: 0,
      empty: 2,
      suggest: 1,
    });
  });

  it('bookable times: 1, signed in or not (the access check rides in the batch)', async () => {
    const bookable = `/availability-slot/?tutorId=${tutor.id}&from=${cairo(23, 0)}&to=${cairo(30, 0)}`;
    expect(await tripsOf(bookable)).toBe(1);
    expect(await tripsOf(bookable, { headers: student.headers })).toBe(1);
  });

  it("a student's deck and progress: 1 each, the access check riding in the batch", async () => {
    await tripsOf('/deck', { headers: student.headers }); // warm-up
    expect({
      deck: await tripsOf('/deck', { headers: student.headers }),
      progress: await tripsOf('/progress', { headers: student.headers }),
    }).toEqual({
      deck: 1,
      progress: 1,
    });
  });

  it('booking: at most 3, the mails to both members going out after the answer in 2', async () => {
    await tripsOf('/lesson/list', { headers: student.headers }); // settings are remembered by the isolate for a second, as under load
    const outboxBefore = (await t.client.execute('select count(*) as n from outbox')).rows[0]!.n;
    const booking = asJson(student, 'POST', { tutorId: tutor.id, start: cairo(23, 10), duration: 30 });
    // the web app sends an idempotency key with every booking; its replay check rides in the availability's batch
    booking.headers = { ...student.headers, 'idempotency-key': crypto.randomUUID() };
    // neither member has a calendar feed yet: theirs are made in the batch that reads them for the mails
    const booked = await tripsAround('/lesson/', booking, 201);
    expect(booked.before).toBeLessThanOrEqual(3);
    expect(booked.after).toBe(2);
    expect(await tripsOf('/lesson/', booking, 200)).toBeLessThanOrEqual(2);
    expect(Number((await t.client.execute('select count(*) as n from outbox')).rows[0]!.n) - Number(outboxBefore)).toBe(2);
  });

  it('moving and cancelling a lesson: at most 3 each, the members told after the answer', async () => {
    const mover = await addPerson(t, { role: Role.Student });
    const booked = await t.request('/lesson/', asJson(mover, 'POST', { tutorId: tutor.id, start: cairo(24, 10), duration: 30 }));
    const { id } = (await booked.json()) as { id: number };
    expect(await tripsOf('/lesson', asJson(mover, 'PATCH', { id, start: cairo(24, 12), duration: 30 }))).toBeLessThanOrEqual(3);
    const [moved] = (
      (await (
        await t.request(`/lesson/list?status=upcoming&from=${cairo(24, 0)}&to=${cairo(25, 0)}`, { headers: mover.headers })
      ).json()) as Paged<{ id: number; start: number }>
    ).list;
    expect(moved!.start).toBe(cairo(24, 12));
    expect(await tripsOf(`/lesson/${moved!.id}`, { method: 'DELETE', headers: mover.headers })).toBeLessThanOrEqual(3);
    const told = await t.client.execute({
      sql: "select count(*) as n from notifications where lesson_id = ? and kind = 'lesson-canceled' and user_id = ?",
      args: [moved!.id, tutor.id],
    });
    expect(Number(told.rows[0]!.n)).toBe(1);
  });

  it('signing in with a password: at most 2, right or wrong', async () => {
    const attempt = (password: string, status: number) =>
      countRoundTrips(t, async () => {
        const res = await t.json(
          '/auth/password',
          { email: 'student7@kalam.test', password },
          { headers: { 'cf-connecting-ip': '198.51.100.78' } },
        );
        expect(res.status).toBe(status);
      });
    expect(await attempt(DEMO_PASSWORD, 200)).toBeLessThanOrEqual(2);
    expect(await attempt('Wrong-pass-1', 400)).toBeLessThanOrEqual(2);
  });

  it('refreshing a token: 1, the sign-in and the account checked by the update itself', async () => {
    const res = await t.json(
      '/auth/password',
      { email: 'student8@kalam.test', password: DEMO_PASSWORD },
      { headers: { 'cf-connecting-ip': '198.51.100.77' } },
    );
    const { token } = (await res.json()) as { token: string };
    expect(await tripsOf('/auth/refresh-token', { method: 'POST', headers: { authorization: `Bearer ${token}` } })).toBe(1);
    // the presented token is spent
    expect(await tripsOf('/auth/refresh-token', { method: 'POST', headers: { authorization: `Bearer ${token}` } }, 401)).toBe(1);
  });
});

/**
 * A signed-in read's access check travels in its first batch (decision 042). Every list below is counted after a first
 * call of the same list, so the isolate's memos are warm as under load: the platform settings (1 s, read by the lessons
 * list) and the tutors' cache generation; no list below is answered from the response cache (only the public tutor list
 * is, and it has its own budget above).
 */
describe('round trips per paged list: the page and its total in one batch (pageOf), with what rides along', () => {
  it('every paged list: 1 batch, the access check in it when signed in', async () => {
    const admin = await addPerson(t, { role: Role.SuperAdmin });
    const manager = await addPerson(t, { role: Role.TutorManager });
    const studio = await addPerson(t, { role: Role.Studio });
    await t.json('/chat/new', { userId: tutor.id, message: 'مرحبًا' }, { headers: student.headers });
    const { id: roomId } = (await (
      await t.request(`/chat/room/by/members?members=${student.id},${tutor.id}`, { headers: student.headers })
    ).json()) as { id: number };
    const report = await t.json('/report', { title: 'تأخر المدرس', message: 'تأخر عشر دقائق' }, { headers: student.headers });
    const { id: reportId } = (await report.json()) as { id: number };
    const signedIn: [string, Person][] = [
      ['/lesson/list?size=10', student],
      ['/notification/list?size=10', student],
      [`/chat/list/${roomId}/messages?size=20`, student],
      [`/chat/list/rooms/${student.id}?size=10`, student],
      ['/report/list?size=10', student],
      [`/report/reply/report/${reportId}?size=10`, student],
      [`/rating/list/rater/${student.id}?size=10`, student],
      ['/transaction/list?size=10', student],
      ['/interview/list?size=10', tutor],
      ['/invoice/list?size=10', tutor],
      ['/earning/list?month=2026-11&size=10', tutor],
      ['/user/tutor/list/uncontacted?size=10', manager],
      ['/user/tutor/all/for/studio?size=10', studio],
      ['/user/list?size=10', admin],
      ['/invite/list?size=10', admin],
      ['/coupon/list?size=10', admin],
      ['/feedback/list?size=10', admin],
      ['/report/reply/list?size=10', admin],
    ];
    const open = [
      '/topic/list?size=10',
      '/plan/list?size=10',
      `/rating/list/tutor/${tutor.id}?size=10`,
      `/rating/list/ratee/${tutor.id}?size=10`,
    ];
    const trips: Record<string, number> = {};
    for (const [path, who] of signedIn) {
      await tripsOf(path, { headers: who.headers }); // warm-up
      trips[path] = await tripsOf(path, { headers: who.headers });
    }
    for (const path of open) {
      await tripsOf(path);
      trips[path] = await tripsOf(path);
    }
    // the rooms list reads its rooms' members, latest messages and unread counts in the page's batch (was 5 trips, then 3)
    expect(trips).toEqual(Object.fromEntries([...signedIn.map(([path]) => path), ...open].map((path) => [path, 1])));
  });
});

describe('round trips per socket', () => {
  it('an inbox socket: 1 for the router to check its token, 1 for the room to record presence and find whom to tell', async () => {
    const token = student.headers.authorization.slice('Bearer '.length);
    expect(await countRoundTrips(t, async () => expect((await signedInAccount(t.deps, token))?.users.id).toBe(student.id))).toBe(1);
    expect(await countRoundTrips(t, () => setOnline(t.deps, student.id, true))).toBe(1);
    expect(t.realtime.sent.at(-1)).toEqual({ to: [tutor.id], event: { type: 'user-status-changed', userId: student.id, online: true } });
  });

  it('a session socket: 1, its membership answered by the token check itself', async () => {
    const booker = await addPerson(t, { role: Role.Student });
    const booked = await t.json('/lesson/', { tutorId: tutor.id, start: cairo(25, 12), duration: 30 }, { headers: booker.headers });
    expect(booked.status, await booked.clone().text()).toBe(201);
    const session = sessionIdOf('lesson', ((await booked.json()) as { id: number }).id);
    for (const [who, member] of [
      [booker, true],
      [tutor, true],
      [student, false],
    ] as const) {
      const token = who.headers.authorization.slice('Bearer '.length);
      const check = async () => expect((await signedInAccount(t.deps, token, sessionMemberCondition(session)))?.also).toBe(member);
      expect(await countRoundTrips(t, check)).toBe(1);
    }
    const token = student.headers.authorization.slice('Bearer '.length);
    expect((await signedInAccount(t.deps, token, sessionMemberCondition('lesson-x')))?.also).toBe(false);
    expect((await signedInAccount(t.deps, token, sessionMemberCondition('interview-999999')))?.also).toBe(false);
  });
});

describe('a stampede on one isolate', () => {
  it('50 concurrent misses of one key on a cold isolate cost what one miss costs', async () => {
    const cold = await makeTestApp();
    try {
      let answers: Paged<TutorCard>[] = [];
      const trips = await countRoundTrips(cold, async () => {
        const all = await Promise.all(Array.from({ length: 50 }, () => cold.request('/user/tutor/list/onboarded?size=10')));
        answers = (await Promise.all(all.map((r) => r.json()))) as Paged<TutorCard>[];
      });
      expect(trips).toBeLessThanOrEqual(3);
      expect(answers).toHaveLength(50);
      expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
      expect(answers[0]!.list.length).toBeGreaterThan(0);
    } finally {
      cold.close();
    }
  });

  it('once the generation is due, one request reads it while the others serve the generation they hold', async () => {
    await tripsOf('/user/tutor/list/onboarded?size=3');
    t.advance(GENERATION_MEMO_MS);
    const trips = await countRoundTrips(t, async () => {
      const all = await Promise.all(Array.from({ length: 50 }, () => t.request('/user/tutor/list/onboarded?size=3')));
      expect(all.map((r) => r.status)).toEqual(Array(50).fill(200));
    });
    expect(trips).toBe(1);
  });
});
