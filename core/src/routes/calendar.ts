import * as z from 'zod';
import { PUBLIC, SIGNED_IN } from '../permissions';
import { route } from './define';

/** The caller's private iCalendar feed. */
export const calendarFeed = z.strictObject({ url: z.string() });

/** The feed's secret, as the URL carries it: `<secret>.ics`. */
const feedParams = z.object({ file: z.string().regex(/^[A-Za-z0-9_-]{16,64}\.ics$/, { error: 'invalid' }) });

// Private iCalendar feed: the URL for its owner (DELETE makes a new one); the feed itself is opened by its secret.
export const calendarRoutes = {
  url: route({
    method: 'get',
    path: '/calendar/url',
    access: SIGNED_IN,
    summary: "The caller's private calendar feed URL, made on first use",
    request: {},
    responses: () => ({ 200: calendarFeed }),
  }),
  resetUrl: route({
    method: 'delete',
    path: '/calendar/url',
    access: SIGNED_IN,
    summary: 'A new feed URL; the old one stops working',
    request: {},
    responses: () => ({ 200: calendarFeed }),
  }),
  feed: route({
    method: 'get',
    path: '/calendar/feed/:file',
    access: PUBLIC,
    summary: "The iCalendar feed of a user's lessons, opened by its secret",
    request: { params: feedParams },
    responses: () => ({ 200: { contentType: 'text/calendar', description: 'An iCalendar file of the lessons from 30 days back' } }),
  }),
};
