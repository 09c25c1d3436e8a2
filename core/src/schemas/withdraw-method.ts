import * as z from 'zod';
import { withdrawMethodTypes } from '../enums';
import { typeError, wholeNumber } from './fields';

const bound = (code: 'non-positive-withdraw-min' | 'non-positive-withdraw-max') => wholeNumber().positive({ error: code });

/** Bounds in piasters. */
export const upsert = z
  .object({
    type: z.enum(withdrawMethodTypes, { error: typeError('invalid-type') }),
    min: bound('non-positive-withdraw-min'),
    max: bound('non-positive-withdraw-max'),
    enabled: z.boolean({ error: 'invalid' }).default(true),
    // Only compare bounds that are themselves valid.
  })
  .refine((m) => m.min <= 0 || m.max <= 0 || m.min <= m.max, { error: 'withdraw-min-above-max', path: ['min'] });

/** `PUT /withdraw-method/{id}`: any of the bounds and the switch; min ≤ max is checked against the stored values too. */
export const update = z
  .object({
    min: bound('non-positive-withdraw-min').optional(),
    max: bound('non-positive-withdraw-max').optional(),
    enabled: z.boolean({ error: 'invalid' }).optional(),
  })
  .refine((m) => m.min === undefined || m.max === undefined || m.min <= 0 || m.max <= 0 || m.min <= m.max, {
    error: 'withdraw-min-above-max',
    path: ['min'],
  })
  .refine((m) => Object.values(m).some((v) => v !== undefined), { error: 'required' });
