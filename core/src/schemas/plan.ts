import * as z from 'zod';
import { BOUNDS } from '../constants';
import { queryBoolean, typeError } from './fields';
import { paging } from './paging';

/** Integer piasters. zod refuses ±Infinity as a number type: name that case for what it is. */
const price = z
  .number({
    error: (iss) =>
      iss.input == null ? 'required' : typeof iss.input === 'number' && !Number.isNaN(iss.input) ? 'infinite-price' : 'price-not-integer',
  })
  .refine(Number.isInteger, { error: 'price-not-integer', abort: true })
  .refine((n) => n >= 0, { error: 'negative-price' });

/** Percent off for one period. */
const discount = z
  .number({ error: typeError() })
  .min(BOUNDS.planDiscount.min, { error: 'min-discount-subceeded' })
  .max(BOUNDS.planDiscount.max, { error: 'max-discount-exceeded' });

const discountKeys = ['fullMonthDiscount', 'fullQuarterDiscount', 'halfYearDiscount', 'fullYearDiscount'] as const;
// A plan whose every period is fully discounted gives lessons away.
const allFree = (p: Partial<Record<(typeof discountKeys)[number], number>>) => discountKeys.every((k) => p[k] === BOUNDS.planDiscount.max);

const planFields = {
  alias: z
    .string({ error: typeError() })
    .trim()
    .min(BOUNDS.planAlias.min, { error: 'short-plan-alias' })
    .max(BOUNDS.planAlias.max, { error: 'long-plan-alias' }),
  nameAr: z
    .string({ error: typeError() })
    .trim()
    .min(BOUNDS.planName.min, { error: 'short-plan-name' })
    .max(BOUNDS.planName.max, { error: 'long-plan-name' })
    .refine((s) => /\p{Script=Arabic}/u.test(s), { error: 'plan-name-not-arabic' }),
  weeklyMinutes: z
    .number({ error: 'empty-weekly-minutes' })
    .int({ error: 'invalid-weekly-minutes' })
    .min(BOUNDS.weeklyMinutes.min, { error: 'empty-weekly-minutes' })
    .max(BOUNDS.weeklyMinutes.max, { error: 'max-weekly-minutes-exceeded' })
    .refine((m) => m % BOUNDS.weeklyMinutes.step === 0, { error: 'invalid-weekly-minutes' }),
  fullMonthPrice: price,
  fullMonthDiscount: discount,
  fullQuarterPrice: price,
  fullQuarterDiscount: discount,
  halfYearPrice: price,
  halfYearDiscount: discount,
  fullYearPrice: price,
  fullYearDiscount: discount,
  forInvitesOnly: z.boolean({ error: typeError() }),
  active: z.boolean({ error: typeError() }),
};

export const listQuery = paging.extend({ active: queryBoolean.optional() });

export const create = z
  .object({ ...planFields, forInvitesOnly: planFields.forInvitesOnly.default(false), active: planFields.active.default(true) })
  .refine((p) => !allFree(p), { error: 'plan-total-discount', path: ['fullMonthDiscount'] });

/** Only the fields sent change; the service checks the merged plan against `plan-total-discount` too. */
export const update = z
  .object(planFields)
  .partial()
  .refine((p) => !allFree(p), { error: 'plan-total-discount', path: ['fullMonthDiscount'] });
