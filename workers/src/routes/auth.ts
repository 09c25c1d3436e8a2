import { schemas } from '@kalam/core';
import { Hono } from 'hono';
import * as z from 'zod';
import type { AppEnv } from '../deps';
import { callerOf, tokenOf } from '../lib/caller';
import { deviceOf } from '../lib/client-ip';
import { byEmailInBody, countedAttempt, rateLimit } from '../lib/rate-limit';
import { validate } from '../lib/validate';
import { signInWithGoogle, signInWithPassword } from '../services/auth';
import { endOwnSignIn, endSignIns, listSignIns, refreshSignIn } from '../services/sign-in';
import { forgetPassword, resetPassword, sendVerifyEmail, verifyEmail } from '../services/verification';

/** Every sign-in attempt per address; wrong passwords are limited further per account and address (failed-sign-ins). */
export const SIGN_IN_RATE_LIMIT = { name: 'sign-in', limit: 10, windowMs: 15 * 60 * 1000 };
export const CODE_RATE_LIMIT = { name: 'codes', limit: 10, windowMs: 60 * 60 * 1000 };
const origin = (url: string) => new URL(url).origin;

export const authRoutes = new Hono<AppEnv>()
  // the per-address limit is counted in the sign-in's first batch, not a round trip of its own
  .post('/password', validate('json', schemas.auth.passwordSignIn), async (c) =>
    c.json(await signInWithPassword(c.get('deps'), c.req.valid('json'), deviceOf(c), countedAttempt(c, SIGN_IN_RATE_LIMIT))),
  )
  .post('/google', rateLimit({ ...SIGN_IN_RATE_LIMIT, name: 'google' }), validate('json', schemas.auth.google), async (c) =>
    c.json(await signInWithGoogle(c.get('deps'), c.req.valid('json'), deviceOf(c))),
  )
  // the same sign-in, a new token; the presented one stops working
  .post('/refresh-token', async (c) => c.json(await refreshSignIn(c.get('deps'), tokenOf(c))))
  .get('/sign-in/list', async (c) => c.json(await listSignIns(c.get('deps'), callerOf(c))))
  .delete('/sign-in/others', async (c) => {
    const caller = callerOf(c);
    return c.json({ ended: (await endSignIns(c.get('deps'), caller.id, { except: caller.signInId })).length });
  })
  .delete('/sign-in/:id{[0-9]+}', validate('param', z.object({ id: schemas.fields.id })), async (c) =>
    c.json(await endOwnSignIn(c.get('deps'), callerOf(c), c.req.valid('param').id)),
  )
  .put('/send-verify-email', rateLimit(CODE_RATE_LIMIT), validate('json', schemas.auth.sendVerifyEmail), async (c) =>
    c.json(await sendVerifyEmail(c.get('deps'), callerOf(c), c.req.valid('json').callbackUrl, origin(c.req.url))),
  )
  .put('/verify-email', rateLimit({ ...CODE_RATE_LIMIT, name: 'verify' }), validate('json', schemas.auth.verifyEmail), async (c) =>
    c.json(await verifyEmail(c.get('deps'), c.get('caller'), c.req.valid('json'))),
  )
  .post(
    '/password/forget',
    rateLimit({ ...CODE_RATE_LIMIT, name: 'forget' }),
    rateLimit({ ...CODE_RATE_LIMIT, name: 'forget-account', limit: 5, by: byEmailInBody }),
    validate('json', schemas.auth.forgetPassword),
    async (c) => c.json(await forgetPassword(c.get('deps'), c.req.valid('json'), origin(c.req.url))),
  )
  .put('/password/reset', rateLimit({ ...CODE_RATE_LIMIT, name: 'reset' }), validate('json', schemas.auth.resetPassword), async (c) =>
    c.json(await resetPassword(c.get('deps'), c.req.valid('json'), c.get('caller'))),
  );
