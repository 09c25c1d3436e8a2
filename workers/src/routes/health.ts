import type { Health } from '@kalam/core/api';
import { healthRoutes as defs } from '@kalam/core/routes/health';
import { sql } from 'drizzle-orm';
import { routerOf } from '../lib/router';

export const healthRoutes = routerOf(defs, {
  health: async (c) => {
    let db: Health['db'] = 'up';
    try {
      await c.get('deps').db.run(sql`select 1`);
    } catch {
      db = 'down';
    }
    const body: Health = { ok: db === 'up', db };
    return c.json(body, db === 'up' ? 200 : 503);
  },
});
