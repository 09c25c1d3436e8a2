import { asc, count, eq } from 'drizzle-orm';
import type { Paged, Plan } from '@kalam/core';
import { plans } from '../db/schema';
import type { Deps } from '../deps';

export async function listPlans(deps: Deps, q: { page: number; size: number; active?: boolean }): Promise<Paged<Plan>> {
  const where = q.active === undefined ? undefined : eq(plans.active, q.active);
  const [list, [total]] = await Promise.all([
    deps.db
      .select()
      .from(plans)
      .where(where)
      .orderBy(asc(plans.weeklyMinutes), asc(plans.id))
      .limit(q.size)
      .offset((q.page - 1) * q.size),
    deps.db.select({ n: count() }).from(plans).where(where),
  ]);
  return { list: list.map(toPlan), total: total?.n ?? 0 };
}

export function toPlan(row: typeof plans.$inferSelect): Plan {
  return {
    id: row.id,
    alias: row.alias,
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
