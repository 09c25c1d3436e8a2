import { TZDate } from '@date-fns/tz';
import { type LessonView, type ProposalView, Role } from '@kalam/core';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lessonProposals, lessons, notifications, outbox, tutorCells, users } from '../src/db/schema';
import { addPerson, makeTestApp, openEveryDay, TEST_NOW } from './helpers';

// TEST_NOW is Sunday 2026-11-22 10:00 in Cairo.
const cairo = (d: number, h: number, m = 0) => new TZDate(2026, 10, d, h, m, 'Africa/Cairo').getTime();

let t: Awaited<ReturnType<typeof makeTestApp>>;
type Person = Awaited<ReturnType<typeof addPerson>>;
let tutor: Person;

beforeAll(async () => {
  t = await makeTestApp({ seed: false });
  tutor = await addPerson(t, { role: Role.Tutor, name: 'Mona Tutor' });
  await openEveryDay(t, tutor);
});
afterAll(() => t.close());

const emailOf = async (id: number) => (await t.deps.db.select({ email: users.email }).from(users).where(eq(users.id, id)))[0]!.email;
const mailsTo = async (id: number) =>
  t.deps.db
    .select()
    .from(outbox)
    .where(eq(outbox.to, await emailOf(id)))
    .orderBy(outbox.id);
const noticesOf = (id: number) => t.deps.db.select().from(notifications).where(eq(notifications.userId, id)).orderBy(notifications.id);

/** A new student with one lesson with the tutor at `start`. */
async function lessonAt(start: number, name = 'Sara Student') {
  const student = await addPerson(t, { role: Role.Student, name });
  const res = await t.json('/lesson/', { tutorId: tutor.id, start, duration: 30 }, { headers: student.headers });
  expect(res.status).toBe(201);
  return { student, lesson: (await res.json()) as LessonView };
}

const propose = (who: Person, lessonId: number, body: Record<string, unknown>) =>
  t.json(`/lesson/${lessonId}/proposal`, body, { headers: who.headers });
const answer = (who: Person, id: number, what: 'accept' | 'decline') =>
  t.request(`/lesson/proposal/${id}/${what}`, { method: 'POST', headers: who.headers });
const latest = async (who: Person, lessonId: number) =>
  ((await (await t.request(`/lesson/${lessonId}/proposal`, { headers: who.headers })).json()) as { proposal: ProposalView | null })
    .proposal;

describe('a tutor proposes a new time', () => {
  it('tells the student once with a link to the lesson; accepting moves it once, tells the tutor once, and a replay changes nothing', async () => {
    const { student, lesson } = await lessonAt(cairo(24, 10));
    const res = await propose(tutor, lesson.id, { start: cairo(25, 11), message: 'عندي ظرف يوم الثلاثاء' });
    expect(res.status).toBe(201);
    const proposal = (await res.json()) as ProposalView;
    expect(proposal).toMatchObject({
      lessonId: lesson.id,
      start: cairo(25, 11),
      duration: 30,
      status: 'open',
      message: 'عندي ظرف يوم الثلاثاء',
    });

    const told = (await noticesOf(student.id)).filter((n) => n.kind === 'lesson-proposed');
    expect(told).toHaveLength(1);
    expect(told[0]!.data).toMatchObject({ name: 'Mona Tutor', start: cairo(25, 11), from: cairo(24, 10), link: `/lesson/${lesson.id}` });
    const mails = (await mailsTo(student.id)).filter((m) => m.subject?.includes('يقترح موعدًا جديدًا'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body).toContain('الموعد المقترح: الأربعاء، ٢٥ نوفمبر في ١١:٠٠ ص (بتوقيت القاهرة)');
    expect(mails[0]!.body).toContain('«عندي ظرف يوم الثلاثاء»');
    expect(mails[0]!.body).toContain(`http://app.test/lesson/${lesson.id}`);
    // both members read it on the lesson page
    expect(await latest(student, lesson.id)).toEqual(proposal);
    expect(await latest(tutor, lesson.id)).toEqual(proposal);

    const tutorMailsBefore = (await mailsTo(tutor.id)).length;
    const accepted = await answer(student, proposal.id, 'accept');
    expect(accepted.status).toBe(200);
    const moved = (await accepted.json()) as LessonView;
    expect(moved).toMatchObject({ start: cairo(25, 11), duration: 30, rebookedFrom: lesson.id, status: 'pending' });
    expect(await latest(student, lesson.id)).toMatchObject({ status: 'accepted', movedTo: moved.id });
    const tutorNotices = (await noticesOf(tutor.id)).filter((n) => n.kind === 'proposal-accepted');
    expect(tutorNotices).toHaveLength(1);
    expect(tutorNotices[0]!.data).toMatchObject({ name: 'Sara Student', start: cairo(25, 11), link: `/lesson/${moved.id}` });
    // the student acted: no bell notice of the move for them
    expect((await noticesOf(student.id)).map((n) => n.kind)).toEqual(['lesson-proposed']);
    const tutorMails = await mailsTo(tutor.id);
    expect(tutorMails).toHaveLength(tutorMailsBefore + 1);
    expect(tutorMails.at(-1)!.body).toContain('قبل Sara Student الموعد الذي اقترحته لدرسكما.');
    expect(tutorMails.at(-1)!.body).toContain(`/lesson/${moved.id}`);

    const again = await answer(student, proposal.id, 'accept');
    expect(again.status).toBe(200);
    expect(((await again.json()) as LessonView).id).toBe(moved.id);
    const live = await t.deps.db
      .select()
      .from(lessons)
      .where(and(eq(lessons.studentId, student.id), isNull(lessons.canceledAt)));
    expect(live.map((l) => l.start)).toEqual([cairo(25, 11)]);
    expect((await noticesOf(tutor.id)).filter((n) => n.kind === 'proposal-accepted')).toHaveLength(1);
    expect(await mailsTo(tutor.id)).toHaveLength(tutorMailsBefore + 1);
  });

  it('lets only the lesson’s tutor propose, only among their free times, and only its student answer', async () => {
    const { student, lesson } = await lessonAt(cairo(24, 12));
    const otherTutor = await addPerson(t, { role: Role.Tutor });
    const stranger = await addPerson(t, { role: Role.Student });
    expect((await propose(student, lesson.id, { start: cairo(25, 12) })).status).toBe(403);
    expect((await propose(otherTutor, lesson.id, { start: cairo(25, 12) })).status).toBe(404);
    // outside the tutor's hours, off the 15-minute grid, the same time, text for a time
    for (const start of [cairo(25, 22), cairo(25, 12, 5), cairo(24, 12), 'غدًا']) {
      const res = await propose(tutor, lesson.id, { start });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code: 'bad-request', errors: { start: expect.any(String) } });
    }
    expect((await propose(tutor, lesson.id, { start: cairo(25, 12), message: 'x'.repeat(501) })).status).toBe(400);
    const proposal = (await (await propose(tutor, lesson.id, { start: cairo(25, 12) })).json()) as ProposalView;
    expect((await t.request(`/lesson/${lesson.id}/proposal`, { headers: stranger.headers })).status).toBe(404);
    expect((await answer(tutor, proposal.id, 'accept')).status).toBe(403);
    const notHis = await answer(stranger, proposal.id, 'accept');
    expect(notHis.status).toBe(404);
    expect(await notHis.json()).toMatchObject({ code: 'proposal-not-found' });
    expect((await answer(stranger, proposal.id, 'decline')).status).toBe(404);
    expect(await latest(student, lesson.id)).toMatchObject({ status: 'open' });
  });

  it('keeps one open proposal per lesson: a new one replaces the old, which can no longer be accepted', async () => {
    const { student, lesson } = await lessonAt(cairo(24, 14));
    const first = (await (await propose(tutor, lesson.id, { start: cairo(26, 14) })).json()) as ProposalView;
    const second = (await (await propose(tutor, lesson.id, { start: cairo(26, 15) })).json()) as ProposalView;
    const stale = await answer(student, first.id, 'accept');
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({ code: 'proposal-closed' });
    expect(await latest(student, lesson.id)).toMatchObject({ id: second.id, status: 'open' });
    const open = await t.deps.db
      .select()
      .from(lessonProposals)
      .where(and(eq(lessonProposals.lessonId, lesson.id), eq(lessonProposals.status, 'open')));
    expect(open.map((p) => p.id)).toEqual([second.id]);
  });

  it('declining keeps the lesson and tells the tutor once; a replay answers the same and a later accept is refused', async () => {
    const { student, lesson } = await lessonAt(cairo(24, 16), 'Omar Student');
    const proposal = (await (await propose(tutor, lesson.id, { start: cairo(26, 16) })).json()) as ProposalView;
    const declined = await answer(student, proposal.id, 'decline');
    expect(declined.status).toBe(200);
    expect(await declined.json()).toMatchObject({ id: proposal.id, status: 'declined' });
    expect((await answer(student, proposal.id, 'decline')).status).toBe(200);
    const notices = (await noticesOf(tutor.id)).filter((n) => n.kind === 'proposal-declined' && n.lessonId === lesson.id);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.data).toMatchObject({ name: 'Omar Student', start: cairo(26, 16), link: `/lesson/${lesson.id}` });
    const mails = (await mailsTo(tutor.id)).filter((m) => m.subject === 'Omar Student لم يقبل الموعد المقترح — كلام');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body).toContain('يبقى الدرس في موعده: الثلاثاء، ٢٤ نوفمبر في ٤:٠٠ م');
    expect((await answer(student, proposal.id, 'accept')).status).toBe(409);
    const [kept] = await t.deps.db.select().from(lessons).where(eq(lessons.id, lesson.id));
    expect(kept).toMatchObject({ start: cairo(24, 16), canceledAt: null });
  });

  it('moves the lesson once when two accepts arrive together', async () => {
    const { student, lesson } = await lessonAt(cairo(27, 10));
    const proposal = (await (await propose(tutor, lesson.id, { start: cairo(27, 18) })).json()) as ProposalView;
    const before = (await mailsTo(tutor.id)).length;
    const answers = await Promise.all([answer(student, proposal.id, 'accept'), answer(student, proposal.id, 'accept')]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const [a, b] = (await Promise.all(answers.map((r) => r.json()))) as LessonView[];
    expect(a!.id).toBe(b!.id);
    const live = await t.deps.db
      .select()
      .from(lessons)
      .where(and(eq(lessons.studentId, student.id), isNull(lessons.canceledAt)));
    expect(live.map((l) => l.start)).toEqual([cairo(27, 18)]);
    expect((await noticesOf(tutor.id)).filter((n) => n.kind === 'proposal-accepted' && n.lessonId === a!.id)).toHaveLength(1);
    expect(await mailsTo(tutor.id)).toHaveLength(before + 1);
  });

  it('ends consistently when an accept races a cancel', async () => {
    const { student, lesson } = await lessonAt(cairo(28, 10));
    const proposal = (await (await propose(tutor, lesson.id, { start: cairo(28, 18) })).json()) as ProposalView;
    const [accepted, cancelled] = await Promise.all([
      answer(student, proposal.id, 'accept'),
      t.request(`/lesson/${lesson.id}`, { method: 'DELETE', headers: tutor.headers }),
    ]);
    const live = await t.deps.db
      .select()
      .from(lessons)
      .where(and(eq(lessons.studentId, student.id), isNull(lessons.canceledAt)));
    const cells = await t.deps.db.select().from(tutorCells).where(eq(tutorCells.tutorId, tutor.id));
    if (accepted.status === 200) {
      // the cancel came second and found the lesson already moved
      expect(cancelled.status).toBe(400);
      expect(live.map((l) => l.start)).toEqual([cairo(28, 18)]);
      expect(cells.filter((c) => c.lessonId === live[0]!.id)).toHaveLength(2);
    } else {
      expect(cancelled.status).toBe(200);
      expect(accepted.status).toBe(409);
      expect(live).toEqual([]);
    }
    expect(cells.filter((c) => c.lessonId === lesson.id)).toEqual([]);
  });

  it('an admin moving a lesson gives a reason, and both members read it with the old and new times and a link', async () => {
    const { student, lesson } = await lessonAt(cairo(29, 12), 'Laila Student');
    const admin = await addPerson(t, { role: Role.RegularAdmin });
    const move = (body: Record<string, unknown>) =>
      t.json('/lesson', { id: lesson.id, start: cairo(29, 15), duration: 30, ...body }, { method: 'PATCH', headers: admin.headers });
    const silent = await move({});
    expect(silent.status).toBe(400);
    expect(await silent.json()).toMatchObject({ code: 'bad-request', errors: { reason: 'required' } });
    const [tutorMails, studentMails] = [(await mailsTo(tutor.id)).length, (await mailsTo(student.id)).length];
    const res = await move({ reason: 'المدرّسة عندها ظرف طارئ' });
    expect(res.status).toBe(200);
    const moved = (await res.json()) as LessonView;
    for (const [member, other, before] of [
      [tutor, 'Laila Student', tutorMails],
      [student, 'Mona Tutor', studentMails],
    ] as const) {
      const notices = (await noticesOf(member.id)).filter((n) => n.kind === 'lesson-rebooked' && n.lessonId === moved.id);
      expect(notices).toHaveLength(1);
      expect(notices[0]!.data).toMatchObject({
        name: other,
        byTeam: true,
        reason: 'المدرّسة عندها ظرف طارئ',
        from: cairo(29, 12),
        start: cairo(29, 15),
        link: `/lesson/${moved.id}`,
      });
      const mails = await mailsTo(member.id);
      expect(mails).toHaveLength(before + 1);
      expect(mails.at(-1)!.body).toContain(`غيّر فريق كلام موعد درسك مع ${other}.\nالسبب: «المدرّسة عندها ظرف طارئ»`);
      expect(mails.at(-1)!.body).toContain('كان: الأحد، ٢٩ نوفمبر في ١٢:٠٠ م (بتوقيت القاهرة)');
      expect(mails.at(-1)!.body).toContain('أصبح: الأحد، ٢٩ نوفمبر في ٣:٠٠ م (بتوقيت القاهرة)');
      expect(mails.at(-1)!.body).toContain(`http://app.test/lesson/${moved.id}`);
    }
  });

  it('expires when the lesson can no longer change: shown expired, refused', async () => {
    const { student, lesson } = await lessonAt(cairo(23, 20));
    const proposal = (await (await propose(tutor, lesson.id, { start: cairo(29, 10) })).json()) as ProposalView;
    // six hours before the lesson the student could no longer move it
    t.advance(cairo(23, 14, 30) - TEST_NOW);
    expect(await latest(student, lesson.id)).toMatchObject({ id: proposal.id, status: 'expired' });
    const late = await answer(student, proposal.id, 'accept');
    expect(late.status).toBe(409);
    expect(await late.json()).toMatchObject({ code: 'proposal-closed' });
    expect((await answer(student, proposal.id, 'decline')).status).toBe(409);
    expect((await propose(tutor, lesson.id, { start: cairo(29, 11) })).status).toBe(400);
  });
});
