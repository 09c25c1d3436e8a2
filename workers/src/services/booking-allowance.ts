import type { BookingAllowance, BookingLimit } from '@kalam/core/api';
import { localDate, weekOf } from '@kalam/core/availability';
import { MINUTE_MS, TIME_ZONE } from '@kalam/core/constants';
import { monthlyPlanFrom } from '@kalam/core/pricing';
import { and, asc, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { lessons, plans, subscriptions, users } from '../db/schema';
import type { Caller, Deps } from '../deps';
import { publicPlanPrices } from './plan';
import { displayNameSql } from './user';

/** The Saturday-start weeks (Cairo) that overlap [from, to). */
function weeksBetween(from: number, to: number) {
  const out = [weekOf(from)];
  for (let w = out[0]; w && w.end < to; ) out.push((w = weekOf(w.end)));
  return out;
}

/** Minutes of the student's lessons (not cancelled, `ignore` left out) starting in each week. */
async function usedPerWeek(deps: Deps, studentId: number, weeks: { start: number; end: number }[], ignore = -1) {
  const first = weeks[0]?.start ?? 0;
  const last = weeks.at(-1)?.end ?? 0;
  const rows = await deps.db
    .select({ start: lessons.start, duration: lessons.duration })
    .from(lessons)
    .where(
      and(
        eq(lessons.studentId, studentId),
        isNull(lessons.canceledAt),
        sql`${lessons.start} >= ${first} and ${lessons.start} < ${last} and ${lessons.id} != ${ignore}`,
      ),
    );
  return weeks.map((w) => rows.filter((r) => r.start >= w.start && r.start < w.end).reduce((s, r) => s + r.duration, 0));
}

/** The plans covering any moment of [from, to), with their weekly minutes, latest first. */
function plansBetween(deps: Deps, studentId: number, from: number, to: number) {
  return deps.db
    .select({ start: subscriptions.start, end: subscriptions.end, nameAr: plans.nameAr, weeklyMinutes: plans.weeklyMinutes })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(and(eq(subscriptions.studentId, studentId), lt(subscriptions.start, to), gt(subscriptions.end, from)))
    .orderBy(desc(subscriptions.end));
}

/** The weekly minutes the booking rule allows for a lesson starting at `at` (the largest plan covering it), or 0. */
const allowedAt = (covering: { start: number; end: number; weeklyMinutes: number }[], at: number) =>
  Math.max(0, ...covering.filter((s) => s.start <= at && s.end > at).map((s) => s.weeklyMinutes));

/** `GET /lesson/allowance`: the student's plan and minutes per week of the range, or the free lesson they hold. */
export async function bookingAllowance(deps: Deps, caller: Caller, q: { from: number; to: number }): Promise<BookingAllowance> {
  const now = deps.now();
  const weeks = weeksBetween(Math.max(q.from, now), Math.max(q.to, now + 1));
  const [covering, used, held, publicPlans] = await Promise.all([
    plansBetween(deps, caller.id, Math.min(weeks[0]?.start ?? now, now), weeks.at(-1)?.end ?? now),
    usedPerWeek(deps, caller.id, weeks),
    deps.db
      .select({ id: lessons.id, start: lessons.start, tutorName: displayNameSql(users) })
      .from(lessons)
      .innerJoin(users, eq(users.id, lessons.tutorId))
      .where(
        and(
          eq(lessons.studentId, caller.id),
          isNull(lessons.canceledAt),
          sql`${lessons.start} + ${lessons.duration} * ${MINUTE_MS} > ${now}`,
        ),
      )
      .orderBy(asc(lessons.start))
      .limit(1),
    deps.db
      .select(publicPlanPrices)
      .from(plans)
      .where(and(eq(plans.active, true), eq(plans.forInvitesOnly, false))),
  ]);
  const current = covering.find((s) => s.start <= now && s.end > now) ?? null;
  return {
    plan: current && { nameAr: current.nameAr, weeklyMinutes: current.weeklyMinutes, end: current.end },
    weeks: weeks.map((w, i) => ({ ...w, usedMinutes: used[i] ?? 0, weeklyMinutes: allowedAt(covering, Math.max(w.start, now)) })),
    // the free lesson blocks the next only while no plan covers now
    held: current ? null : (held[0] ?? null),
    planFrom: monthlyPlanFrom(publicPlans),
  };
}

/** Why a booking was refused by the quota, for the student to read: the full week and its renewal, or the held lesson. */
export async function bookingLimitOf(
  deps: Deps,
  studentId: number,
  start: number,
  duration: number,
  ignore: number,
): Promise<BookingLimit> {
  const week = weekOf(start);
  const [covering, [used = 0], held] = await Promise.all([
    plansBetween(deps, studentId, start, start + 1),
    usedPerWeek(deps, studentId, [week], ignore),
    deps.db
      .select({ id: lessons.id, start: lessons.start })
      .from(lessons)
      .where(
        and(
          eq(lessons.studentId, studentId),
          isNull(lessons.canceledAt),
          sql`${lessons.start} + ${lessons.duration} * ${MINUTE_MS} > ${deps.now()} and ${lessons.id} != ${ignore}`,
        ),
      )
      .orderBy(asc(lessons.start))
      .limit(1),
  ]);
  const weeklyMinutes = allowedAt(covering, start);
  const plan = covering.find((s) => s.start <= start && s.end > start);
  if (!plan || !weeklyMinutes) return { kind: 'free-lesson-held', held: held[0] ?? { id: 0, start: 0 } };
  return {
    kind: 'weekly-minutes',
    planName: plan.nameAr,
    week: {
      ...week,
      usedMinutes: used,
      weeklyMinutes,
      timeZone: TIME_ZONE,
      firstDay: localDate(week.start),
      lastDay: localDate(week.end - 1),
    },
    renewsAt: week.end,
    askedMinutes: duration,
  };
}
