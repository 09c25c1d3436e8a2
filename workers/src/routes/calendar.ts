import { calendarRoutes as defs } from '@kalam/core/routes/calendar';
import { callerOf } from '../lib/caller';
import { routerOf } from '../lib/router';
import { calendarFeed, calendarUrl } from '../services/calendar';

export const calendarRoutes = routerOf(defs, {
  url: async (c) => c.json(await calendarUrl(c.get('deps'), callerOf(c))),
  resetUrl: async (c) => c.json(await calendarUrl(c.get('deps'), callerOf(c), true)),
  feed: async (c) => {
    const body = await calendarFeed(c.get('deps'), c.req.valid('param').file.replace(/\.ics$/, ''));
    return c.body(body, 200, { 'content-type': 'text/calendar; charset=utf-8', 'cache-control': 'private, max-age=300' });
  },
});
