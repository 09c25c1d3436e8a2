import { interviewRoutes as defs } from '@kalam/core/routes/interview';
import { callerOf } from '../lib/caller';
import { routerOf } from '../lib/router';
import { createInterview, getInterview, listInterviews, updateInterview } from '../services/interview';

export const interviewRoutes = routerOf(defs, {
  book: async (c) => c.json(await createInterview(c.get('deps'), callerOf(c), c.req.valid('json')), 201),
  list: async (c) => c.json(await listInterviews(c.get('deps'), callerOf(c), c.req.valid('query'))),
  get: async (c) => c.json(await getInterview(c.get('deps'), callerOf(c), c.req.valid('param').id)),
  update: async (c) => c.json(await updateInterview(c.get('deps'), callerOf(c), c.req.valid('param').id, c.req.valid('json'))),
});
