import * as z from 'zod';
import { BOUNDS } from '../constants';
import { contactSources } from '../enums';
import { egyptianPhone, email, typeError, userName } from './fields';

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

export const create = z.object({
  name: userName,
  email,
  phone: z.preprocess(emptyToUndefined, egyptianPhone.optional()),
  source: z.preprocess(emptyToUndefined, z.enum(contactSources, { error: 'invalid' }).optional()),
  title: z
    .string({ error: typeError() })
    .trim()
    .min(BOUNDS.contactTitle.min, { error: 'short-contact-title' })
    .max(BOUNDS.contactTitle.max, { error: 'long-contact-title' }),
  message: z
    .string({ error: typeError() })
    .trim()
    .min(BOUNDS.contactMessage.min, { error: 'short-contact-message' })
    .max(BOUNDS.contactMessage.max, { error: 'long-contact-message' }),
});
