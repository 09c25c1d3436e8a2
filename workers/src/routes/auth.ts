import { schemas } from '@kalam/core';
import { Hono } from 'hono';
import type { AppEnv } from '../deps';
import { rateLimit } from '../lib/rate-limit';
import { validate } from '../lib/validate';
import { issue, signInWithPassword } from '../services/auth';

export const SIGN_IN_RATE_LIMIT = { name: 'sign-in', limit: 10, windowMs: 15 * 60 * 1000 };

export const authRoutes = new Hono<AppEnv>()
  .post('/password', rateLimit(SIGN_IN_RATE_LIMIT), validate('json', schemas.auth.passwordSignIn), async (c) =>
    c.json(await signInWithPassword(c.get('deps'), c.req.valid('json'))),
  )
  .post('/refresh-token', async (c) => c.json(await issue(c.get('deps'), c.get('caller')!.id)));
