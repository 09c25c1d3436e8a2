import { z } from 'zod';
import { BOUNDS } from '../constants';
import { sortOrders } from '../enums';

export const paging = z.object({
  page: z.coerce.number({ error: 'invalid' }).int({ error: 'invalid' }).min(1, { error: 'invalid' }).default(1),
  size: z.coerce
    .number({ error: 'invalid' })
    .int({ error: 'invalid' })
    .min(BOUNDS.pageSize.min, { error: 'invalid' })
    .max(BOUNDS.pageSize.max, { error: 'invalid' })
    .default(BOUNDS.pageSize.default),
});

export const sort = z.enum(sortOrders, { error: 'invalid' });
