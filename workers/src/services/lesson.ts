import {
  cellsOf,
  fitsIn,
  HOUR_MS,
  type LessonView,
  MINUTE_MS,
  type NotificationKind,
  type Paged,
  type PublicUser,
  Role,
  type schemas,
  weekOf,
} from '@kalam/core';
import { and, asc, count, desc, eq, gt, inArray, isNotNull, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { z } from 'zod';
import { batch, type Statement } from '../db/batch';
import { pageOf } from '../db/page';
import { pairKey } from '../db/pair-key';
import { type Lesson, lessons, users } from '../db/schema';
import { isUniqueViolation } from '../db/violation';
import type { Caller, Deps } from '../deps';
import { isAdmin } from '../lib/caller';
import { ApiError } from '../lib/errors';
import { cairoTime } from '../lib/lesson-time';
import { theRow } from '../lib/rows';
import { bookableFor, bookableFrom, bookableQueries } from './availability';
import { bookingLimitOf } from './booking-allowance';
import { publish } from './events';
import { notOptedOut, pushLessonChange, wanting } from './notify';
import { onlineQuery } from './presence';
import { readSettings } from './settings';
import { publicUserColumns } from './user';

const tutor = alias(users, 'tutor');
/** A cancelled lesson of a plan frees its minutes: the quota counts only lessons not cancelled. */
const MINUTES_BACK = 'عادت دقائق الدرس إلى رصيد أسبوعه في باقتك، فيمكنك حجز غيره.';
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
type ViewRow = { lesson: Lesson; tutor: PublicUser; student: PublicUser; inPlan: number };

function toView(row: ViewRow, now: number, windowHours: number): LessonView {
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
function viewQuery(deps: Deps, where: SQL | undefined, order: SQL[] = [asc(lessons.start)]) {
  return deps.db
    .select(viewColumns)
    .from(lessons)
    .innerJoin(tutor, eq(tutor.id, lessons.tutorId))
    .innerJoin(student, eq(student.id, lessons.studentId))
    .where(where)
    .orderBy(...order);
}

const memberOf = (caller: Caller) => or(eq(lessons.tutorId, caller.id), eq(lessons.studentId, caller.id));

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

interface BookingRequest {
  tutorId: number;
  studentId: number;
  start: number;
  duration: number;
  /** the lesson this booking replaces (rebook / edit time) */
  replaces?: Lesson;
  key: string;
  by: Caller;
  /** whether the student confirmed their email, when the caller's account already told (the student booking) */
  studentVerified?: boolean;
  /** the tutor's availability around the time, when already read with something else */
  availability?: ReturnType<typeof bookableFrom>;
  /** why an admin moved the lesson: told to both members */
  reason?: string;
  /** more conditions and writes in the booking's transaction (an accepted proposal) */
  inside?: RebookInside;
}

/** What an accepted proposal adds to a rebook: a condition on the insert, writes after it, its own notice kind. */
export interface RebookInside {
  guard: SQL;
  /** runs only if the booking was written (`ours` is the new lesson's id as a subquery) */
  after: (ours: SQL) => Statement[];
  noticeKind: NotificationKind;
}

/** `POST /lesson/`: a verified student books a bookable time. Safe under any concurrency: see `commitBooking`. */
export async function bookLesson(
  deps: Deps,
  caller: Caller,
  input: z.infer<typeof schemas.lesson.create>,
  key?: string,
  callerVerified?: boolean,
): Promise<{ lesson: LessonView; replay: boolean }> {
  // a replay of the key and the tutor's availability at that time, in one round trip
  const range = { from: input.start, to: input.start + input.duration * MINUTE_MS };
  const [replayed, ...bookable] = await deps.db.batch([
    viewQuery(deps, key ? and(eq(lessons.bookingKey, key), memberOf(caller)) : sql`0`),
    ...bookableQueries(deps, input.tutorId, range),
  ]);
  if (replayed.length) {
    const { cancellationWindowHours } = await readSettings(deps, ['cancellationWindowHours']);
    return { lesson: toView(replayed[0] as ViewRow, deps.now(), cancellationWindowHours), replay: true };
  }
  try {
    const lesson = await commitBooking(deps, {
      ...input,
      studentId: caller.id,
      key: key ?? crypto.randomUUID(),
      by: caller,
      studentVerified: callerVerified,
      availability: bookableFrom(deps, bookable, input.tutorId, range),
    });
    return { lesson, replay: false };
  } catch (err) {
    const replay = await replayOnRefusal(deps, caller.id, key, err);
    if (replay) return { lesson: replay, replay: true };
    throw err;
  }
}

/** `PATCH /lesson`: either member moves a lesson; the old one is cancelled and the new one points back to it. */
export async function rebookLesson(
  deps: Deps,
  caller: Caller,
  input: z.infer<typeof schemas.lesson.update>,
  key?: string,
  inside?: RebookInside,
): Promise<{ lesson: LessonView; replay: boolean }> {
  // members see the reason of a move only when the team moved it: admins give one
  if (isAdmin(caller) && !input.reason) throw new ApiError('bad-request', { message: 'Say why.', errors: { reason: 'required' } });
  if (key) {
    const replay = await lessonByKey(deps, caller.id, key);
    if (replay) return { lesson: replay, replay: true };
  }
  try {
    // the lesson, its student's confirmed email and its tutor's availability at the new time, in one round trip
    const range = { from: input.start, to: input.start + input.duration * MINUTE_MS, ignoreLesson: input.id };
    const [[found], ...bookable] = await deps.db.batch([
      deps.db
        .select({ lesson: lessons, studentVerified: users.verified })
        .from(lessons)
        .innerJoin(users, eq(users.id, lessons.studentId))
        .where(eq(lessons.id, input.id)),
      ...bookableQueries(deps, sql`(select tutor_id from lessons where id = ${input.id})`, range),
    ]);
    const old = found?.lesson;
    if (!old || (old.tutorId !== caller.id && old.studentId !== caller.id && !isAdmin(caller))) throw new ApiError('lesson-not-found');
    // the same key at once: the other request may have moved the lesson already
    await assertChangeable(deps, caller, old);
    const lesson = await commitBooking(deps, {
      tutorId: old.tutorId,
      studentId: old.studentId,
      start: input.start,
      duration: input.duration,
      replaces: old,
      key: key ?? crypto.randomUUID(),
      by: caller,
      studentVerified: found.studentVerified,
      availability: bookableFrom(deps, bookable, old.tutorId, range),
      reason: isAdmin(caller) ? input.reason : undefined,
      inside,
    });
    return { lesson, replay: false };
  } catch (err) {
    const replay = await replayOnRefusal(deps, caller.id, key, err);
    if (replay) return { lesson: replay, replay: true };
    throw err;
  }
}

/**
 * The same key sent twice at once (a double click, a retry racing the original): both pass the replay check, the
 * other request books, and this one is refused by that very lesson (its time now busy, its quota used). Such a
 * refusal answers the lesson the key made, as a later replay would.
 */
async function replayOnRefusal(deps: Deps, callerId: number, key: string | undefined, err: unknown) {
  if (!key || !(err instanceof ApiError)) return undefined;
  return lessonByKey(deps, callerId, key);
}

async function lessonByKey(deps: Deps, callerId: number, key: string) {
  const [view] = await lessonViews(deps, and(eq(lessons.bookingKey, key), memberOf({ id: callerId, role: Role.Student })));
  return view;
}

export async function assertChangeable(deps: Deps, caller: Caller, lesson: Lesson) {
  if (lesson.canceledAt !== null)
    throw new ApiError('bad-request', { message: 'The lesson is already cancelled.', errors: { id: 'invalid' } });
  if (isAdmin(caller)) {
    if (lesson.start + lesson.duration * MINUTE_MS <= deps.now())
      throw new ApiError('bad-request', { message: 'The lesson is over.', errors: { id: 'invalid' } });
    return;
  }
  const { cancellationWindowHours } = await readSettings(deps, ['cancellationWindowHours']);
  if (deps.now() >= lesson.start - cancellationWindowHours * HOUR_MS) {
    throw new ApiError('bad-request', {
      message: `Lessons can change until ${cancellationWindowHours} hours before they start.`,
      errors: { start: 'invalid' },
    });
  }
}

/**
 * Writes a booking in one batch (one transaction): the lesson, inserted only if the student's trial or weekly quota
 * allows it, then its 15-minute cells in the tutor and student tables, whose primary keys refuse any overlap whatever
 * the timing of other requests; then the pair's chat room and the tutor's notice. A rebook cancels the old lesson and
 * frees its cells in the same batch.
 */
async function commitBooking(deps: Deps, req: BookingRequest): Promise<LessonView> {
  const now = deps.now();
  const [[account], availability, { tutorHourlyRate, cancellationWindowHours }] = await Promise.all([
    // the access check already read the caller's account: no second read when the student books
    req.studentVerified !== undefined
      ? [{ verified: req.studentVerified }]
      : deps.db.select({ verified: users.verified }).from(users).where(eq(users.id, req.studentId)),
    req.availability !== undefined
      ? req.availability
      : bookableFor(deps, req.tutorId, { from: req.start, to: req.start + req.duration * MINUTE_MS, ignoreLesson: req.replaces?.id }),
    readSettings(deps, ['tutorHourlyRate', 'cancellationWindowHours']),
  ]);
  if (!account) throw new ApiError('student-not-found');
  if (!account.verified && !isAdmin(req.by)) {
    throw new ApiError('bad-request', { message: 'Confirm your email before booking.', errors: { verified: 'required' } });
  }
  if (!availability) throw new ApiError('tutor-not-found');
  if (!fitsIn(availability.bookable, req.start, req.duration)) {
    // a lesson holds that time: say so; otherwise the time is simply not offered
    if (availability.busy.some((b) => b.start < req.start + req.duration * MINUTE_MS && b.end > req.start))
      throw new ApiError('busy-tutor');
    throw new ApiError('bad-request', { message: 'That time is not bookable.', errors: { start: 'invalid' } });
  }

  const price =
    req.replaces && req.replaces.duration === req.duration ? req.replaces.price : Math.round((tutorHourlyRate * req.duration) / 60);
  const week = weekOf(req.start);
  const old = req.replaces?.id ?? -1;
  const cells = JSON.stringify(cellsOf(req.start, req.duration));
  const key = pairKey(req.tutorId, req.studentId);
  const ours = sql`(select id from lessons where booking_key = ${req.key})`;
  const byTeam = req.by.id !== req.tutorId && req.by.id !== req.studentId;
  // the member who did not act hears about it; both do when the team acted
  const told = byTeam ? [req.tutorId, req.studentId] : [req.by.id === req.tutorId ? req.studentId : req.tutorId];
  const noticeKind = req.inside?.noticeKind ?? (req.replaces ? 'lesson-rebooked' : 'lesson-booked');

  const statements = [
    deps.db.run(sql`insert into lessons (tutor_id, student_id, start, duration, price, rebooked_from, booking_key, created_at, updated_at)
      select ${req.tutorId}, ${req.studentId}, ${req.start}, ${req.duration}, ${price}, ${req.replaces?.id ?? null}, ${req.key}, ${now}, ${now}
      where (${old} = -1 or exists (select 1 from lessons where id = ${old} and canceled_at is null)) and ${req.inside?.guard ?? sql`1`}
      and case when exists (select 1 from subscriptions where student_id = ${req.studentId} and start <= ${req.start} and "end" > ${req.start})
        then coalesce((select sum(duration) from lessons where student_id = ${req.studentId} and canceled_at is null
               and start >= ${week.start} and start < ${week.end} and id != ${old}), 0) + ${req.duration}
             <= (select max(p.weekly_minutes) from subscriptions s join plans p on p.id = s.plan_id
               where s.student_id = ${req.studentId} and s.start <= ${req.start} and s."end" > ${req.start})
        else not exists (select 1 from lessons where student_id = ${req.studentId} and canceled_at is null
               and start + duration * ${MINUTE_MS} > ${now} and id != ${old})
      end`),
    ...(req.replaces
      ? [
          deps.db.run(sql`update lessons set canceled_at = ${now}, canceled_by = ${req.by.id}, updated_at = ${now}
            where id = ${old} and canceled_at is null and exists ${ours}`),
          deps.db.run(sql`delete from tutor_cells where lesson_id = ${old} and exists ${ours}`),
          deps.db.run(sql`delete from student_cells where lesson_id = ${old} and exists ${ours}`),
        ]
      : []),
    deps.db.run(sql`insert into tutor_cells (tutor_id, cell, lesson_id)
      select ${req.tutorId}, c.value, l.id from lessons l, json_each(${cells}) c where l.booking_key = ${req.key}`),
    deps.db.run(sql`insert into student_cells (student_id, cell, lesson_id)
      select ${req.studentId}, c.value, l.id from lessons l, json_each(${cells}) c where l.booking_key = ${req.key}`),
    // booking opens the pair's chat room
    deps.db.run(sql`insert into rooms (pair_key, created_at) select ${key}, ${now} where exists ${ours} on conflict do nothing`),
    deps.db.run(sql`insert or ignore into room_members (room_id, user_id, pinned, muted)
      select r.id, m.value, 0, 0 from rooms r, json_each(${JSON.stringify([req.tutorId, req.studentId])}) m where r.pair_key = ${key} and exists ${ours}`),
    ...(req.inside?.after(ours) ?? []),
    // naming the other member of the lesson and opening its page
    deps.db.run(sql`insert into notifications (user_id, kind, lesson_id, data, created_at)
      select m.value, ${noticeKind}, l.id,
        json_set(${JSON.stringify({ start: req.start, duration: req.duration, from: req.replaces?.start ?? null, byTeam, reason: req.reason })},
          '$.name', (select name from users where id = case when m.value = ${req.tutorId} then ${req.studentId} else ${req.tutorId} end),
          '$.link', '/lesson/' || l.id), ${now}
      from lessons l, json_each(${JSON.stringify(told)}) m
      where l.booking_key = ${req.key} and ${notOptedOut(sql`m.value`, 'lesson-booking', 'inApp')}`),
    // whose inbox has a socket: only those rooms are woken, the others read the lesson when they next connect
    onlineQuery(deps, [req.tutorId, req.studentId]),
    // the booked lesson as answered, read in the same round trip
    viewQuery(deps, eq(lessons.bookingKey, req.key)),
  ] as const;

  let inserted: number;
  let booked: ViewRow[];
  let listening: { id: number }[];
  try {
    const results = await batch(deps.db, statements);
    inserted = results[0].rowsAffected;
    listening = results.at(-2) as { id: number }[];
    booked = results.at(-1) as ViewRow[];
  } catch (err) {
    if (isUniqueViolation(err, 'tutor_cells')) throw new ApiError('busy-tutor');
    if (isUniqueViolation(err, 'student_cells')) throw new ApiError('conflicting-lessons');
    if (isUniqueViolation(err, 'booking_key')) {
      const replay = await lessonByKey(deps, req.by.id, req.key);
      if (replay) return replay;
      throw new ApiError('bad-request', { message: 'This idempotency key belongs to another request.' });
    }
    throw err;
  }
  if (!inserted) {
    if (req.replaces) {
      const [now_] = await deps.db.select({ canceledAt: lessons.canceledAt }).from(lessons).where(eq(lessons.id, old));
      if (now_?.canceledAt !== null)
        throw new ApiError('bad-request', { message: 'The lesson was already changed or cancelled.', errors: { id: 'invalid' } });
    }
    throw new ApiError('reached-booking-limit', { details: await bookingLimitOf(deps, req.studentId, req.start, req.duration, old) });
  }
  const view = toView(theRow(booked), now, cancellationWindowHours);
  await publish(
    deps,
    listening.map((r) => r.id),
    {
      type: req.replaces ? 'lesson-rebooked' : 'lesson-booked',
      lessonId: view.id,
      start: view.start,
    },
  );
  await pushLessonChange(deps, req.replaces ? 'rebooked' : 'booked', view, req.by.id);
  return view;
}

/**
 * `DELETE /lesson/{id}`: either member until the cancellation window, admins until the end. Frees the cells. Answers
 * the lesson and the telling of the members (events and mails), for the route to run after the answer.
 */
export async function cancelLesson(deps: Deps, caller: Caller, id: number): Promise<{ lesson: LessonView; tell: () => Promise<void> }> {
  const [lesson] = await deps.db.select().from(lessons).where(eq(lessons.id, id));
  if (!lesson || (lesson.tutorId !== caller.id && lesson.studentId !== caller.id && !isAdmin(caller)))
    throw new ApiError('lesson-not-found');
  await assertChangeable(deps, caller, lesson);
  const {
    views: [cancelled],
    tell,
  } = await cancelledViews(deps, caller, [lesson]);
  if (!cancelled) throw new ApiError('bad-request', { message: 'The lesson is already cancelled.', errors: { id: 'invalid' } });
  return { lesson: cancelled, tell };
}

/**
 * Cancels lessons (each only if still active), frees their cells and tells the members who did not act, in the app and
 * by email. Returns the ids actually cancelled.
 */
export async function cancelLessons(deps: Deps, by: Caller, list: readonly Lesson[], extra: Statement[] = []): Promise<number[]> {
  const { views, tell } = await cancelledViews(deps, by, list, extra);
  await tell();
  return views.map((v) => v.id);
}

/**
 * `cancelLessons` in one round trip: each lesson's update, its notices (written only if that update changed it), the
 * freed cells, then the lessons as they now are and the members' addresses, in one batch. Answers the cancelled views.
 */
async function cancelledViews(deps: Deps, by: Caller, list: readonly Lesson[], extra: Statement[] = []) {
  const now = deps.now();
  const none = { views: [] as LessonView[], tell: async () => {} };
  if (!list.length && !extra.length) return none;
  const ids = list.map((l) => l.id);
  const members = [...new Set(list.flatMap((l) => [l.tutorId, l.studentId]))];
  const perLesson = 4;
  const statements = [
    ...extra,
    ...list.flatMap((l) => [
      deps.db.run(
        sql`update lessons set canceled_at = ${now}, canceled_by = ${by.id}, updated_at = ${now} where id = ${l.id} and canceled_at is null`,
      ),
      // changes() is the update's just above: the notices go out only for a lesson this request cancelled
      deps.db.run(sql`insert into notifications (user_id, kind, lesson_id, data, created_at)
        select m.value, 'lesson-canceled', ${l.id},
          json_set(${JSON.stringify({ start: l.start, by: by.id, byTeam: by.id !== l.tutorId && by.id !== l.studentId, link: `/lesson/${l.id}` })},
            '$.name', (select name from users where id = case when m.value = ${l.tutorId} then ${l.studentId} else ${l.tutorId} end)), ${now}
        from json_each(${JSON.stringify([l.tutorId, l.studentId].filter((id) => id !== by.id))}) m
        where changes() > 0 and ${notOptedOut(sql`m.value`, 'lesson-booking', 'inApp')}`),
      deps.db.run(sql`delete from tutor_cells where lesson_id = ${l.id}`),
      deps.db.run(sql`delete from student_cells where lesson_id = ${l.id}`),
    ]),
    viewQuery(deps, ids.length ? inArray(lessons.id, ids) : sql`0`),
    deps.db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(inArray(users.id, members.length ? members : [0])),
  ];
  const [results, { cancellationWindowHours }] = await Promise.all([
    batch(deps.db, statements),
    readSettings(deps, ['cancellationWindowHours']),
  ]);
  const done = new Set(
    list.filter((_, i) => (results[extra.length + i * perLesson] as { rowsAffected: number }).rowsAffected > 0).map((l) => l.id),
  );
  if (!done.size) return none;
  const views = (results.at(-2) as ViewRow[]).filter((r) => done.has(r.lesson.id)).map((r) => toView(r, now, cancellationWindowHours));
  const emails = results.at(-1) as { id: number; email: string }[];
  return { views, tell: () => tellCancelled(deps, by, views, emails) };
}

async function tellCancelled(deps: Deps, by: Caller, views: LessonView[], emails: { id: number; email: string }[]) {
  const byEmail = await wanting(
    deps,
    emails.map((e) => e.id),
    'lesson-booking',
    'email',
  );
  for (const v of views) {
    await publish(deps, [v.tutor.id, v.student.id], { type: 'lesson-canceled', lessonId: v.id, start: v.start });
    await pushLessonChange(deps, 'canceled', v, by.id);
    for (const to of [v.tutor, v.student].filter((p) => p.id !== by.id && byEmail.has(p.id))) {
      const email = emails.find((e) => e.id === to.id)?.email;
      if (!email) continue;
      const other = v.tutor.id === to.id ? v.student.displayName : v.tutor.displayName;
      await deps.mailer.send({
        to: email,
        subject: 'أُلغي درس — كلام',
        text: `أُلغي درسك مع ${other} في ${cairoTime(v.start)} (بتوقيت القاهرة).${to.id === v.student.id && v.cover === 'plan' ? `\n${MINUTES_BACK}` : ''}`,
      });
    }
  }
}
