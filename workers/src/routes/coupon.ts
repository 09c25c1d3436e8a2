import { couponRoutes as defs } from '@kalam/core/routes/coupon';
import { routerOf } from '../lib/router';
import { createCoupon, deleteCoupon, getCoupon, listCoupons, updateCoupon, usableCoupon } from '../services/coupon';

export const couponRoutes = routerOf(defs, {
  create: async (c) => c.json(await createCoupon(c.get('deps'), c.req.valid('json')), 201),
  list: async (c) => c.json(await listCoupons(c.get('deps'), c.req.valid('query'))),
  byCode: async (c) => c.json(await usableCoupon(c.get('deps'), c.req.valid('param').code)),
  get: async (c) => c.json(await getCoupon(c.get('deps'), c.req.valid('param').id)),
  update: async (c) => c.json(await updateCoupon(c.get('deps'), c.req.valid('param').id, c.req.valid('json'))),
  // Answers the coupon: deleted, or expired now when payments used it.
  delete: async (c) => c.json(await deleteCoupon(c.get('deps'), c.req.valid('param').id)),
});
