import { DAY_MS, type InviteView, type Paged, PaymentMethod, PaymentStatus, type Plan, PlanPeriod, Role } from '@kalam/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invites, outbox, transactions } from '../src/db/schema';
import { unusedInvite } from '../src/services/invite';
import { addPerson, makeTestApp, TEST_NOW } from './helpers';

let t: Awaited<ReturnType<typeof makeTestApp>>;
type Person = Awaited<ReturnType<typeof addPerson>>;
let admin: Person;
let student: Person;
let tutor: Person;
let plan: Plan;

const send = (method: string, path: string, who: Person | null, body?: unknown) =>
  t.request(path, {
    method,
    headers: { 'content-type': 'application/json', ...who?.headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

beforeAll(async () => {
  t = await makeTestApp();
  admin = await addPerson(t, { role: Role.RegularAdmin });
  student = await addPerson(t, { role: Role.Student });
  tutor = await addPerson(t, { role: Role.Tutor });
  const res = await send('POST', '/plan', admin, {
    alias: 'Private group',
    nameAr: 'مجموعة خاصة',
    weeklyMinutes: 60,
    fullMonthPrice: 50_000,
    fullMonthDiscount: 0,
    fullQuarterPrice: 140_000,
    fullQuarterDiscount: 0,
    halfYearPrice: 270_000,
    halfYearDiscount: 0,
    fullYearPrice: 500_000,
    fullYearDiscount: 0,
    forInvitesOnly: true,
  });
  plan = (await res.json()) as Plan;
});
afterAll(() => t.close());

const invite = async (email: string, planId = plan.id) => {
  const res = await send('POST', '/invite', admin, { email, planId });
  expect(res.status).toBe(201);
  return (await res.json()) as InviteView;
};

describe('creating an invite', () => {
  it('emails the invited address once, naming the plan in Arabic, with a link to its checkout', async () => {
    const res = await send('POST', '/invite', admin, { email: 'Guest.Invited@Example.com', planId: plan.id });
    expect(res.status).toBe(201);
    const mails = await t.deps.db.select().from(outbox).where(eq(outbox.to, 'guest.invited@example.com'));
    expect(mails.map((m) => m.subject)).toEqual(['دعوة للاشتراك في باقة مجموعة خاصة — كلام']);
    expect(mails[0]!.body).toContain(`http://app.test/checkout/${plan.id}/0`);
  });

  it('stores the email lower-cased and answers 201 with the unused invite', async () => {
    const created = await invite(' Mona.Ali@Example.com ');
    expect(created).toMatchObject({ email: 'mona.ali@example.com', planId: plan.id, usedAt: null, createdAt: TEST_NOW });
    expect(await (await send('GET', `/invite/${created.id}`, admin)).json()).toEqual(created);
  });

  it('needs a plan that exists', async () => {
    const res = await send('POST', '/invite', admin, { email: 'someone@example.com', planId: 99999 });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: 'plan-not-found' });
  });

  it('refuses an invalid email or plan id with field errors', async () => {
    const res = await send('POST', '/invite', admin, { email: 'not-an-email', planId: -3 });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'bad-request', errors: { email: 'invalid-email', planId: 'invalid' } });
  });
});

describe('finding an unused invite for checkout', () => {
  it('matches the email whatever its case, and only while the invite is unused', async () => {
    const created = await invite('checkout@example.com');
    expect(await unusedInvite(t.deps, 'Checkout@EXAMPLE.com', plan.id)).toEqual({ id: created.id });
    expect(await unusedInvite(t.deps, 'checkout@example.com', 1)).toBeNull();
    await t.deps.db.update(invites).set({ usedAt: TEST_NOW }).where(eq(invites.id, created.id));
    expect(await unusedInvite(t.deps, 'checkout@example.com', plan.id)).toBeNull();
  });
});

describe('managing invites', () => {
  it('lists invites newest first, for one plan or one email', async () => {
    const later = await invite('later@example.com', 2);
    await t.deps.db
      .update(invites)
      .set({ createdAt: TEST_NOW + DAY_MS })
      .where(eq(invites.id, later.id));
    const all = (await (await send('GET', '/invite/list?size=100', admin)).json()) as Paged<InviteView>;
    expect(all.list[0]).toMatchObject({ id: later.id, email: 'later@example.com' });
    expect(all.total).toBe(all.list.length);
    const times = all.list.map((i) => i.createdAt);
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const ofPlan = (await (await send('GET', '/invite/list?planId=2', admin)).json()) as Paged<InviteView>;
    expect(ofPlan).toEqual({ list: [{ ...later, createdAt: TEST_NOW + DAY_MS }], total: 1 });
    const ofEmail = (await (await send('GET', '/invite/list?email=Mona.Ali@example.com', admin)).json()) as Paged<InviteView>;
    expect(ofEmail.list.map((i) => i.email)).toEqual(['mona.ali@example.com']);
    expect(await (await send('GET', '/invite/list?planId=x', admin)).json()).toMatchObject({
      code: 'bad-request',
      errors: { planId: 'invalid' },
    });
  });

  it('edits only the fields sent, to a plan that exists', async () => {
    const created = await invite('edit.me@example.com');
    const res = await send('PUT', `/invite/${created.id}`, admin, { email: 'Edited@Example.com' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ...created, email: 'edited@example.com' });
    expect(await (await send('PUT', `/invite/${created.id}`, admin, { planId: 99999 })).json()).toMatchObject({ code: 'plan-not-found' });
    expect(await (await send('PUT', `/invite/${created.id}`, admin, { email: 'nope' })).json()).toMatchObject({
      errors: { email: 'invalid-email' },
    });
  });

  it('deletes an invite no payment refers to', async () => {
    const created = await invite('delete.me@example.com');
    const res = await send('DELETE', `/invite/${created.id}`, admin);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(created);
    expect(await (await send('GET', `/invite/${created.id}`, admin)).json()).toMatchObject({ code: 'invite-not-found' });
  });

  it('marks an invite a payment refers to as used instead of deleting it', async () => {
    const created = await invite('paid@example.com');
    await t.deps.db.insert(transactions).values({
      userId: student.id,
      planId: plan.id,
      period: PlanPeriod.Month,
      merchantRefNum: 'INVITE-TEST-1',
      amount: 50_000,
      inviteId: created.id,
      method: PaymentMethod.Fawry,
      status: PaymentStatus.New,
      createdAt: TEST_NOW,
      updatedAt: TEST_NOW,
    });
    expect(await (await send('DELETE', `/invite/${created.id}`, admin)).json()).toEqual({ ...created, usedAt: TEST_NOW });
    expect(await unusedInvite(t.deps, 'paid@example.com', plan.id)).toBeNull();
  });

  it('answers invite-not-found for unknown ids', async () => {
    for (const [method, body] of [['GET'], ['PUT', { email: 'x@example.com' }], ['DELETE']] as const) {
      const res = await send(method, '/invite/99999', admin, body);
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ code: 'invite-not-found' });
    }
  });

  it('is for admins only', async () => {
    const routes = [
      ['POST', '/invite'],
      ['GET', '/invite/list'],
      ['GET', '/invite/1'],
      ['PUT', '/invite/1'],
      ['DELETE', '/invite/1'],
    ] as const;
    for (const [method, path] of routes) {
      const body = method === 'POST' || method === 'PUT' ? { email: 'x@example.com', planId: plan.id } : undefined;
      for (const who of [student, tutor]) expect(await (await send(method, path, who, body)).json()).toMatchObject({ code: 'forbidden' });
      const res = await send(method, path, null, body);
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ code: 'unauthenticated' });
    }
  });
});
