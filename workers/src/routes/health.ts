import type { Health } from '@kalam/core';
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../deps';

export const healthRoutes = new Hono<AppEnv>().get('/', async (c) => {
  let db: Health['db'] = 'up';
  try {
    await c.get('deps').db.run(sql`select 1`);
  } catch {
    db = 'down';
  }
  const body: Health = { ok: db === 'up', db };
  return c.json(body, db === 'up' ? 200 : 503);
});
