import * as z from 'zod';
import { ADMIN_ONLY, SIGNED_IN } from '../permissions';
import * as couponSchemas from '../schemas/coupon';
import { route } from './define';
import { idParams, paged } from './shared';

export const coupon = z
  .strictObject({
    id: z.number().int(),
    code: z.string(),
    /** percent off (1–100) */
    discount: z.number().int(),
    expiresAt: z.number().int(),
    createdAt: z.number().int(),
    updatedAt: z.number().int(),
  })
  .meta({ id: 'Coupon' });

// Coupons: admins manage; a signed-in student checks a code at checkout.
export const couponRoutes = {
  create: route({
    method: 'post',
    path: '/coupon',
    access: ADMIN_ONLY,
    summary: 'Add a coupon (codes are upper-cased and unique)',
    request: { body: couponSchemas.create },
    responses: () => ({ 201: coupon }),
  }),
  list: route({
    method: 'get',
    path: '/coupon/list',
    access: ADMIN_ONLY,
    summary: 'Every coupon, newest first',
    request: { query: couponSchemas.listQuery },
    responses: () => ({ 200: paged(coupon) }),
  }),
  byCode: route({
    method: 'get',
    path: '/coupon/code/:code',
    access: SIGNED_IN,
    summary: 'A coupon that may be applied now, by its code (unknown and expired codes are not found)',
    request: { params: z.object({ code: couponSchemas.code }) },
    responses: () => ({ 200: coupon }),
  }),
  get: route({
    method: 'get',
    path: '/coupon/:id{[0-9]+}',
    access: ADMIN_ONLY,
    summary: 'One coupon',
    request: { params: idParams },
    responses: () => ({ 200: coupon }),
  }),
  update: route({
    method: 'put',
    path: '/coupon/:id{[0-9]+}',
    access: ADMIN_ONLY,
    summary: 'Change a coupon; only the fields sent change',
    request: { params: idParams, body: couponSchemas.update },
    responses: () => ({ 200: coupon }),
  }),
  delete: route({
    method: 'delete',
    path: '/coupon/:id{[0-9]+}',
    access: ADMIN_ONLY,
    summary: 'Remove a coupon, or expire it now when payments used it; answers the coupon',
    request: { params: idParams },
    responses: () => ({ 200: coupon }),
  }),
};
