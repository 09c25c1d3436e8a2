import { schemas } from '@kalam/core';
import { Hono } from 'hono';
import * as z from 'zod';
import type { AppEnv } from '../deps';
import { callerOf } from '../lib/caller';
import { validate } from '../lib/validate';
import { listWithdrawMethods, updateWithdrawMethod, upsertWithdrawMethod } from '../services/withdraw-method';

const idParam = z.object({ id: schemas.fields.id });

export const withdrawMethodRoutes = new Hono<AppEnv>()
  .get('/list', async (c) => c.json(await listWithdrawMethods(c.get('deps'), callerOf(c))))
  .post('/', validate('json', schemas.withdrawMethod.upsert), async (c) => {
    const { method, created } = await upsertWithdrawMethod(c.get('deps'), c.req.valid('json'));
    return c.json(method, created ? 201 : 200);
  })
  .put('/:id{[0-9]+}', validate('param', idParam), validate('json', schemas.withdrawMethod.update), async (c) =>
    c.json(await updateWithdrawMethod(c.get('deps'), c.req.valid('param').id, c.req.valid('json'))),
  );
