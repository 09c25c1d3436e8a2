import { whatsappRoutes as defs } from '@kalam/core/routes/whatsapp';
import { routerOf } from '../lib/router';
import { assertWhatsAppSignature, receiveWhatsAppWebhook, verifyWhatsAppWebhook } from '../services/whatsapp-reminders';

export const whatsappRoutes = routerOf(defs, {
  verify: (c) => c.text(verifyWhatsAppWebhook(c.get('deps'), c.req.valid('query'))),
  receive: {
    // the raw text is read (and cached) first: the signature covers the exact bytes, not a re-serialised JSON
    before: [
      async (c, next) => {
        await assertWhatsAppSignature(c.get('deps'), await c.req.text(), c.req.header('x-hub-signature-256'));
        await next();
      },
    ],
    handle: async (c) => c.json(await receiveWhatsAppWebhook(c.get('deps'), c.req.valid('json'))),
  },
});
