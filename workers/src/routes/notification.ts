import { notificationSchemas, schemas } from '@kalam/core';
import { Hono } from 'hono';
import type { AppEnv } from '../deps';
import { callerOf } from '../lib/caller';
import { validate } from '../lib/validate';
import { listNotifications, markNotificationsRead } from '../services/notification';
import { deletePushSubscription, getPreferences, pushKey, savePushSubscription, setPreferences } from '../services/notify';

export const notificationRoutes = new Hono<AppEnv>()
  .get('/list', validate('query', schemas.paging), async (c) =>
    c.json(await listNotifications(c.get('deps'), callerOf(c), c.req.valid('query'))),
  )
  .put('/read', async (c) => c.json(await markNotificationsRead(c.get('deps'), callerOf(c))))
  .get('/preferences', async (c) => c.json(await getPreferences(c.get('deps'), callerOf(c))))
  .put('/preferences', validate('json', notificationSchemas.preferences), async (c) =>
    c.json(await setPreferences(c.get('deps'), callerOf(c), c.req.valid('json'))),
  )
  .get('/push-key', (c) => c.json(pushKey(c.get('deps'))))
  .post('/push-subscription', validate('json', notificationSchemas.pushSubscription), async (c) =>
    c.json(await savePushSubscription(c.get('deps'), callerOf(c), c.req.valid('json')), 201),
  )
  .delete('/push-subscription', validate('json', notificationSchemas.pushUnsubscribe), async (c) =>
    c.json(await deletePushSubscription(c.get('deps'), callerOf(c), c.req.valid('json').endpoint)),
  );
