import { z } from 'zod';
import { BOUNDS } from '../constants';
import { id, typeError } from './fields';
import { paging } from './paging';

// Reports and replies have no rule names of their own: they share the contact request's bounds and codes.
const title = z.string({ error: typeError() }).trim().min(BOUNDS.contactTitle.min, { error: 'short-contact-title' }).max(BOUNDS.contactTitle.max, { error: 'long-contact-title' });
const message = z.string({ error: typeError() }).trim().min(BOUNDS.contactMessage.min, { error: 'short-contact-message' }).max(BOUNDS.contactMessage.max, { error: 'long-contact-message' });

export const create = z.object({ title, message, reportedId: id.optional(), lessonId: id.optional() });
export const update = z.object({ resolved: z.boolean({ error: 'invalid' }).optional(), title: title.optional(), message: message.optional() });
export const reply = z.object({ reportId: id, message });
export const replyUpdate = z.object({ message });
export const listQuery = paging;
