import { z } from 'zod';
import { BOOKING_GRID_MINUTES, BOUNDS, MINUTE_MS } from '../constants';
import { weekdays } from '../enums';
import { numeric, optionalId, time, typeError, wholeNumber } from './fields';

const title = z.string({ error: typeError() }).trim()
  .min(BOUNDS.scheduleTitle.min, { error: 'short-schedule-title' })
  .max(BOUNDS.scheduleTitle.max, { error: 'long-schedule-title' });
const onGrid = (n: number) => n % BOOKING_GRID_MINUTES === 0;

/** Weekly template in the tutor's zone: at least 30 minutes, on the 15-minute grid. */
export const schedule = z.object({
  title,
  weekdays: z.array(z.literal(weekdays, { error: 'invalid' }), { error: typeError() }).min(1, { error: 'required' }),
  startMinute: wholeNumber().min(0, { error: 'invalid' }).max(24 * 60 - 1, { error: 'invalid' }).refine(onGrid, { error: 'invalid' }),
  durationMinutes: wholeNumber().min(BOUNDS.scheduleMinutes.min, { error: 'invalid' }).refine(onGrid, { error: 'invalid' }),
  validFrom: time,
  validUntil: time.optional(),
}).refine((s) => s.validUntil === undefined || s.validUntil > s.validFrom, { error: 'invalid', path: ['validUntil'] });

/** One-off availability added or removed. */
export const slot = z.object({ start: time, end: time, kind: z.enum(['add', 'remove'], { error: typeError() }) })
  .refine((s) => s.end - s.start >= BOUNDS.scheduleMinutes.min * MINUTE_MS, { error: 'invalid', path: ['end'] });

export const listQuery = z.object({ tutorId: optionalId, from: numeric(time), to: numeric(time) });
