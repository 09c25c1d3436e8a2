import { Hono } from 'hono';
import * as z from 'zod';
import type { AppEnv } from '../deps';
import { callerOf } from '../lib/caller';
import { validate } from '../lib/validate';
import { calendarFeed, calendarUrl } from '../services/calendar';

const feedParam = z.object({ file: z.string().regex(/^[A-Za-z0-9_-]{16,64}\.ics$/, { error: 'invalid' }) });

export const calendarRoutes = new Hono<AppEnv>()
  .get('/url', async (c) => c.json(await calendarUrl(c.get('deps'), callerOf(c), new URL(c.req.url).origin)))
  .delete('/url', async (c) => c.json(await calendarUrl(c.get('deps'), callerOf(c), new URL(c.req.url).origin, true)))
  .get('/feed/:file', validate('param', feedParam), async (c) => {
    const body = await calendarFeed(c.get('deps'), c.req.valid('param').file.replace(/\.ics$/, ''));
    return c.body(body, 200, { 'content-type': 'text/calendar; charset=utf-8', 'cache-control': 'private, max-age=300' });
  });
