import * as z from 'zod';
import { BOOKING_GRID_MINUTES, BOUNDS, DAY_MS, MINUTE_MS, TIME_ZONE } from '../constants';
import { weekdays } from '../enums';
import { id, numeric, oneOf, optionalId, time, timeZone, typeError, wholeNumber } from './fields';

const title = z
  .string({ error: typeError() })
  .trim()
  .min(BOUNDS.scheduleTitle.min, { error: 'short-schedule-title' })
  .max(BOUNDS.scheduleTitle.max, { error: 'long-schedule-title' });
const onGrid = (n: number) => n % BOOKING_GRID_MINUTES === 0;
const onGridTime = time.refine((t) => t % (BOOKING_GRID_MINUTES * MINUTE_MS) === 0, { error: 'invalid' });
/** Removing availability that holds booked lessons cancels them only when this is true. */
const confirm = z.boolean({ error: typeError() }).optional();

const weekday = oneOf(weekdays, { error: 'invalid' });
const startMinute = wholeNumber()
  .min(0, { error: 'invalid' })
  .max(24 * 60 - 1, { error: 'invalid' })
  .refine(onGrid, { error: 'invalid' });
const durationMinutes = wholeNumber()
  .min(BOUNDS.scheduleMinutes.min, { error: 'invalid' })
  .max(24 * 60, { error: 'invalid' })
  .refine(onGrid, { error: 'invalid' });

/**
 * Weekly hours in the tutor's zone: at least 30 minutes, on the 15-minute grid, at most a day long. Hours that touch or
 * overlap the host's open-ended hours on a day are merged with them. The title is optional (the calendar sends none).
 */
export const schedule = z
  .object({
    type: z.literal('schedule', { error: typeError() }),
    title: title.optional(),
    weekdays: z.array(weekday, { error: typeError() }).min(1, { error: 'required' }).max(7, { error: 'invalid' }),
    startMinute,
    durationMinutes,
    timeZone: timeZone.default(TIME_ZONE),
    validFrom: time,
    validUntil: time.optional(),
  })
  .refine((s) => s.validUntil === undefined || s.validUntil > s.validFrom, { error: 'invalid', path: ['validUntil'] });

/** One-off availability added or removed, on the grid; an addition is at least 30 minutes. */
export const slot = z
  .object({
    type: z.literal('slot', { error: typeError() }),
    start: onGridTime,
    end: onGridTime,
    kind: z.enum(['add', 'remove'], { error: typeError() }),
    confirm,
  })
  .refine((s) => s.end > s.start && s.end - s.start <= 31 * DAY_MS, { error: 'invalid', path: ['end'] })
  .refine((s) => s.kind === 'remove' || s.end - s.start >= BOUNDS.scheduleMinutes.min * MINUTE_MS, { error: 'invalid', path: ['end'] });

/**
 * `PATCH /availability-slot/{id}`: moves or resizes one day (`from`) of a weekly template to `weekday` at
 * `startMinute` for `durationMinutes`, merged with whatever it then touches; lessons it no longer holds need `confirm`.
 */
export const edit = z
  .object({ from: weekday, weekday, startMinute, durationMinutes, confirm })
  .refine((e) => e.startMinute + e.durationMinutes <= 24 * 60, { error: 'invalid', path: ['durationMinutes'] });
export const editParams = z.object({ id });

/** `POST /availability-slot/`: a weekly template or a one-off slot. */
export const create = z.discriminatedUnion('type', [schedule, slot], { error: typeError() });

/** At most 62 days of bookable times per request. */
export const listQuery = z
  .object({ tutorId: optionalId, from: numeric(time), to: numeric(time) })
  .refine((q) => q.to > q.from && q.to - q.from <= 62 * DAY_MS, { error: 'invalid', path: ['to'] });

/** `DELETE /availability-slot/{id}?type=schedule|slot&weekday=0-6&confirm=true`. */
export const removeQuery = z.object({
  type: z.enum(['schedule', 'slot'], { error: typeError() }),
  /** with type=schedule: remove only this day of the template, keeping its other days */
  weekday: numeric(weekday).optional(),
  confirm: z
    .enum(['true', 'false'], { error: 'invalid' })
    .optional()
    .transform((v) => v === 'true'),
});
export const removeParams = z.object({ id });
