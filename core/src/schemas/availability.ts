import { z } from 'zod';
import { BOOKING_GRID_MINUTES, BOUNDS, MINUTE_MS } from '../constants';
import { weekdays } from '../enums';

const title = z.string({ error: 'required' }).trim()
  .min(BOUNDS.scheduleTitle.min, { error: 'short-schedule-title' })
  .max(BOUNDS.scheduleTitle.max, { error: 'long-schedule-title' });
const onGrid = (n: number) => n % BOOKING_GRID_MINUTES === 0;
const time = z.number({ error: 'invalid' }).int({ error: 'invalid' });

/** Weekly template in the tutor's zone: at least 30 minutes, on the 15-minute grid. */
export const schedule = z.object({
  title,
  weekdays: z.array(z.union(weekdays.map((d) => z.literal(d)) as never, { error: 'invalid' })).min(1, { error: 'required' }),
  startMinute: z.number({ error: 'invalid' }).int({ error: 'invalid' }).min(0, { error: 'invalid' }).max(1439, { error: 'invalid' }).refine(onGrid, { error: 'invalid' }),
  durationMinutes: z.number({ error: 'invalid' }).int({ error: 'invalid' }).min(BOUNDS.scheduleMinutes.min, { error: 'invalid' }).refine(onGrid, { error: 'invalid' }),
  validFrom: time,
  validUntil: time.optional(),
}).refine((s) => s.validUntil === undefined || s.validUntil > s.validFrom, { error: 'invalid', path: ['validUntil'] });

/** One-off availability added or removed. */
export const slot = z.object({ start: time, end: time, kind: z.enum(['add', 'remove'], { error: 'invalid' }) })
  .refine((s) => s.end - s.start >= BOUNDS.scheduleMinutes.min * MINUTE_MS, { error: 'invalid', path: ['end'] });

export const listQuery = z.object({ tutorId: z.coerce.number().int().positive().optional(), from: z.coerce.number().int(), to: z.coerce.number().int() });
