import type { Paged, Plan } from '@kalam/core/api';
import type { schemas } from '@kalam/core/schemas/index';
import { and, asc, count, eq, exists, isNull, notExists, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { pageOf } from '../db/page';
import { invites, plans, subscriptions, transactions, users } from '../db/schema';
import type { Caller, Deps } from '../deps';
import { isAdmin } from '../lib/caller';
import { ApiError } from '../lib/errors';
import { theRow } from '../lib/rows';
import { lessonPricesChanged } from './events';

type PlanRow = typeof plans.$inferSelect;

/** The price columns `monthlyPlanFrom` reads, for the plans anyone may buy. */
export const publicPlanPrices = {
  fullMonthPrice: plans.fullMonthPrice,
  fullMonthDiscount: plans.fullMonthDiscount,
  fullQuarterPrice: plans.fullQuarterPrice,
  fullQuarterDiscount: plans.fullQuarterDiscount,
  halfYearPrice: plans.halfYearPrice,
  halfYearDiscount: plans.halfYearDiscount,
  fullYearPrice: plans.fullYearPrice,
  fullYearDiscount: plans.fullYearDiscount,
};
const discountKeys = ['fullMonthDiscount', 'fullQuarterDiscount', 'halfYearDiscount', 'fullYearDiscount'] as const;

/**
 * Which plans a caller sees: admins every plan; others active plans, and an invite-only plan only when the signed-in
 * caller's email holds an unused invite for it.
 */
function visibleTo(deps: Deps, caller: Caller | null): SQL | undefined {
  if (caller && isAdmin(caller)) return undefined;
  if (!caller) return and(eq(plans.active, true), eq(plans.forInvitesOnly, false));
  const invited = deps.db
    .select({ one: sql`1` })
    .from(invites)
    .innerJoin(users, eq(users.email, invites.email))
    .where(and(eq(invites.planId, plans.id), eq(users.id, caller.id), isNull(invites.usedAt)));
  return and(eq(plans.active, true), or(eq(plans.forInvitesOnly, false), exists(invited)));
}

export async function listPlans(deps: Deps, caller: Caller | null, q: z.infer<typeof schemas.plan.listQuery>): Promise<Paged<Plan>> {
  const where = and(q.active === undefined ? undefined : eq(plans.active, q.active), visibleTo(deps, caller));
  const { list, total } = await pageOf(
    deps.db,
    q,
    deps.db.select().from(plans).where(where).orderBy(asc(plans.weeklyMinutes), asc(plans.id)),
    deps.db.select({ n: count() }).from(plans).where(where),
  );
  return { list: list.map(toPlan), total };
}

/** A plan as the caller may see it; an invisible plan answers `plan-not-found` like an unknown one. */
export async function getPlanFor(deps: Deps, caller: Caller | null, id: number): Promise<Plan> {
  const [row] = await deps.db
    .select()
    .from(plans)
    .where(and(eq(plans.id, id), visibleTo(deps, caller)));
  if (!row) throw new ApiError('plan-not-found');
  return toPlan(row);
}

async function storedPlan(deps: Deps, id: number): Promise<PlanRow> {
  const [row] = await deps.db.select().from(plans).where(eq(plans.id, id));
  if (!row) throw new ApiError('plan-not-found');
  return row;
}

export async function createPlan(deps: Deps, input: z.infer<typeof schemas.plan.create>): Promise<Plan> {
  const now = deps.now();
  const row = theRow(
    await deps.db
      .insert(plans)
      .values({ ...input, createdAt: now, updatedAt: now })
      .returning(),
  );
  await lessonPricesChanged(deps);
  return toPlan(row);
}

/** Only the fields sent change; the merged plan must still charge for some period. */
export async function updatePlan(deps: Deps, id: number, input: z.infer<typeof schemas.plan.update>): Promise<Plan> {
  const merged = { ...(await storedPlan(deps, id)), ...input };
  if (discountKeys.every((k) => merged[k] === 100)) {
    throw new ApiError('bad-request', {
      message: 'Every period of the plan is free.',
      errors: { fullMonthDiscount: 'plan-total-discount' },
    });
  }
  const [row] = await deps.db
    .update(plans)
    .set({ ...input, updatedAt: deps.now() })
    .where(eq(plans.id, id))
    .returning();
  if (!row) throw new ApiError('plan-not-found');
  await lessonPricesChanged(deps);
  return toPlan(row);
}

/**
 * Answers the plan: removed (with its invites) when no payment or subscription refers to it, else deactivated so that
 * history keeps its plan. The reference checks sit inside the delete statements, so a payment made meanwhile wins.
 */
export async function deletePlan(deps: Deps, id: number): Promise<Plan> {
  const current = await storedPlan(deps, id);
  const unreferenced = and(
    notExists(deps.db.select({ one: sql`1` }).from(transactions).where(eq(transactions.planId, id))),
    notExists(deps.db.select({ one: sql`1` }).from(subscriptions).where(eq(subscriptions.planId, id))),
  );
  const [, removed] = await deps.db.batch([
    deps.db
      .delete(invites)
      .where(
        and(
          eq(invites.planId, id),
          unreferenced,
          notExists(deps.db.select({ one: sql`1` }).from(transactions).where(eq(transactions.inviteId, invites.id))),
        ),
      ),
    deps.db
      .delete(plans)
      .where(and(eq(plans.id, id), unreferenced, notExists(deps.db.select({ one: sql`1` }).from(invites).where(eq(invites.planId, id)))))
      .returning({ id: plans.id }),
  ]);
  await lessonPricesChanged(deps);
  if (removed.length) return toPlan(current);
  const [row] = await deps.db.update(plans).set({ active: false, updatedAt: deps.now() }).where(eq(plans.id, id)).returning();
  if (!row) throw new ApiError('plan-not-found');
  return toPlan(row);
}

export function toPlan(row: PlanRow): Plan {
  return {
    id: row.id,
    alias: row.alias,
    nameAr: row.nameAr,
    weeklyMinutes: row.weeklyMinutes,
    fullMonthPrice: row.fullMonthPrice,
    fullMonthDiscount: row.fullMonthDiscount,
    fullQuarterPrice: row.fullQuarterPrice,
    fullQuarterDiscount: row.fullQuarterDiscount,
    halfYearPrice: row.halfYearPrice,
    halfYearDiscount: row.halfYearDiscount,
    fullYearPrice: row.fullYearPrice,
    fullYearDiscount: row.fullYearDiscount,
    forInvitesOnly: Boolean(row.forInvitesOnly),
    active: Boolean(row.active),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}
