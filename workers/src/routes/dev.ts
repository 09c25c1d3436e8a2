import { desc } from 'drizzle-orm';
import { Hono } from 'hono';
import { outbox } from '../db/schema';
import type { AppEnv } from '../deps';
import { ApiError } from '../lib/errors';

/** Development-only mailbox: what the app would have sent. Absent in production. */
export const devRoutes = new Hono<AppEnv>().get('/outbox', async (c) => {
  const deps = c.get('deps');
  if (deps.config.environment === 'production') throw new ApiError('not-found');
  const list = await deps.db.select().from(outbox).orderBy(desc(outbox.id)).limit(50);
  return c.json({ list, total: list.length });
});
