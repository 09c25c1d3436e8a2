import * as z from 'zod';
import { paging } from './paging';

/** A Cairo calendar month: `2026-11`. */
export const month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'invalid' });

/** `?month=&page=&size=`: one month of a tutor's lessons, a page at a time. */
export const listQuery = paging.extend({ month });

/** `?month=`: the whole month, for the spreadsheet. */
export const exportQuery = z.object({ month });
