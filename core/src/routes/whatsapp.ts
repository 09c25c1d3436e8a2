import * as z from 'zod';
import { PUBLIC } from '../permissions';
import * as whatsappSchemas from '../schemas/whatsapp';
import { route } from './define';

/** A delivery status of one of our messages, as Meta posts it. */
const example = {
  object: 'whatsapp_business_account',
  entry: [
    {
      id: '102290129340398',
      changes: [
        {
          field: 'messages',
          value: {
            messaging_product: 'whatsapp',
            statuses: [{ id: 'wamid.HBgMMjAxMDEyMzQ1Njc4FQIAERgSQzVGMDc0', status: 'delivered', timestamp: '1795000800' }],
          },
        },
      ],
    },
  ],
};

// WhatsApp Cloud API webhooks: Meta's verify token, then X-Hub-Signature-256 with the app secret (whatsapp service).
export const whatsappRoutes = {
  verify: route({
    method: 'get',
    path: '/whatsapp/webhook',
    access: PUBLIC,
    summary: "Meta's subscription check: answers hub.challenge when hub.verify_token is ours (called by Meta)",
    request: { query: whatsappSchemas.verify },
    responses: () => ({ 200: { contentType: 'text/plain', description: 'The hub.challenge, as sent' } }),
  }),
  receive: route({
    method: 'post',
    path: '/whatsapp/webhook',
    access: PUBLIC,
    summary: "The Cloud API's notification: delivery statuses of our messages and replies (called by Meta)",
    description:
      'Signed by Meta: `X-Hub-Signature-256: sha256=<hex HMAC-SHA256 of the exact body with the app secret>`; a missing or ' +
      'wrong signature answers 400 before the body is read as JSON. Statuses only move a message forward; a "stop" reply ' +
      'turns WhatsApp reminders off for that phone.',
    request: { body: whatsappSchemas.webhook.meta({ example }) },
    responses: () => ({ 200: z.strictObject({ received: z.literal(true) }) }),
  }),
};
