import type { LessonView } from '@kalam/core/api';
import { cellsOf, fitsIn, weekOf } from '@kalam/core/availability';
import { HOUR_MS, MINUTE_MS } from '@kalam/core/constants';
import { Role } from '@kalam/core/enums';
import type { NotificationKind } from '@kalam/core/notifications';
import type { schemas } from '@kalam/core/schemas/index';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { batch, type Statement } from '../db/batch';
import { pairKey } from '../db/pair-key';
import { type Lesson, lessons, users } from '../db/schema';
import { isUniqueViolation } from '../db/violation';
import type { Caller, Deps } from '../deps';
import { isAdmin } from '../lib/caller';
import { ApiError } from '../lib/errors';
import { theRow } from '../lib/rows';
import { bookableFor, bookableFrom, bookableQueries } from './availability';
import { bookingLimitOf } from './booking-allowance';
import { publish } from './events';
import { lessonViews, memberOf, toView, type ViewRow, viewQuery } from './lesson-view';
import { notOptedOut, pushLessonChange } from './notify';
import { onlineQuery } from './presence';
import { readSettings } from './settings';

// Booking and moving lessons: safe under any concurrency and replays (commitBooking).

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
