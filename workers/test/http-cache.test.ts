import { Role } from '@kalam/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addPerson, makeTestApp } from './helpers';

let t: Awaited<ReturnType<typeof makeTestApp>>;
let student: Awaited<ReturnType<typeof addPerson>>;
let admin: Awaited<ReturnType<typeof addPerson>>;

beforeAll(async () => {
  t = await makeTestApp();
  student = await addPerson(t, { role: Role.Student });
  admin = await addPerson(t, { role: Role.RegularAdmin });
});
afterAll(() => t.close());

describe('HTTP caching of API answers', () => {
  it('lets anonymous visitors keep public answers, revalidated by ETag with a bodiless 304', async () => {
    const [card] = ((await (await t.request('/user/tutor/list/onboarded?size=1')).json()) as { list: { id: number }[] }).list;
    for (const path of ['/user/tutor/list/onboarded?size=5', `/user/tutor/info/${card!.id}`, '/topic/list', '/plan/list']) {
      const first = await t.request(path);
      expect(first.status, path).toBe(200);
      expect(first.headers.get('cache-control'), path).toMatch(/^public, max-age=\d+, stale-while-revalidate=\d+$/);
      expect(first.headers.get('vary'), path).toMatch(/Authorization/i);
      const etag = first.headers.get('etag');
      expect(etag, path).toMatch(/^"[0-9a-f]+"$/);
      const again = await t.request(path, { headers: { 'if-none-match': etag! } });
      expect(again.status, path).toBe(304);
      expect(await again.text(), path).toBe('');
      expect(again.headers.get('etag'), path).toBe(etag);
      expect((await t.request(path, { headers: { 'if-none-match': '"stale"' } })).status, path).toBe(200);
    }
  });

  it('answers with a new ETag once the answer changes', async () => {
    const path = '/user/tutor/list/onboarded?size=3';
    const before = (await t.request(path)).headers.get('etag')!;
    expect((await t.request('/cache/flush', { method: 'DELETE', headers: admin.headers })).status).toBe(200);
    const tutor = await addPerson(t, { role: Role.Tutor, name: 'Fresh Tutor' });
    await t.request(`/user/${tutor.id}`, {
      method: 'PUT',
      headers: tutor.headers,
      body: JSON.stringify({ tutor: { about: 'أدرّس المحادثة منذ سنوات' } }),
    });
    const after = await t.request(path, { headers: { 'if-none-match': before } });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(before);
  });

  it('never stores private answers: signed-in reads, errors and writes are no-store', async () => {
    expect((await t.request('/user/current', { headers: student.headers })).headers.get('cache-control')).toBe('no-store');
    const signedIn = await t.request('/user/tutor/list/onboarded?size=5', { headers: student.headers });
    expect(signedIn.headers.get('cache-control')).toBe('no-store');
    expect(signedIn.headers.get('etag')).toBeNull();
    expect((await t.request('/user/tutor/info/999999')).headers.get('cache-control')).toBe('no-store');
    expect((await t.request('/lesson/list')).headers.get('cache-control')).toBe('no-store');
  });
});
