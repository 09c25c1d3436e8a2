import { confirmationCodeRoutes as defs } from '@kalam/core/routes/confirmation-code';
import { callerOf } from '../lib/caller';
import { rateLimit } from '../lib/rate-limit';
import { routerOf } from '../lib/router';
import { sendPhoneCode, verifyPhoneCode } from '../services/confirmation-code';

export const PHONE_CODE_RATE_LIMIT = { name: 'phone-code', limit: 5, windowMs: 60 * 60 * 1000 };

export const confirmationCodeRoutes = routerOf(defs, {
  sendPhoneCode: {
    before: [rateLimit(PHONE_CODE_RATE_LIMIT)],
    handle: async (c) => c.json(await sendPhoneCode(c.get('deps'), callerOf(c), c.req.valid('json'))),
  },
  verifyPhoneCode: {
    before: [rateLimit({ ...PHONE_CODE_RATE_LIMIT, name: 'phone-verify', limit: 20 })],
    handle: async (c) => c.json(await verifyPhoneCode(c.get('deps'), callerOf(c), c.req.valid('json'))),
  },
});
