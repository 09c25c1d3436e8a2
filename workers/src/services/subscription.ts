import { PaymentStatus, planPeriodMonths } from '@kalam/core/enums';
import { eq, sql } from 'drizzle-orm';
import { plans, transactions, users } from '../db/schema';
import type { Deps } from '../deps';
import { ApiError } from '../lib/errors';
import type { FawryOrderStatus, PaymentStatus as FawryPaymentStatus } from '../lib/fawry/types';
import { theRow } from '../lib/rows';
import { publish } from './events';
import { pushPaymentConfirmed, wanting } from './notify';

type Transaction = typeof transactions.$inferSelect;

const STATUS: Record<FawryOrderStatus, PaymentStatus> = {
  NEW: PaymentStatus.New,
  PAID: PaymentStatus.Paid,
  CANCELED: PaymentStatus.Canceled,
  REFUNDED: PaymentStatus.Refunded,
  EXPIRED: PaymentStatus.Expired,
  PARTIAL_REFUNDED: PaymentStatus.PartialRefunded,
  FAILED: PaymentStatus.Failed,
};
const { New, Paid, Canceled, Expired, Failed, Refunded, PartialRefunded } = PaymentStatus;

/** The end of a subscription of `months` calendar months from `start` (SQLite's date maths, UTC). */
const endAfter = (start: unknown, months: number) =>
  sql`(cast(strftime('%s', ${start} / 1000, 'unixepoch', ${`+${months} months`}) as integer) * 1000 + ${start} % 1000)`;

/** Asks Fawry where an order stands and applies it: the status API, not a notification's word, grants value. */
export async function syncTransaction(deps: Deps, tx: Transaction): Promise<PaymentStatus> {
  let status: FawryPaymentStatus;
  try {
    status = await deps.fawry.status(tx.merchantRefNum);
  } catch (err) {
    throw new ApiError('service-unavailable', { message: 'Fawry could not confirm the payment now.', cause: err });
  }
  return applyFawryStatus(deps, tx, status);
}

/**
 * Applies Fawry's status of an order exactly once, whatever the order or number of deliveries: each change is a
 * conditional update from the states it may leave, and the subscription is keyed by its transaction.
 */
export async function applyFawryStatus(deps: Deps, tx: Transaction, status: FawryPaymentStatus): Promise<PaymentStatus> {
  if (status.merchantRefNumber !== tx.merchantRefNum || status.orderAmount !== tx.amount) {
    throw new ApiError('bad-request', { message: 'Fawry answered for another order or amount.', errors: { orderAmount: 'invalid' } });
  }
  const next = STATUS[status.orderStatus];
  const now = deps.now();
  if (next === Paid) await activate(deps, tx, { paidAt: status.paymentTime ?? now, referenceNumber: status.referenceNumber });
  else if (next === Refunded || next === PartialRefunded) {
    await applyRefund(deps, tx, next === Refunded ? tx.amount : Math.min(status.refundedAmount ?? tx.refundedAmount, tx.amount));
  } else if (next !== New) {
    await deps.db
      .update(transactions)
      .set({ status: next, updatedAt: now })
      .where(sql`${transactions.id} = ${tx.id} and ${transactions.status} = ${New}`);
  }
  const after = theRow(await deps.db.select({ status: transactions.status }).from(transactions).where(eq(transactions.id, tx.id)));
  if (after.status !== tx.status) await publish(deps, [tx.userId], { type: 'payment-status', transactionId: tx.id, status: after.status });
  return after.status;
}

/**
 * Paid: the transaction, its subscription and the invite it used, in one batch. A student who somehow paid twice gets
 * the second period after the first, so there is one active subscription at a time and nothing paid is lost.
 */
async function activate(deps: Deps, tx: Transaction, paid: { paidAt: number; referenceNumber: string }) {
  const now = deps.now();
  const months = planPeriodMonths[tx.period];
  // the plan starts when Kalam learns of the payment (our clock, as the quota reads it), or after a plan still running
  const start = sql`max(${now}, coalesce((select max("end") from subscriptions where student_id = ${tx.userId}), 0))`;
  const [changed] = await deps.db.batch([
    deps.db.run(sql`update transactions set status = ${Paid}, paid_at = coalesce(paid_at, ${paid.paidAt}),
      fawry_ref_number = coalesce(${paid.referenceNumber || null}, fawry_ref_number), updated_at = ${now}
      where id = ${tx.id} and status in (${New}, ${Canceled}, ${Expired}, ${Failed})`),
    deps.db.run(sql`insert into subscriptions (student_id, plan_id, period, start, "end", transaction_id, created_at)
      select t.user_id, t.plan_id, t.period, s.st, ${endAfter(sql.raw('s.st'), months)}, t.id, ${now}
      from transactions t, (select ${start} as st) s
      where t.id = ${tx.id} and t.status = ${Paid}
      on conflict (transaction_id) do nothing`),
    deps.db.run(sql`update invites set used_at = ${now}
      where id = (select invite_id from transactions where id = ${tx.id} and status = ${Paid}) and used_at is null`),
  ]);
  if ((changed as { rowsAffected: number }).rowsAffected) await sendReceipt(deps, tx);
}

/** Refunded in full ends the subscription now; a partial refund shortens it by the refunded share. */
export async function applyRefund(deps: Deps, tx: Transaction, refunded: number) {
  const now = deps.now();
  const status = refunded >= tx.amount ? Refunded : PartialRefunded;
  const months = planPeriodMonths[tx.period];
  const fullEnd = endAfter(sql.raw('start'), months);
  await deps.db.batch([
    deps.db.run(sql`update transactions set status = ${status}, refunded_amount = ${refunded}, updated_at = ${now}
      where id = ${tx.id} and status in (${Paid}, ${PartialRefunded}) and refunded_amount < ${refunded}`),
    deps.db.run(sql`update subscriptions set "end" = case
        when ${status} = ${Refunded} then max(start, min("end", ${now}))
        else min("end", start + (${fullEnd} - start) * ${tx.amount - refunded} / ${Math.max(tx.amount, 1)}) end
      where transaction_id = ${tx.id}
        and exists (select 1 from transactions where id = ${tx.id} and status = ${status} and refunded_amount = ${refunded})`),
  ]);
}

async function sendReceipt(deps: Deps, tx: Transaction) {
  const [row] = await deps.db
    .select({ email: users.email, name: users.name, plan: plans.nameAr })
    .from(transactions)
    .innerJoin(users, eq(users.id, transactions.userId))
    .innerJoin(plans, eq(plans.id, transactions.planId))
    .where(eq(transactions.id, tx.id));
  if (!row) return;
  await pushPaymentConfirmed(deps, tx.userId, row.plan);
  if (!(await wanting(deps, [tx.userId], 'payment-confirmed', 'email')).has(tx.userId)) return;
  const pounds = (tx.amount / 100).toLocaleString('ar-EG', { style: 'currency', currency: 'EGP' });
  await deps.mailer
    .send({
      to: row.email,
      subject: 'تم تفعيل اشتراكك في كلام',
      text: `مرحبًا ${row.name}،\nاستلمنا دفعتك (${pounds}) وتم تفعيل باقة ${row.plan}. رقم العملية ${tx.merchantRefNum}.\nاحجز دروسك الآن من صفحة المدرسين.`,
    })
    .catch((err) => console.error('receipt mail failed', err));
}
