import { schemas } from '@kalam/core';
import { Hono } from 'hono';
import type { AppEnv } from '../deps';
import { clientIp } from '../lib/client-ip';
import { rateLimit } from '../lib/rate-limit';
import { validate } from '../lib/validate';
import { createContactRequest } from '../services/contact-request';

export const CONTACT_RATE_LIMIT = { name: 'contact', limit: 5, windowMs: 60 * 60 * 1000 };

export const contactRequestRoutes = new Hono<AppEnv>().post(
  '/',
  rateLimit(CONTACT_RATE_LIMIT),
  validate('json', schemas.contactRequest.create),
  async (c) => c.json(await createContactRequest(c.get('deps'), c.req.valid('json'), clientIp(c)), 201),
);
