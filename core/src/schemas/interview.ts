import { z } from 'zod';
import { BOUNDS } from '../constants';
import { interviewStatuses } from '../enums';
import { htmlText, id } from './fields';
import { paging } from './paging';

export const feedback = htmlText(BOUNDS.interviewText, { html: 'invalid-interview-feedback-html', short: 'short-interview-feedback', long: 'long-interview-feedback' });
export const note = htmlText(BOUNDS.interviewText, { html: 'invalid-interview-note-html', short: 'short-interview-note', long: 'long-interview-note' });
const level = z.number({ error: 'invalid' }).int({ error: 'invalid' })
  .min(BOUNDS.interviewLevel.min, { error: 'low-interview-level' })
  .max(BOUNDS.interviewLevel.max, { error: 'high-interview-level' });

export const create = z.object({ interviewerId: id, start: z.number({ error: 'invalid' }).int({ error: 'invalid' }) });
export const update = z.object({
  status: z.union(interviewStatuses.map((s) => z.literal(s)) as never, { error: 'invalid' }).optional() as z.ZodOptional<z.ZodType<1 | 2 | 3 | 4>>,
  level: level.optional(),
  feedback: feedback.optional(),
  note: note.optional(),
  sign: z.boolean().optional(),
});
export const listQuery = paging.extend({ status: z.coerce.number().int().min(1).max(4).optional() });
