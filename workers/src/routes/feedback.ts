import { schemas } from '@kalam/core';
import { type Context, Hono } from 'hono';
import type { AppEnv } from '../deps';
import { callerOf } from '../lib/caller';
import { rateLimit } from '../lib/rate-limit';
import { validate } from '../lib/validate';
import { listFeedback, shareFeedback } from '../services/feedback';

/** Ten an hour per person is plenty; more is a stuck button or noise. */
export const FEEDBACK_RATE_LIMIT = {
  name: 'feedback',
  limit: 10,
  windowMs: 60 * 60 * 1000,
  by: (c: Context<AppEnv>) => `user:${callerOf(c).id}`,
};

export const feedbackRoutes = new Hono<AppEnv>()
  .post('/', rateLimit(FEEDBACK_RATE_LIMIT), validate('json', schemas.feedback.create), async (c) =>
    c.json(await shareFeedback(c.get('deps'), callerOf(c), c.req.valid('json')), 201),
  )
  .get('/list', validate('query', schemas.paging), async (c) => c.json(await listFeedback(c.get('deps'), c.req.valid('query'))));
