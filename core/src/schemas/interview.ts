import * as z from 'zod';
import { BOUNDS } from '../constants';
import { interviewStatuses } from '../enums';
import { htmlText, id, numeric, oneOf, time, wholeNumber } from './fields';
import { paging } from './paging';

export const feedback = htmlText(BOUNDS.interviewText, {
  html: 'invalid-interview-feedback-html',
  short: 'short-interview-feedback',
  long: 'long-interview-feedback',
});
export const note = htmlText(BOUNDS.interviewText, {
  html: 'invalid-interview-note-html',
  short: 'short-interview-note',
  long: 'long-interview-note',
});
const level = wholeNumber()
  .min(BOUNDS.interviewLevel.min, { error: 'low-interview-level' })
  .max(BOUNDS.interviewLevel.max, { error: 'high-interview-level' });
const status = oneOf(interviewStatuses, { error: 'invalid' });

/** An applicant books a tutor manager's free time. */
export const create = z.object({ interviewerId: id, start: time });
export const update = z.object({
  status: status.optional(),
  level: level.optional(),
  feedback: feedback.optional(),
  note: note.optional(),
  sign: z.boolean({ error: 'invalid' }).optional(),
});
export const listQuery = paging.extend({ status: numeric(status.optional()) });
