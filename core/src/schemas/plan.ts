import { z } from 'zod';
import { BOUNDS } from '../constants';
import { queryBoolean } from './fields';
import { paging } from './paging';

const price = z
  // zod refuses ±Infinity as a number type: name that case for what it is.
  .number({ error: (iss) => (typeof iss.input === 'number' && !Number.isNaN(iss.input) ? 'infinite-price' : 'price-not-integer') })
  .refine(Number.isInteger, { error: 'price-not-integer', abort: true })
  .refine((n) => n >= 0, { error: 'negative-price' });

const discount = z
  .number({ error: 'invalid' })
  .min(BOUNDS.planDiscount.min, { error: 'min-discount-subceeded' })
  .max(BOUNDS.planDiscount.max, { error: 'max-discount-exceeded' });

export const listQuery = paging.extend({ active: queryBoolean.optional() });

export const create = z
  .object({
    alias: z
      .string({ error: 'required' })
      .trim()
      .min(BOUNDS.planAlias.min, { error: 'short-plan-alias' })
      .max(BOUNDS.planAlias.max, { error: 'long-plan-alias' }),
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
    forInvitesOnly: z.boolean().default(false),
    active: z.boolean().default(true),
  })
  // A plan whose every period is fully discounted gives lessons away.
  .refine(
    (p) => [p.fullMonthDiscount, p.fullQuarterDiscount, p.halfYearDiscount, p.fullYearDiscount].some((d) => d < 100),
    { error: 'plan-total-discount', path: ['fullMonthDiscount'] },
  );
