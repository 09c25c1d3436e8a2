import * as z from 'zod';
import { BOUNDS } from '../constants';
import { queryBoolean, typeError } from './fields';
import { paging } from './paging';

/** Plain text with the contact form's bounds and codes. */
const message = z
  .string({ error: typeError() })
  .trim()
  .min(BOUNDS.contactMessage.min, { error: 'short-contact-message' })
  .max(BOUNDS.contactMessage.max, { error: 'long-contact-message' });

/** "Share feedback": the text and the app path it was sent from. */
export const create = z.object({
  message,
  page: z.string({ error: typeError() }).trim().max(200, { error: 'invalid' }).regex(/^\//, { error: 'invalid' }).optional(),
});

/** An admin's reply to one feedback: plain text, sent to its author. */
export const reply = z.object({ message });

/** Mark a feedback dealt with, or waiting again. */
export const handled = z.object({ handled: z.boolean({ error: typeError() }) });

/** `GET /feedback/list`: all, or only the handled or waiting ones. */
export const listQuery = paging.extend({ handled: queryBoolean.optional() });
