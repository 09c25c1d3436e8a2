import * as z from 'zod';
import { lessonDurations, lessonStatuses, Role } from '../enums';
import { ADMIN_ONLY, only, SIGNED_IN } from '../permissions';
import * as fields from '../schemas/fields';
import * as lessonSchemas from '../schemas/lesson';
import { route } from './define';
import { idempotency, idParams, paged, publicUser } from './shared';

export const lessonView = z
  .strictObject({
    id: z.number().int(),
    tutor: publicUser,
    student: publicUser,
    start: z.number().int(),
    duration: fields.oneOf(lessonDurations),
    /** piasters, fixed at booking: the tutor's earning, never what the student pays */
    price: z.number().int(),
    /** what the student pays for it: nothing either way, within their plan or as the free lesson without one */
    cover: z.enum(['plan', 'free']),
    status: z.enum(lessonStatuses),
    canceledAt: z.number().int().nullable(),
    canceledBy: z.number().int().nullable(),
    rebookedFrom: z.number().int().nullable(),
    createdAt: z.number().int(),
    /** last moment either member may cancel or move it (start − cancellation window) */
    changeableUntil: z.number().int(),
  })
  .meta({ id: 'Lesson' });

/** A Saturday-to-Friday week in Cairo and the minutes a student's lessons take of it (cancelled ones give theirs back). */
const weekUse = z.strictObject({
  start: z.number().int(),
  end: z.number().int(),
  usedMinutes: z.number().int(),
  /** the plan's weekly minutes in that week; 0 when no plan covers it */
  weeklyMinutes: z.number().int(),
});

/**
 * `GET /lesson/allowance`: what the student's next bookings cost them. With a plan each lesson is included up to the
 * weekly minutes; without one, one free lesson at a time (`held` is the unfinished one that blocks the next).
 */
export const bookingAllowance = z
  .strictObject({
    plan: z.strictObject({ nameAr: z.string(), weeklyMinutes: z.number().int(), end: z.number().int() }).nullable(),
    weeks: z.array(weekUse),
    held: z.strictObject({ id: z.number().int(), start: z.number().int(), tutorName: z.string() }).nullable(),
    /** piasters: the lowest month's price of a plan anyone may buy; null without plans */
    planFrom: z.number().int().nullable(),
  })
  .meta({ id: 'BookingAllowance' });

/** The details of a 409 `reached-booking-limit`: the full week and when it renews, or the free lesson still held. */
export const bookingLimit = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('weekly-minutes'),
    planName: z.string(),
    /** the week in Cairo: Saturday 00:00 to the next Saturday 00:00, epoch ms, and the same days as Cairo dates */
    week: weekUse.extend({ timeZone: z.literal('Africa/Cairo'), firstDay: z.string(), lastDay: z.string() }),
    /** when the week's minutes come back: the next Saturday 00:00 Cairo time */
    renewsAt: z.number().int(),
    askedMinutes: z.number().int(),
  }),
  z.strictObject({ kind: z.literal('free-lesson-held'), held: z.strictObject({ id: z.number().int(), start: z.number().int() }) }),
]);

const MEMBERS_AND_ADMINS = only(Role.Student, Role.Tutor, ...ADMIN_ONLY.roles);

export const lessonRoutes = {
  book: route({
    method: 'post',
    path: '/lesson',
    access: only(Role.Student),
    summary: 'Book a lesson with a tutor (200 with the same lesson when the Idempotency-Key was seen)',
    request: { headers: idempotency, body: lessonSchemas.create.meta({ example: { tutorId: 3, start: 1795000800000, duration: 30 } }) },
    responses: () => ({ 201: lessonView, 200: lessonView }),
  }),
  allowance: route({
    method: 'get',
    path: '/lesson/allowance',
    access: only(Role.Student),
    summary: "What the calling student's next bookings cost: minutes left in each week of a plan, or the free lesson",
    request: { query: lessonSchemas.allowanceQuery },
    responses: () => ({ 200: bookingAllowance }),
  }),
  move: route({
    method: 'patch',
    path: '/lesson',
    access: MEMBERS_AND_ADMINS,
    summary: 'Move a lesson to another time or length; the same rules as a booking',
    request: { headers: idempotency, body: lessonSchemas.update },
    responses: () => ({ 200: lessonView }),
  }),
  list: route({
    method: 'get',
    path: '/lesson/list',
    access: SIGNED_IN,
    summary: "The caller's lessons (admins: anyone's), a page at a time",
    request: { query: lessonSchemas.listQuery },
    responses: () => ({ 200: paged(lessonView) }),
  }),
  get: route({
    method: 'get',
    path: '/lesson/:id{[0-9]+}',
    access: SIGNED_IN,
    summary: 'One lesson, for its members and admins',
    request: { params: idParams },
    responses: () => ({ 200: lessonView }),
  }),
  cancel: route({
    method: 'delete',
    path: '/lesson/:id{[0-9]+}',
    access: MEMBERS_AND_ADMINS,
    summary: 'Cancel a lesson before its change deadline',
    request: { params: idParams },
    responses: () => ({ 200: lessonView }),
  }),
};
