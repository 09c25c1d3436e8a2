import * as z from 'zod';
import { NOTIFICATION_CHANNELS, NOTIFICATION_EVENTS } from '../notifications';
import { typeError } from './fields';

/** `PUT /notification/preferences`: the cells to change, each an event, a channel and on or off. */
const e = { error: typeError() };

export const preferences = z.object({
  changes: z
    .array(
      z.object(
        {
          event: z.enum(NOTIFICATION_EVENTS, e),
          channel: z.enum(NOTIFICATION_CHANNELS, e),
          enabled: z.boolean(e),
        },
        e,
      ),
      e,
    )
    .min(1, { error: 'invalid' })
    .max(NOTIFICATION_EVENTS.length * NOTIFICATION_CHANNELS.length, { error: 'invalid' }),
});

const base64url = z.string({ error: typeError() }).regex(/^[A-Za-z0-9_-]+={0,2}$/, { error: 'invalid' });

/** `POST /notification/push-subscription`: the browser's `PushSubscription.toJSON()` for this device. */
export const pushSubscription = z.object(
  {
    endpoint: z.url({ protocol: /^https?$/, ...e }).max(1000, { error: 'invalid' }),
    keys: z.object(
      {
        p256dh: base64url.min(80, { error: 'invalid' }).max(100, { error: 'invalid' }),
        auth: base64url.min(16, { error: 'invalid' }).max(32, { error: 'invalid' }),
      },
      e,
    ),
  },
  e,
);

/** `DELETE /notification/push-subscription`: this device stops receiving pushes. */
export const pushUnsubscribe = z.object({ endpoint: z.url(e).max(1000, { error: 'invalid' }) }, e);
