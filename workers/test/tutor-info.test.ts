import { Role, type TutorInfo } from '@kalam/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { addPerson, makeTestApp, TEST_NOW } from './helpers';

let t: Awaited<ReturnType<typeof makeTestApp>>;
beforeAll(async () => {
  t = await makeTestApp({ seed: false });
});
afterAll(() => t.close());

describe('a tutor the public cannot see', () => {
  it('answers tutor-not-found to visitors and students, and the page with both flags to admins, never caching it', async () => {
    const tutor = await addPerson(t, { role: Role.Tutor, name: 'Hidden Tutor' });
    const admin = await addPerson(t, { role: Role.RegularAdmin });
    const student = await addPerson(t, { role: Role.Student });
    const seen = (await (await t.request(`/user/tutor/info/${tutor.id}`, { headers: admin.headers })).json()) as TutorInfo;
    expect(seen).toMatchObject({ id: tutor.id, name: 'Hidden Tutor', activated: true, deactivated: false });
    expect(((await (await t.request(`/user/tutor/info/${tutor.id}`)).json()) as TutorInfo).deactivated).toBeUndefined();

    await t.deps.db.update(users).set({ deactivatedAt: TEST_NOW }).where(eq(users.id, tutor.id));
    await t.request('/cache/flush', { method: 'DELETE', headers: (await addPerson(t, { role: Role.SuperAdmin })).headers });
    const byAdmin = await t.request(`/user/tutor/info/${tutor.id}`, { headers: admin.headers });
    expect(byAdmin.status).toBe(200);
    expect(await byAdmin.json()).toMatchObject({ id: tutor.id, name: 'Hidden Tutor', deactivated: true });
    for (const headers of [{}, student.headers]) {
      const res = await t.request(`/user/tutor/info/${tutor.id}`, { headers });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ code: 'tutor-not-found' });
    }
  });
});

describe('GET /asset/sample', () => {
  it('answers a few onboarded tutors’ public photos and videos to anyone, without deactivated tutors or tutors without a photo', async () => {
    const shown = await addPerson(t, { role: Role.Tutor, name: 'Pictured Tutor' });
    const noPhoto = await addPerson(t, { role: Role.Tutor, name: 'Faceless Tutor' });
    const gone = await addPerson(t, { role: Role.Tutor, name: 'Gone Tutor' });
    await t.deps.db.update(users).set({ image: '/api/v1/assets/uploads/shown.png' }).where(eq(users.id, shown.id));
    await t.deps.db.update(users).set({ image: '/api/v1/assets/uploads/gone.png', deactivatedAt: TEST_NOW }).where(eq(users.id, gone.id));
    const res = await t.request('/asset/sample');
    expect(res.status).toBe(200);
    const sample = (await res.json()) as { list: { tutorId: number; name: string; image: string; video: string | null }[]; total: number };
    expect(sample.list).toContainEqual({
      tutorId: shown.id,
      name: 'Pictured Tutor',
      image: '/api/v1/assets/uploads/shown.png',
      video: null,
      thumbnail: null,
    });
    expect(sample.list.map((s) => s.tutorId)).not.toContain(noPhoto.id);
    expect(sample.list.map((s) => s.tutorId)).not.toContain(gone.id);
    expect(sample.list.length).toBeLessThanOrEqual(6);
  });
});
