import { type FeedbackView, type NotificationList, type Paged, Role } from '@kalam/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, users } from '../src/db/schema';
import { addPerson, makeTestApp } from './helpers';

let t: Awaited<ReturnType<typeof makeTestApp>>;
beforeAll(async () => {
  t = await makeTestApp({ seed: false });
});
afterAll(() => t.close());

describe('share feedback', () => {
  it('takes a student’s or a tutor’s feedback with the page it came from, and shows it to admins only, newest first', async () => {
    const student = await addPerson(t, { role: Role.Student, name: 'Karim Student' });
    const tutor = await addPerson(t, { role: Role.Tutor, name: 'Mariam Tutor' });
    const admin = await addPerson(t, { role: Role.RegularAdmin });
    const sent = await t.json(
      '/feedback',
      { message: 'أتمنى إضافة تذكير قبل الدرس على واتساب.', page: '/s/dashboard' },
      { headers: student.headers },
    );
    expect(sent.status).toBe(201);
    t.advance(1000);
    expect(
      (await t.json('/feedback', { message: '<b>صفحة الجدول</b> بطيئة قليلًا على الموبايل.' }, { headers: tutor.headers })).status,
    ).toBe(201);

    const list = (await (await t.request('/feedback/list', { headers: admin.headers })).json()) as Paged<FeedbackView>;
    expect(list.total).toBe(2);
    expect(list.list.map((f) => [f.author.name, f.message, f.page])).toEqual([
      ['Mariam Tutor', '<b>صفحة الجدول</b> بطيئة قليلًا على الموبايل.', null],
      ['Karim Student', 'أتمنى إضافة تذكير قبل الدرس على واتساب.', '/s/dashboard'],
    ]);
    expect((await t.request('/feedback/list', { headers: student.headers })).status).toBe(403);
    expect((await t.json('/feedback', { message: 'x'.repeat(20) }, { headers: admin.headers })).status).toBe(403);
  });

  it('refuses empty, too short or too long feedback with the contact form’s codes', async () => {
    const student = await addPerson(t, { role: Role.Student });
    for (const [message, code] of [
      ['', 'short-contact-message'],
      ['قصير', 'short-contact-message'],
      ['م'.repeat(1001), 'long-contact-message'],
    ] as const) {
      const res = await t.json('/feedback', { message }, { headers: student.headers });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code: 'bad-request', errors: { message: code } });
    }
    expect(
      await (await t.json('/feedback', { message: 'ملاحظة مفيدة جدًا', page: 'https://evil.example' }, { headers: student.headers })).json(),
    ).toMatchObject({ errors: { page: 'invalid' } });
  });
});

describe('answering feedback', () => {
  it('an admin replies: the sender reads it once in the bell and by email, linked to where they wrote, and it counts as handled', async () => {
    const student = await addPerson(t, { role: Role.Student, name: 'Nour Student' });
    const admin = await addPerson(t, { role: Role.RegularAdmin });
    const { id } = await (
      await t.json('/feedback', { message: 'أريد وضعًا ليليًا للتطبيق.', page: '/settings' }, { headers: student.headers })
    ).json();
    const waiting = async () =>
      (
        (await (await t.request('/feedback/list?handled=false&size=100', { headers: admin.headers })).json()) as Paged<FeedbackView>
      ).list.map((f) => f.id);
    expect(await waiting()).toContain(id);

    const reply = 'شكرًا لك! الوضع الليلي في خطتنا لهذا الشهر.';
    expect((await t.json(`/feedback/${id}/reply`, { message: reply }, { headers: student.headers })).status).toBe(403);
    expect((await t.json(`/feedback/${id}/reply`, { message: 'قصير' }, { headers: admin.headers })).status).toBe(400);
    const res = await t.json(`/feedback/${id}/reply`, { message: reply }, { headers: admin.headers });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id, reply, repliedAt: t.deps.now(), handledAt: t.deps.now() });
    expect(await waiting()).not.toContain(id);
    const handled = (await (await t.request('/feedback/list?handled=true', { headers: admin.headers })).json()) as Paged<FeedbackView>;
    expect(handled.list.map((f) => f.id)).toContain(id);

    const notices = (await (await t.request('/notification/list', { headers: student.headers })).json()) as NotificationList;
    expect(notices.list.filter((n) => n.kind === 'feedback-replied')).toEqual([
      expect.objectContaining({ link: '/settings', data: expect.objectContaining({ feedbackId: id, text: reply, name: 'فريق كلام' }) }),
    ]);
    const [me] = await t.deps.db.select({ email: users.email }).from(users).where(eq(users.id, student.id));
    const mails = (await t.deps.db.select().from(outbox).where(eq(outbox.to, me!.email))).filter((m) => m.subject === 'رد على رأيك — كلام');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body).toContain(reply);
    expect(mails[0]!.body).toContain('http://app.test/settings');
    expect((await t.json('/feedback/999999/reply', { message: reply }, { headers: admin.headers })).status).toBe(404);
  });

  it('an admin marks feedback handled and waiting again without telling anyone', async () => {
    const tutor = await addPerson(t, { role: Role.Tutor });
    const admin = await addPerson(t, { role: Role.RegularAdmin });
    const { id } = await (await t.json('/feedback', { message: 'صفحة الأرباح ممتازة، شكرًا.' }, { headers: tutor.headers })).json();
    const mark = (handled: boolean) => t.json(`/feedback/${id}/handled`, { handled }, { method: 'PUT', headers: admin.headers });
    expect(await (await mark(true)).json()).toMatchObject({ id, handledAt: t.deps.now(), reply: null });
    expect(await (await mark(false)).json()).toMatchObject({ id, handledAt: null });
    expect((await t.json(`/feedback/${id}/handled`, { handled: 'yes' }, { method: 'PUT', headers: admin.headers })).status).toBe(400);
    const notices = (await (await t.request('/notification/list', { headers: tutor.headers })).json()) as NotificationList;
    expect(notices.list).toEqual([]);
  });
});
