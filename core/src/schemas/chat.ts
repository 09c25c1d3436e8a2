import * as z from 'zod';
import { BOUNDS } from '../constants';
import { digitText, htmlText, id, queryBoolean } from './fields';
import { paging } from './paging';

/** Sanitised HTML, 1–1000 visible characters (the composer advises 250). */
export const messageText = htmlText(BOUNDS.chatMessage, {
  html: 'invalid-message-html',
  short: 'short-message-text',
  long: 'long-message-text',
});
export const newRoom = z.object({ userId: id, message: messageText });
/** `PUT /chat/room/{roomId}`: the caller's own settings of a room; at least one of them. */
export const roomSettings = z
  .object({ pinned: z.boolean({ error: 'invalid' }).optional(), muted: z.boolean({ error: 'invalid' }).optional() })
  .refine((s) => s.pinned !== undefined || s.muted !== undefined, { error: 'required', path: ['pinned'] });
/** `GET /chat/list/{roomId}/messages`: page 1 is the newest. */
export const listQuery = paging;
/**
 * `GET /chat/list/rooms/{userId}`: optionally by the counterpart's name; `withMessages=true` leaves out rooms nobody
 * has written in yet (a booking opens the pair's room before anyone writes).
 */
export const roomsQuery = paging.extend({
  search: z.string({ error: 'invalid' }).trim().max(BOUNDS.search.max, { error: 'invalid' }).optional(),
  withMessages: queryBoolean.optional(),
});

/** `?members=1,2` (or `?members=1&members=2`): the two different users of a pair. */
export const byMembersQuery = z.object({
  members: z.preprocess(
    (v) => (Array.isArray(v) ? v.join(',') : v),
    digitText()
      .regex(/^\s*\d{1,15}\s*,\s*\d{1,15}\s*$/, { error: 'invalid' })
      .transform((s) => s.split(',').map(Number) as [number, number])
      .refine(([a, b]) => a > 0 && b > 0 && a !== b, { error: 'invalid' }),
  ),
});
