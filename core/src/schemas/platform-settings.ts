import * as z from 'zod';
import { PLATFORM_SETTING_BOUNDS } from '../platform-settings';
import { typeError, wholeNumber } from './fields';

const { tutorHourlyRate: rate, cancellationWindowHours: window, withdrawal } = PLATFORM_SETTING_BOUNDS;

const tutorHourlyRate = z
  .number({ error: typeError('infinite-price') })
  .refine(Number.isFinite, { error: 'infinite-price', abort: true })
  .refine(Number.isInteger, { error: 'price-not-integer', abort: true })
  .refine((p) => p >= 0, { error: 'negative-price', abort: true })
  .refine((p) => p >= rate.min && p <= rate.max, { error: 'invalid' });

const cancellationWindowHours = wholeNumber().min(window.min, { error: 'invalid' }).max(window.max, { error: 'invalid' });

const withdrawalLimit = (nonPositive: 'non-positive-withdraw-min' | 'non-positive-withdraw-max') =>
  wholeNumber()
    .refine((a) => a > 0, { error: nonPositive, abort: true })
    .refine((a) => a >= withdrawal.min && a <= withdrawal.max, { error: 'invalid' });

/** `PUT /platform-settings`: any of the settings; the service checks min ≤ max against the stored values too. */
export const update = z
  .object({
    tutorHourlyRate: tutorHourlyRate.optional(),
    cancellationWindowHours: cancellationWindowHours.optional(),
    withdrawalMin: withdrawalLimit('non-positive-withdraw-min').optional(),
    withdrawalMax: withdrawalLimit('non-positive-withdraw-max').optional(),
  })
  .refine((s) => Object.values(s).some((v) => v !== undefined), { error: 'required', path: ['tutorHourlyRate'] })
  .refine((s) => s.withdrawalMin === undefined || s.withdrawalMax === undefined || s.withdrawalMin <= s.withdrawalMax, {
    error: 'withdraw-min-above-max',
    path: ['withdrawalMin'],
  });
