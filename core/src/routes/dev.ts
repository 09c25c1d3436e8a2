import * as z from 'zod';
import { PUBLIC } from '../permissions';
import { route } from './define';
import { paged } from './shared';

/** A message the app would have sent, as the development mailbox keeps it. */
export const outboxMessage = z.strictObject({
  id: z.number().int(),
  channel: z.enum(['email', 'whatsapp', 'telegram']),
  to: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  createdAt: z.number().int(),
  sentAt: z.number().int().nullable(),
});

export const devRoutes = {
  outbox: route({
    method: 'get',
    path: '/dev/outbox',
    access: PUBLIC,
    summary: 'Development mailbox: the 50 newest messages the app would have sent',
    description: 'Development only: answers not-found in production.',
    request: {},
    responses: () => ({ 200: paged(outboxMessage) }),
  }),
};
