import {
  type AvailabilityView,
  DAY_MS,
  HOUR_MS,
  type InterviewerChoice,
  InterviewStatus,
  type InterviewView,
  MINUTE_MS,
  type Paged,
  Role,
} from '@kalam/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roomMembers, slots, tutors } from '../src/db/schema';
import { startSignIn } from '../src/services/sign-in';
import { addPerson, makeTestApp, TEST_NOW } from './helpers';

let t: Awaited<ReturnType<typeof makeTestApp>>;
type Person = Awaited<ReturnType<typeof addPerson>>;
let manager: Person;
let otherManager: Person;
let superAdmin: Person;
let admin: Person;

/** Tomorrow 08:00–12:00 UTC: the manager's interview hours. */
const OPEN = TEST_NOW + DAY_MS;
const at = (minutes: number) => OPEN + minutes * MINUTE_MS;

beforeAll(async () => {
  t = await makeTestApp({ seed: false });
  manager = await addPerson(t, { role: Role.TutorManager, name: 'Walid Manager' });
  otherManager = await addPerson(t, { role: Role.TutorManager });
  superAdmin = await addPerson(t, { role: Role.SuperAdmin });
  admin = await addPerson(t, { role: Role.RegularAdmin });
  await t.deps.db.insert(slots).values([
    { tutorId: manager.id, start: OPEN, end: OPEN + 4 * HOUR_MS, kind: 'add', createdAt: TEST_NOW },
    { tutorId: manager.id, start: OPEN + 60 * DAY_MS, end: OPEN + 60 * DAY_MS + 4 * HOUR_MS, kind: 'add', createdAt: TEST_NOW },
  ]);
});
afterAll(() => t.close());

const applicant = () => addPerson(t, { role: Role.Tutor, activated: false, name: 'Mona Applicant' });
const book = (who: Person, start: number, interviewerId = manager.id) =>
  t.json('/interview', { interviewerId, start }, { headers: who.headers });
const put = (who: Person, id: number, body: Record<string, unknown>) =>
  t.request(`/interview/${id}`, { method: 'PUT', headers: who.headers, body: JSON.stringify(body) });
const code = async (res: Response) => ((await res.json()) as { code: string }).code;

async function booked(who: Person, start: number): Promise<InterviewView> {
  const res = await book(who, start);
  expect(res.status).toBe(201);
  return (await res.json()) as InterviewView;
}

describe('booking an interview', () => {
  it('offers the managers’ free 30-minute times and books one, opening the pair’s chat room', async () => {
    const me = await applicant();
    const choices = (await (await t.request('/user/interviewer/select', { headers: me.headers })).json()) as InterviewerChoice[];
    const mine = choices.find((c) => c.interviewer.id === manager.id)!;
    expect(mine.times.slice(0, 3)).toEqual([at(0), at(30), at(60)]);
    expect(choices.find((c) => c.interviewer.id === otherManager.id)!.times).toEqual([]);

    const interview = await booked(me, at(0));
    expect(interview).toMatchObject({
      status: InterviewStatus.Pending,
      start: at(0),
      end: at(30),
      interviewer: { id: manager.id },
      interviewee: { id: me.id },
      signer: null,
    });
    const rooms = await t.deps.db.select().from(roomMembers).where(eq(roomMembers.userId, me.id));
    expect(rooms).toHaveLength(1);

    // the time is no longer offered, and the manager's bookable times lose it too
    const after = (await (await t.request('/user/interviewer/select', { headers: me.headers })).json()) as InterviewerChoice[];
    expect(after.find((c) => c.interviewer.id === manager.id)!.times[0]).toBe(at(30));
    const free = (await (
      await t.request(`/availability-slot?tutorId=${manager.id}&from=${OPEN}&to=${OPEN + 4 * HOUR_MS}`, { headers: me.headers })
    ).json()) as AvailabilityView;
    expect(free.bookable[0]!.start).toBe(at(30));
  });

  it('refuses times outside the manager’s hours, off the grid or in the past, and people who are not applicants', async () => {
    const me = await applicant();
    for (const start of [OPEN - HOUR_MS, at(7), TEST_NOW - HOUR_MS, OPEN + 4 * HOUR_MS - 15 * MINUTE_MS]) {
      const res = await book(me, start);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code: 'bad-request', errors: { start: 'invalid' } });
    }
    expect(await code(await book(me, at(90), otherManager.id + 1000))).toBe('user-not-found');
    const onboarded = await addPerson(t, { role: Role.Tutor });
    expect(await code(await book(onboarded, at(90)))).toBe('bad-request');
    const unverified = await addPerson(t, { role: Role.Tutor, activated: false, verified: false });
    expect(await (await book(unverified, at(90))).json()).toMatchObject({ errors: { verified: 'required' } });
    const student = await addPerson(t, { role: Role.Student });
    expect((await book(student, at(90))).status).toBe(403);
  });

  it('gives one time to one applicant when several race for it (busy-tutor-manager for the rest)', async () => {
    const people = await Promise.all([1, 2, 3, 4, 5, 6].map(() => applicant()));
    const answers = await Promise.all(people.map((p) => book(p, at(120))));
    expect(answers.filter((r) => r.status === 201)).toHaveLength(1);
    const codes = await Promise.all(answers.filter((r) => r.status !== 201).map(code));
    expect(new Set(codes)).toEqual(new Set(['busy-tutor-manager']));
  });

  it('refuses a second interview while one is pending or within six months of the last (conflicting-interview)', async () => {
    const me = await applicant();
    const first = await booked(me, at(150));
    const twice = await Promise.all([book(me, at(180)), book(me, at(210))]);
    expect(await Promise.all(twice.map(code))).toEqual(['conflicting-interview', 'conflicting-interview']);

    // rejected and signed: a retake two months later is refused, one more than six months later is not
    const signed = await afterItStarts(first, () =>
      put(manager, first.id, { status: InterviewStatus.Rejected, level: 2, feedback: '<p>يحتاج إلى تحسين النطق</p>', sign: true }),
    );
    expect(signed.status).toBe(200);
    expect(await code(await book(me, OPEN + 60 * DAY_MS))).toBe('conflicting-interview');
    const later = await makeLater(me);
    expect(later.status).toBe(201);
  });
});

/** Runs `fn` once the interview has started (signing waits for it), then turns the clock back. */
async function afterItStarts<T>(interview: { start: number }, fn: () => T | Promise<T>): Promise<T> {
  const by = interview.start + MINUTE_MS - t.deps.now();
  t.advance(by);
  try {
    return await fn();
  } finally {
    t.advance(-by);
  }
}

/** The retake rule, seen from seven months on (the clock moves, so the token is made anew). */
async function makeLater(me: Person): Promise<Response> {
  t.advance(214 * DAY_MS);
  try {
    const start = TEST_NOW + 215 * DAY_MS;
    await t.deps.db.insert(slots).values({ tutorId: manager.id, start, end: start + 2 * HOUR_MS, kind: 'add', createdAt: TEST_NOW });
    const token = await startSignIn(t.deps, { id: me.id, role: Role.Tutor }, { ip: '192.0.2.214' });
    return await t.json(
      '/interview',
      { interviewerId: manager.id, start },
      { headers: { ...me.headers, authorization: `Bearer ${token}` } },
    );
  } finally {
    t.advance(-214 * DAY_MS);
  }
}

describe('recording and signing the result', () => {
  it('lets the applicant only cancel a pending interview, and cancelled interviews free the time', async () => {
    const me = await applicant();
    const interview = await booked(me, at(180));
    const res = await put(me, interview.id, { status: InterviewStatus.Passed });
    expect(await res.json()).toMatchObject({ code: 'bad-request', errors: { status: 'invalid' } });
    const cancelled = (await (await put(me, interview.id, { status: InterviewStatus.Canceled })).json()) as InterviewView;
    expect(cancelled.status).toBe(InterviewStatus.Canceled);
    expect(await code(await put(manager, interview.id, { status: InterviewStatus.Passed }))).toBe('bad-request');
    // the applicant may book again, and the time is free for others
    expect((await book(me, at(180))).status).toBe(201);
  });

  it('checks level, feedback and note with the spec’s rule names and stores them sanitised', async () => {
    const me = await applicant();
    const interview = await booked(me, at(210));
    const bad = await put(manager, interview.id, { level: 6, feedback: 'قصير', note: 'x'.repeat(1001) });
    expect(await bad.json()).toMatchObject({
      errors: { level: 'high-interview-level', feedback: 'short-interview-feedback', note: 'long-interview-note' },
    });
    expect(await (await put(manager, interview.id, { level: 0 })).json()).toMatchObject({ errors: { level: 'low-interview-level' } });

    const res = await put(manager, interview.id, {
      level: 4,
      feedback: '<p>نطق ممتاز</p><img src=x onerror="alert(1)">',
      note: '<script>alert(1)</script>ملاحظة داخلية للفريق',
    });
    const saved = (await res.json()) as InterviewView;
    expect(saved.level).toBe(4);
    expect(saved.feedback).toContain('نطق ممتاز');
    expect(saved.feedback).not.toMatch(/onerror/);
    expect(saved.note).not.toMatch(/<script/);
    // the applicant sees neither before signing; strangers not at all
    const seen = (await (await t.request(`/interview/${interview.id}`, { headers: me.headers })).json()) as InterviewView;
    expect(seen).toMatchObject({ feedback: null, note: null, level: 4 });
    const stranger = await applicant();
    expect(await code(await t.request(`/interview/${interview.id}`, { headers: stranger.headers }))).toBe('interview-not-found');
    expect(await code(await put(otherManager, interview.id, { level: 3 }))).toBe('interview-not-found');
  });

  it('signs once: a passed applicant becomes an active tutor and the interview is frozen', async () => {
    const me = await applicant();
    const interview = await booked(me, at(60));
    // signing needs a result, a level and feedback; a regular admin cannot sign
    expect(await (await put(manager, interview.id, { sign: true })).json()).toMatchObject({
      errors: { status: 'invalid', level: 'required', feedback: 'required' },
    });
    await put(manager, interview.id, {
      status: InterviewStatus.Passed,
      level: 5,
      feedback: '<p>جاهزة للتدريس</p>',
      note: '<p>تبدأ الأسبوع القادم</p>',
    });
    expect(await (await put(admin, interview.id, { sign: true })).json()).toMatchObject({ errors: { sign: 'invalid' } });

    // not before it has taken place: a clear code, and nothing is signed
    const early = await put(manager, interview.id, { sign: true });
    expect(early.status).toBe(409);
    expect(await early.json()).toEqual({ code: 'interview-not-started' });
    expect((await (await t.request(`/interview/${interview.id}`, { headers: manager.headers })).json()) as InterviewView).toMatchObject({
      signedAt: null,
      signer: null,
    });

    // the manager and a super admin sign at the same moment: one signature stands
    const answers = await afterItStarts(interview, () =>
      Promise.all([put(manager, interview.id, { sign: true }), put(superAdmin, interview.id, { sign: true })]),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const [tutor] = await t.deps.db.select().from(tutors).where(eq(tutors.userId, me.id));
    expect(tutor!.activated).toBe(true);
    const signed = (await (await t.request(`/interview/${interview.id}`, { headers: me.headers })).json()) as InterviewView;
    expect(signed.signer?.id).toBe(tutor!.activatedBy);
    expect(signed).toMatchObject({ status: InterviewStatus.Passed, feedback: '<p>جاهزة للتدريس</p>', note: null });
    expect(t.realtime.sent.some((s) => s.to === 'tutors-cache' && s.event.type === 'tutor-updated' && s.event.tutorId === me.id)).toBe(
      true,
    );

    for (const body of [{ level: 1 }, { status: InterviewStatus.Rejected }, { note: '<p>تعديل بعد التوقيع</p>' }, { sign: true }]) {
      expect(await code(await put(superAdmin, interview.id, body))).toBe('interview-already-signed');
    }
    expect(await code(await put(me, interview.id, { status: InterviewStatus.Canceled }))).toBe('interview-already-signed');
  });

  it('lists each person’s own interviews, admins all, filtered by status', async () => {
    const me = await applicant();
    const interview = await booked(me, at(90));
    const own = (await (await t.request('/interview/list', { headers: me.headers })).json()) as Paged<InterviewView>;
    expect(own.list.map((i) => i.id)).toEqual([interview.id]);
    const theirs = (await (
      await t.request('/interview/list?status=1&size=100', { headers: manager.headers })
    ).json()) as Paged<InterviewView>;
    expect(theirs.list.every((i) => i.interviewer.id === manager.id && i.status === InterviewStatus.Pending)).toBe(true);
    expect(theirs.list.map((i) => i.id)).toContain(interview.id);
    const none = (await (await t.request('/interview/list', { headers: otherManager.headers })).json()) as Paged<InterviewView>;
    expect(none.total).toBe(0);
    const all = (await (await t.request('/interview/list?size=100', { headers: admin.headers })).json()) as Paged<InterviewView>;
    expect(all.total).toBeGreaterThanOrEqual(theirs.total);
  });
});
