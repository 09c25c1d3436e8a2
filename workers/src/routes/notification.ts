import { schemas } from '@kalam/core';
import { Hono } from 'hono';
import type { AppEnv } from '../deps';
import { validate } from '../lib/validate';
import { listNotifications, markNotificationsRead } from '../services/notification';

export const notificationRoutes = new Hono<AppEnv>()
  .get('/list', validate('query', schemas.paging), async (c) => c.json(await listNotifications(c.get('deps'), c.get('caller')!, c.req.valid('query'))))
  .put('/read', async (c) => c.json(await markNotificationsRead(c.get('deps'), c.get('caller')!)));
