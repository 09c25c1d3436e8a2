import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** Codes are compared upper-cased; an unknown or expired code answers `coupon-not-found`. */
export const getCouponByCode = (code: string) => api.get('/coupon/code/:code', { params: { code: code.trim().toUpperCase() } });

/** Looks a code up when the student presses apply, not while typing. */
export const useCouponLookup = () => useMutation({ mutationFn: getCouponByCode });
