import * as z from 'zod';
import { BOUNDS } from '../constants';
import { sortOrders } from '../enums';
import { numeric, wholeNumber } from './field-basics';

/** `?page=&size=` from a query string: pages start at 1, size 1–100, blanks take the defaults. */
export const paging = z.object({
  page: numeric(wholeNumber().min(1, { error: 'invalid' }).default(1)),
  size: numeric(
    wholeNumber()
      .min(BOUNDS.pageSize.min, { error: 'invalid' })
      .max(BOUNDS.pageSize.max, { error: 'invalid' })
      .default(BOUNDS.pageSize.default),
  ),
});

export const sort = z.enum(sortOrders, { error: 'invalid' });
