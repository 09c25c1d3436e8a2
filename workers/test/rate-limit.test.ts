import { Role } from '@kalam/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../dev/seed';
import { SIGN_IN_RATE_LIMIT } from '../src/routes/auth';
import { CONTACT_RATE_LIMIT } from '../src/routes/contact-request';
import { SIGN_UP_RATE_LIMIT } from '../src/routes/user';
import { addPerson, makeTestApp } from './helpers';

// The fixed window on the test clock: the limit holds for a concurrent burst, Retry-After counts down to the window's
// end, and the next window lets the same number through again. (The fault suite hammers every limited route through
// the real Worker; this checks the window itself, which needs a clock that moves.)

let t: Awaited<ReturnType<typeof makeTestApp>>;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

const signIn = (ip: string) =>
  t.json('/auth/password', { email: 'student1@kalam.test', password: DEMO_PASSWORD }, { headers: { 'cf-connecting-ip': ip } });
const contact = (ip: string, i: number) =>
  t.json(
    '/contact-request/',
    { name: 'منى علي', email: `m${i}@example.com`, title: 'سؤال عن الباقات', message: 'أريد معرفة تفاصيل الباقة الشهرية' },
    { headers: { 'cf-connecting-ip': ip } },
  );

describe('the client address', () => {
  it('is read from the one configured header: x-real-ip and x-forwarded-for do not make a new address', async () => {
    const spoofed = (i: number) =>
      t.json(
        '/contact-request/',
        { name: 'منى علي', email: `spoof${i}@example.com`, title: 'سؤال عن الباقات', message: 'أريد معرفة تفاصيل الباقة الشهرية' },
        { headers: { 'cf-connecting-ip': '192.0.2.77', 'x-real-ip': `10.1.0.${i}`, 'x-forwarded-for': `10.2.0.${i}` } },
      );
    const statuses: number[] = [];
    for (let i = 0; i <= CONTACT_RATE_LIMIT.limit; i++) statuses.push((await spoofed(i)).status);
    expect(statuses).toEqual([...Array<number>(CONTACT_RATE_LIMIT.limit).fill(201), 429]);
    const anonymous = (i: number) =>
      t.json(
        '/contact-request/',
        { name: 'منى علي', email: `noaddr${i}@example.com`, title: 'سؤال عن الباقات', message: 'أريد معرفة تفاصيل الباقة الشهرية' },
        { headers: { 'x-real-ip': `10.3.0.${i}` } },
      );
    for (let i = 0; i < CONTACT_RATE_LIMIT.limit; i++) expect((await anonymous(i)).status).toBe(201);
    expect((await anonymous(99)).status).toBe(429);
  });
});

describe('a fixed-window rate limit', () => {
  it('lets exactly the limit through per window, says when to come back, and opens again in the next window', async () => {
    const { limit, windowMs } = SIGN_IN_RATE_LIMIT;
    // where the test clock sits in its window (the same in the next round)
    const intoWindow = t.deps.now() % windowMs;
    for (const round of [0, 1]) {
      const answers = await Promise.all(Array.from({ length: limit * 3 }, () => signIn('192.0.2.44')));
      const statuses = answers.map((r) => r.status);
      expect(
        statuses.filter((s) => s === 200),
        `window ${round}`,
      ).toHaveLength(limit);
      expect(
        statuses.filter((s) => s === 429),
        `window ${round}`,
      ).toHaveLength(limit * 2);
      const refused = answers.find((r) => r.status === 429)!;
      expect(refused.headers.get('retry-after')).toBe(String(Math.ceil((windowMs - intoWindow) / 1000)));
      // one millisecond before the window ends: still refused; at its end: through
      t.advance(windowMs - (t.deps.now() % windowMs) - 1);
      expect((await signIn('192.0.2.44')).status).toBe(429);
      t.advance(1);
      t.advance(intoWindow);
    }
  });

  it('limits sign-ups per address, but not staff creating accounts', async () => {
    const signUp = (i: number, headers: Record<string, string>) =>
      t.json(
        '/user/',
        { name: 'طالب جديد', email: `signup.${i}@kalam.test`, password: DEMO_PASSWORD, confirmPassword: DEMO_PASSWORD, role: Role.Student },
        { headers },
      );
    const visitors = await Promise.all(
      Array.from({ length: SIGN_UP_RATE_LIMIT.limit + 5 }, (_, i) => signUp(i, { 'cf-connecting-ip': '192.0.2.46' })),
    );
    expect(visitors.filter((r) => r.status === 201)).toHaveLength(SIGN_UP_RATE_LIMIT.limit);
    expect(visitors.filter((r) => r.status === 429)).toHaveLength(5);
    const admin = await addPerson(t, { role: Role.RegularAdmin });
    const staff = await Promise.all(
      Array.from({ length: 5 }, (_, i) => signUp(100 + i, { ...admin.headers, 'cf-connecting-ip': '192.0.2.46' })),
    );
    expect(staff.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
  });

  it('counts refused attempts without writing what they asked for', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => contact('192.0.2.45', i)));
    expect(answers.filter((r) => r.status === 201)).toHaveLength(CONTACT_RATE_LIMIT.limit);
    const rows = await t.client.execute("select count(*) as n from contact_requests where ip = '192.0.2.45'");
    expect(Number(rows.rows[0]!.n)).toBe(CONTACT_RATE_LIMIT.limit);
  });
});
