import { whatsappSchemas } from '@kalam/core';
import { Hono } from 'hono';
import type { AppEnv } from '../deps';
import { validate } from '../lib/validate';
import { assertWhatsAppSignature, receiveWhatsAppWebhook, verifyWhatsAppWebhook } from '../services/whatsapp-reminders';

export const whatsappRoutes = new Hono<AppEnv>()
  .get('/webhook', validate('query', whatsappSchemas.verify), (c) => c.text(verifyWhatsAppWebhook(c.get('deps'), c.req.valid('query'))))
  // the raw text is read (and cached) first: the signature covers the exact bytes, not a re-serialised JSON
  .post(
    '/webhook',
    async (c, next) => {
      await assertWhatsAppSignature(c.get('deps'), await c.req.text(), c.req.header('x-hub-signature-256'));
      await next();
    },
    validate('json', whatsappSchemas.webhook),
    async (c) => c.json(await receiveWhatsAppWebhook(c.get('deps'), c.req.valid('json'))),
  );
