import { withdrawMethodRoutes as defs } from '@kalam/core/routes/withdraw-method';
import { callerOf } from '../lib/caller';
import { routerOf } from '../lib/router';
import { listWithdrawMethods, updateWithdrawMethod, upsertWithdrawMethod } from '../services/withdraw-method';

export const withdrawMethodRoutes = routerOf(defs, {
  list: async (c) => c.json(await listWithdrawMethods(c.get('deps'), callerOf(c))),
  upsert: async (c) => {
    const { method, created } = await upsertWithdrawMethod(c.get('deps'), c.req.valid('json'));
    return c.json(method, created ? 201 : 200);
  },
  update: async (c) => c.json(await updateWithdrawMethod(c.get('deps'), c.req.valid('param').id, c.req.valid('json'))),
});
