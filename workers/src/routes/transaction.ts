import { transactionRoutes as defs } from '@kalam/core/routes/transaction';
import { callerOf } from '../lib/caller';
import { routerOf } from '../lib/router';
import { getTransaction, listTransactions } from '../services/transaction';

export const transactionRoutes = routerOf(defs, {
  list: async (c) => c.json(await listTransactions(c.get('deps'), callerOf(c), c.req.valid('query'))),
  get: async (c) => c.json(await getTransaction(c.get('deps'), callerOf(c), c.req.valid('param').id)),
});
