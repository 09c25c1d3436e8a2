import { notificationRoutes as defs } from '@kalam/core/routes/notification';
import { callerOf } from '../lib/caller';
import { routerOf } from '../lib/router';
import { listNotifications, markNotificationsRead } from '../services/notification';
import { deletePushSubscription, getPreferences, pushKey, savePushSubscription, setPreferences } from '../services/notify';

export const notificationRoutes = routerOf(defs, {
  list: async (c) => c.json(await listNotifications(c.get('deps'), callerOf(c), c.req.valid('query'))),
  read: async (c) => c.json(await markNotificationsRead(c.get('deps'), callerOf(c))),
  preferences: async (c) => c.json(await getPreferences(c.get('deps'), callerOf(c))),
  setPreferences: async (c) => c.json(await setPreferences(c.get('deps'), callerOf(c), c.req.valid('json'))),
  pushKey: (c) => c.json(pushKey(c.get('deps'))),
  subscribe: async (c) => c.json(await savePushSubscription(c.get('deps'), callerOf(c), c.req.valid('json')), 201),
  unsubscribe: async (c) => c.json(await deletePushSubscription(c.get('deps'), callerOf(c), c.req.valid('json').endpoint)),
});
