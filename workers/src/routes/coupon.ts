import { schemas } from '@kalam/core';
import { Hono } from 'hono';
import * as z from 'zod';
import type { AppEnv } from '../deps';
import { validate } from '../lib/validate';
import { createCoupon, deleteCoupon, getCoupon, listCoupons, updateCoupon, usableCoupon } from '../services/coupon';

const idParam = z.object({ id: schemas.fields.id });
const codeParam = z.object({ code: schemas.coupon.code });

export const couponRoutes = new Hono<AppEnv>()
  .post('/', validate('json', schemas.coupon.create), async (c) => c.json(await createCoupon(c.get('deps'), c.req.valid('json')), 201))
  .get('/list', validate('query', schemas.coupon.listQuery), async (c) => c.json(await listCoupons(c.get('deps'), c.req.valid('query'))))
  .get('/code/:code', validate('param', codeParam), async (c) => c.json(await usableCoupon(c.get('deps'), c.req.valid('param').code)))
  .get('/:id{[0-9]+}', validate('param', idParam), async (c) => c.json(await getCoupon(c.get('deps'), c.req.valid('param').id)))
  .put('/:id{[0-9]+}', validate('param', idParam), validate('json', schemas.coupon.update), async (c) =>
    c.json(await updateCoupon(c.get('deps'), c.req.valid('param').id, c.req.valid('json'))),
  )
  // Answers the coupon: deleted, or expired now when payments used it.
  .delete('/:id{[0-9]+}', validate('param', idParam), async (c) => c.json(await deleteCoupon(c.get('deps'), c.req.valid('param').id)));
