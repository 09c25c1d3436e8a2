import type { schemas } from '@kalam/core';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api';

export type CouponInput = z.input<typeof schemas.coupon.create>;

export const couponKeys = {
  all: ['coupons'] as const,
  page: (page: number, size: number) => ['coupons', 'page', page, size] as const,
};

/** Coupons, newest first. */
export const couponsQuery = (page: number, size: number) =>
  queryOptions({
    queryKey: couponKeys.page(page, size),
    queryFn: () => api.get('/coupon/list', { query: { page, size } }),
  });

export const useCoupons = (page: number, size: number, enabled = true) =>
  useQuery({ ...couponsQuery(page, size), placeholderData: keepPreviousData, enabled });

/** `POST /coupon` or, with an id, `PUT /coupon/{id}`. */
export function useSaveCoupon(id?: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CouponInput) =>
      id ? api.put('/coupon/:id', { params: { id }, body: input }) : api.post('/coupon', { body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: couponKeys.all }),
  });
}

/** `DELETE /coupon/{id}`: removed, or expired now when payments used it. */
export function useDeleteCoupon() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete('/coupon/:id', { params: { id } }),
    onSettled: () => client.invalidateQueries({ queryKey: couponKeys.all }),
  });
}
