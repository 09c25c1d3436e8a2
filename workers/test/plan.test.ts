import { type Paged, PaymentMethod, PaymentStatus, type Plan, PlanPeriod, Role } from '@kalam/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invites, transactions, users } from '../src/db/schema';
import { addPerson, makeTestApp, TEST_NOW } from './helpers';

let t: Awaited<ReturnType<typeof makeTestApp>>;
type Person = Awaited<ReturnType<typeof addPerson>>;
let admin: Person;
let student: Person;
let tutor: Person;

beforeAll(async () => {
  t = await makeTestApp();
  admin = await addPerson(t, { role: Role.RegularAdmin });
  student = await addPerson(t, { role: Role.Student });
  tutor = await addPerson(t, { role: Role.Tutor });
});
afterAll(() => t.close());

const planBody = (over: Record<string, unknown> = {}) => ({
  alias: 'Evening',
  nameAr: 'المسائي',
  weeklyMinutes: 90,
  fullMonthPrice: 80_000,
  fullMonthDiscount: 0,
  fullQuarterPrice: 220_000,
  fullQuarterDiscount: 10,
  halfYearPrice: 420_000,
  halfYearDiscount: 15,
  fullYearPrice: 800_000,
  fullYearDiscount: 20,
  ...over,
});
const send = (method: string, path: string, who: Person | null, body?: unknown) =>
  t.request(path, {
    method,
    headers: { 'content-type': 'application/json', ...who?.headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const createPlan = async (over: Record<string, unknown> = {}) => {
  const res = await send('POST', '/plan', admin, planBody(over));
  expect(res.status).toBe(201);
  return (await res.json()) as Plan;
};
const emailOf = async (p: Person) => (await t.deps.db.select({ email: users.email }).from(users).where(eq(users.id, p.id)))[0]!.email;
const listAs = async (who: Person | null, query = '?size=100') =>
  ((await (await send('GET', `/plan/list${query}`, who)).json()) as Paged<Plan>).list.map((p) => p.id);

describe('GET /plan/list', () => {
  it('lists the three seeded plans by weekly minutes with prices in piasters', async () => {
    const res = await t.request('/plan/list?active=true');
    expect(res.status).toBe(200);
    const body: Paged<Plan> = await res.json();
    expect(body.list.map((p) => p.alias)).toEqual(['Beginning', 'Advanced', 'Professional']);
    expect(body.total).toBe(3);
    for (const p of body.list) {
      expect(p.active).toBe(true);
      expect(Number.isInteger(p.fullMonthPrice)).toBe(true);
      expect(p.fullYearPrice).toBeGreaterThan(p.fullMonthPrice);
      expect(p.weeklyMinutes % 15).toBe(0);
    }
  });

  it('rejects a non-boolean active filter', async () => {
    const res = await t.request('/plan/list?active=maybe');
    expect(res.status).toBe(400);
    expect((await res.json()).code).toBe('bad-request');
  });
});

describe('creating a plan', () => {
  it('answers 201 with the plan, open to everyone and active unless told otherwise', async () => {
    const plan = await createPlan({ alias: '  Weekend  ' });
    expect(plan).toMatchObject({
      ...planBody(),
      alias: 'Weekend',
      forInvitesOnly: false,
      active: true,
      createdAt: TEST_NOW,
      updatedAt: TEST_NOW,
    });
    expect(await (await send('GET', `/plan/${plan.id}`, null)).json()).toEqual(plan);
  });

  it.each([
    ['a short alias', { alias: 'ab' }, { alias: 'short-plan-alias' }],
    ['a long alias', { alias: 'x'.repeat(256) }, { alias: 'long-plan-alias' }],
    ['no Arabic name', { nameAr: undefined }, { nameAr: 'required' }],
    ['an Arabic name in Latin letters', { nameAr: 'Evening' }, { nameAr: 'plan-name-not-arabic' }],
    ['a one-letter Arabic name', { nameAr: 'م' }, { nameAr: 'short-plan-name' }],
    ['a long Arabic name', { nameAr: 'م'.repeat(41) }, { nameAr: 'long-plan-name' }],
    ['weekly minutes over the maximum', { weeklyMinutes: 10_095 }, { weeklyMinutes: 'max-weekly-minutes-exceeded' }],
    ['weekly minutes off the 15-minute step', { weeklyMinutes: 50 }, { weeklyMinutes: 'invalid-weekly-minutes' }],
    ['no weekly minutes', { weeklyMinutes: 0 }, { weeklyMinutes: 'empty-weekly-minutes' }],
    ['a price that is not an integer', { fullMonthPrice: 100.5 }, { fullMonthPrice: 'price-not-integer' }],
    ['a negative price', { halfYearPrice: -100 }, { halfYearPrice: 'negative-price' }],
    ['a discount over 100', { fullYearDiscount: 101 }, { fullYearDiscount: 'max-discount-exceeded' }],
    ['a discount under 0', { fullQuarterDiscount: -1 }, { fullQuarterDiscount: 'min-discount-subceeded' }],
    [
      'every period fully discounted',
      { fullMonthDiscount: 100, fullQuarterDiscount: 100, halfYearDiscount: 100, fullYearDiscount: 100 },
      { fullMonthDiscount: 'plan-total-discount' },
    ],
  ])('refuses %s with the rule name', async (_, over, errors) => {
    const res = await send('POST', '/plan', admin, planBody(over));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'bad-request', errors });
  });
});

describe('editing a plan', () => {
  it('changes only the fields sent', async () => {
    const plan = await createPlan();
    const res = await send('PUT', `/plan/${plan.id}`, admin, { alias: 'Evening plus', fullMonthPrice: 90_000 });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ...plan, alias: 'Evening plus', fullMonthPrice: 90_000 });
  });

  it('refuses an edit that makes every period free once merged with the stored plan', async () => {
    const plan = await createPlan({ fullQuarterDiscount: 100, halfYearDiscount: 100, fullYearDiscount: 100 });
    const res = await send('PUT', `/plan/${plan.id}`, admin, { fullMonthDiscount: 100 });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'bad-request', errors: { fullMonthDiscount: 'plan-total-discount' } });
    expect(((await (await send('GET', `/plan/${plan.id}`, admin)).json()) as Plan).fullMonthDiscount).toBe(0);
  });

  it('checks each field sent with the same rules as creation', async () => {
    const plan = await createPlan();
    const res = await send('PUT', `/plan/${plan.id}`, admin, { weeklyMinutes: 20, fullMonthPrice: 1.5, alias: 'ab' });
    expect(await res.json()).toMatchObject({
      code: 'bad-request',
      errors: { weeklyMinutes: 'invalid-weekly-minutes', fullMonthPrice: 'price-not-integer', alias: 'short-plan-alias' },
    });
  });
});

describe('deleting a plan', () => {
  it('removes a plan nobody paid for, with its invites', async () => {
    const plan = await createPlan({ forInvitesOnly: true });
    expect((await send('POST', '/invite', admin, { email: 'guest@example.com', planId: plan.id })).status).toBe(201);
    const res = await send('DELETE', `/plan/${plan.id}`, admin);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(plan);
    expect(await (await send('GET', `/plan/${plan.id}`, admin)).json()).toMatchObject({ code: 'plan-not-found' });
    expect(await t.deps.db.select().from(invites).where(eq(invites.planId, plan.id))).toEqual([]);
  });

  it('deactivates a plan that has payments or subscriptions, so history keeps it', async () => {
    const res = await send('DELETE', '/plan/1', admin);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: 1, alias: 'Beginning', active: false });
    expect(await (await send('GET', '/plan/1', admin)).json()).toMatchObject({ id: 1, active: false });
    expect(await (await send('GET', '/plan/1', student)).json()).toMatchObject({ code: 'plan-not-found' });
    expect(await listAs(null, '?active=true')).not.toContain(1);
    expect(await listAs(admin, '?active=false')).toContain(1);
  });

  it('deactivates a plan with an unpaid order instead of deleting it', async () => {
    const plan = await createPlan();
    await t.deps.db.insert(transactions).values({
      userId: student.id,
      planId: plan.id,
      period: PlanPeriod.Month,
      merchantRefNum: 'PLAN-TEST-1',
      amount: 80_000,
      method: PaymentMethod.Fawry,
      status: PaymentStatus.New,
      createdAt: TEST_NOW,
      updatedAt: TEST_NOW,
    });
    expect(await (await send('DELETE', `/plan/${plan.id}`, admin)).json()).toMatchObject({ id: plan.id, active: false });
  });
});

describe('who sees which plan', () => {
  it('hides inactive plans from everyone but admins', async () => {
    const plan = await createPlan({ active: false });
    for (const who of [null, student, tutor]) {
      expect(await (await send('GET', `/plan/${plan.id}`, who)).json()).toMatchObject({ code: 'plan-not-found' });
      expect(await listAs(who)).not.toContain(plan.id);
    }
    expect((await send('GET', `/plan/${plan.id}`, admin)).status).toBe(200);
    expect(await listAs(admin)).toContain(plan.id);
  });

  it('shows an invite-only plan to the invited student while the invite is unused, and to admins', async () => {
    const plan = await createPlan({ forInvitesOnly: true });
    const invited = await addPerson(t, { role: Role.Student });
    const stranger = await addPerson(t, { role: Role.Student });
    const email = (await emailOf(invited)).toUpperCase(); // the invite matches whatever the case
    const invite = (await (await send('POST', '/invite', admin, { email, planId: plan.id })).json()) as { id: number };

    for (const who of [null, stranger, tutor]) {
      expect(await (await send('GET', `/plan/${plan.id}`, who)).json()).toMatchObject({ code: 'plan-not-found' });
      expect(await listAs(who)).not.toContain(plan.id);
    }
    expect(await (await send('GET', `/plan/${plan.id}`, invited)).json()).toEqual(plan);
    expect(await listAs(invited)).toContain(plan.id);
    expect(await listAs(admin)).toContain(plan.id);

    await t.deps.db.update(invites).set({ usedAt: TEST_NOW }).where(eq(invites.id, invite.id));
    expect((await send('GET', `/plan/${plan.id}`, invited)).status).toBe(404);
    expect(await listAs(invited)).not.toContain(plan.id);
  });
});

describe('plan routes', () => {
  it('answers plan-not-found for unknown ids', async () => {
    for (const [method, body] of [['GET'], ['PUT', { alias: 'Unknown' }], ['DELETE']] as const) {
      const res = await send(method, '/plan/99999', admin, body);
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ code: 'plan-not-found' });
    }
  });

  it('lets only admins create, edit and delete plans', async () => {
    for (const [method, path] of [
      ['POST', '/plan'],
      ['PUT', '/plan/2'],
      ['DELETE', '/plan/2'],
    ] as const) {
      for (const who of [student, tutor])
        expect(await (await send(method, path, who, planBody())).json()).toMatchObject({ code: 'forbidden' });
      const res = await send(method, path, null, planBody());
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ code: 'unauthenticated' });
    }
    expect(await (await send('GET', '/plan/2', null)).json()).toMatchObject({ id: 2, active: true });
  });
});
