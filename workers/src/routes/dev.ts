import { desc } from 'drizzle-orm';
import { Hono } from 'hono';
import { outbox } from '../db/schema';
import type { AppEnv } from '../deps';
import { ApiError } from '../lib/errors';

/** Development-only mailbox: what the app would have sent. Absent (404) unless the local-only flag is set. */
export const devRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    // only `npm start` and the test stacks set the flag; no environment name turns these on
    if (!c.get('deps').config.devEndpoints) throw new ApiError('not-found');
    await next();
  })
  .get('/outbox', async (c) => {
    const list = await c.get('deps').db.select().from(outbox).orderBy(desc(outbox.id)).limit(50);
    return c.json({ list, total: list.length });
  });
