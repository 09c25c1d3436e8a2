import type { Paged, TransactionView } from '@kalam/core/api';
import { PaymentStatus } from '@kalam/core/enums';
import type { schemas } from '@kalam/core/schemas/index';
import { and, count, desc, eq, gte, lt, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { pageOf } from '../db/page';
import { coupons, plans, subscriptions, transactions, users } from '../db/schema';
import type { Caller, Deps } from '../deps';
import { isAdmin } from '../lib/caller';
import { ApiError } from '../lib/errors';
import { textMatches } from '../lib/match';
import { syncTransaction } from './subscription';

export type Transaction = typeof transactions.$inferSelect;

const viewColumns = {
  tx: transactions,
  student: { id: users.id, name: users.name, email: users.email },
  plan: { id: plans.id, alias: plans.alias, nameAr: plans.nameAr, weeklyMinutes: plans.weeklyMinutes },
  couponCode: coupons.code,
  // null when no subscription was made from the transaction (the left join found none)
  subscription: { id: subscriptions.id, start: subscriptions.start, end: subscriptions.end },
};

function viewQuery(deps: Deps, where: SQL | undefined) {
  return deps.db
    .select(viewColumns)
    .from(transactions)
    .innerJoin(plans, eq(plans.id, transactions.planId))
    .innerJoin(users, eq(users.id, transactions.userId))
    .leftJoin(coupons, eq(coupons.id, transactions.couponId))
    .leftJoin(subscriptions, eq(subscriptions.transactionId, transactions.id))
    .where(where);
}

type ViewRow = Awaited<ReturnType<typeof viewQuery>>[number];

function toView(row: ViewRow): TransactionView {
  const t = row.tx;
  return {
    id: t.id,
    userId: t.userId,
    student: row.student,
    plan: row.plan,
    period: t.period,
    method: t.method,
    status: t.status,
    amount: t.amount,
    discount: t.discount,
    couponCode: row.couponCode,
    merchantRefNum: t.merchantRefNum,
    referenceNumber: t.fawryRefNumber,
    expiresAt: t.expiresAt,
    installmentMonths: t.installmentMonths,
    refundedAmount: t.refundedAmount,
    paidAt: t.paidAt,
    createdAt: t.createdAt,
    updatedAt: t.updatedAt,
    subscription: row.subscription,
  };
}

export async function transactionView(deps: Deps, id: number): Promise<TransactionView> {
  const [row] = await viewQuery(deps, eq(transactions.id, id));
  if (!row) throw new ApiError('transaction-not-found');
  return toView(row);
}

/** A transaction its owner or an admin may see; someone else's answers not-found. */
export async function ownTransaction(deps: Deps, caller: Caller, id: number): Promise<Transaction> {
  const [tx] = await deps.db.select().from(transactions).where(eq(transactions.id, id));
  if (!tx || (tx.userId !== caller.id && !isAdmin(caller))) throw new ApiError('transaction-not-found');
  return tx;
}

/** One payment; an order still waiting is checked with Fawry first, so a returning browser sees the truth. */
export async function getTransaction(deps: Deps, caller: Caller, id: number): Promise<TransactionView> {
  const tx = await ownTransaction(deps, caller, id);
  if (tx.status === PaymentStatus.New) await syncTransaction(deps, tx).catch(() => undefined);
  return transactionView(deps, id);
}

export async function listTransactions(
  deps: Deps,
  caller: Caller,
  q: z.infer<typeof schemas.payment.transactionListQuery>,
): Promise<Paged<TransactionView>> {
  const userId = isAdmin(caller) ? q.userId : caller.id;
  const where = and(
    userId === undefined ? undefined : eq(transactions.userId, userId),
    q.status === undefined ? undefined : eq(transactions.status, q.status),
    q.method === undefined ? undefined : eq(transactions.method, q.method),
    q.from === undefined ? undefined : gte(transactions.createdAt, q.from),
    q.to === undefined ? undefined : lt(transactions.createdAt, q.to),
    q.search && isAdmin(caller) ? or(textMatches(users.name, q.search, 'loose'), textMatches(users.email, q.search, 'loose')) : undefined,
  );
  const { list: rows, total } = await pageOf(
    deps.db,
    q,
    viewQuery(deps, where).orderBy(desc(transactions.createdAt), desc(transactions.id)),
    deps.db.select({ n: count() }).from(transactions).innerJoin(users, eq(users.id, transactions.userId)).where(where),
  );
  return { list: rows.map(toView), total };
}
