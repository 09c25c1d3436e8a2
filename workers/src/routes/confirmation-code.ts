import { schemas } from '@kalam/core';
import { Hono } from 'hono';
import type { AppEnv } from '../deps';
import { callerOf } from '../lib/caller';
import { rateLimit } from '../lib/rate-limit';
import { validate } from '../lib/validate';
import { sendPhoneCode, verifyPhoneCode } from '../services/confirmation-code';

export const PHONE_CODE_RATE_LIMIT = { name: 'phone-code', limit: 5, windowMs: 60 * 60 * 1000 };

export const confirmationCodeRoutes = new Hono<AppEnv>()
  .post('/phone/send', rateLimit(PHONE_CODE_RATE_LIMIT), validate('json', schemas.confirmationCode.send), async (c) =>
    c.json(await sendPhoneCode(c.get('deps'), callerOf(c), c.req.valid('json'))),
  )
  .post(
    '/phone/verify',
    rateLimit({ ...PHONE_CODE_RATE_LIMIT, name: 'phone-verify', limit: 20 }),
    validate('json', schemas.confirmationCode.verify),
    async (c) => c.json(await verifyPhoneCode(c.get('deps'), callerOf(c), c.req.valid('json'))),
  );
