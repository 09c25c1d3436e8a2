import { authRoutes as defs } from '@kalam/core/routes/auth';
import { callerOf, tokenOf } from '../lib/caller';
import { deviceOf } from '../lib/client-ip';
import { countedAttempt, rateLimit } from '../lib/rate-limit';
import { routerOf } from '../lib/router';
import { signInWithGoogle, signInWithPassword } from '../services/auth';
import { endOwnSignIn, endSignIns, listSignIns, refreshSignIn } from '../services/sign-in';
import { forgetPassword, resetPassword, sendVerifyEmail, verifyEmail } from '../services/verification';

/** Every sign-in attempt per address; wrong passwords are limited further per account and address (failed-sign-ins). */
export const SIGN_IN_RATE_LIMIT = { name: 'sign-in', limit: 10, windowMs: 15 * 60 * 1000 };
export const CODE_RATE_LIMIT = { name: 'codes', limit: 10, windowMs: 60 * 60 * 1000 };

export const authRoutes = routerOf(defs, {
  // the per-address limit is counted in the sign-in's first batch, not a round trip of its own
  password: async (c) =>
    c.json(await signInWithPassword(c.get('deps'), c.req.valid('json'), deviceOf(c), countedAttempt(c, SIGN_IN_RATE_LIMIT))),
  google: {
    before: [rateLimit({ ...SIGN_IN_RATE_LIMIT, name: 'google' })],
    handle: async (c) => c.json(await signInWithGoogle(c.get('deps'), c.req.valid('json'), deviceOf(c))),
  },
  // the same sign-in, a new token; the presented one stops working
  refreshToken: async (c) => c.json(await refreshSignIn(c.get('deps'), tokenOf(c))),
  signIns: async (c) => c.json(await listSignIns(c.get('deps'), callerOf(c))),
  endOtherSignIns: async (c) => {
    const caller = callerOf(c);
    return c.json({ ended: (await endSignIns(c.get('deps'), caller.id, { except: caller.signInId })).length });
  },
  endSignIn: async (c) => c.json(await endOwnSignIn(c.get('deps'), callerOf(c), c.req.valid('param').id)),
  sendVerifyEmail: {
    before: [rateLimit(CODE_RATE_LIMIT)],
    handle: async (c) => c.json(await sendVerifyEmail(c.get('deps'), callerOf(c), c.req.valid('json').callbackUrl)),
  },
  verifyEmail: {
    before: [rateLimit({ ...CODE_RATE_LIMIT, name: 'verify' })],
    handle: async (c) => c.json(await verifyEmail(c.get('deps'), c.get('caller'), c.req.valid('json'))),
  },
  forgetPassword: {
    // per email, whatever address asks: the code caps in the service (CODE_SEND_LIMITS)
    before: [rateLimit({ ...CODE_RATE_LIMIT, name: 'forget' })],
    handle: async (c) => c.json(await forgetPassword(c.get('deps'), c.req.valid('json'))),
  },
  resetPassword: {
    before: [rateLimit({ ...CODE_RATE_LIMIT, name: 'reset' })],
    handle: async (c) => c.json(await resetPassword(c.get('deps'), c.req.valid('json'), c.get('caller'))),
  },
});
