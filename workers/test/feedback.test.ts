import { type FeedbackView, type Paged, Role } from '@kalam/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
