import { feedbackRoutes as defs } from '@kalam/core/routes/feedback';
import type { Context } from 'hono';
import type { AppEnv } from '../deps';
import { callerOf } from '../lib/caller';
import { rateLimit } from '../lib/rate-limit';
import { routerOf } from '../lib/router';
import { listFeedback, markFeedbackHandled, replyToFeedback, shareFeedback } from '../services/feedback';

/** Ten an hour per person is plenty; more is a stuck button or noise. */
export const FEEDBACK_RATE_LIMIT = {
  name: 'feedback',
  limit: 10,
  windowMs: 60 * 60 * 1000,
  by: (c: Context<AppEnv>) => `user:${callerOf(c).id}`,
};

export const feedbackRoutes = routerOf(defs, {
  share: {
    before: [rateLimit(FEEDBACK_RATE_LIMIT)],
    handle: async (c) => c.json(await shareFeedback(c.get('deps'), callerOf(c), c.req.valid('json')), 201),
  },
  list: async (c) => c.json(await listFeedback(c.get('deps'), c.req.valid('query'))),
  reply: async (c) => c.json(await replyToFeedback(c.get('deps'), callerOf(c), c.req.valid('param').id, c.req.valid('json'))),
  handled: async (c) => c.json(await markFeedbackHandled(c.get('deps'), c.req.valid('param').id, c.req.valid('json'))),
});
