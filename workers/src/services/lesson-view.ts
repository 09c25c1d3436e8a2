import type { LessonView, Paged, PublicUser } from '@kalam/core/api';
import { HOUR_MS, MINUTE_MS } from '@kalam/core/constants';
import type { schemas } from '@kalam/core/schemas/index';
import { and, asc, count, desc, eq, gt, isNotNull, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { z } from 'zod';
import { pageOf } from '../db/page';
import { type Lesson, lessons, users } from '../db/schema';
import type { Caller, Deps } from '../deps';
import { isAdmin } from '../lib/caller';
import { ApiError } from '../lib/errors';
import { readSettings } from './settings';
import { publicUserColumns } from './user';

// Lessons as their members read them: one, a list, and the view every lesson answer is made of.

const tutor = alias(users, 'tutor');
const student = alias(users, 'student');

const lessonEnd = sql`${lessons.start} + ${lessons.duration} * ${MINUTE_MS}`;

/** The derived status as SQL, for list filters. */
function statusWhere(status: z.infer<typeof schemas.lesson.listQuery>['status'], now: number): SQL | undefined {
  switch (status) {
    case 'cancelled':
      return isNotNull(lessons.canceledAt);
    case 'pending':
      return and(isNull(lessons.canceledAt), gt(lessons.start, now));
    case 'happening':
      return and(isNull(lessons.canceledAt), lte(lessons.start, now), sql`${lessonEnd} > ${now}`);
    case 'fulfilled':
      return and(isNull(lessons.canceledAt), sql`${lessonEnd} <= ${now}`);
    case 'upcoming':
      return and(isNull(lessons.canceledAt), sql`${lessonEnd} > ${now}`);
    default:
      return undefined;
  }
}

export function lessonStatus(l: Pick<Lesson, 'start' | 'duration' | 'canceledAt'>, now: number): LessonView['status'] {
  if (l.canceledAt !== null) return 'cancelled';
  if (now < l.start) return 'pending';
  return now < l.start + l.duration * MINUTE_MS ? 'happening' : 'fulfilled';
}

const viewColumns = {
  lesson: lessons,
  tutor: publicUserColumns(tutor),
  student: publicUserColumns(student),
  // the booking rule's own test: a plan covering the start pays for it, else it is the free lesson
  inPlan: sql<number>`exists (select 1 from subscriptions s where s.student_id = ${lessons.studentId}
    and s.start <= ${lessons.start} and s."end" > ${lessons.start})`,
};
export type ViewRow = { lesson: Lesson; tutor: PublicUser; student: PublicUser; inPlan: number };

export function toView(row: ViewRow, now: number, windowHours: number): LessonView {
  const l = row.lesson;
  return {
    id: l.id,
    tutor: row.tutor,
    student: row.student,
    start: l.start,
    duration: l.duration,
    price: l.price,
    cover: row.inPlan ? 'plan' : 'free',
    status: lessonStatus(l, now),
    canceledAt: l.canceledAt,
    canceledBy: l.canceledBy,
    rebookedFrom: l.rebookedFrom,
    createdAt: l.createdAt,
    changeableUntil: l.start - windowHours * HOUR_MS,
  };
}

/** Lessons as members see them, with both people, in the order asked. */
export async function lessonViews(deps: Deps, where: SQL | undefined) {
  const [{ cancellationWindowHours }, rows] = await Promise.all([readSettings(deps, ['cancellationWindowHours']), viewQuery(deps, where)]);
  const now = deps.now();
  return rows.map((r) => toView(r as ViewRow, now, cancellationWindowHours));
}

/** The query behind `lessonViews`, to run alone or as the last step of a batch. */
export function viewQuery(deps: Deps, where: SQL | undefined, order: SQL[] = [asc(lessons.start)]) {
  return deps.db
    .select(viewColumns)
    .from(lessons)
    .innerJoin(tutor, eq(tutor.id, lessons.tutorId))
    .innerJoin(student, eq(student.id, lessons.studentId))
    .where(where)
    .orderBy(...order);
}

export const memberOf = (caller: Caller) => or(eq(lessons.tutorId, caller.id), eq(lessons.studentId, caller.id));

export async function getLesson(deps: Deps, caller: Caller, id: number): Promise<LessonView> {
  const [view] = await lessonViews(deps, eq(lessons.id, id));
  if (!view) throw new ApiError('lesson-not-found');
  if (!isAdmin(caller) && view.tutor.id !== caller.id && view.student.id !== caller.id) throw new ApiError('lesson-not-found');
  return view;
}

export async function listLessons(deps: Deps, caller: Caller, q: z.infer<typeof schemas.lesson.listQuery>): Promise<Paged<LessonView>> {
  const now = deps.now();
  const where = and(
    isAdmin(caller) ? undefined : memberOf(caller),
    q.tutorId ? eq(lessons.tutorId, q.tutorId) : undefined,
    q.studentId ? eq(lessons.studentId, q.studentId) : undefined,
    statusWhere(q.status, now),
    // a lesson belongs to the range when it overlaps it
    q.from !== undefined ? sql`${lessonEnd} > ${q.from}` : undefined,
    q.to !== undefined ? lt(lessons.start, q.to) : undefined,
  );
  const dir = q.sort === 'desc' ? desc : asc;
  const [{ cancellationWindowHours }, { list, total }] = await Promise.all([
    readSettings(deps, ['cancellationWindowHours']),
    pageOf(
      deps.db,
      q,
      viewQuery(deps, where, [dir(lessons.start), dir(lessons.id)]),
      deps.db.select({ n: count() }).from(lessons).where(where),
    ),
  ]);
  return { list: list.map((r) => toView(r as ViewRow, now, cancellationWindowHours)), total };
}
