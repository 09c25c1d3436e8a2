import { type CouponView, DAY_MS, type Paged, PaymentMethod, PaymentStatus, PlanPeriod, Role } from '@kalam/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons, transactions } from '../src/db/schema';
import { usableCoupon } from '../src/services/coupon';
import { addPerson, makeTestApp, TEST_NOW } from './helpers';

let t: Awaited<ReturnType<typeof makeTestApp>>;
type Person = Awaited<ReturnType<typeof addPerson>>;
let admin: Person;
let student: Person;
let tutor: Person;

// The schema checks expiry against the real clock, the service against the test clock: be later than both.
const FUTURE = Math.max(Date.now(), TEST_NOW) + 365 * DAY_MS;

beforeAll(async () => {
  t = await makeTestApp();
  admin = await addPerson(t, { role: Role.SuperAdmin });
  student = await addPerson(t, { role: Role.Student });
  tutor = await addPerson(t, { role: Role.Tutor });
});
afterAll(() => t.close());

const send = (method: string, path: string, who: Person | null, body?: unknown) =>
  t.request(path, {
    method,
    headers: { 'content-type': 'application/json', ...who?.headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const createCoupon = async (code: string, over: Record<string, unknown> = {}) => {
  const res = await send('POST', '/coupon', admin, { code, discount: 20, expiresAt: FUTURE, ...over });
  expect(res.status).toBe(201);
  return (await res.json()) as CouponView;
};
const useCoupon = (couponId: number, merchantRefNum: string) =>
  t.deps.db.insert(transactions).values({
    userId: student.id,
    planId: 1,
    period: PlanPeriod.Month,
    merchantRefNum,
    amount: 48_000,
    discount: 12_000,
    couponId,
    method: PaymentMethod.Card,
    status: PaymentStatus.Paid,
    paidAt: TEST_NOW,
    createdAt: TEST_NOW,
    updatedAt: TEST_NOW,
  });

describe('creating a coupon', () => {
  it('stores the code upper-cased and answers 201 with the coupon', async () => {
    const coupon = await createCoupon(' spring-25 ', { discount: 25 });
    expect(coupon).toMatchObject({ code: 'SPRING-25', discount: 25, expiresAt: FUTURE, createdAt: TEST_NOW, updatedAt: TEST_NOW });
    expect(await (await send('GET', `/coupon/${coupon.id}`, admin)).json()).toEqual(coupon);
  });

  it('refuses a code that exists in any case, even when two admins send it at once', async () => {
    await createCoupon('SUMMER');
    const again = await send('POST', '/coupon', admin, { code: 'summer', discount: 5, expiresAt: FUTURE });
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ code: 'bad-request', errors: { code: 'invalid-coupon-code' } });

    const answers = await Promise.all(
      [1, 2, 3, 4].map(() => send('POST', '/coupon', admin, { code: 'RACE', discount: 5, expiresAt: FUTURE })),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([201, 400, 400, 400]);
  });

  it.each([
    ['an invalid code', { code: 'a!' }, { code: 'invalid-coupon-code' }],
    ['a zero discount', { discount: 0 }, { discount: 'zero-coupon-discount' }],
    ['a discount over 100', { discount: 101 }, { discount: 'max-coupon-discount-exceeded' }],
    ['an expiry in the past', { expiresAt: Date.now() - DAY_MS }, { expiresAt: 'past-coupon-expiry' }],
    ['an expiry that is not a time', { expiresAt: 'tomorrow' }, { expiresAt: 'invalid-coupon-expiry' }],
  ])('refuses %s with the rule name', async (_, over, errors) => {
    const res = await send('POST', '/coupon', admin, { code: 'VALID1', discount: 10, expiresAt: FUTURE, ...over });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'bad-request', errors });
  });
});

describe('checking a code at checkout', () => {
  it('answers the coupon to any signed-in user while it has not expired', async () => {
    for (const who of [student, tutor]) {
      const res = await send('GET', '/coupon/code/welcome10', who);
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ code: 'WELCOME10', discount: 10 });
    }
    expect(await (await send('GET', '/coupon/code/WELCOME10', null)).json()).toMatchObject({ code: 'unauthenticated' });
    expect(await usableCoupon(t.deps, ' welcome10 ')).toMatchObject({ code: 'WELCOME10' });
  });

  it('answers coupon-not-found for an expired code, as for an unknown one', async () => {
    await t.deps.db
      .insert(coupons)
      .values({ code: 'OLDIE', discount: 50, expiresAt: TEST_NOW, createdAt: TEST_NOW - DAY_MS, updatedAt: TEST_NOW - DAY_MS });
    for (const code of ['OLDIE', 'NOSUCHCODE']) {
      const res = await send('GET', `/coupon/code/${code}`, student);
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ code: 'coupon-not-found' });
    }
    await expect(usableCoupon(t.deps, 'oldie')).rejects.toMatchObject({ code: 'coupon-not-found' });
  });

  it('answers a malformed code as a field error', async () => {
    expect(await (await send('GET', '/coupon/code/a!', student)).json()).toMatchObject({
      code: 'bad-request',
      errors: { code: 'invalid-coupon-code' },
    });
  });
});

describe('managing coupons', () => {
  it('lists coupons newest first with the total', async () => {
    await t.deps.db
      .insert(coupons)
      .values({ code: 'TOMORROW', discount: 5, expiresAt: FUTURE, createdAt: TEST_NOW + DAY_MS, updatedAt: TEST_NOW + DAY_MS });
    const all = (await (await send('GET', '/coupon/list?size=100', admin)).json()) as Paged<CouponView>;
    expect(all.list[0]!.code).toBe('TOMORROW');
    expect(all.total).toBe(all.list.length);
    const times = all.list.map((c) => c.createdAt);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const page = (await (await send('GET', '/coupon/list?size=1&page=2', admin)).json()) as Paged<CouponView>;
    expect(page).toEqual({ list: [all.list[1]], total: all.total });
  });

  it('edits only the fields sent, and refuses a code another coupon holds', async () => {
    const coupon = await createCoupon('AUTUMN');
    const res = await send('PUT', `/coupon/${coupon.id}`, admin, { discount: 30, code: 'autumn-30' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ...coupon, discount: 30, code: 'AUTUMN-30' });
    const taken = await send('PUT', `/coupon/${coupon.id}`, admin, { code: 'welcome10' });
    expect(taken.status).toBe(400);
    expect(await taken.json()).toMatchObject({ code: 'bad-request', errors: { code: 'invalid-coupon-code' } });
    const invalid = await send('PUT', `/coupon/${coupon.id}`, admin, { discount: 0, expiresAt: Date.now() - DAY_MS });
    expect(await invalid.json()).toMatchObject({ errors: { discount: 'zero-coupon-discount', expiresAt: 'past-coupon-expiry' } });
  });

  it('deletes a coupon no payment used', async () => {
    const coupon = await createCoupon('UNUSED');
    const res = await send('DELETE', `/coupon/${coupon.id}`, admin);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(coupon);
    expect(await (await send('GET', `/coupon/${coupon.id}`, admin)).json()).toMatchObject({ code: 'coupon-not-found' });
  });

  it('expires a used coupon instead of deleting it, so payments keep their coupon', async () => {
    const coupon = await createCoupon('USED');
    await useCoupon(coupon.id, 'COUPON-TEST-1');
    const res = await send('DELETE', `/coupon/${coupon.id}`, admin);
    expect(await res.json()).toEqual({ ...coupon, expiresAt: TEST_NOW });
    expect(await (await send('GET', '/coupon/code/USED', student)).json()).toMatchObject({ code: 'coupon-not-found' });
    expect((await send('GET', `/coupon/${coupon.id}`, admin)).status).toBe(200);
  });

  it('answers coupon-not-found for unknown ids', async () => {
    for (const [method, body] of [['GET'], ['PUT', { discount: 5 }], ['DELETE']] as const) {
      const res = await send(method, '/coupon/99999', admin, body);
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ code: 'coupon-not-found' });
    }
  });

  it('is for admins only', async () => {
    const routes = [
      ['POST', '/coupon'],
      ['GET', '/coupon/list'],
      ['GET', '/coupon/1'],
      ['PUT', '/coupon/1'],
      ['DELETE', '/coupon/1'],
    ] as const;
    for (const [method, path] of routes) {
      const body = method === 'POST' || method === 'PUT' ? { code: 'NOPE', discount: 5, expiresAt: FUTURE } : undefined;
      for (const who of [student, tutor]) expect(await (await send(method, path, who, body)).json()).toMatchObject({ code: 'forbidden' });
      const res = await send(method, path, null, body);
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ code: 'unauthenticated' });
    }
  });
});
