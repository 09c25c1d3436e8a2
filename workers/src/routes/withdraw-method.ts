import { withdrawMethodRoutes as defs } from '@kalam/core/routes/withdraw-method';
import { callerOf } from '../lib/caller';
import { routerOf } from '../lib/router';
import { createBank, listBanks, updateBank } from '../services/bank';
import { listWithdrawMethods, updateWithdrawMethod, upsertWithdrawMethod } from '../services/withdraw-method';

export const withdrawMethodRoutes = routerOf(defs, {
  list: async (c) => c.json(await listWithdrawMethods(c.get('deps'), callerOf(c))),
  upsert: async (c) => {
    const { method, created } = await upsertWithdrawMethod(c.get('deps'), c.req.valid('json'));
    return c.json(method, created ? 201 : 200);
  },
  update: async (c) => c.json(await updateWithdrawMethod(c.get('deps'), c.req.valid('param').id, c.req.valid('json'))),
  banks: async (c) => c.json(await listBanks(c.get('deps'), callerOf(c))),
  createBank: async (c) => c.json(await createBank(c.get('deps'), c.req.valid('json')), 201),
  updateBank: async (c) => c.json(await updateBank(c.get('deps'), c.req.valid('param').id, c.req.valid('json'))),
});
