import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../dev/seed';
import { makeTestApp } from './helpers';

let t: Awaited<ReturnType<typeof makeTestApp>>;
beforeEach(async () => {
  t = await makeTestApp();
});
afterEach(() => t.close());

async function session(email: string) {
  const body = (await (await t.json('/auth/password', { email, password: DEMO_PASSWORD })).json()) as {
    token: string;
    user: { id: number };
  };
  const auth = { authorization: `Bearer ${body.token}` };
  return {
    id: body.user.id,
    get: (path: string) => t.request(path, { headers: auth }),
    put: (path: string, data: unknown) => t.json(path, data, { method: 'PUT', headers: auth }),
  };
}

describe('users', () => {
  it('shows the whole account to its owner and admins, the public part to others', async () => {
    const student = await session('student1@kalam.test');
    const tutor = await session('tutor1@kalam.test');
    const admin = await session('admin@kalam.test');
    expect(await (await student.get(`/user/${student.id}`)).json()).toMatchObject({ email: 'student1@kalam.test' });
    expect(await (await admin.get(`/user/${student.id}`)).json()).toMatchObject({ email: 'student1@kalam.test' });
    const seen = await (await tutor.get(`/user/${student.id}`)).json();
    expect(Object.keys(seen).sort()).toEqual(['displayName', 'gender', 'id', 'image', 'name', 'role']);
    expect((await student.get('/user/999999')).status).toBe(404);
  });

  it('lets a user edit their personal info and answers field codes', async () => {
    const student = await session('student1@kalam.test');
    const res = await student.put(`/user/${student.id}`, { name: 'منى علي', phone: '01212345678', city: 2, gender: 'female' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ name: 'منى علي', phone: '01212345678', city: 2 });
    const bad = await student.put(`/user/${student.id}`, { name: 'x1', phone: '0999' });
    expect((await bad.json()).errors).toEqual({ name: 'invalid-user-name', phone: 'invalid-phone' });
  });

  it('changes the password only with the current one', async () => {
    const student = await session('student2@kalam.test');
    const wrong = await student.put(`/user/${student.id}`, {
      currentPassword: 'nope',
      password: 'brandnew1!',
      confirmPassword: 'brandnew1!',
    });
    expect(await wrong.json()).toEqual({ code: 'wrong-password' });
    const missing = await student.put(`/user/${student.id}`, { password: 'brandnew1!', confirmPassword: 'brandnew1!' });
    expect((await missing.json()).errors).toEqual({ currentPassword: 'required' });
    expect(
      (await student.put(`/user/${student.id}`, { currentPassword: DEMO_PASSWORD, password: 'brandnew1!', confirmPassword: 'brandnew1!' }))
        .status,
    ).toBe(200);
    expect((await t.json('/auth/password', { email: 'student2@kalam.test', password: 'brandnew1!' })).status).toBe(200);
  });

  it('keeps others out, and leaves role changes to the super admin', async () => {
    const student = await session('student1@kalam.test');
    const other = await session('student2@kalam.test');
    // owner-rule refusals never answer `forbidden`, which the app reads as a lost sign-in
    const codeOf = async (res: Response) => [res.status, (await res.json()) as { code: string; errors?: object }] as const;
    expect(await codeOf(await student.put(`/user/${other.id}`, { name: 'Hacked' }))).toMatchObject([404, { code: 'user-not-found' }]);
    expect(await codeOf(await student.put(`/user/${student.id}`, { role: 1 }))).toMatchObject([400, { errors: { role: 'invalid' } }]);
    expect(await codeOf(await student.put(`/user/${student.id}`, { deactivated: true }))).toMatchObject([
      400,
      { errors: { deactivated: 'invalid' } },
    ]);
    const admin = await session('admin@kalam.test');
    const superAdmin = await session('super@kalam.test');
    expect(await codeOf(await admin.put(`/user/${student.id}`, { role: 3 }))).toMatchObject([400, { errors: { role: 'invalid' } }]);
    expect(await codeOf(await admin.put(`/user/${superAdmin.id}`, { name: 'Renamed' }))).toMatchObject([404, { code: 'user-not-found' }]);
    expect(await (await admin.get(`/user/${student.id}`)).json()).toMatchObject({ deactivated: false });
    expect((await admin.put(`/user/${student.id}`, { name: 'Edited By Admin' })).status).toBe(200);
    const promoted = await superAdmin.put(`/user/${student.id}`, { role: 3 });
    expect(await promoted.json()).toMatchObject({ role: 3, tutor: { activated: false } });
  });

  it('deactivated accounts can no longer sign in or use their token', async () => {
    const student = await session('student3@kalam.test');
    const admin = await session('admin@kalam.test');
    expect((await admin.put(`/user/${student.id}`, { deactivated: true })).status).toBe(200);
    expect((await student.get('/user/current')).status).toBe(401);
    // the right password on a deactivated account is told it is suspended, not that the password is wrong
    const refused = await t.json('/auth/password', { email: 'student3@kalam.test', password: DEMO_PASSWORD });
    expect(refused.status).toBe(423);
    expect(((await refused.json()) as { code: string }).code).toBe('account-suspended');
  });

  it('lists users for admins with filters, search and paging', async () => {
    const admin = await session('admin@kalam.test');
    const tutors = await (await admin.get('/user/list?role=3&size=5')).json();
    expect(tutors.total).toBe(30);
    expect(tutors.list).toHaveLength(5);
    expect(tutors.list.every((u: { role: number }) => u.role === 3)).toBe(true);
    const found = await (await admin.get('/user/list?search=student1%40kalam&match=prefix')).json();
    expect(found.list.map((u: { email: string }) => u.email)).toContain('student1@kalam.test');
    const unverified = await (await admin.get('/user/list?role=4&verified=false&size=100')).json();
    expect(unverified.list.every((u: { verified: boolean }) => !u.verified)).toBe(true);
    expect((await (await session('student1@kalam.test')).get('/user/list')).status).toBe(403);
  });
});
