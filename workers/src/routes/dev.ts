import { devRoutes as defs } from '@kalam/core/routes/dev';
import { desc } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { outbox } from '../db/schema';
import type { AppEnv } from '../deps';
import { ApiError } from '../lib/errors';
import { routerOf } from '../lib/router';

// only `npm start` and the test stacks set the flag; no environment name turns these on
const devOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.get('deps').config.devEndpoints) throw new ApiError('not-found');
  await next();
};

/** Development-only mailbox: what the app would have sent. Absent (404) unless the local-only flag is set. */
export const devRoutes = routerOf(defs, {
  outbox: {
    before: [devOnly],
    handle: async (c) => {
      const list = await c.get('deps').db.select().from(outbox).orderBy(desc(outbox.id)).limit(50);
      return c.json({ list, total: list.length });
    },
  },
});
