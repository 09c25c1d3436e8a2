import { Role, type Topic } from '@kalam/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addPerson, makeTestApp } from './helpers';

let t: Awaited<ReturnType<typeof makeTestApp>>;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

describe('GET /topic/list', () => {
  it('lists topics with Arabic and English names and the total', async () => {
    const res = await t.request('/topic/list?size=100');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.total).toBeGreaterThan(5);
    expect(body.list).toHaveLength(body.total);
    for (const topic of body.list) {
      expect(topic.nameAr).toMatch(/[\u0600-\u06FF]/);
      expect(topic.nameEn).toMatch(/[A-Za-z]/);
    }
  });

  it('pages with the default size of ten', async () => {
    const body = await (await t.request('/topic/list')).json();
    expect(body.list.length).toBeLessThanOrEqual(10);
  });
});

describe('topics managed by admins', () => {
  type Person = Awaited<ReturnType<typeof addPerson>>;
  let admin: Person;
  let tutor: Person;
  beforeAll(async () => {
    admin = await addPerson(t, { role: Role.RegularAdmin });
    tutor = await addPerson(t, { role: Role.Tutor });
  });
  const send = (who: Person, method: string, path: string, body?: unknown) =>
    t.request(path, { method, headers: who.headers, body: body === undefined ? undefined : JSON.stringify(body) });

  it('creates a topic with both names and refuses a taken name (any case) as a field error', async () => {
    const res = await send(admin, 'POST', '/topic/', { nameAr: 'محادثة الأعمال', nameEn: 'Business Talk' });
    expect(res.status).toBe(201);
    const topic = (await res.json()) as Topic;
    expect(topic).toMatchObject({ nameAr: 'محادثة الأعمال', nameEn: 'Business Talk' });
    expect((await (await t.request('/topic/list?size=100')).json()).list).toContainEqual(topic);

    const again = await send(admin, 'POST', '/topic/', { nameAr: 'موضوع آخر', nameEn: 'business talk' });
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ code: 'bad-request', errors: { nameEn: 'invalid' } });
    const both = await send(admin, 'POST', '/topic/', { nameAr: 'محادثة الأعمال', nameEn: 'BUSINESS TALK' });
    expect(await both.json()).toMatchObject({ errors: { nameAr: 'invalid', nameEn: 'invalid' } });
    expect(await (await send(admin, 'POST', '/topic/', { nameAr: 'ab', nameEn: 'x'.repeat(51) })).json()).toMatchObject({
      errors: { nameAr: 'short-topic-name', nameEn: 'long-topic-name' },
    });
  });

  it('gives one of two simultaneous creations of a name', async () => {
    const answers = await Promise.all(
      [1, 2, 3].map((n) => send(admin, 'POST', '/topic/', { nameAr: `سباق ${n} للأسماء`, nameEn: 'Race Name' })),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([201, 400, 400]);
  });

  it('renames a topic, keeping names unique, and refreshes tutor pages', async () => {
    const topic = (await (await send(admin, 'POST', '/topic/', { nameAr: 'قواعد متقدمة', nameEn: 'Grammar Deep Dive' })).json()) as Topic;
    const other = (await (await send(admin, 'POST', '/topic/', { nameAr: 'النطق السليم', nameEn: 'Clear Pronunciation' })).json()) as Topic;
    t.realtime.sent.length = 0;
    const res = await send(admin, 'PUT', `/topic/${topic.id}`, { nameEn: 'Deep Grammar' });
    expect(await res.json()).toEqual({ ...topic, nameEn: 'Deep Grammar' });
    expect(t.realtime.sent).toContainEqual({ to: 'tutors-cache', event: { type: 'tutors-cache-updated' } });
    // its own name again is fine; another topic's is not
    expect((await send(admin, 'PUT', `/topic/${topic.id}`, { nameEn: 'deep grammar' })).status).toBe(200);
    expect(await (await send(admin, 'PUT', `/topic/${topic.id}`, { nameEn: 'Grammar' })).json()).toMatchObject({
      errors: { nameEn: 'invalid' },
    });
    expect(await (await send(admin, 'PUT', `/topic/${topic.id}`, { nameAr: other.nameAr })).json()).toMatchObject({
      errors: { nameAr: 'invalid' },
    });
    expect((await send(admin, 'PUT', `/topic/${topic.id}`, {})).status).toBe(400);
    expect(await (await send(admin, 'PUT', '/topic/999999', { nameEn: 'Nowhere' })).json()).toMatchObject({ code: 'topic-not-found' });
  });

  it('deletes a topic and takes it off every tutor’s list', async () => {
    const topic = (await (
      await send(admin, 'POST', '/topic/', { nameAr: 'الكتابة الإبداعية', nameEn: 'Creative Writing' })
    ).json()) as Topic;
    expect((await send(tutor, 'POST', '/topic/of/user', { topicIds: [topic.id] })).status).toBe(200);
    t.realtime.sent.length = 0;
    const res = await send(admin, 'DELETE', `/topic/${topic.id}`);
    expect(await res.json()).toEqual(topic);
    expect(t.realtime.sent).toContainEqual({ to: 'tutors-cache', event: { type: 'tutors-cache-updated' } });
    const mine = (await (await send(tutor, 'GET', '/topic/of/user')).json()) as Topic[];
    expect(mine.map((x) => x.id)).not.toContain(topic.id);
    expect(await (await send(admin, 'DELETE', `/topic/${topic.id}`)).json()).toMatchObject({ code: 'topic-not-found' });
  });

  it('is for admins only', async () => {
    const student = await addPerson(t, { role: Role.Student });
    for (const who of [tutor, student]) {
      expect((await send(who, 'POST', '/topic/', { nameAr: 'ممنوع هنا', nameEn: 'Not Allowed' })).status).toBe(403);
      expect((await send(who, 'PUT', '/topic/1', { nameEn: 'Not Allowed' })).status).toBe(403);
      expect((await send(who, 'DELETE', '/topic/1')).status).toBe(403);
    }
    expect((await t.request('/topic/1', { method: 'DELETE' })).status).toBe(401);
  });
});
