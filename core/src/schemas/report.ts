import * as z from 'zod';
import { BOUNDS } from '../constants';
import { htmlText, id, queryBoolean, typeError } from './fields';
import { paging } from './paging';

// Reports and replies have no rule names of their own: they share the contact request's bounds and codes. Messages are
// editor HTML (sanitised on the server), measured on their visible text like chat messages.
const title = z
  .string({ error: typeError() })
  .trim()
  .min(BOUNDS.contactTitle.min, { error: 'short-contact-title' })
  .max(BOUNDS.contactTitle.max, { error: 'long-contact-title' });
const message = htmlText(BOUNDS.contactMessage, {
  html: 'invalid-message-html',
  short: 'short-contact-message',
  long: 'long-contact-message',
});

export const create = z.object({ title, message, reportedId: id.optional(), lessonId: id.optional() });
/** The reporter edits title and message while unresolved; admins set `resolved`. At least one of them. */
export const update = z
  .object({ resolved: z.boolean({ error: 'invalid' }).optional(), title: title.optional(), message: message.optional() })
  .refine((u) => u.resolved !== undefined || u.title !== undefined || u.message !== undefined, { error: 'required', path: ['title'] });
export const reply = z.object({ reportId: id, message });
export const replyUpdate = z.object({ message });
/** `GET /report/list`: newest first, optionally only resolved or unresolved ones. */
export const listQuery = paging.extend({ resolved: queryBoolean.optional() });
