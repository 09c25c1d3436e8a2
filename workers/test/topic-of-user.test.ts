import { type CurrentUser, Role, type Topic, type TutorInfo } from '@kalam/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { topics } from '../src/db/schema';
import { addPerson, makeTestApp, TEST_NOW } from './helpers';

let t: Awaited<ReturnType<typeof makeTestApp>>;
let ids: number[];
beforeAll(async () => {
  t = await makeTestApp({ seed: false });
  const rows = await t.deps.db
    .insert(topics)
    .values(Array.from({ length: 32 }, (_, i) => ({ nameAr: `موضوع ${i + 1}`, nameEn: `Topic ${i + 1}`, createdAt: TEST_NOW })))
    .returning({ id: topics.id });
  ids = rows.map((r) => r.id);
});
afterAll(() => t.close());

const send = (method: string, headers: Record<string, string>, topicIds: number[]) =>
  t.request('/topic/of/user', { method, headers, body: JSON.stringify({ topicIds }) });

describe('a tutor’s topics and profile', () => {
  it('adds, removes and replaces topics, at most thirty, known ones only', async () => {
    const tutor = await addPerson(t, { role: Role.Tutor });
    expect(((await (await send('POST', tutor.headers, [ids[0]!, ids[1]!])).json()) as Topic[]).map((x) => x.id)).toEqual([ids[0], ids[1]]);
    expect(((await (await send('DELETE', tutor.headers, [ids[0]!])).json()) as Topic[]).map((x) => x.id)).toEqual([ids[1]]);
    expect((await (await send('PATCH', tutor.headers, ids.slice(2, 5))).json()) as Topic[]).toHaveLength(3);
    expect(await (await send('PATCH', tutor.headers, [999_999])).json()).toEqual({ code: 'topic-not-found' });
    expect((await send('PATCH', tutor.headers, ids.slice(0, 31))).status).toBe(400);
    expect((await send('POST', tutor.headers, [...ids.slice(0, 2), ...ids.slice(5, 32)])).status).toBe(400);
    const visitor = await addPerson(t, { role: Role.Student });
    expect((await send('PATCH', visitor.headers, [ids[0]!])).status).toBe(403);
    const read = (await (await t.request(`/topic/of/user?userId=${tutor.id}`, { headers: visitor.headers })).json()) as Topic[];
    expect(read).toHaveLength(3);
  });

  it('lets a tutor edit bio, about and notice, with the spec’s rule names; the profile shows them', async () => {
    const tutor = await addPerson(t, { role: Role.Tutor });
    const bad = await t.request(`/user/${tutor.id}`, {
      method: 'PUT',
      headers: tutor.headers,
      body: JSON.stringify({ tutor: { bio: 'Hello', noticeMinutes: 2000 } }),
    });
    expect(await bad.json()).toMatchObject({
      code: 'bad-request',
      errors: { 'tutor.bio': 'invalid-bio', 'tutor.noticeMinutes': 'max-notice-exceeded' },
    });
    const res = await t.request(`/user/${tutor.id}`, {
      method: 'PUT',
      headers: tutor.headers,
      body: JSON.stringify({ tutor: { bio: 'مدرسة محادثة إنجليزية', about: 'أدرّس المحادثة منذ عشر سنوات.', noticeMinutes: 120 } }),
    });
    expect(((await res.json()) as CurrentUser).tutor).toMatchObject({ bio: 'مدرسة محادثة إنجليزية', noticeMinutes: 120 });
    const info = (await (await t.request(`/user/tutor/info/${tutor.id}`)).json()) as TutorInfo;
    expect(info).toMatchObject({ about: 'أدرّس المحادثة منذ عشر سنوات.', noticeMinutes: 120 });
    const student = await addPerson(t, { role: Role.Student });
    const notTutor = await t.request(`/user/${student.id}`, {
      method: 'PUT',
      headers: student.headers,
      body: JSON.stringify({ tutor: { noticeMinutes: 10 } }),
    });
    expect(await notTutor.json()).toMatchObject({ code: 'bad-request', errors: { tutor: 'invalid' } });
  });
});

describe('tutor change events', () => {
  it('tell the tutors-cache channel when a tutor changes topics, profile or free time', async () => {
    const tutor = await addPerson(t, { role: Role.Tutor });
    const forTutor = () =>
      t.realtime.sent.filter((s) => s.to === 'tutors-cache' && s.event.type === 'tutor-updated' && s.event.tutorId === tutor.id);
    await send('POST', tutor.headers, [ids[0]!]);
    expect(forTutor()).toHaveLength(1);
    await t.json(`/user/${tutor.id}`, { tutor: { about: 'أدرّس المحادثة للمبتدئين' } }, { method: 'PUT', headers: tutor.headers });
    expect(forTutor()).toHaveLength(2);
    const res = await t.json(
      '/availability-slot/',
      {
        type: 'schedule',
        title: 'صباح كل يوم',
        weekdays: [0, 1, 2],
        startMinute: 9 * 60,
        durationMinutes: 60,
        validFrom: TEST_NOW,
      },
      { headers: tutor.headers },
    );
    expect(res.status).toBe(201);
    expect(forTutor()).toHaveLength(3);
    expect(t.realtime.sent.some((s) => s.to === 'tutors-cache' && s.event.type === 'tutors-cache-updated')).toBe(true);
  });
});
