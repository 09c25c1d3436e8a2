import type { LessonCounts, StudentStats, TutorActivity, TutorStats } from '@kalam/core/api';
import { daysFrom, weekOf } from '@kalam/core/availability';
import { MINUTE_MS } from '@kalam/core/constants';
import { Role } from '@kalam/core/enums';
import { and, desc, eq, gt, lte, type SQL, sql } from 'drizzle-orm';
import { lessons, plans, ratings, subscriptions, users } from '../db/schema';
import type { Caller, Deps } from '../deps';
import { isAdmin } from '../lib/caller';
import { ApiError } from '../lib/errors';
import { theRow } from '../lib/rows';

const ended = (now: number) => sql`${lessons.start} + ${lessons.duration} * ${MINUTE_MS} <= ${now}`;

async function counts(deps: Deps, member: SQL): Promise<LessonCounts & { minutes: number; people: number; earnings: number }> {
  const now = deps.now();
  const r = theRow(
    await deps.db
      .select({
        total: sql<number>`count(*)`,
        cancelled: sql<number>`coalesce(sum(${lessons.canceledAt} is not null), 0)`,
        fulfilled: sql<number>`coalesce(sum(${lessons.canceledAt} is null and ${ended(now)}), 0)`,
        minutes: sql<number>`coalesce(sum(case when ${lessons.canceledAt} is null and ${ended(now)} then ${lessons.duration} end), 0)`,
        earnings: sql<number>`coalesce(sum(case when ${lessons.canceledAt} is null and ${ended(now)} then ${lessons.price} end), 0)`,
        tutors: sql<number>`count(distinct case when ${lessons.canceledAt} is null then ${lessons.tutorId} end)`,
        students: sql<number>`count(distinct case when ${lessons.canceledAt} is null then ${lessons.studentId} end)`,
      })
      .from(lessons)
      .where(member),
  );
  const [total, cancelled, fulfilled] = [Number(r.total), Number(r.cancelled), Number(r.fulfilled)];
  return {
    total,
    cancelled,
    fulfilled,
    upcoming: total - cancelled - fulfilled,
    minutes: Number(r.minutes),
    earnings: Number(r.earnings),
    people: Number(r.tutors) + Number(r.students),
  };
}

async function userWithRole(deps: Deps, id: number, roles: Role[], missing: 'tutor-not-found' | 'student-not-found') {
  const [user] = await deps.db.select({ id: users.id, role: users.role }).from(users).where(eq(users.id, id));
  if (!user || !roles.includes(user.role as Role)) throw new ApiError(missing);
  return user;
}

/** `GET /user/tutor/stats/{id|personalized}`: public counts; earnings for the tutor and admins only. */
export async function tutorStats(deps: Deps, caller: Caller, id: number): Promise<TutorStats> {
  await userWithRole(deps, id, [Role.Tutor, Role.TutorManager], 'tutor-not-found');
  const c = await counts(deps, eq(lessons.tutorId, id));
  const [rating] = await deps.db
    .select({ avg: sql<number | null>`avg(${ratings.value})`, count: sql<number>`count(*)` })
    .from(ratings)
    .where(eq(ratings.rateeId, id));
  const students = await deps.db
    .select({ n: sql<number>`count(distinct ${lessons.studentId})` })
    .from(lessons)
    .where(eq(lessons.tutorId, id));
  return {
    lessons: { total: c.total, upcoming: c.upcoming, fulfilled: c.fulfilled, cancelled: c.cancelled },
    minutesTaught: c.minutes,
    students: Number(students[0]?.n ?? 0),
    rating: {
      avg: rating?.avg === null || rating?.avg === undefined ? null : Math.round(Number(rating.avg) * 10) / 10,
      count: Number(rating?.count ?? 0),
    },
    earnings: caller.id === id || isAdmin(caller) ? c.earnings : null,
  };
}

/** `GET /user/student/stats/{id|personalized}`: the student, admins, and tutors who teach them. */
export async function studentStats(deps: Deps, caller: Caller, id: number): Promise<StudentStats> {
  await userWithRole(deps, id, [Role.Student], 'student-not-found');
  if (caller.id !== id && !isAdmin(caller)) {
    const [shared] = await deps.db
      .select({ id: lessons.id })
      .from(lessons)
      .where(and(eq(lessons.tutorId, caller.id), eq(lessons.studentId, id)))
      .limit(1);
    if (!shared) throw new ApiError('student-not-found');
  }
  const now = deps.now();
  const c = await counts(deps, eq(lessons.studentId, id));
  const tutors = await deps.db
    .select({ n: sql<number>`count(distinct ${lessons.tutorId})` })
    .from(lessons)
    .where(and(eq(lessons.studentId, id), sql`${lessons.canceledAt} is null`));
  const [sub] = await deps.db
    .select({ planId: plans.id, alias: plans.alias, nameAr: plans.nameAr, weeklyMinutes: plans.weeklyMinutes, end: subscriptions.end })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(and(eq(subscriptions.studentId, id), lte(subscriptions.start, now), gt(subscriptions.end, now)))
    .orderBy(desc(subscriptions.end))
    .limit(1);
  let subscription: StudentStats['subscription'] = null;
  if (sub) {
    const week = weekOf(now);
    const [used] = await deps.db
      .select({ m: sql<number>`coalesce(sum(${lessons.duration}), 0)` })
      .from(lessons)
      .where(
        and(
          eq(lessons.studentId, id),
          sql`${lessons.canceledAt} is null`,
          sql`${lessons.start} >= ${week.start}`,
          sql`${lessons.start} < ${week.end}`,
        ),
      );
    subscription = { ...sub, usedThisWeek: Number(used?.m ?? 0) };
  }
  return {
    lessons: { total: c.total, upcoming: c.upcoming, fulfilled: c.fulfilled, cancelled: c.cancelled },
    minutesLearned: c.minutes,
    tutors: Number(tutors[0]?.n ?? 0),
    subscription,
  };
}

/** `GET /user/tutor/activity/{id}`: lessons (not cancelled) per Cairo day over the last 28 days, oldest first. */
export async function tutorActivity(deps: Deps, caller: Caller, id: number): Promise<TutorActivity> {
  if (caller.id !== id && !isAdmin(caller) && caller.role !== Role.TutorManager) throw new ApiError('tutor-not-found');
  await userWithRole(deps, id, [Role.Tutor, Role.TutorManager], 'tutor-not-found');
  const days = daysFrom(deps.now() - 27 * 86_400_000, 28);
  const from = Math.min(...days.map((d) => d.start));
  const to = Math.max(...days.map((d) => d.end));
  const rows = await deps.db
    .select({ start: lessons.start, duration: lessons.duration })
    .from(lessons)
    .where(
      and(eq(lessons.tutorId, id), sql`${lessons.canceledAt} is null`, sql`${lessons.start} >= ${from}`, sql`${lessons.start} < ${to}`),
    );
  return {
    days: days.map((d) => {
      const inDay = rows.filter((r) => r.start >= d.start && r.start < d.end);
      return { day: d.start, lessons: inDay.length, minutes: inDay.reduce((m, r) => m + r.duration, 0) };
    }),
  };
}
