import type { CouponView, Paged } from '@kalam/core/api';
import type { schemas } from '@kalam/core/schemas/index';
import { and, count, desc, eq, gt, notExists, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { pageOf } from '../db/page';
import { coupons, transactions } from '../db/schema';
import { isUniqueViolation } from '../db/violation';
import type { Deps } from '../deps';
import { ApiError } from '../lib/errors';

type CouponRow = typeof coupons.$inferSelect;
const toView = (r: CouponRow): CouponView => ({
  id: r.id,
  code: r.code,
  discount: r.discount,
  expiresAt: r.expiresAt,
  createdAt: r.createdAt,
  updatedAt: r.updatedAt,
});

const duplicateCode = () =>
  new ApiError('bad-request', { message: 'A coupon with this code exists.', errors: { code: 'invalid-coupon-code' } });

export async function getCoupon(deps: Deps, id: number): Promise<CouponView> {
  const [row] = await deps.db.select().from(coupons).where(eq(coupons.id, id));
  if (!row) throw new ApiError('coupon-not-found');
  return toView(row);
}

/** A coupon a student may apply now; unknown and expired codes both answer `coupon-not-found`. */
export async function usableCoupon(deps: Deps, code: string): Promise<CouponView> {
  const [row] = await deps.db
    .select()
    .from(coupons)
    .where(and(eq(coupons.code, code.trim().toUpperCase()), gt(coupons.expiresAt, deps.now())));
  if (!row) throw new ApiError('coupon-not-found');
  return toView(row);
}

/** Newest first. */
export async function listCoupons(deps: Deps, q: z.infer<typeof schemas.coupon.listQuery>): Promise<Paged<CouponView>> {
  const { list: rows, total } = await pageOf(
    deps.db,
    q,
    deps.db.select().from(coupons).orderBy(desc(coupons.createdAt), desc(coupons.id)),
    deps.db.select({ n: count() }).from(coupons),
  );
  return { list: rows.map(toView), total };
}

/** The unique code index decides between two coupons created with one code at once. */
export async function createCoupon(deps: Deps, input: z.infer<typeof schemas.coupon.create>): Promise<CouponView> {
  const now = deps.now();
  const [row] = await deps.db
    .insert(coupons)
    .values({ ...input, code: input.code.toUpperCase(), createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: coupons.code })
    .returning();
  if (!row) throw duplicateCode();
  return toView(row);
}

export async function updateCoupon(deps: Deps, id: number, input: z.infer<typeof schemas.coupon.update>): Promise<CouponView> {
  await getCoupon(deps, id);
  try {
    const [row] = await deps.db
      .update(coupons)
      .set({ ...input, ...(input.code !== undefined && { code: input.code.toUpperCase() }), updatedAt: deps.now() })
      .where(eq(coupons.id, id))
      .returning();
    if (!row) throw new ApiError('coupon-not-found');
    return toView(row);
  } catch (err) {
    if (isUniqueViolation(err)) throw duplicateCode();
    throw err;
  }
}

/**
 * Answers the coupon: removed when no payment used it, else expired now so that payments keep their coupon. The usage
 * check sits inside the delete statement, so a payment made meanwhile wins.
 */
export async function deleteCoupon(deps: Deps, id: number): Promise<CouponView> {
  const current = await getCoupon(deps, id);
  const removed = await deps.db
    .delete(coupons)
    .where(and(eq(coupons.id, id), notExists(deps.db.select({ one: sql`1` }).from(transactions).where(eq(transactions.couponId, id)))))
    .returning({ id: coupons.id });
  if (removed.length) return current;
  const now = deps.now();
  const [row] = await deps.db
    .update(coupons)
    .set({ expiresAt: sql`min(${coupons.expiresAt}, ${now})`, updatedAt: now })
    .where(eq(coupons.id, id))
    .returning();
  if (!row) throw new ApiError('coupon-not-found');
  return toView(row);
}
