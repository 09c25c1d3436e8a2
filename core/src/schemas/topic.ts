import * as z from 'zod';
import { BOUNDS } from '../constants';
import { id, typeError } from './fields';
import { paging } from './paging';

const name = z
  .string({ error: typeError() })
  .trim()
  .min(BOUNDS.topicName.min, { error: 'short-topic-name' })
  .max(BOUNDS.topicName.max, { error: 'long-topic-name' });

export const listQuery = paging;
export const create = z.object({ nameAr: name, nameEn: name });
/** At least one of the names. */
export const update = create
  .partial()
  .refine((t) => t.nameAr !== undefined || t.nameEn !== undefined, { error: 'required', path: ['nameAr'] });

/** A tutor's own topics: at most thirty. */
export const ofUser = z.object({
  topicIds: z.array(id, { error: typeError() }).max(BOUNDS.topicsPerTutor.max, { error: 'invalid' }),
});
