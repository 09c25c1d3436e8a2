import type { CardTokenUrl, PaymentStarted, SavedCard, TransactionView } from '@kalam/core/api';
import { DAY_MS, HOUR_MS, PAY_AT_FAWRY_EXPIRY_HOURS } from '@kalam/core/constants';
import { PaymentMethod, PaymentStatus, planPeriodMonths, Role } from '@kalam/core/enums';
import { checkoutPrice } from '@kalam/core/pricing';
import type { schemas } from '@kalam/core/schemas/index';
import { and, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { subscriptions, transactions, users } from '../db/schema';
import type { Caller, Deps } from '../deps';
import { ApiError } from '../lib/errors';
import { type ChargeRequest, FawryError, type FawryNotification } from '../lib/fawry';
import { theRow } from '../lib/rows';
import { usableCoupon } from './coupon';
import { publish } from './events';
import { unusedInvite } from './invite';
import { tellRefund } from './money-tell';
import { getPlanFor } from './plan';
import { applyRefund, syncTransaction } from './subscription';
import { ownTransaction, transactionView } from './transaction';

type Checkout = z.infer<typeof schemas.payment.checkout>;
type Card = { cardToken: string; cvv: string };
export type PayInput =
  | (Checkout & { method: typeof PaymentMethod.Card } & Card)
  | (Checkout & { method: typeof PaymentMethod.BankInstallment; months: 3 | 6 } & Card)
  | (Checkout & { method: typeof PaymentMethod.Fawry })
  | (Checkout & { method: typeof PaymentMethod.EWallet; phone: string });

const WEBHOOK_PATH = '/api/v1/fawry/webhook';

const fawryFailure = (err: unknown) =>
  err instanceof FawryError ? new ApiError('fawry-payment-error', { message: err.providerMessage, cause: err }) : err;

/**
 * Starts a checkout: checks the plan, invite, coupon and that the student has no active subscription, records the order
 * (New) and asks Fawry to charge it. An `Idempotency-Key` replay answers the order it made instead of charging again.
 */
export async function startPayment(
  deps: Deps,
  caller: Caller,
  input: PayInput,
  key?: string,
): Promise<{ started: PaymentStarted; replay: boolean }> {
  if (key) {
    const replay = await startedByKey(deps, caller, key);
    if (replay) return { started: replay, replay: true };
  }
  const now = deps.now();
  const [user] = await deps.db
    .select({ name: users.name, email: users.email, phone: users.phone })
    .from(users)
    .where(eq(users.id, caller.id));
  if (!user) throw new ApiError('student-not-found');
  const plan = await getPlanFor(deps, caller, input.planId);
  if (!plan.active) throw new ApiError('plan-not-found');
  const invite = plan.forInvitesOnly ? await unusedInvite(deps, user.email, plan.id) : null;
  if (plan.forInvitesOnly && !invite) throw new ApiError('invite-not-found');
  const [active] = await deps.db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.studentId, caller.id), gt(subscriptions.end, now)))
    .limit(1);
  if (active) throw new ApiError('subscription-exists');
  const coupon = input.couponCode ? await usableCoupon(deps, input.couponCode) : null;
  const months = input.method === PaymentMethod.BankInstallment ? input.months : null;
  if (months && months > planPeriodMonths[input.period]) {
    throw new ApiError('bad-request', { message: 'Installments cannot run longer than the plan period.', errors: { months: 'invalid' } });
  }
  const price = checkoutPrice(plan, input.period, coupon?.discount ?? 0);
  if (price.total <= 0) throw new ApiError('bad-request', { message: 'Nothing to pay for this plan.', errors: { couponCode: 'invalid' } });

  const merchantRefNum = crypto.randomUUID().replaceAll('-', '');
  const expiresAt = input.method === PaymentMethod.Fawry ? now + PAY_AT_FAWRY_EXPIRY_HOURS * HOUR_MS : null;
  let txId: number;
  try {
    const row = theRow(
      await deps.db
        .insert(transactions)
        .values({
          userId: caller.id,
          planId: plan.id,
          period: input.period,
          merchantRefNum,
          amount: price.total,
          discount: price.planDiscount + price.couponDiscount,
          couponId: coupon?.id ?? null,
          inviteId: invite?.id ?? null,
          method: input.method,
          status: PaymentStatus.New,
          installmentMonths: months,
          expiresAt,
          checkoutKey: key ? `${caller.id}:${key}` : null,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: transactions.id }),
    );
    txId = row.id;
  } catch (err) {
    // a concurrent replay of the same key won the insert
    const replay = key ? await startedByKey(deps, caller, key) : null;
    if (replay) return { started: replay, replay: true };
    throw err;
  }

  const common = {
    merchantRefNum,
    customerProfileId: String(caller.id),
    customerName: user.name,
    customerEmail: user.email,
    customerMobile: user.phone ?? undefined,
    amount: price.total,
    paymentExpiry: expiresAt ?? undefined,
    description: `كلام — باقة ${plan.nameAr}`,
    orderWebHookUrl: `${deps.config.appUrl}${WEBHOOK_PATH}`,
  };
  const returnUrl = `${deps.config.appUrl}/checkout/${plan.id}/${input.period}?transaction=${txId}`;
  const request: ChargeRequest =
    input.method === PaymentMethod.Fawry
      ? { ...common, method: 'PAYATFAWRY' }
      : input.method === PaymentMethod.EWallet
        ? { ...common, method: 'MWALLET', customerMobile: input.phone }
        : { ...common, method: 'CARD', cardToken: input.cardToken, cvv: input.cvv, returnUrl, installmentMonths: months ?? undefined };
  try {
    const charge = await deps.fawry.charge(request);
    await deps.db
      .update(transactions)
      .set({
        fawryRefNumber: charge.referenceNumber || null,
        expiresAt: charge.expiresAt ?? expiresAt,
        raw: { redirectUrl: charge.redirectUrl, walletQr: charge.walletQr },
        updatedAt: deps.now(),
      })
      .where(eq(transactions.id, txId));
    return {
      started: { transaction: await transactionView(deps, txId), redirectUrl: charge.redirectUrl, walletQr: charge.walletQr },
      replay: false,
    };
  } catch (err) {
    const failed = await deps.db
      .update(transactions)
      .set({ status: PaymentStatus.Failed, updatedAt: deps.now() })
      .where(and(eq(transactions.id, txId), eq(transactions.status, PaymentStatus.New)));
    if (failed.rowsAffected)
      await publish(deps, [caller.id], { type: 'payment-status', transactionId: txId, status: PaymentStatus.Failed });
    throw fawryFailure(err);
  }
}

async function startedByKey(deps: Deps, caller: Caller, key: string): Promise<PaymentStarted | null> {
  const [tx] = await deps.db
    .select({ id: transactions.id, raw: transactions.raw })
    .from(transactions)
    .where(eq(transactions.checkoutKey, `${caller.id}:${key}`));
  if (!tx) return null;
  const raw = (tx.raw ?? {}) as { redirectUrl?: string | null; walletQr?: string | null };
  return { transaction: await transactionView(deps, tx.id), redirectUrl: raw.redirectUrl ?? null, walletQr: raw.walletQr ?? null };
}

/** Fawry's V2 notification: signature, order and amount checked, then the status API decides what is applied. */
export async function receiveNotification(deps: Deps, n: FawryNotification): Promise<{ status: PaymentStatus }> {
  if (!(await deps.fawry.verifyNotification(n))) {
    throw new ApiError('bad-request', { message: 'The notification signature does not match.', errors: { messageSignature: 'invalid' } });
  }
  const [tx] = await deps.db.select().from(transactions).where(eq(transactions.merchantRefNum, n.merchantRefNumber));
  if (!tx) throw new ApiError('transaction-not-found');
  const currency = typeof n.currency === 'string' ? n.currency : 'EGP';
  if (Math.round(n.orderAmount * 100) !== tx.amount || currency !== 'EGP') {
    throw new ApiError('bad-request', { message: 'The notification is for another amount.', errors: { orderAmount: 'invalid' } });
  }
  return { status: await syncTransaction(deps, tx) };
}

/** A student's unpaid reference-number or wallet order, cancelled at Fawry and here. */
export async function cancelUnpaidOrder(deps: Deps, caller: Caller, transactionId: number): Promise<TransactionView> {
  const tx = await ownTransaction(deps, caller, transactionId);
  if (tx.status !== PaymentStatus.New)
    throw new ApiError('bad-request', { message: 'Only an unpaid order can be cancelled.', errors: { transactionId: 'invalid' } });
  if (tx.fawryRefNumber) {
    try {
      await deps.fawry.cancelUnpaidOrder({ referenceNumber: tx.fawryRefNumber });
    } catch (err) {
      // paid meanwhile: the status API says so and the payment stands
      await syncTransaction(deps, tx).catch(() => undefined);
      throw fawryFailure(err);
    }
  }
  const canceled = await deps.db
    .update(transactions)
    .set({ status: PaymentStatus.Canceled, updatedAt: deps.now() })
    .where(and(eq(transactions.id, tx.id), eq(transactions.status, PaymentStatus.New)));
  if (canceled.rowsAffected)
    await publish(deps, [tx.userId], { type: 'payment-status', transactionId: tx.id, status: PaymentStatus.Canceled });
  return transactionView(deps, tx.id);
}

/** Admins refund all or part of a payment through Fawry; the subscription ends or shortens with it. */
export async function refundPayment(deps: Deps, input: z.infer<typeof schemas.payment.refund>): Promise<TransactionView> {
  const [tx] = await deps.db.select().from(transactions).where(eq(transactions.id, input.transactionId));
  if (!tx) throw new ApiError('transaction-not-found');
  const left = tx.amount - tx.refundedAmount;
  if (tx.status !== PaymentStatus.Paid && tx.status !== PaymentStatus.PartialRefunded) {
    throw new ApiError('bad-request', { message: 'Only a paid transaction can be refunded.', errors: { transactionId: 'invalid' } });
  }
  const amount = input.amount ?? left;
  if (amount > left) throw new ApiError('bad-request', { message: 'More than what is left to refund.', errors: { amount: 'invalid' } });
  try {
    await deps.fawry.refund({ referenceNumber: tx.fawryRefNumber ?? '', amount, reason: input.reason });
  } catch (err) {
    // worded as a refund, not a payment: nothing was refunded, and Fawry's own reason goes with it
    throw err instanceof FawryError ? new ApiError('fawry-refund-error', { message: err.providerMessage, cause: err }) : err;
  }
  await applyRefund(deps, tx, tx.refundedAmount + amount);
  await tellRefund(deps, tx, amount);
  const view = await transactionView(deps, tx.id);
  await publish(deps, [tx.userId], { type: 'payment-status', transactionId: tx.id, status: view.status });
  return view;
}

export async function listCards(deps: Deps, caller: Caller): Promise<SavedCard[]> {
  try {
    return await deps.fawry.listCards(String(caller.id));
  } catch (err) {
    throw fawryFailure(err);
  }
}

export async function deleteCard(deps: Deps, caller: Caller, cardToken: string): Promise<void> {
  try {
    await deps.fawry.deleteCard(String(caller.id), cardToken);
  } catch (err) {
    throw fawryFailure(err);
  }
}

/** Fawry's hosted add-card page, returning the student to /card-added. */
export async function cardTokenUrl(deps: Deps, caller: Caller): Promise<CardTokenUrl> {
  const [user] = await deps.db
    .select({ email: users.email, phone: users.phone, role: users.role })
    .from(users)
    .where(eq(users.id, caller.id));
  if (!user || user.role !== Role.Student) throw new ApiError('student-not-found');
  try {
    return {
      url: deps.fawry.cardTokenUrl({
        customerProfileId: String(caller.id),
        customerEmail: user.email,
        customerMobile: user.phone ?? undefined,
        returnUrl: `${deps.config.appUrl}/card-added`,
      }),
    };
  } catch (err) {
    throw fawryFailure(err);
  }
}

/**
 * Cron: unpaid orders past their expiry (reference numbers) or a day old (cards, wallets) are checked with Fawry and,
 * still unpaid, marked expired. A few each tick, the longest unchecked first: an order Fawry cannot confirm now is
 * touched and waits behind the others, so none blocks the rest. An order whose charge never came back (the Worker
 * stopped between recording it and Fawry's answer) and that Fawry does not know never reached Fawry: it failed.
 */
export async function expireUnpaidOrders(deps: Deps, limit = 25): Promise<number> {
  const now = deps.now();
  const stale = await deps.db
    .select()
    .from(transactions)
    .where(
      and(
        eq(transactions.status, PaymentStatus.New),
        or(lt(transactions.expiresAt, now), and(sql`${transactions.expiresAt} is null`, lt(transactions.createdAt, now - DAY_MS))),
      ),
    )
    .orderBy(transactions.updatedAt, transactions.id)
    .limit(limit);
  let expired = 0;
  for (const tx of stale) {
    let status: PaymentStatus;
    try {
      status = await syncTransaction(deps, tx);
    } catch (err) {
      const closed = tx.raw === null && refusedByFawry(err) ? PaymentStatus.Failed : null;
      const done = await deps.db
        .update(transactions)
        .set({ ...(closed && { status: closed }), updatedAt: now })
        .where(and(eq(transactions.id, tx.id), eq(transactions.status, PaymentStatus.New)));
      if (closed && done.rowsAffected) await publish(deps, [tx.userId], { type: 'payment-status', transactionId: tx.id, status: closed });
      continue;
    }
    if (status !== PaymentStatus.New) continue;
    const done = await deps.db
      .update(transactions)
      .set({ status: PaymentStatus.Expired, updatedAt: now })
      .where(and(eq(transactions.id, tx.id), eq(transactions.status, PaymentStatus.New)));
    if (done.rowsAffected)
      await publish(deps, [tx.userId], { type: 'payment-status', transactionId: tx.id, status: PaymentStatus.Expired });
    expired += done.rowsAffected;
  }
  return expired;
}

/** Fawry answered and refused the order (a 4xx or one of its own codes), not a network failure, outage or unreadable answer. */
function refusedByFawry(err: unknown): boolean {
  const cause = err instanceof ApiError ? err.cause : err;
  const code = cause instanceof FawryError ? cause.statusCode : undefined;
  return code !== undefined && ((code >= 400 && code < 500) || code >= 1000);
}
