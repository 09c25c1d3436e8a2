import { TZDate } from '@date-fns/tz';
import { HOUR_MS, type LessonView, type MarkView, MINUTE_MS, type RecapView, Role } from '@kalam/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { notifications, outbox, users } from '../src/db/schema';
import { runScheduledJobs } from '../src/jobs';
import { addPerson, makeTestApp, openEveryDay, TEST_NOW } from './helpers';

// TEST_NOW is Sunday 2026-11-22 10:00 in Cairo; the clock is set per step (lessons are booked ahead, then held).
const cairo = (d: number, h: number, m = 0) => new TZDate(2026, 10, d, h, m, 'Africa/Cairo').getTime();

let clock = TEST_NOW;
let t: Awaited<ReturnType<typeof makeTestApp>>;
type Person = Awaited<ReturnType<typeof addPerson>>;
let tutor: Person;

beforeAll(async () => {
  t = await makeTestApp({ seed: false, now: () => clock });
  tutor = await addPerson(t, { role: Role.Tutor, name: 'Mona Tutor' });
  await openEveryDay(t, tutor);
});
beforeEach(() => {
  clock = TEST_NOW;
});
afterAll(() => t.close());

/** A new student with a 30-minute lesson with the tutor at `start`, booked while the clock is still before it. */
async function lessonAt(start: number, name = 'Sara Student') {
  const student = await addPerson(t, { role: Role.Student, name });
  const res = await t.json('/lesson/', { tutorId: tutor.id, start, duration: 30 }, { headers: student.headers });
  expect(res.status).toBe(201);
  return { student, lesson: (await res.json()) as LessonView };
}

const WORD = { kind: 'word', word: 'to look forward to', meaning: 'يتطلع إلى', example: 'I look forward to our next lesson.' };
const CORRECTION = { kind: 'correction', said: 'I am agree', better: 'I agree' };
const HOMEWORK = { kind: 'homework', task: 'اكتب خمس جمل عن يومك', due: '2026-11-30' };

const add = (who: Person, lessonId: number, body: unknown) => t.json(`/lesson/${lessonId}/mark`, body, { headers: who.headers });
const edit = (who: Person, id: number, body: unknown) => t.json(`/lesson/mark/${id}`, body, { method: 'PUT', headers: who.headers });
const remove = (who: Person, id: number) => t.request(`/lesson/mark/${id}`, { method: 'DELETE', headers: who.headers });
const setDone = (who: Person, id: number, done: unknown) =>
  t.json(`/lesson/mark/${id}/done`, { done }, { method: 'PUT', headers: who.headers });
const recap = (who: Person | null, lessonId: number) => t.request(`/lesson/${lessonId}/recap`, who ? { headers: who.headers } : {});
const marksSeenBy = async (who: Person, lessonId: number) => ((await (await recap(who, lessonId)).json()) as RecapView).marks;

describe('lesson marks', () => {
  it('are written by the lesson’s tutor during the lesson and read by both members, in order', async () => {
    const { student, lesson } = await lessonAt(cairo(24, 10));
    clock = cairo(24, 10, 10);
    const made: MarkView[] = [];
    for (const body of [WORD, CORRECTION, HOMEWORK]) {
      const res = await add(tutor, lesson.id, body);
      expect(res.status).toBe(201);
      made.push((await res.json()) as MarkView);
    }
    expect(made.map((m) => m.kind)).toEqual(['word', 'correction', 'homework']);
    expect(made[0]).toMatchObject({ ...WORD, lessonId: lesson.id });
    expect(made[2]).toMatchObject({ ...HOMEWORK, doneAt: null });
    const seen = (await (await recap(student, lesson.id)).json()) as RecapView;
    expect(seen.marks).toEqual(made);
    expect(seen.lesson.id).toBe(lesson.id);
    expect(seen.editableUntil).toBe(cairo(24, 10, 30) + 24 * HOUR_MS);
    expect(await marksSeenBy(tutor, lesson.id)).toEqual(made);
  });

  it('are closed to everyone else: other students and tutors hear not found, other roles are refused', async () => {
    const { student, lesson } = await lessonAt(cairo(24, 11));
    clock = cairo(24, 11, 5);
    const mark = (await (await add(tutor, lesson.id, HOMEWORK)).json()) as MarkView;
    const otherTutor = await addPerson(t, { role: Role.Tutor });
    const stranger = await addPerson(t, { role: Role.Student });
    const admin = await addPerson(t, { role: Role.SuperAdmin });
    expect((await recap(null, lesson.id)).status).toBe(401);
    for (const who of [stranger, otherTutor]) {
      const res = await recap(who, lesson.id);
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ code: 'lesson-not-found' });
    }
    expect((await recap(admin, lesson.id)).status).toBe(403);
    expect((await add(student, lesson.id, WORD)).status).toBe(403);
    expect((await add(otherTutor, lesson.id, WORD)).status).toBe(404);
    expect((await edit(otherTutor, mark.id, WORD)).status).toBe(404);
    expect((await remove(otherTutor, mark.id)).status).toBe(404);
    expect((await edit(student, mark.id, WORD)).status).toBe(403);
    const notHers = await setDone(stranger, mark.id, true);
    expect(notHers.status).toBe(404);
    expect(await notHers.json()).toMatchObject({ code: 'mark-not-found' });
    expect((await setDone(tutor, mark.id, true)).status).toBe(403);
    expect(await marksSeenBy(student, lesson.id)).toEqual([mark]);
  });

  it('are checked by the shared schema: an English word with an Arabic meaning, a real due day in either digit script', async () => {
    const { lesson } = await lessonAt(cairo(24, 12));
    clock = cairo(24, 12, 5);
    const refused: [unknown, Record<string, string>][] = [
      [{ ...WORD, word: 'يتطلع' }, { word: 'invalid' }],
      [{ ...WORD, meaning: 'look forward' }, { meaning: 'invalid' }],
      [{ kind: 'word', word: 'hello' }, { meaning: 'required' }],
      [{ ...WORD, word: '   ' }, { word: 'required' }],
      [{ ...CORRECTION, better: 'x'.repeat(301) }, { better: 'invalid' }],
      [{ ...HOMEWORK, due: '2026-02-30' }, { due: 'invalid' }],
      [{ ...HOMEWORK, due: '٣٠/١١/٢٠٢٦' }, { due: 'invalid' }],
      [{ kind: 'note', text: 'hi' }, { kind: 'invalid' }],
    ];
    for (const [body, errors] of refused) {
      const res = await add(tutor, lesson.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await res.json()).toMatchObject({ code: 'bad-request', errors });
    }
    const arabicDigits = await add(tutor, lesson.id, { ...HOMEWORK, due: '٢٠٢٦-١٢-٠١' });
    expect(arabicDigits.status).toBe(201);
    expect(await arabicDigits.json()).toMatchObject({ due: '2026-12-01' });
    const bare = (await (await add(tutor, lesson.id, { ...WORD, example: '' })).json()) as MarkView;
    expect(bare).toMatchObject({ example: null });
  });

  it('may be changed by the tutor from the lesson’s start until 24 hours after its end, and never on a cancelled lesson', async () => {
    const { student, lesson } = await lessonAt(cairo(25, 10));
    clock = cairo(25, 9, 59);
    const early = await add(tutor, lesson.id, WORD);
    expect(early.status).toBe(409);
    expect(await early.json()).toMatchObject({ code: 'marks-closed' });
    clock = cairo(25, 10);
    const mark = (await (await add(tutor, lesson.id, WORD)).json()) as MarkView;
    const end = cairo(25, 10, 30);
    clock = end + 24 * HOUR_MS - MINUTE_MS;
    const edited = await edit(tutor, mark.id, { ...WORD, example: 'We look forward to it.' });
    expect(edited.status).toBe(200);
    expect(await edited.json()).toMatchObject({ id: mark.id, example: 'We look forward to it.', updatedAt: clock });
    const late = (await (await add(tutor, lesson.id, CORRECTION)).json()) as MarkView;
    clock = end + 24 * HOUR_MS + 1;
    for (const res of [await add(tutor, lesson.id, WORD), await edit(tutor, mark.id, WORD), await remove(tutor, late.id)]) {
      expect(res.status).toBe(409);
      expect(await res.json()).toMatchObject({ code: 'marks-closed' });
    }
    // the student keeps reading them
    expect((await marksSeenBy(student, lesson.id)).map((m) => m.id)).toEqual([mark.id, late.id]);

    clock = TEST_NOW;
    const { student: other, lesson: cancelled } = await lessonAt(cairo(25, 12), 'Omar Student');
    expect((await t.request(`/lesson/${cancelled.id}`, { method: 'DELETE', headers: other.headers })).status).toBe(200);
    clock = cairo(25, 12, 5);
    expect(await (await add(tutor, cancelled.id, WORD)).json()).toMatchObject({ code: 'marks-closed' });
  });

  it('are deleted by the tutor once; a second delete hears mark-not-found', async () => {
    const { student, lesson } = await lessonAt(cairo(25, 14));
    clock = cairo(25, 14, 40);
    const mark = (await (await add(tutor, lesson.id, CORRECTION)).json()) as MarkView;
    expect((await remove(tutor, mark.id)).status).toBe(204);
    const again = await remove(tutor, mark.id);
    expect(again.status).toBe(404);
    expect(await again.json()).toMatchObject({ code: 'mark-not-found' });
    expect(await marksSeenBy(student, lesson.id)).toEqual([]);
  });
});

describe('homework done', () => {
  it('is set by the student once (a replay keeps the first moment), seen by the tutor, kept through the tutor’s edit, and undone', async () => {
    const { student, lesson } = await lessonAt(cairo(26, 10));
    clock = cairo(26, 10, 20);
    const homework = (await (await add(tutor, lesson.id, HOMEWORK)).json()) as MarkView;
    const word = (await (await add(tutor, lesson.id, WORD)).json()) as MarkView;
    clock = cairo(27, 18);
    const done = await setDone(student, homework.id, true);
    expect(done.status).toBe(200);
    expect(await done.json()).toMatchObject({ id: homework.id, doneAt: cairo(27, 18) });
    clock = cairo(27, 19);
    expect(await (await setDone(student, homework.id, true)).json()).toMatchObject({ doneAt: cairo(27, 18) });
    expect((await marksSeenBy(tutor, lesson.id)).find((m) => m.id === homework.id)).toMatchObject({ doneAt: cairo(27, 18) });
    clock = cairo(26, 20);
    await edit(tutor, homework.id, { ...HOMEWORK, task: 'اكتب عشر جمل عن يومك' });
    expect((await marksSeenBy(student, lesson.id)).find((m) => m.id === homework.id)).toMatchObject({
      task: 'اكتب عشر جمل عن يومك',
      doneAt: cairo(27, 18),
    });
    const wrong = await setDone(student, word.id, true);
    expect(wrong.status).toBe(400);
    expect((await setDone(student, homework.id, 'yes')).status).toBe(400);
    expect(await (await setDone(student, homework.id, false)).json()).toMatchObject({ doneAt: null });
  });
});

describe('the recap notice', () => {
  const emailOf = async (id: number) => (await t.deps.db.select({ email: users.email }).from(users).where(eq(users.id, id)))[0]!.email;
  const recapNotices = (id: number) =>
    t.deps.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, id), eq(notifications.kind, 'lesson-recap')));
  const recapMails = async (id: number) =>
    (
      await t.deps.db
        .select()
        .from(outbox)
        .where(eq(outbox.to, await emailOf(id)))
    ).filter((m) => m.subject?.includes('ما أخذته'));

  it('tells the student once when a lesson with marks ends, in the bell and by email with the marks and the recap link', async () => {
    const { student, lesson } = await lessonAt(cairo(27, 10), 'Laila Student');
    clock = cairo(27, 10, 15);
    await add(tutor, lesson.id, WORD);
    await add(tutor, lesson.id, CORRECTION);
    await add(tutor, lesson.id, HOMEWORK);
    await runScheduledJobs(t.deps, '*/5 * * * *');
    expect(await recapNotices(student.id)).toEqual([]);
    clock = cairo(27, 10, 31);
    await runScheduledJobs(t.deps, '*/5 * * * *');
    await runScheduledJobs(t.deps, '*/5 * * * *');
    const told = await recapNotices(student.id);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      lessonId: lesson.id,
      data: { name: 'Mona Tutor', start: cairo(27, 10), link: `/lesson/${lesson.id}/recap` },
    });
    const mails = await recapMails(student.id);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('ما أخذته من درسك مع Mona Tutor — كلام');
    // what the tutor wrote is isolated, so English keeps its own direction in the Arabic mail
    expect(mails[0]!.body).toContain(
      '• \u2068to look forward to\u2069: \u2068يتطلع إلى\u2069 — \u2068I look forward to our next lesson.\u2069',
    );
    expect(mails[0]!.body).toContain('• \u2068I am agree\u2069 ← \u2068I agree\u2069');
    expect(mails[0]!.body).toContain('• \u2068اكتب خمس جمل عن يومك\u2069 (حتى الاثنين، ٣٠ نوفمبر)');
    expect(mails[0]!.body).toContain(`http://app.test/lesson/${lesson.id}/recap`);
    // the tutor is not told their own recap
    expect(await recapNotices(tutor.id)).toEqual([]);
  });

  it('waits for marks written after the lesson, and follows the student’s settings (bell only when email is off)', async () => {
    const { student, lesson } = await lessonAt(cairo(28, 10), 'Hoda Student');
    const off = await t.request('/notification/preferences', {
      method: 'PUT',
      headers: student.headers,
      body: JSON.stringify({ changes: [{ event: 'lesson-recap', channel: 'email', enabled: false }] }),
    });
    expect(off.status).toBe(200);
    clock = cairo(28, 11);
    await runScheduledJobs(t.deps, '*/5 * * * *');
    expect(await recapNotices(student.id)).toEqual([]);
    await add(tutor, lesson.id, WORD);
    await runScheduledJobs(t.deps, '*/5 * * * *');
    expect(await recapNotices(student.id)).toHaveLength(1);
    expect(await recapMails(student.id)).toEqual([]);
  });
});
