import * as z from 'zod';
import { BOUNDS } from '../constants';
import { typeError, wholeNumber } from './fields';
import { paging } from './paging';

export const COUPON_CODE_PATTERN = /^[A-Z0-9_-]{3,32}$/;

const discount = wholeNumber()
  .refine((d) => d >= BOUNDS.couponDiscount.min, { error: 'zero-coupon-discount', abort: true })
  .refine((d) => d <= BOUNDS.couponDiscount.max, { error: 'max-coupon-discount-exceeded' });

/** Codes are compared upper-cased. */
export const code = z
  .string({ error: typeError('invalid-coupon-code') })
  .trim()
  .toUpperCase()
  .regex(COUPON_CODE_PATTERN, { error: 'invalid-coupon-code' });
/** Expiry as epoch ms, checked against the clock at validation time. */
const expiresAt = z
  .number({ error: typeError('invalid-coupon-expiry') })
  .int({ error: 'invalid-coupon-expiry' })
  .refine((t) => t > Date.now(), { error: 'past-coupon-expiry' });

export const create = z.object({ code, discount, expiresAt });
export const update = create.partial();
export const listQuery = paging;
