import {
  checkoutPrice,
  DAY_MS,
  type NotificationList,
  type Paged,
  PaymentMethod,
  type PaymentStarted,
  PaymentStatus,
  PlanPeriod,
  Role,
  type StudentStats,
  type TransactionView,
} from '@kalam/core';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FawrySandbox, startFawrySandbox } from '../../dev/fawry-sandbox';
import { invites, outbox, plans, subscriptions, transactions, users } from '../src/db/schema';
import { fawryClient, notificationSignature } from '../src/lib/fawry';
import { addPerson, makeTestApp } from './helpers';

let t: Awaited<ReturnType<typeof makeTestApp>>;
let fawry: FawrySandbox;
type Person = Awaited<ReturnType<typeof addPerson>>;
let admin: Person;

const APP_URL = 'http://app.test';

beforeAll(async () => {
  // Fawry's notifications reach the app in-process; the client talks HTTP to the sandbox like to Fawry.
  fawry = await startFawrySandbox({
    // the app's test clock, so an order's expiry is measured on the day the app made it
    port: 0,
    quiet: true,
    now: () => t.deps.now(),
    deliver: async (url, body) =>
      (await t.request(url.slice(`${APP_URL}/api/v1`.length), { method: 'POST', body, headers: { 'content-type': 'application/json' } }))
        .status,
  });
  t = await makeTestApp({
    fawry: fawryClient({
      baseUrl: fawry.url,
      merchantCode: fawry.merchantCode,
      secureKey: fawry.secureKey,
      accountNumber: 'ACC-1',
      installmentPlans: { 3: 'P3', 6: 'P6' },
    }),
  });
  admin = await addPerson(t, { role: Role.RegularAdmin });
});
afterAll(async () => {
  t.close();
  await fawry.close();
});

const student = () => addPerson(t, { role: Role.Student });
const pay = (who: Person, path: string, body: Record<string, unknown>, key?: string) =>
  t.json(`/fawry/pay/${path}`, body, { headers: { ...who.headers, ...(key ? { 'idempotency-key': key } : {}) } });

async function startRefNum(who: Person, body: Record<string, unknown> = {}): Promise<PaymentStarted> {
  const res = await pay(who, 'ref-num', { planId: 2, period: PlanPeriod.Month, ...body });
  expect(res.status).toBe(201);
  return res.json();
}

const subscriptionsOf = async (id: number) => t.deps.db.select().from(subscriptions).where(eq(subscriptions.studentId, id));
const txRow = async (id: number) => (await t.deps.db.select().from(transactions).where(eq(transactions.id, id)))[0]!;
const webhook = (body: unknown) => t.json('/fawry/webhook', body);

describe('checkout by reference number', () => {
  it('answers the number, amount and expiry, and a payment at an outlet activates the plan', async () => {
    const s = await student();
    const started = await startRefNum(s);
    const plan = (await t.deps.db.select().from(plans).where(eq(plans.id, 2)))[0]!;
    expect(started.transaction).toMatchObject({
      status: PaymentStatus.New,
      method: PaymentMethod.Fawry,
      amount: checkoutPrice(plan, PlanPeriod.Month).total,
    });
    expect(started.transaction.referenceNumber).toMatch(/^\d+$/);
    expect(started.transaction.expiresAt).toBeGreaterThan(t.deps.now());
    expect(fawry.order(started.transaction.merchantRefNum)).toBeTruthy();

    await fawry.settle(started.transaction.merchantRefNum, 'PAID');
    const view: TransactionView = await (await t.request(`/transaction/${started.transaction.id}`, { headers: s.headers })).json();
    expect(view.status).toBe(PaymentStatus.Paid);
    // the student's inbox hears of the change once
    expect(t.realtime.sent.filter((e) => e.event.type === 'payment-status' && e.event.transactionId === view.id)).toEqual([
      { to: [s.id], event: { type: 'payment-status', transactionId: view.id, status: PaymentStatus.Paid } },
    ]);
    expect(view.subscription).not.toBeNull();
    const stats: StudentStats = await (await t.request('/user/student/stats/personalized', { headers: s.headers })).json();
    expect(stats.subscription).toMatchObject({ planId: 2, weeklyMinutes: plan.weeklyMinutes, usedThisWeek: 0 });
    // a month from payment, in calendar months
    const end = new Date(view.subscription!.start);
    end.setUTCMonth(end.getUTCMonth() + 1);
    expect(view.subscription!.end).toBe(end.getTime());
    // the receipt mail
    const mails = await t.deps.db.select().from(outbox).where(eq(outbox.subject, 'تم تفعيل اشتراكك في كلام'));
    expect(mails.length).toBeGreaterThan(0);
  });

  it('refuses a second checkout while a subscription is active', async () => {
    const s = await student();
    const started = await startRefNum(s);
    await fawry.settle(started.transaction.merchantRefNum, 'PAID');
    const again = await pay(s, 'ref-num', { planId: 1, period: PlanPeriod.Quarter });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: 'subscription-exists' });
  });

  it('lets a student cancel an unpaid order, reaching Fawry with a correct signature', async () => {
    const s = await student();
    const started = await startRefNum(s);
    const res = await t.json('/fawry/cancel-unpaid-order', { transactionId: started.transaction.id }, { headers: s.headers });
    expect(res.status).toBe(200);
    expect((await res.json()).status).toBe(PaymentStatus.Canceled);
    expect(t.realtime.sent.at(-1)).toEqual({
      to: [s.id],
      event: { type: 'payment-status', transactionId: started.transaction.id, status: PaymentStatus.Canceled },
    });
    const call = fawry.requests.findLast((r) => r.path.includes('cancel-unpaid-order'))!;
    expect(call.signatureValid).toBe(true);
    expect(fawry.order(started.transaction.merchantRefNum)!.status).toBe('CANCELED');
    // someone else's order is not theirs to see or cancel
    const other = await student();
    const foreign = await t.json('/fawry/cancel-unpaid-order', { transactionId: started.transaction.id }, { headers: other.headers });
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toMatchObject({ code: 'transaction-not-found' });
  });

  it('answers the same order to a replayed Idempotency-Key', async () => {
    const s = await student();
    const first = await pay(s, 'ref-num', { planId: 1, period: PlanPeriod.Month }, 'checkout-key-0001');
    const second = await pay(s, 'ref-num', { planId: 1, period: PlanPeriod.Month }, 'checkout-key-0001');
    expect(first.status).toBe(201);
    expect(second.status).toBe(200);
    expect((await second.json()).transaction.id).toBe((await first.json()).transaction.id);
    expect((await t.deps.db.select({ n: count() }).from(transactions).where(eq(transactions.userId, s.id)))[0]!.n).toBe(1);
  });
});

describe('coupons and invites at checkout', () => {
  it('takes the coupon off after the plan discount and records the discount', async () => {
    const s = await student();
    const started = await startRefNum(s, { planId: 3, period: PlanPeriod.Year, couponCode: 'welcome10' });
    const plan = (await t.deps.db.select().from(plans).where(eq(plans.id, 3)))[0]!;
    const price = checkoutPrice(plan, PlanPeriod.Year, 10);
    expect(started.transaction).toMatchObject({
      amount: price.total,
      discount: price.planDiscount + price.couponDiscount,
      couponCode: 'WELCOME10',
    });
    expect(fawry.order(started.transaction.merchantRefNum)!.amount).toBe(price.total);
  });

  it('refuses an unknown or expired coupon', async () => {
    const s = await student();
    const res = await pay(s, 'ref-num', { planId: 1, period: PlanPeriod.Month, couponCode: 'NOPE99' });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: 'coupon-not-found' });
  });

  it('opens an invite-only plan only to the invited email, and uses the invite up when paid', async () => {
    const now = t.deps.now();
    const [plan] = await t.deps.db
      .insert(plans)
      .values({
        alias: 'Corporate',
        nameAr: 'الشركات',
        weeklyMinutes: 120,
        fullMonthPrice: 50_000,
        fullQuarterPrice: 140_000,
        halfYearPrice: 270_000,
        fullYearPrice: 500_000,
        forInvitesOnly: true,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const outsider = await student();
    const refused = await pay(outsider, 'ref-num', { planId: plan!.id, period: PlanPeriod.Month });
    expect(refused.status).toBe(404);

    const invited = await student();
    const email = ((await (await t.request(`/user/${invited.id}`, { headers: invited.headers })).json()) as { email: string }).email;
    const [invite] = await t.deps.db.insert(invites).values({ email, planId: plan!.id, createdAt: now }).returning();
    const started = await startRefNum(invited, { planId: plan!.id });
    await fawry.settle(started.transaction.merchantRefNum, 'PAID');
    expect((await t.deps.db.select().from(invites).where(eq(invites.id, invite!.id)))[0]!.usedAt).not.toBeNull();
    expect(await subscriptionsOf(invited.id)).toHaveLength(1);
  });
});

describe('Fawry notifications', () => {
  it('change nothing and answer an error for a bad signature, a wrong amount or an unknown order', async () => {
    const s = await student();
    const started = await startRefNum(s);
    const ref = started.transaction.merchantRefNum;
    const bad = await fawry.notify(ref, { status: 'PAID', badSignature: true });
    expect(bad).toEqual([400]);
    // Fawry's books say paid, yet a notification for another amount is refused before anything is asked
    fawry.order(ref)!.status = 'PAID';
    const wrongAmount = await fawry.notify(ref, { status: 'PAID', amount: started.transaction.amount + 100 });
    expect(wrongAmount).toEqual([400]);
    expect((await txRow(started.transaction.id)).status).toBe(PaymentStatus.New);
    expect(await subscriptionsOf(s.id)).toHaveLength(0);

    // correctly signed, but for an order we never made
    const fields = {
      fawryRefNumber: '1',
      merchantRefNumber: 'no-such-order',
      paymentAmount: 1000,
      orderAmount: 1000,
      orderStatus: 'PAID',
      paymentMethod: 'PAYATFAWRY',
    };
    const unknown = await webhook({
      ...fields,
      paymentAmount: 10,
      orderAmount: 10,
      messageSignature: await notificationSignature(fields, fawry.secureKey),
    });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: 'transaction-not-found' });
    const malformed = await webhook({ merchantRefNumber: ref });
    expect(malformed.status).toBe(400);
  });

  it('activate exactly one subscription when PAID is delivered ten times at once', async () => {
    const s = await student();
    const started = await startRefNum(s);
    await fawry.settle(started.transaction.merchantRefNum, 'PAID', { notify: false });
    const answers = await fawry.notify(started.transaction.merchantRefNum, { times: 10 });
    expect(answers).toEqual(Array(10).fill(200));
    expect(await subscriptionsOf(s.id)).toHaveLength(1);
    expect((await txRow(started.transaction.id)).status).toBe(PaymentStatus.Paid);
  });

  it('keep one subscription when FAILED arrives out of order around PAID', async () => {
    const s = await student();
    const started = await startRefNum(s);
    const ref = started.transaction.merchantRefNum;
    await fawry.settle(ref, 'PAID', { notify: false });
    // a stale FAILED first, then PAID, then FAILED again: Fawry's status API says PAID throughout
    await fawry.notify(ref, { status: 'FAILED' });
    await fawry.notify(ref, { status: 'PAID', times: 3 });
    await fawry.notify(ref, { status: 'FAILED', times: 2 });
    expect(await subscriptionsOf(s.id)).toHaveLength(1);
    expect((await txRow(started.transaction.id)).status).toBe(PaymentStatus.Paid);
  });

  it('close the order on FAILED and EXPIRED without a subscription', async () => {
    const s = await student();
    const a = await startRefNum(s);
    await fawry.settle(a.transaction.merchantRefNum, 'EXPIRED');
    expect((await txRow(a.transaction.id)).status).toBe(PaymentStatus.Expired);
    const b = await startRefNum(s);
    await fawry.settle(b.transaction.merchantRefNum, 'FAILED');
    expect((await txRow(b.transaction.id)).status).toBe(PaymentStatus.Failed);
    expect(await subscriptionsOf(s.id)).toHaveLength(0);
  });
});

describe('e-wallet and cards', () => {
  it('completes an e-wallet payment approved in the wallet', async () => {
    const s = await student();
    const res = await pay(s, 'e-wallet', { planId: 1, period: PlanPeriod.Month, phone: '01012345678' });
    expect(res.status).toBe(201);
    const started: PaymentStarted = await res.json();
    expect(started.transaction.method).toBe(PaymentMethod.EWallet);
    expect(started.walletQr).toBeTruthy();
    expect(fawry.order(started.transaction.merchantRefNum)!.customerMobile).toBe('01012345678');
    await fawry.settle(started.transaction.merchantRefNum, 'PAID');
    expect(await subscriptionsOf(s.id)).toHaveLength(1);
  });

  it('charges a saved card through 3DS and returns to the checkout', async () => {
    const s = await student();
    const card = fawry.addCard(String(s.id));
    const cards = await (await t.request('/fawry/card-token/list', { headers: s.headers })).json();
    expect(cards).toEqual([expect.objectContaining({ token: card.token, lastFourDigits: '4242' })]);
    const res = await pay(s, 'card', { planId: 1, period: PlanPeriod.Quarter, cardToken: card.token, cvv: '123' });
    expect(res.status).toBe(201);
    const started: PaymentStarted = await res.json();
    expect(started.redirectUrl).toContain(fawry.url);
    const approve = await fetch(started.redirectUrl!, {
      method: 'POST',
      body: new URLSearchParams({ decision: 'approve' }),
      redirect: 'manual',
    });
    expect(approve.status).toBe(302);
    expect(approve.headers.get('location')).toContain(`${APP_URL}/checkout/1/${PlanPeriod.Quarter}?transaction=${started.transaction.id}`);
    const view: TransactionView = await (await t.request(`/transaction/${started.transaction.id}`, { headers: s.headers })).json();
    expect(view.status).toBe(PaymentStatus.Paid);
  });

  it('refuses a card token of another customer with Fawry’s message', async () => {
    const s = await student();
    const other = await student();
    const card = fawry.addCard(String(other.id));
    const res = await pay(s, 'card', { planId: 1, period: PlanPeriod.Month, cardToken: card.token, cvv: '123' });
    expect(res.status).toBe(402);
    const body = await res.json();
    expect(body.code).toBe('fawry-payment-error');
    expect(body.message).toBeTruthy();
    const [tx] = await t.deps.db.select().from(transactions).where(eq(transactions.userId, s.id));
    expect(tx!.status).toBe(PaymentStatus.Failed);
  });

  it('splits a half-year into 6 installments but refuses 6 for a quarter', async () => {
    const s = await student();
    const card = fawry.addCard(String(s.id));
    const tooLong = await pay(s, 'bank-installments', {
      planId: 1,
      period: PlanPeriod.Quarter,
      cardToken: card.token,
      cvv: '123',
      months: 6,
    });
    expect(tooLong.status).toBe(400);
    expect((await tooLong.json()).errors).toEqual({ months: 'invalid' });
    const ok = await pay(s, 'bank-installments', { planId: 1, period: PlanPeriod.HalfYear, cardToken: card.token, cvv: '123', months: 6 });
    expect(ok.status).toBe(201);
    const started: PaymentStarted = await ok.json();
    expect(started.transaction).toMatchObject({ method: PaymentMethod.BankInstallment, installmentMonths: 6 });
    const charge = fawry.requests.findLast((r) => r.path.endsWith('/payments/charge'))!;
    expect(charge.signatureValid).toBe(true);
    expect(charge.body).toMatchObject({ installmentPlanId: 'P6' });
    // Fawry's pages and receipts name the plan in Arabic, as every screen does
    expect(charge.body).toMatchObject({ chargeItems: [{ description: 'كلام — باقة المبتدئ' }] });
  });

  it('gives a student the hosted add-card page and removes a card', async () => {
    const s = await student();
    const { url } = await (await t.request('/fawry/card-token/url', { headers: s.headers })).json();
    expect(url).toContain(fawry.url);
    expect(decodeURIComponent(url)).toContain(`${APP_URL}/card-added`);
    const card = fawry.addCard(String(s.id));
    const del = await t.request('/fawry/card-token', {
      method: 'DELETE',
      headers: s.headers,
      body: JSON.stringify({ cardToken: card.token }),
    });
    expect(del.status).toBe(204);
    expect(await (await t.request('/fawry/card-token/list', { headers: s.headers })).json()).toEqual([]);
  });
});

describe('refunds', () => {
  it('an admin refunds in full through Fawry with a correct signature and the subscription ends', async () => {
    const s = await student();
    const started = await startRefNum(s);
    await fawry.settle(started.transaction.merchantRefNum, 'PAID');
    const forbidden = await t.json(
      '/fawry/refund',
      { transactionId: started.transaction.id, reason: 'طلب الطالب' },
      { headers: s.headers },
    );
    expect(forbidden.status).toBe(403);
    const res = await t.json('/fawry/refund', { transactionId: started.transaction.id, reason: 'طلب الطالب' }, { headers: admin.headers });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: PaymentStatus.Refunded, refundedAmount: started.transaction.amount });
    const call = fawry.requests.findLast((r) => r.path.endsWith('/payments/refund'))!;
    expect(call.signatureValid).toBe(true);
    expect(fawry.order(started.transaction.merchantRefNum)!.status).toBe('REFUNDED');
    const [sub] = await subscriptionsOf(s.id);
    expect(sub!.end).toBeLessThanOrEqual(t.deps.now());
    // Fawry's REFUNDED notification afterwards changes nothing more
    expect(await fawry.notify(started.transaction.merchantRefNum)).toEqual([200]);
    expect(await subscriptionsOf(s.id)).toHaveLength(1);
    // the student is told once, in the bell and by email, with a link to the payment
    const notices = (await (await t.request('/notification/list', { headers: s.headers })).json()) as NotificationList;
    expect(notices.list.filter((n) => n.kind === 'payment-refunded')).toEqual([
      expect.objectContaining({
        link: `/payments?id=${started.transaction.id}`,
        data: expect.objectContaining({ amount: started.transaction.amount, name: 'فريق كلام' }),
      }),
    ]);
    const [me] = await t.deps.db.select({ email: users.email }).from(users).where(eq(users.id, s.id));
    const refundMails = await t.deps.db.select().from(outbox).where(eq(outbox.to, me!.email));
    expect(refundMails.filter((m) => m.subject === 'استرداد مبلغ — كلام').map((m) => m.body)).toEqual([
      expect.stringContaining(`http://app.test/payments?id=${started.transaction.id}`),
    ]);
  });

  it('a partial refund shortens the subscription by the refunded share', async () => {
    const s = await student();
    const started = await startRefNum(s, { period: PlanPeriod.Year });
    await fawry.settle(started.transaction.merchantRefNum, 'PAID');
    const [before] = await subscriptionsOf(s.id);
    const half = Math.floor(started.transaction.amount / 2);
    const res = await t.json(
      '/fawry/refund',
      { transactionId: started.transaction.id, amount: half, reason: 'نصف المدة' },
      { headers: admin.headers },
    );
    expect(res.status).toBe(200);
    expect((await res.json()).status).toBe(PaymentStatus.PartialRefunded);
    const [after] = await subscriptionsOf(s.id);
    const share = (started.transaction.amount - half) / started.transaction.amount;
    expect(after!.end - after!.start).toBeCloseTo((before!.end - before!.start) * share, -3);
    const tooMuch = await t.json(
      '/fawry/refund',
      { transactionId: started.transaction.id, amount: started.transaction.amount, reason: 'أكثر من المدفوع' },
      { headers: admin.headers },
    );
    expect(tooMuch.status).toBe(400);
  });
});

describe('payments list and expiry', () => {
  it('lists a student’s own payments, newest first; admins filter by user', async () => {
    const s = await student();
    await startRefNum(s);
    await startRefNum(s, { planId: 1 });
    const own: Paged<TransactionView> = await (await t.request('/transaction/list', { headers: s.headers })).json();
    expect(own.total).toBe(2);
    expect(own.list[0]!.plan.id).toBe(1);
    const other = await student();
    expect((await (await t.request('/transaction/list', { headers: other.headers })).json()).total).toBe(0);
    const byAdmin: Paged<TransactionView> = await (await t.request(`/transaction/list?userId=${s.id}`, { headers: admin.headers })).json();
    expect(byAdmin.total).toBe(2);
  });

  it('the cron expires unpaid orders past their expiry, once Fawry confirms they are unpaid', async () => {
    const s = await student();
    const started = await startRefNum(s);
    const { runScheduledJobs } = await import('../src/jobs');
    await runScheduledJobs(t.deps, '*/5 * * * *');
    expect((await txRow(started.transaction.id)).status).toBe(PaymentStatus.New);
    t.advance(3 * DAY_MS);
    await runScheduledJobs(t.deps, '*/5 * * * *');
    expect((await txRow(started.transaction.id)).status).toBe(PaymentStatus.Expired);
  });

  it('the cron closes an order whose charge never reached Fawry, and such orders never hold back the others', async () => {
    const { expireUnpaidOrders } = await import('../src/services/payment');
    const s = await student();
    const now = t.deps.now();
    // the Worker stopped between recording these checkouts and calling Fawry: no answer stored, Fawry knows nothing
    const lost = await t.deps.db
      .insert(transactions)
      .values(
        Array.from({ length: 3 }, (_, i) => ({
          userId: s.id,
          planId: 2,
          period: PlanPeriod.Month,
          merchantRefNum: `lost-${now}-${i}`,
          amount: 50_000,
          discount: 0,
          method: PaymentMethod.Fawry,
          status: PaymentStatus.New,
          expiresAt: now - 1,
          createdAt: now - DAY_MS - i,
          updatedAt: now - DAY_MS - i,
        })),
      )
      .returning({ id: transactions.id });
    const waiting = await startRefNum(await student());
    t.advance(3 * DAY_MS);
    t.realtime.sent.length = 0;
    // one order per tick: however many unpaid orders earlier tests left, each tick takes one not taken before
    const [{ n: pending }] = (await t.deps.db
      .select({ n: count() })
      .from(transactions)
      .where(eq(transactions.status, PaymentStatus.New))) as [{ n: number }];
    for (let tick = 0; tick < pending; tick++) await expireUnpaidOrders(t.deps, 1);
    for (const { id } of lost) expect((await txRow(id)).status).toBe(PaymentStatus.Failed);
    expect((await txRow(waiting.transaction.id)).status).toBe(PaymentStatus.Expired);
    expect(t.realtime.sent.filter((e) => e.event.type === 'payment-status' && e.event.status === PaymentStatus.Failed)).toHaveLength(3);
  });
});
