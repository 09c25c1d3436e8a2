import { z } from 'zod';
import { BOUNDS } from '../constants';
import { paging } from './paging';

export const COUPON_CODE_PATTERN = /^[A-Z0-9_-]{3,32}$/;

const discount = z.number({ error: 'invalid' }).int({ error: 'invalid' })
  .refine((d) => d !== 0, { error: 'zero-coupon-discount', abort: true })
  .refine((d) => d >= BOUNDS.couponDiscount.min, { error: 'zero-coupon-discount', abort: true })
  .refine((d) => d <= BOUNDS.couponDiscount.max, { error: 'max-coupon-discount-exceeded' });

export const code = z.string().trim().toUpperCase().regex(COUPON_CODE_PATTERN, { error: 'invalid-coupon-code' });
/** Expiry as epoch ms, checked against the clock at validation time. */
const expiresAt = z.number({ error: 'invalid-coupon-expiry' }).int({ error: 'invalid-coupon-expiry' })
  .refine((t) => t > Date.now(), { error: 'past-coupon-expiry' });

export const create = z.object({ code, discount, expiresAt });
export const update = create.partial();
export const listQuery = paging;
