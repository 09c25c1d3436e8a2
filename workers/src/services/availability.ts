import { bookableTimes, type TimeRange, type WeeklyRule, weekdaysOf } from '@kalam/core/availability';
import { DAY_MS, INTERVIEW_MINUTES, MINUTE_MS } from '@kalam/core/constants';
import { InterviewStatus, Role } from '@kalam/core/enums';
import { and, type Column, eq, gt, inArray, isNull, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { BatchResponse } from 'drizzle-orm/batch';
import { allColumns, jsonRows, parseJsonRows } from '../db/json-rows';
import { interviews, lessons, type Schedule, schedules, slots, tutors, users } from '../db/schema';
import type { Deps } from '../deps';

// Reading hosts' availability: what lessons, interviews and tutor search build on, apart from changing it (availability-slot).

/** A schedule's weekly rule; its weekdays keep their own type, so a schedule's view can be built from it too. */
export const toRule = (s: Schedule) =>
  ({
    weekdays: weekdaysOf(s.weekdays),
    startMinute: s.startMinute,
    durationMinutes: s.durationMinutes,
    timeZone: s.timeZone,
    validFrom: s.validFrom,
    validUntil: s.validUntil,
  }) satisfies WeeklyRule;

interface HostAvailability {
  schedules: Schedule[];
  slots: (typeof slots.$inferSelect)[];
  busy: TimeRange[];
  noticeMinutes: number;
}

/** Which rows of a host's availability around [from, to) count: `host` picks the host (ids, or a column of an outer row). */
function availabilityWhere(host: (column: Column) => SQL, range: TimeRange, ignoreLesson?: number) {
  return {
    // a template that starts the evening before can run into the range
    schedules: and(
      host(schedules.tutorId),
      lt(schedules.validFrom, range.end),
      or(isNull(schedules.validUntil), gt(schedules.validUntil, range.start - DAY_MS)),
    ),
    slots: and(host(slots.tutorId), lt(slots.start, range.end), gt(slots.end, range.start)),
    lessons: and(
      host(lessons.tutorId),
      isNull(lessons.canceledAt),
      lt(lessons.start, range.end),
      sql`${lessons.start} + ${lessons.duration} * ${MINUTE_MS} > ${range.start}`,
      ignoreLesson ? ne(lessons.id, ignoreLesson) : undefined,
    ),
    // a tutor manager's interviews hold their time like lessons
    interviews: and(
      host(interviews.interviewerId),
      ne(interviews.status, InterviewStatus.Canceled),
      lt(interviews.start, range.end),
      gt(interviews.start, range.start - INTERVIEW_MINUTES * MINUTE_MS),
    ),
  };
}

const lessonFields = { tutorId: lessons.tutorId, start: lessons.start, duration: lessons.duration };
const interviewFields = { hostId: interviews.interviewerId, start: interviews.start };

/**
 * The queries for templates, slots and booked lessons of several hosts around [from, to), to send in one batch (one
 * round trip) with whatever else the caller needs, then `availabilityOf` the results.
 */
export function availabilityQueries(deps: Deps, hostIds: number[] | SQL, range: TimeRange, ignoreLesson?: number) {
  const where = availabilityWhere((column) => inArray(column, hostIds), range, ignoreLesson);
  return [
    deps.db.select({ id: tutors.userId, notice: tutors.noticeMinutes }).from(tutors).where(inArray(tutors.userId, hostIds)),
    deps.db.select().from(schedules).where(where.schedules),
    deps.db.select().from(slots).where(where.slots),
    deps.db.select(lessonFields).from(lessons).where(where.lessons),
    deps.db.select(interviewFields).from(interviews).where(where.interviews),
  ] as const;
}

/**
 * The same availability as columns of a statement's rows that have the host's `tutors` row joined: JSON arrays read
 * per row, so a page's tutors read theirs in the page's own statement. `availabilityOfJson` reads them.
 */
export function availabilityColumns(range: TimeRange) {
  const where = availabilityWhere((column) => eq(column, tutors.userId), range);
  return {
    notice: tutors.noticeMinutes,
    schedulesJson: jsonRows(allColumns(schedules), schedules, where.schedules),
    slotsJson: jsonRows(allColumns(slots), slots, where.slots),
    lessonsJson: jsonRows(lessonFields, lessons, where.lessons),
    interviewsJson: jsonRows(interviewFields, interviews, where.interviews),
  };
}

export type AvailabilityJson = {
  id: number;
  notice: number;
  schedulesJson: string;
  slotsJson: string;
  lessonsJson: string;
  interviewsJson: string;
};

export function availabilityOfJson(rows: AvailabilityJson[]): Map<number, HostAvailability> {
  return availabilityOf([
    rows.map(({ id, notice }) => ({ id, notice })),
    rows.flatMap((r) => parseJsonRows(allColumns(schedules), r.schedulesJson)),
    rows.flatMap((r) => parseJsonRows(allColumns(slots), r.slotsJson)),
    rows.flatMap((r) => parseJsonRows(lessonFields, r.lessonsJson)),
    rows.flatMap((r) => parseJsonRows(interviewFields, r.interviewsJson)),
  ]);
}

type AvailabilityRows = readonly [
  { id: number; notice: number }[],
  Schedule[],
  (typeof slots.$inferSelect)[],
  { tutorId: number; start: number; duration: number }[],
  { hostId: number; start: number }[],
];

export function availabilityOf([hosts, scheduleRows, slotRows, lessonRows, interviewRows]: AvailabilityRows): Map<
  number,
  HostAvailability
> {
  const map = new Map<number, HostAvailability>();
  for (const h of hosts) map.set(h.id, { schedules: [], slots: [], busy: [], noticeMinutes: h.notice });
  for (const s of scheduleRows) map.get(s.tutorId)?.schedules.push(s);
  for (const s of slotRows) map.get(s.tutorId)?.slots.push(s);
  for (const l of lessonRows) map.get(l.tutorId)?.busy.push({ start: l.start, end: l.start + l.duration * MINUTE_MS });
  for (const i of interviewRows) map.get(i.hostId)?.busy.push({ start: i.start, end: i.start + INTERVIEW_MINUTES * MINUTE_MS });
  return map;
}

/** Templates, slots and booked lessons of several hosts around [from, to), in one round trip. */
export async function loadAvailability(
  deps: Deps,
  hostIds: number[],
  range: TimeRange,
  ignoreLesson?: number,
): Promise<Map<number, HostAvailability>> {
  if (!hostIds.length) return new Map();
  return availabilityOf(await deps.db.batch(availabilityQueries(deps, hostIds, range, ignoreLesson)));
}

export const bookableOf = (deps: Deps, a: HostAvailability, range: TimeRange) =>
  bookableTimes({
    rules: a.schedules.map(toRule),
    slots: a.slots,
    busy: a.busy,
    noticeMinutes: a.noticeMinutes,
    now: deps.now(),
    from: range.start,
    to: range.end,
  });

/** Bookable times of an onboarded tutor around a range (null when there is no such tutor), and what holds it. */
export async function bookableFor(deps: Deps, tutorId: number, q: BookableQuery) {
  return bookableFrom(deps, await deps.db.batch(bookableQueries(deps, tutorId, q)), tutorId, q);
}

type BookableQuery = { from: number; to: number; ignoreLesson?: number };

/**
 * The queries behind `bookableFor`, to batch with what the caller reads first; the tutor may be a subquery (a rebook
 * reads the lesson, and so its tutor, in the same round trip). `bookableFrom` reads their rows.
 */
export function bookableQueries(deps: Deps, tutor: number | SQL, q: BookableQuery) {
  return [
    deps.db
      .select({ id: users.id })
      .from(users)
      .innerJoin(tutors, eq(tutors.userId, users.id))
      .where(and(eq(users.id, tutor), eq(users.role, Role.Tutor), eq(tutors.activated, true), isNull(users.deactivatedAt))),
    ...availabilityQueries(deps, typeof tutor === 'number' ? [tutor] : tutor, { start: q.from, end: q.to }, q.ignoreLesson),
  ] as const;
}

export function bookableFrom(
  deps: Deps,
  [tutorRows, ...rows]: BatchResponse<ReturnType<typeof bookableQueries>>,
  tutorId: number,
  q: BookableQuery,
) {
  if (!tutorRows.some((r) => r.id === tutorId)) return null;
  const a = availabilityOf(rows).get(tutorId);
  if (!a) return null;
  return { bookable: bookableOf(deps, a, { start: q.from, end: q.to }), busy: a.busy };
}
