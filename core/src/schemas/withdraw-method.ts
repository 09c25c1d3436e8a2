import * as z from 'zod';
import { BOUNDS } from '../constants';
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

/** A bank's short Latin code (kept on withdrawals): lower-case letters, digits and dashes. */
export const bankCode = (code: 'invalid-bank-code' | 'invalid-bank-name') =>
  z
    .string({ error: typeError(code) })
    .trim()
    .toLowerCase()
    .regex(/^[a-z][a-z0-9-]{1,29}$/, { error: code });

const bankName = z
  .string({ error: typeError() })
  .trim()
  .min(BOUNDS.bankName.min, { error: 'short-bank-name' })
  .max(BOUNDS.bankName.max, { error: 'long-bank-name' })
  .refine((s) => /\p{Script=Arabic}/u.test(s), { error: 'bank-name-not-arabic' });

/** `POST /withdraw-method/bank`: a new bank, shown to tutors at once. */
export const createBank = z.object({ code: bankCode('invalid-bank-code'), nameAr: bankName });

/** `PUT /withdraw-method/bank/{id}`: rename, hide or show again (the code stays: withdrawals keep it). */
export const updateBank = z
  .object({ nameAr: bankName.optional(), hidden: z.boolean({ error: 'invalid' }).optional() })
  .refine((b) => b.nameAr !== undefined || b.hidden !== undefined, { error: 'required' });
