import { sessionRoutes as defs } from '@kalam/core/routes/session';
import { callerOf } from '../lib/caller';
import { routerOf } from '../lib/router';
import { getSession } from '../services/session';

export const sessionRoutes = routerOf(defs, {
  get: async (c) => c.json(await getSession(c.get('deps'), callerOf(c), c.req.valid('param').id)),
});
