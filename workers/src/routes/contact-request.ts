import { contactRequestRoutes as defs } from '@kalam/core/routes/contact-request';
import { clientIp } from '../lib/client-ip';
import { rateLimit } from '../lib/rate-limit';
import { routerOf } from '../lib/router';
import { createContactRequest } from '../services/contact-request';

export const CONTACT_RATE_LIMIT = { name: 'contact', limit: 5, windowMs: 60 * 60 * 1000 };

export const contactRequestRoutes = routerOf(defs, {
  create: {
    before: [rateLimit(CONTACT_RATE_LIMIT)],
    handle: async (c) => c.json(await createContactRequest(c.get('deps'), c.req.valid('json'), clientIp(c)), 201),
  },
});
