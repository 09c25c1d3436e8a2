import * as z from 'zod';
import { BOUNDS } from '../constants';
import { id, typeError, wholeNumber } from './fields';
import { paging } from './paging';

const value = wholeNumber()
  .min(BOUNDS.ratingValue.min, { error: 'low-rating-value' })
  .max(BOUNDS.ratingValue.max, { error: 'high-rating-value' });
const text = z
  .string({ error: typeError() })
  .trim()
  .min(BOUNDS.ratingText.min, { error: 'short-rating-text' })
  .max(BOUNDS.ratingText.max, { error: 'long-rating-text' });

export const create = z.object({ rateeId: id, value, text: text.optional() });
export const update = z.object({ value: value.optional(), text: text.optional() });
export const listQuery = paging;
