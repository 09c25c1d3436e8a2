import * as z from 'zod';
import { BOUNDS } from '../constants';
import { typeError } from './fields';

/** "Share feedback": plain text with the contact form's bounds and codes, and the app path it was sent from. */
export const create = z.object({
  message: z
    .string({ error: typeError() })
    .trim()
    .min(BOUNDS.contactMessage.min, { error: 'short-contact-message' })
    .max(BOUNDS.contactMessage.max, { error: 'long-contact-message' }),
  page: z.string({ error: typeError() }).trim().max(200, { error: 'invalid' }).regex(/^\//, { error: 'invalid' }).optional(),
});
