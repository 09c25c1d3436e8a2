import { HOUR_MS, type NotificationList, type Paged, type ReportReplyView, type ReportView, Role } from '@kalam/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lessons, outbox, reportReplies, users } from '../src/db/schema';
import { addPerson, makeTestApp, TEST_NOW } from './helpers';

let t: Awaited<ReturnType<typeof makeTestApp>>;
type Person = Awaited<ReturnType<typeof addPerson>>;
let student: Person;
let otherStudent: Person;
let tutor: Person;
let admin: Person;
let lessonId: number;
let strangersLessonId: number;

beforeAll(async () => {
  t = await makeTestApp({ seed: false });
  student = await addPerson(t, { role: Role.Student, name: 'Rana Reporter' });
  otherStudent = await addPerson(t, { role: Role.Student });
  tutor = await addPerson(t, { role: Role.Tutor, name: 'Tarek Tutor' });
  admin = await addPerson(t, { role: Role.RegularAdmin, name: 'Adel Admin' });
  const lesson = (studentId: number) => ({
    tutorId: tutor.id,
    studentId,
    start: TEST_NOW - 2 * HOUR_MS,
    duration: 30 as const,
    price: 7500,
    createdAt: TEST_NOW,
    updatedAt: TEST_NOW,
  });
  [{ id: lessonId }, { id: strangersLessonId }] = (await t.deps.db
    .insert(lessons)
    .values([lesson(student.id), lesson(otherStudent.id)])
    .returning({ id: lessons.id })) as [{ id: number }, { id: number }];
});
afterAll(() => t.close());

const send = (who: Person, method: string, path: string, body?: unknown) =>
  t.request(path, { method, headers: who.headers, body: body === undefined ? undefined : JSON.stringify(body) });
const report = (who: Person, body: Record<string, unknown>) => send(who, 'POST', '/report', body);
const code = async (res: Response) => ((await res.json()) as { code: string }).code;

async function filed(who: Person, body: Record<string, unknown> = {}): Promise<ReportView> {
  const res = await report(who, { title: 'الدرس لم يبدأ', message: 'المدرس لم يحضر الدرس في موعده.', ...body });
  expect(res.status).toBe(201);
  return (await res.json()) as ReportView;
}

describe('filing a report', () => {
  it('records a report about a user and a lesson of the reporter’s, with the message sanitised', async () => {
    const res = await report(student, {
      title: 'مشكلة في الدرس',
      message: '<p>The tutor was <b>late</b><script>alert(1)</script><img src=x onerror=alert(1)></p>',
      reportedId: tutor.id,
      lessonId,
    });
    expect(res.status).toBe(201);
    const view = (await res.json()) as ReportView;
    expect(view).toMatchObject({
      reporter: { id: student.id, name: 'Rana Reporter' },
      reported: { id: tutor.id, name: 'Tarek Tutor' },
      lessonId,
      title: 'مشكلة في الدرس',
      resolved: false,
      resolvedAt: null,
      replies: 0,
      createdAt: TEST_NOW,
    });
    expect(view.message).toBe('<p>The tutor was <b>late</b></p>');
    expect(view.reporter).not.toHaveProperty('email');
  });

  it('refuses a lesson the reporter is not a member of, an unknown or self report, and bad fields', async () => {
    expect(await code(await report(student, { title: 'درس شخص آخر', message: 'رسالة طويلة بما يكفي', lessonId: strangersLessonId }))).toBe(
      'lesson-not-found',
    );
    expect(await code(await report(student, { title: 'درس غير موجود', message: 'رسالة طويلة بما يكفي', lessonId: 999999 }))).toBe(
      'lesson-not-found',
    );
    expect(await code(await report(student, { title: 'مستخدم غير موجود', message: 'رسالة طويلة بما يكفي', reportedId: 999999 }))).toBe(
      'user-not-found',
    );
    expect(
      await (await report(student, { title: 'عن نفسي', message: 'رسالة طويلة بما يكفي', reportedId: student.id })).json(),
    ).toMatchObject({ code: 'bad-request', errors: { reportedId: 'invalid' } });
    expect(await (await report(student, { title: 'قص', message: '<b>قصيرة' })).json()).toMatchObject({
      code: 'bad-request',
      errors: { title: 'short-contact-title', message: 'invalid-message-html' },
    });
    expect((await send(student, 'POST', '/report', {})).status).toBe(400);
    expect((await t.request('/report', { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } })).status).toBe(401);
  });

  it('lets the tutor of a lesson report it too (any signed-in role files reports)', async () => {
    expect((await filed(tutor, { lessonId, reportedId: student.id })).lessonId).toBe(lessonId);
  });
});

describe('reading, editing and deleting a report', () => {
  it('shows a report to its reporter and admins only; lists one’s own, admins all, newest first and by resolution', async () => {
    const first = await filed(otherStudent, { title: 'البلاغ الأول' });
    t.advance(1000);
    const second = await filed(otherStudent, { title: 'البلاغ الثاني' });
    expect((await send(otherStudent, 'GET', `/report/${first.id}`)).status).toBe(200);
    expect(await code(await send(student, 'GET', `/report/${first.id}`))).toBe('report-not-found');
    expect(await code(await send(tutor, 'GET', `/report/${first.id}`))).toBe('report-not-found');
    expect((await send(admin, 'GET', `/report/${first.id}`)).status).toBe(200);

    const own = (await (await send(otherStudent, 'GET', '/report/list')).json()) as Paged<ReportView>;
    expect(own.list.map((r) => r.id)).toEqual([second.id, first.id]);
    expect(own.total).toBe(2);
    const all = (await (await send(admin, 'GET', '/report/list?size=100')).json()) as Paged<ReportView>;
    expect(all.list.map((r) => r.reporter.id)).toEqual(expect.arrayContaining([student.id, otherStudent.id, tutor.id]));
    const page = (await (await send(otherStudent, 'GET', '/report/list?size=1&page=2')).json()) as Paged<ReportView>;
    expect([page.list.map((r) => r.id), page.total]).toEqual([[first.id], 2]);

    expect((await send(admin, 'PUT', `/report/${first.id}`, { resolved: true })).status).toBe(200);
    const resolved = (await (await send(otherStudent, 'GET', '/report/list?resolved=true')).json()) as Paged<ReportView>;
    expect(resolved.list.map((r) => r.id)).toEqual([first.id]);
    const open = (await (await send(otherStudent, 'GET', '/report/list?resolved=false')).json()) as Paged<ReportView>;
    expect(open.list.map((r) => r.id)).toEqual([second.id]);
    expect((await send(otherStudent, 'GET', '/report/list?resolved=maybe')).status).toBe(400);
  });

  it('lets the reporter edit title and message while unresolved; admins resolve and reopen', async () => {
    const mine = await filed(student);
    const edited = await send(student, 'PUT', `/report/${mine.id}`, { title: 'عنوان معدل', message: '<i>رسالة معدلة بالكامل</i>' });
    expect(await edited.json()).toMatchObject({ title: 'عنوان معدل', message: '<i>رسالة معدلة بالكامل</i>' });
    expect(await (await send(student, 'PUT', `/report/${mine.id}`, { resolved: true })).json()).toMatchObject({
      errors: { resolved: 'invalid' },
    });
    expect(await (await send(admin, 'PUT', `/report/${mine.id}`, { title: 'عنوان المشرف' })).json()).toMatchObject({
      errors: { title: 'invalid' },
    });
    expect(await code(await send(otherStudent, 'PUT', `/report/${mine.id}`, { title: 'عنوان دخيل' }))).toBe('report-not-found');

    const resolved = (await (await send(admin, 'PUT', `/report/${mine.id}`, { resolved: true })).json()) as ReportView;
    expect(resolved).toMatchObject({ resolved: true, resolvedAt: TEST_NOW + 1000 });
    expect(await (await send(student, 'PUT', `/report/${mine.id}`, { title: 'بعد الحل' })).json()).toMatchObject({
      code: 'bad-request',
      errors: { resolved: 'invalid' },
    });
    expect(await (await send(student, 'DELETE', `/report/${mine.id}`)).json()).toMatchObject({ errors: { resolved: 'invalid' } });
    expect(await (await send(admin, 'PUT', `/report/${mine.id}`, { resolved: false })).json()).toMatchObject({
      resolved: false,
      resolvedAt: null,
    });
    expect((await send(student, 'PUT', `/report/${mine.id}`, {})).status).toBe(400);
  });

  it('lets the reporter delete an unresolved report and admins any, replies with it', async () => {
    const mine = await filed(student);
    expect(await code(await send(otherStudent, 'DELETE', `/report/${mine.id}`))).toBe('report-not-found');
    expect((await send(student, 'DELETE', `/report/${mine.id}`)).status).toBe(200);
    expect(await code(await send(student, 'GET', `/report/${mine.id}`))).toBe('report-not-found');

    const closed = await filed(student);
    expect((await send(admin, 'POST', '/report/reply', { reportId: closed.id, message: 'تم التعامل مع البلاغ.' })).status).toBe(201);
    await send(admin, 'PUT', `/report/${closed.id}`, { resolved: true });
    expect((await send(admin, 'DELETE', `/report/${closed.id}`)).status).toBe(200);
    expect(await t.deps.db.select().from(reportReplies).where(eq(reportReplies.reportId, closed.id))).toEqual([]);
  });
});

describe('report replies', () => {
  it('threads admins and the reporter; an admin’s reply notifies the reporter in the app and by email', async () => {
    const mine = await filed(student, { title: 'تأخر المدرس' });
    const [{ email }] = (await t.deps.db.select({ email: users.email }).from(users).where(eq(users.id, student.id))) as [{ email: string }];
    const mailTo = () => t.deps.db.select().from(outbox).where(eq(outbox.to, email));
    const mailedBefore = (await mailTo()).length;
    const res = await send(admin, 'POST', '/report/reply', {
      reportId: mine.id,
      message: '<p>نعتذر، سنتابع مع المدرس.</p><script>x</script>',
    });
    expect(res.status).toBe(201);
    const adminReply = (await res.json()) as ReportReplyView;
    expect(adminReply).toMatchObject({
      reportId: mine.id,
      author: { id: admin.id, name: 'Adel Admin' },
      message: '<p>نعتذر، سنتابع مع المدرس.</p>',
    });

    const notices = (await (await send(student, 'GET', '/notification/list')).json()) as NotificationList;
    expect(notices.list[0]).toMatchObject({
      kind: 'report-replied',
      lessonId: null,
      data: { reportId: mine.id, replyId: adminReply.id },
      readAt: null,
    });
    const mail = await mailTo();
    expect(mail).toHaveLength(mailedBefore + 1);
    expect(mail.at(-1)!.body).toContain('تأخر المدرس');

    t.advance(1000);
    const answer = await send(student, 'POST', '/report/reply', { reportId: mine.id, message: 'شكرًا على المتابعة السريعة.' });
    expect(answer.status).toBe(201);
    const studentReply = (await answer.json()) as ReportReplyView;
    // the reporter's own reply tells nobody
    expect(await mailTo()).toHaveLength(mailedBefore + 1);

    const thread = (await (await send(student, 'GET', `/report/reply/report/${mine.id}`)).json()) as Paged<ReportReplyView>;
    expect([thread.list.map((r) => r.id), thread.total]).toEqual([[adminReply.id, studentReply.id], 2]);
    expect(((await (await send(student, 'GET', `/report/${mine.id}`)).json()) as ReportView).replies).toBe(2);
    expect((await send(admin, 'GET', `/report/reply/report/${mine.id}`)).status).toBe(200);
    expect(await code(await send(otherStudent, 'GET', `/report/reply/report/${mine.id}`))).toBe('report-not-found');
    expect(await code(await send(otherStudent, 'POST', '/report/reply', { reportId: mine.id, message: 'أنا أيضًا عندي مشكلة.' }))).toBe(
      'report-not-found',
    );
    expect(await code(await send(tutor, 'GET', `/report/reply/${adminReply.id}`))).toBe('report-reply-not-found');
    expect(((await (await send(student, 'GET', `/report/reply/${adminReply.id}`)).json()) as ReportReplyView).id).toBe(adminReply.id);
  });

  it('lets authors edit their replies and admins delete any; the reporter stops writing once resolved', async () => {
    const mine = await filed(student);
    const adminReply = (await (
      await send(admin, 'POST', '/report/reply', { reportId: mine.id, message: 'هل يمكنك التوضيح أكثر؟' })
    ).json()) as ReportReplyView;
    const studentReply = (await (
      await send(student, 'POST', '/report/reply', { reportId: mine.id, message: 'المدرس لم يفتح الكاميرا.' })
    ).json()) as ReportReplyView;

    expect(
      await (await send(student, 'PUT', `/report/reply/${studentReply.id}`, { message: 'المدرس لم يفتح الكاميرا أبدًا.' })).json(),
    ).toMatchObject({ id: studentReply.id, message: 'المدرس لم يفتح الكاميرا أبدًا.' });
    expect(await code(await send(student, 'PUT', `/report/reply/${adminReply.id}`, { message: 'تعديل رد المشرف' }))).toBe(
      'report-reply-not-found',
    );
    expect(await code(await send(admin, 'PUT', `/report/reply/${studentReply.id}`, { message: 'تعديل رد الطالب' }))).toBe(
      'report-reply-not-found',
    );
    expect(await code(await send(student, 'DELETE', `/report/reply/${adminReply.id}`))).toBe('report-reply-not-found');
    expect(await (await send(student, 'PUT', `/report/reply/${studentReply.id}`, { message: 'قصير' })).json()).toMatchObject({
      errors: { message: 'short-contact-message' },
    });

    await send(admin, 'PUT', `/report/${mine.id}`, { resolved: true });
    expect(
      await (await send(student, 'POST', '/report/reply', { reportId: mine.id, message: 'ما زالت المشكلة قائمة.' })).json(),
    ).toMatchObject({ errors: { resolved: 'invalid' } });
    expect(await (await send(student, 'DELETE', `/report/reply/${studentReply.id}`)).json()).toMatchObject({
      errors: { resolved: 'invalid' },
    });
    expect((await send(admin, 'POST', '/report/reply', { reportId: mine.id, message: 'أُغلق البلاغ بعد المتابعة.' })).status).toBe(201);
    expect((await send(admin, 'DELETE', `/report/reply/${studentReply.id}`)).status).toBe(200);
    expect(await code(await send(admin, 'GET', `/report/reply/${studentReply.id}`))).toBe('report-reply-not-found');
  });

  it('lists every reply for admins only, newest first', async () => {
    const list = (await (await send(admin, 'GET', '/report/reply/list?size=2')).json()) as Paged<ReportReplyView>;
    expect(list.list).toHaveLength(2);
    expect(list.total).toBeGreaterThan(2);
    expect(list.list[0]!.createdAt).toBeGreaterThanOrEqual(list.list[1]!.createdAt);
    expect(list.list[0]!.id).toBeGreaterThan(list.list[1]!.id);
    for (const who of [student, tutor]) expect((await send(who, 'GET', '/report/reply/list')).status).toBe(403);
  });
});
