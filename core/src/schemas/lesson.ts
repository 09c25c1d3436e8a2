import * as z from 'zod';
import { BOOKING_GRID_MINUTES, DAY_MS, MINUTE_MS } from '../constants';
import { lessonDurations, lessonStatuses } from '../enums';
import { id, numeric, oneOf, optionalId, time, typeError } from './fields';
import { paging, sort } from './paging';

const start = time.refine((t) => t % (BOOKING_GRID_MINUTES * MINUTE_MS) === 0, { error: 'invalid' });
const duration = oneOf(lessonDurations, { error: 'invalid' });

export const create = z.object({ tutorId: id, start, duration });
/** What an admin tells both members when moving their lesson: required from admins, ignored from members. */
const reason = z.string({ error: typeError() }).trim().min(5, { error: 'invalid' }).max(500, { error: 'invalid' });
/** Rebook or move a lesson: same rules as a new booking. */
export const update = z.object({ id, start, duration, reason: reason.optional() });
/** A tutor proposes another start for a lesson (same length), with an optional note to the student. */
export const propose = z.object({
  start,
  message: z.string({ error: typeError() }).trim().max(500, { error: 'invalid' }).optional(),
});
export const listQuery = paging.extend({
  /** a lesson status, or `upcoming` for pending and happening together */
  status: z.enum([...lessonStatuses, 'upcoming'], { error: 'invalid' }).optional(),
  from: numeric(time.optional()),
  to: numeric(time.optional()),
  sort: sort.default('asc'),
  /** admins: any tutor or student; members: narrows their own lessons to one counterpart */
  tutorId: optionalId,
  studentId: optionalId,
});

/** What the caller's next bookings cost them between `from` and `to` (the booking panel's days): at most 31 days. */
export const allowanceQuery = z
  .object({ from: numeric(time), to: numeric(time) })
  .refine((q) => q.to > q.from && q.to - q.from <= 31 * DAY_MS, { error: 'invalid', path: ['to'] });
