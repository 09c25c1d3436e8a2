import { type ListedUser, type Paged, PaymentMethod, PaymentStatus, Role, type TransactionView } from '@kalam/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ordersInDatabase } from '../../dev/fawry/known-orders';
import { type FawrySandbox, startFawrySandbox } from '../../dev/fawry-sandbox';
import { signIns } from '../src/db/schema';
import { fawryClient } from '../src/lib/fawry';
import { addPerson, makeTestApp, TEST_NOW } from './helpers';

let t: Awaited<ReturnType<typeof makeTestApp>>;
let fawry: FawrySandbox;
let admin: Awaited<ReturnType<typeof addPerson>>;

beforeAll(async () => {
  fawry = await startFawrySandbox({ port: 0, quiet: true, now: () => t.deps.now() });
  t = await makeTestApp({
    fawry: fawryClient({ baseUrl: fawry.url, merchantCode: fawry.merchantCode, secureKey: fawry.secureKey }),
  });
  admin = await addPerson(t, { role: Role.RegularAdmin });
});
afterAll(async () => {
  t.close();
  await fawry.close();
});

const list = async (query: string, headers = admin.headers): Promise<Paged<TransactionView>> => {
  const res = await t.request(`/transaction/list?${query}`, { headers });
  expect(res.status).toBe(200);
  return res.json();
};
const refund = (transactionId: number, amount?: number) =>
  t.json('/fawry/refund', { transactionId, amount, reason: 'طلب الطالب' }, { headers: admin.headers });

describe('the admin payments list', () => {
  it('finds the seeded demo payments by the student’s name or email, status, method and date, naming the student', async () => {
    const all = await list('size=100');
    const demo = all.list.filter((tx) => tx.merchantRefNum.startsWith('DEMO-'));
    expect(demo.length).toBeGreaterThan(0);
    const first = demo.at(-1)!;
    expect(first.student).toMatchObject({ id: first.userId, name: expect.any(String), email: expect.stringContaining('@') });
    const byName = await list(`search=${encodeURIComponent(first.student.name)}`);
    expect(byName.list.map((tx) => tx.student.id)).toContain(first.userId);
    expect(
      byName.list.every(
        (tx) =>
          tx.student.name.toLowerCase().includes(first.student.name.toLowerCase()) ||
          tx.student.email.includes(first.student.name.toLowerCase()),
      ),
    ).toBe(true);
    const byEmail = await list(`search=${encodeURIComponent(first.student.email.toUpperCase())}`);
    expect(byEmail.list.map((tx) => tx.id)).toEqual([first.id]);
    expect((await list(`status=${PaymentStatus.Paid}&method=${PaymentMethod.Card}`)).total).toBeGreaterThanOrEqual(demo.length);
    expect((await list(`method=${PaymentMethod.EWallet}&search=${encodeURIComponent(first.student.email)}`)).total).toBe(0);
    // made 30 days before the seed's clock: inside the last 40 days, not the last 20
    const day = 86_400_000;
    expect((await list(`from=${TEST_NOW - 40 * day}&to=${TEST_NOW}&search=${first.student.email}`)).total).toBe(1);
    expect((await list(`from=${TEST_NOW - 20 * day}&search=${first.student.email}`)).total).toBe(0);
    expect((await t.request('/transaction/list?from=yesterday', { headers: admin.headers })).status).toBe(400);
  });

  it('a student’s search finds only their own payments', async () => {
    const s = await addPerson(t, { role: Role.Student });
    const [demo] = (await list('size=1')).list;
    expect((await list(`search=${encodeURIComponent(demo!.student.email)}`, s.headers)).total).toBe(0);
  });

  it('a refund Fawry cannot take is worded as a refund: a demo payment the sandbox never knew', async () => {
    const [demo] = (await list(`status=${PaymentStatus.Paid}&size=1`)).list;
    const res = await refund(demo!.id);
    expect(res.status).toBe(402);
    expect(await res.json()).toMatchObject({ code: 'fawry-refund-error', message: 'Payment not found' });
    expect((await list(`search=${demo!.student.email}`)).list[0]).toMatchObject({ status: PaymentStatus.Paid, refundedAmount: 0 });
  });

  it('refunds a seeded demo payment once the sandbox holds the orders the database names, and the list shows what was refunded', async () => {
    fawry.remember(await ordersInDatabase(t.client));
    const [demo] = (await list(`status=${PaymentStatus.Paid}&size=1`)).list;
    expect(fawry.order(demo!.merchantRefNum)).toMatchObject({
      status: 'PAID',
      amount: demo!.amount,
      referenceNumber: demo!.referenceNumber,
    });
    const part = 10_000;
    const res = await refund(demo!.id, part);
    expect(res.status).toBe(200);
    const [shown] = (await list(`search=${demo!.student.email}`)).list;
    expect(shown).toMatchObject({ id: demo!.id, status: PaymentStatus.PartialRefunded, refundedAmount: part });
    expect(fawry.order(demo!.merchantRefNum)).toMatchObject({ status: 'PARTIAL_REFUNDED', refunded: part });
    // refunded at Fawry directly meanwhile: Fawry refuses the rest, in a refund's words
    await fawry.settle(demo!.merchantRefNum, 'REFUNDED', { notify: false });
    const refused = await refund(demo!.id);
    expect(refused.status).toBe(402);
    expect((await refused.json()).code).toBe('fawry-refund-error');
  });
});

describe('the admin users list', () => {
  it('finds accounts by part of a name, with their sign-up time and last activity (null until they are active)', async () => {
    const fresh = await addPerson(t, { role: Role.Tutor, name: 'نادية فؤاد' });
    const found = async (): Promise<ListedUser> => {
      const res = await t.request(`/user/list?role=${Role.Tutor}&search=${encodeURIComponent('ادية فؤ')}`, {
        headers: admin.headers,
      });
      expect(res.status).toBe(200);
      const page: Paged<ListedUser> = await res.json();
      return page.list.find((u) => u.id === fresh.id)!;
    };
    // its sign-in (made with the account) is its last activity; without any, it has none
    expect(await found()).toMatchObject({ id: fresh.id, createdAt: t.deps.now(), lastActiveAt: t.deps.now(), deactivated: false });
    await t.deps.db.delete(signIns).where(eq(signIns.userId, fresh.id));
    expect((await found()).lastActiveAt).toBeNull();
  });
});
