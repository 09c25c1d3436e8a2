import { z } from 'zod';
import { BOUNDS } from '../constants';
import { id } from './fields';
import { paging } from './paging';

const value = z.number({ error: 'invalid' }).int({ error: 'invalid' })
  .min(BOUNDS.ratingValue.min, { error: 'low-rating-value' })
  .max(BOUNDS.ratingValue.max, { error: 'high-rating-value' });
const text = z.string().trim()
  .min(BOUNDS.ratingText.min, { error: 'short-rating-text' })
  .max(BOUNDS.ratingText.max, { error: 'long-rating-text' });

export const create = z.object({ rateeId: id, value, text: text.optional() });
export const update = z.object({ value: value.optional(), text: text.optional() });
export const listQuery = paging;
