import { decodeJwt } from 'jose';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../dev/seed';
import { SIGN_IN_RATE_LIMIT } from '../src/routes/auth';
import { makeTestApp } from './helpers';

const student = { name: 'Salma Adel', email: 'Salma@Example.com', password: 'secret12!', confirmPassword: 'secret12!', role: 4 };

let t: Awaited<ReturnType<typeof makeTestApp>>;
beforeEach(async () => {
  t = await makeTestApp();
});
afterEach(() => t.close());

const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });
const signIn = (email: string, password: string, ip = '203.0.113.1') =>
  t.json('/auth/password', { email, password }, { headers: { 'cf-connecting-ip': ip } });
async function tokenFor(email: string) {
  return ((await (await signIn(email, DEMO_PASSWORD)).json()) as { token: string }).token;
}

describe('registration', () => {
  it('creates a student and answers 201 with the user and a seven-day token', async () => {
    const res = await t.json('/user/', student);
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.user).toMatchObject({
      name: 'Salma Adel',
      email: 'salma@example.com',
      role: 4,
      verified: false,
      hasPassword: true,
      tutor: null,
    });
    expect(JSON.stringify(body)).not.toMatch(/argon2/);
    const payload = decodeJwt(body.token);
    expect(payload.id).toBe(body.user.id);
    expect(payload.exp! - payload.iat!).toBe(7 * 86_400);
    const stored = await t.client.execute({ sql: 'select password from users where id = ?', args: [body.user.id] });
    expect(String(stored.rows[0]!.password)).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('refuses a taken email whatever its case', async () => {
    await t.json('/user/', student);
    const again = await t.json('/user/', { ...student, email: 'SALMA@example.COM' });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ code: 'user-exists' });
  });

  it('gives a tutor their tutor profile', async () => {
    const body = await (await t.json('/user/', { ...student, email: 'tutor.new@example.com', role: 3 })).json();
    expect(body.user.tutor).toEqual({
      bio: '',
      about: '',
      activated: false,
      noticeMinutes: 0,
      nameAr: null,
      nameLatin: null,
      languages: [],
      yearsTeaching: null,
      certificates: [],
    });
  });

  it('lets the public create only students and tutors, and admins only what their role allows', async () => {
    for (const role of [1, 2, 5, 6]) {
      const res = await t.json('/user/', { ...student, email: `r${role}@example.com`, role });
      expect(res.status, `role ${role}`).toBe(403);
    }
    const superToken = await tokenFor('super@kalam.test');
    expect((await t.json('/user/', { ...student, email: 'admin9@example.com', role: 2 }, bearer(superToken))).status).toBe(201);
    const adminToken = await tokenFor('admin@kalam.test');
    expect((await t.json('/user/', { ...student, email: 'boss@example.com', role: 1 }, bearer(adminToken))).status).toBe(403);
    expect((await t.json('/user/', { ...student, email: 'mgr@example.com', role: 5 }, bearer(adminToken))).status).toBe(201);
  });

  it('names the broken rules', async () => {
    const res = await t.json('/user/', { ...student, password: 'short', confirmPassword: 'other' });
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toMatchObject({ password: 'short-password' });
  });
});

describe('password sign-in', () => {
  it('signs in a seeded user and answers the same for a wrong password and an unknown email', async () => {
    const ok = await signIn('student1@kalam.test', DEMO_PASSWORD);
    expect(ok.status).toBe(200);
    expect((await ok.json()).user.email).toBe('student1@kalam.test');
    const wrong = await signIn('student1@kalam.test', 'nope12!x');
    const unknown = await signIn('nobody@kalam.test', 'nope12!x');
    expect(wrong.status).toBe(400);
    expect(unknown.status).toBe(400);
    expect(await wrong.json()).toEqual({ code: 'wrong-password' });
    expect(await unknown.json()).toEqual({ code: 'wrong-password' });
  });

  it('tells a frozen account it is suspended only after the right password, and a wrong one learns nothing', async () => {
    await t.client.execute("update users set deactivated_at = 1 where email = 'student2@kalam.test'");
    const right = await signIn('student2@kalam.test', DEMO_PASSWORD);
    expect(right.status).toBe(423);
    expect(await right.json()).toEqual({ code: 'account-suspended' });
    const wrong = await signIn('student2@kalam.test', 'nope12!x');
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ code: 'wrong-password' });
  });

  it('rate-limits attempts from one address with 429', async () => {
    for (let i = 0; i < SIGN_IN_RATE_LIMIT.limit; i++) await signIn('student1@kalam.test', 'wrong12!x', '198.51.100.20');
    const res = await signIn('student1@kalam.test', DEMO_PASSWORD, '198.51.100.20');
    expect(res.status).toBe(429);
    expect((await res.json()).code).toBe('too-many-requests');
    expect((await signIn('student1@kalam.test', DEMO_PASSWORD, '198.51.100.21')).status).toBe(200);
  });
});

describe('tokens', () => {
  it('reads the current user with a valid token only', async () => {
    const token = await tokenFor('tutor1@kalam.test');
    const me = await t.request('/user/current', bearer(token));
    expect(me.status).toBe(200);
    expect((await me.json()).tutor).toMatchObject({ activated: true });
    expect((await t.request('/user/current')).status).toBe(401);
    const garbage = await t.request('/user/current', bearer('not.a.token'));
    expect(garbage.status).toBe(401);
    expect(await garbage.json()).toEqual({ code: 'unauthenticated' });
  });

  it('expires after seven days', async () => {
    const token = await tokenFor('student1@kalam.test');
    t.advance(7 * 86_400_000 + 1000);
    expect((await t.request('/user/current', bearer(token))).status).toBe(401);
  });

  it('refreshes into a token that lasts longer', async () => {
    const token = await tokenFor('student1@kalam.test');
    t.advance(6 * 86_400_000);
    const res = await t.request('/auth/refresh-token', { method: 'POST', ...bearer(token) });
    expect(res.status).toBe(200);
    const fresh = (await res.json()).token;
    expect(decodeJwt(fresh).exp).toBeGreaterThan(decodeJwt(token).exp!);
    expect((await t.request('/auth/refresh-token', { method: 'POST' })).status).toBe(401);
  });
});

describe('per-account limits', () => {
  it('100 wrong guesses from other addresses do not stop the owner signing in from a fresh address', async () => {
    for (let i = 0; i < 100; i++) {
      const res = await signIn('student6@kalam.test', 'guess12!x', `203.0.113.${100 + (i % 50)}`);
      expect([400, 429], `guess ${i}`).toContain(res.status);
    }
    expect((await signIn('student6@kalam.test', DEMO_PASSWORD, '198.51.100.99')).status).toBe(200);
    expect((await signIn('student7@kalam.test', DEMO_PASSWORD, '198.51.100.98')).status).toBe(200);
  }, 150_000); // 100 sequential slow password checks: ~20 s alone, far more on a busy machine

  it('limits wrong passwords per account and address, then to two per address while the account draws many', async () => {
    const { FAILED_SIGN_INS } = await import('../src/services/failed-sign-ins');
    for (let i = 0; i < FAILED_SIGN_INS.perAccountAndAddress; i++)
      expect((await signIn('student9@kalam.test', 'guess12!x', '203.0.113.5')).status).toBe(400);
    // even the right password waits from that address; another address, or another account from it, does not
    expect((await signIn('student9@kalam.test', DEMO_PASSWORD, '203.0.113.5')).status).toBe(429);
    expect((await signIn('Student9@kalam.test', DEMO_PASSWORD, '203.0.113.6')).status).toBe(200);
    expect((await signIn('student10@kalam.test', DEMO_PASSWORD, '203.0.113.5')).status).toBe(200);
    // the owner mistypes once from home before the attack starts
    expect((await signIn('student10@kalam.test', 'typo12!x', '198.51.100.10')).status).toBe(400);
    for (let i = 0; i < FAILED_SIGN_INS.accountUnderAttack; i++) await signIn('student10@kalam.test', 'guess12!x', `192.0.2.${i + 1}`);
    // an address is never refused for its first failure: the owner's one typo still leaves a try
    expect((await signIn('student10@kalam.test', DEMO_PASSWORD, '198.51.100.10')).status).toBe(200);
    expect((await signIn('student10@kalam.test', 'guess12!x', '192.0.2.1')).status).toBe(400);
    expect((await signIn('student10@kalam.test', 'guess12!x', '192.0.2.1')).status).toBe(429);
    expect((await signIn('student10@kalam.test', DEMO_PASSWORD, '192.0.2.200')).status).toBe(200);
  }, 60_000); // 30 sequential slow password checks

  it('emails the owner once after repeated failures from addresses they never signed in from', async () => {
    const mails = async () =>
      Number(
        (
          await t.client.execute({
            sql: 'select count(*) as n from outbox where "to" = ? and subject like \'%محاولات دخول%\'',
            args: ['student11@kalam.test'],
          })
        ).rows[0]!.n,
      );
    expect((await signIn('student11@kalam.test', DEMO_PASSWORD, '203.0.113.40')).status).toBe(200);
    // mistakes from an address the owner uses are not news
    for (let i = 0; i < 4; i++) await signIn('student11@kalam.test', 'typo12!x', '203.0.113.40');
    expect(await mails()).toBe(0);
    for (let i = 0; i < 8; i++) await signIn('student11@kalam.test', 'guess12!x', `198.51.100.${150 + i}`);
    expect(await mails()).toBe(1);
  });

  it('limits reset mails to one account', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await t.json(
        '/auth/password/forget',
        { email: 'student8@kalam.test', callbackUrl: '/reset-password' },
        { headers: { 'cf-connecting-ip': `203.0.113.${i}` } },
      );
      expect(res.status).toBe(200);
    }
    const sixth = await t.json(
      '/auth/password/forget',
      { email: 'Student8@kalam.test', callbackUrl: '/reset-password' },
      { headers: { 'cf-connecting-ip': '203.0.113.77' } },
    );
    expect(sixth.status).toBe(429);
  });
});
