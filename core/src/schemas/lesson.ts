import { z } from 'zod';
import { BOOKING_GRID_MINUTES, MINUTE_MS } from '../constants';
import { lessonStatuses } from '../enums';
import { id } from './fields';
import { paging, sort } from './paging';

const start = z.number({ error: 'invalid' }).int({ error: 'invalid' }).refine((t) => t % (BOOKING_GRID_MINUTES * MINUTE_MS) === 0, { error: 'invalid' });
const duration = z.union([z.literal(15), z.literal(30)], { error: 'invalid' });

export const create = z.object({ tutorId: id, start, duration });
export const update = z.object({ id, start, duration });
export const listQuery = paging.extend({
  status: z.enum(lessonStatuses, { error: 'invalid' }).optional(),
  from: z.coerce.number().int().optional(),
  to: z.coerce.number().int().optional(),
  sort: sort.default('asc'),
});
